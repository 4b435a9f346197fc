import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The largest magnitude a behaviour parameter may have (gravity and push magnitudes, strengths, lengths, anchor
/// coordinates, velocities…): 10¹² in the parameter's own unit. Larger values are absurd for a screen and overflow the
/// solver's products (a mass times a squared velocity), so they are refused like NaN.
let largestParameter: CGFloat = 1e12

/// Whether every value is usable: finite and at most `largestParameter` in magnitude. A setter given anything else
/// keeps its previous value: this writes one warning line naming the property and the values, and answers false.
/// Nothing non-finite or absurd reaches the physics world, where it would spread to every body it touches (see
/// DECISIONS.md, "Bad numbers").
func acceptsFinite(_ values: CGFloat..., for property: String) -> Bool {
    acceptsFinite(values, for: property)
}

/// `acceptsFinite(_:for:)` for a list of values.
func acceptsFinite(_ values: [CGFloat], for property: String) -> Bool {
    guard values.allSatisfy(isUsable) else {
        logUIKitWarning("\(property) ignored \(describe(values)): not a finite number up to 1e12; it keeps its previous value")
        return false
    }
    return true
}

/// Raises UIKit's invalid-argument exception unless every value is usable (finite, at most `largestParameter`): for
/// initialiser arguments, which have no previous value to keep.
func requireFinite(_ values: CGFloat..., for argument: String) {
    guard values.allSatisfy(isUsable) else {
        raiseUIKitException(.invalidArgument, "\(argument) must be finite numbers up to 1e12, not \(describe(values))")
    }
}

/// Finite and at most `largestParameter` in magnitude.
private func isUsable(_ value: CGFloat) -> Bool { value.isFinite && abs(value) <= largestParameter }

/// `nan` or `(inf, 3.0)`.
private func describe(_ values: [CGFloat]) -> String {
    values.count == 1 ? "\(values[0])" : "(" + values.map { "\($0)" }.joined(separator: ", ") + ")"
}

/// Every coordinate of a path's end and control points, x then y for each point.
func coordinates(of path: UIBezierPath) -> [CGFloat] {
    path.elements.flatMap { element -> [CGFloat] in
        switch element {
        case .move(let point), .line(let point): [point.x, point.y]
        case .quadCurve(let point, let control): [point.x, point.y, control.x, control.y]
        case .curve(let point, let control1, let control2):
            [point.x, point.y, control1.x, control1.y, control2.x, control2.y]
        case .close: []
        }
    }
}
