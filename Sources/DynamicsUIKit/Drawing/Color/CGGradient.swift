import Foundation
import DynamicsGeometry

/// A colour space, as Core Graphics names them; every colour here is device RGB, so it only tells gradients what
/// their colours are in.
public final class CGColorSpace: @unchecked Sendable {
    /// How many components a colour of this space has.
    public let numberOfComponents: Int

    init(numberOfComponents: Int) { self.numberOfComponents = numberOfComponents }
}

/// The device RGB colour space (red, green, blue and alpha components).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(numberOfComponents: 3) }

/// The device grey colour space (white and alpha components).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(numberOfComponents: 1) }

/// Core Foundation's array, as Core Graphics' functions take colours (`[a.cgColor, b.cgColor] as CFArray`).
public typealias CFArray = [Any]

/// Colours at locations from 0 to 1 that `drawLinearGradient` and `drawRadialGradient` blend between (Core
/// Graphics' `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    public let colors: [UIColor]
    /// Where each colour sits, from 0 to 1, increasing.
    public let locations: [CGFloat]

    /// A gradient of `colors` (`CGColor`s, that is `UIColor`s) at `locations` (as many as colours; nil spreads them
    /// evenly from 0 to 1). Nil when a colour is not a colour, there are none, or a location is not finite.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colorList = colors.compactMap { $0 as? UIColor }
        guard !colorList.isEmpty, colorList.count == colors.count else { return nil }
        let count = colorList.count
        let spread = count == 1 ? [0] : (0 ..< count).map { CGFloat($0) / CGFloat(count - 1) }
        let given = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? spread
        guard given.allSatisfy(\.isFinite) else { return nil }
        self.colors = colorList
        self.locations = given.map { min(1, max(0, $0)) }
    }

    /// A gradient from colour components, `space.numberOfComponents + 1` per colour (alpha last), at `locations`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * stride))
        let colors: [Any] = (0 ..< count).map { index in
            let c = Array(values[index * stride ..< (index + 1) * stride])
            return stride == 2 ? UIColor(white: c[0], alpha: c[1]) : UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}

/// Whether a gradient's end colours go on past its start and end (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour fills the area after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
