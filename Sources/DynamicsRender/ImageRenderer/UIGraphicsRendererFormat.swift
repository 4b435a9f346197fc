import CUIKitOpenEnums
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The settings a graphics renderer draws with, as UIKit's `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat {
    /// The area drawn, in points (the renderer's bounds).
    public internal(set) var bounds: CGRect = .zero

    /// A format with the default settings.
    public required init() {}

    /// The default format: the main screen's scale (`UIScreen.main`, the running scene's screen), transparent.
    open class func `default`() -> Self { Self() }

    /// The most capable format of the device; the same as `default()` here (the renderer has one colour depth).
    open class func preferred() -> Self { Self() }
}

/// The settings of a `UIGraphicsImageRenderer`: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the bitmap: `.automatic`, `.unspecified`, `.extended` or `.standard`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/`).
    public typealias Range = CUIKitOpenEnums.__UIGraphicsImageRendererFormatRange

    /// Pixels per point of the images drawn (default: the main screen's scale); a value that is not finite and
    /// positive is ignored.
    open var scale: CGFloat = UIScreen.main.scale {
        didSet { if !(scale > 0 && scale.isFinite) { scale = oldValue } }
    }
    /// Whether the bitmap has no alpha (default false). An opaque renderer's canvas starts black and its images
    /// are opaque, as on iOS.
    open var opaque = false
    /// The colour range asked for (default `.automatic`). Accepted and kept; the bitmap is always 8-bit sRGB.
    open var preferredRange: Range = .automatic
    /// Whether the extended range is asked for (iOS 10's name for `preferredRange == .extended`).
    @available(*, deprecated, renamed: "preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format with the default settings: the main screen's scale, transparent, automatic range.
    public required init() { super.init() }
}

// The SDK's alias for code of the Swift 4 era (DynamicsUIKit's Support/Swift42Renames.swift has UIKit's others).
/// The C name of `UIGraphicsImageRendererFormat.Range`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIGraphicsImageRendererFormat.Range")
public typealias UIGraphicsImageRendererFormatRange = UIGraphicsImageRendererFormat.Range
