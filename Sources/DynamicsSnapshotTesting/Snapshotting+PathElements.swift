import Dynamics
import Foundation
import SnapshotTesting

extension Snapshotting where Value == CGPath, Format == String {
    /// A snapshot strategy for comparing paths by their elements, one per line (`MoveTo (0.0, 0.0)`,
    /// `CurveTo (75.0, 60.0) (90.0, 45.0) (90.0, 30.0)`, `Close`), a blank line before each further subpath.
    public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: pathNumberFormatter) }

    /// The elements description with the points' coordinates written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting.lines.pullback { path in
            var text = ""
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                let (name, count) = pathElementNames[element.type] ?? ("Unknown", 0)
                if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
                text += name
                if count > 0 {
                    text += " " + UnsafeBufferPointer(start: element.points, count: count).map { point in
                        let x = numberFormatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"
                        let y = numberFormatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"
                        return "(\(x), \(y))"
                    }.joined(separator: " ")
                }
                text += "\n"
            }
            return text
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// A snapshot strategy for comparing bezier paths by their elements (see `Snapshotting<CGPath, String>`).
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { path in path.cgPath }
    }

    /// The elements description with the points' coordinates written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { $0.cgPath }
    }
}

/// Each element's name in the description and how many points it has.
private let pathElementNames: [CGPathElementType: (String, Int)] = [
    .moveToPoint: ("MoveTo", 1), .addLineToPoint: ("LineTo", 1), .addQuadCurveToPoint: ("QuadCurveTo", 2),
    .addCurveToPoint: ("CurveTo", 3), .closeSubpath: ("Close", 0),
]

/// The library's coordinates: "." for decimals, one to three fraction digits.
private let pathNumberFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.decimalSeparator = "."
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    return formatter
}()
