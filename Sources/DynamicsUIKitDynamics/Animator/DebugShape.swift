import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// One outline of the debug overlay, in the animator's (reference view's) coordinates.
public struct DebugShape {
    /// The outline.
    public var path: UIBezierPath
    /// The stroke colour, or nil for no stroke.
    public var strokeColor: UIColor?
    /// The fill colour, or nil for no fill.
    public var fillColor: UIColor?
    /// The stroke width in points.
    public var lineWidth: CGFloat

    /// A debug outline.
    public init(path: UIBezierPath, strokeColor: UIColor?, fillColor: UIColor?, lineWidth: CGFloat) {
        self.path = path
        self.strokeColor = strokeColor
        self.fillColor = fillColor
        self.lineWidth = lineWidth
    }
}
