import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// What the studio's inspector shows of one view at one moment of a scene: what it is, where it is, how it moves,
/// which behaviours hold it and which constraints place it. Geometry is in points; `frameInScene` and
/// `centerInScene` are in the scene's canvas (the window), the rest in the superview's coordinates, as UIKit reports them.
public struct ViewInspection: Codable, Equatable, Sendable {
    /// A rectangle as four numbers.
    public struct Rect: Codable, Equatable, Sendable {
        /// The origin and the size, in points.
        public var x: Double, y: Double, width: Double, height: Double
        /// The rectangle at (`x`, `y`) of `width` × `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
        init(_ rect: CGRect) {
            (x, y, width, height) = (Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height))
        }
    }

    /// A point or a vector.
    public struct Point: Codable, Equatable, Sendable {
        /// The coordinates, in points (or points per second for a velocity).
        public var x: Double, y: Double
        /// The point (`x`, `y`).
        public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
        init(_ point: CGPoint) { (x, y) = (Double(point.x), Double(point.y)) }
    }

    /// The view's class, as Swift names it (`UIImageView`, `BallView`).
    public var className: String
    /// Its `accessibilityIdentifier`, when it has one (the name of its lane and plot lines).
    public var identifier: String?
    /// The child indices from the window down to the view: another inspection of the same path names the same view.
    public var path: [Int]
    /// The classes (and identifiers) of its superviews, nearest first.
    public var ancestors: [String]
    /// `frame`: the bounding box of the transformed bounds, in the superview.
    public var frame: Rect
    /// `bounds`.
    public var bounds: Rect
    /// `center`, in the superview.
    public var center: Point
    /// The bounding box of the view as drawn, in the scene's canvas.
    public var frameInScene: Rect
    /// The centre, in the scene's canvas.
    public var centerInScene: Point
    /// `transform` as `[a, b, c, d, tx, ty]`.
    public var transform: [Double]
    /// The rotation of `transform`, atan2(b, a), in radians.
    public var angle: Double
    /// The centre's velocity in canvas points per second: the physics body's, when a UIKit Dynamics animator moves
    /// the view, else how far the centre moved over the last tick (1/60 s) — zero at t = 0.
    public var velocity: Point
    /// The rotation's speed in radians per second, from the body or over the last tick as `velocity`.
    public var angularVelocity: Double
    /// `isHidden`, `alpha`, `isUserInteractionEnabled`.
    public var isHidden: Bool, alpha: Double, isUserInteractionEnabled: Bool
    /// The UIKit Dynamics behaviours whose items include the view, e.g. `UIGravityBehavior`, with the animator's state.
    public var behaviors: [String]
    /// The active constraints that name the view, as `first.attribute == multiplier*second.attribute + constant`.
    public var constraints: [String]
    /// Where the scene that made the view is declared (`Scene(name:…)`'s file and line, `Module/File.swift:12`); nil
    /// when the scene does not record one.
    public var source: String?
    /// The line of the scene's code that made the view (its `UIView(frame:)`, a subclass's `init` call, a helper that
    /// makes it), found from the call stack of the view's `init`; nil when the build has no line tables (release) or
    /// only the library made the view.
    public var origin: SourceLine?

    /// A line of a source file.
    public struct SourceLine: Codable, Equatable, Sendable {
        /// The file's absolute path, as it was compiled.
        public var path: String
        /// The path to show: relative to the process's current folder (the package) when the file is inside it.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The line `line` of the file at `path`.
        public init(path: String, line: Int) {
            self.path = path
            self.line = line
            let folder = FileManager.default.currentDirectoryPath + "/"
            file = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
        }
    }
}
