import DynamicsGeometry
import Foundation

extension UIWindow {
    /// Where a window stands among the app's windows (UIKit's `UIWindow.Level`): higher levels are in front. The
    /// standard levels are iOS's numbers, and a level plus or minus a number is a level, as with UIKit's overlay.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number.
        public let rawValue: CGFloat
        /// A level of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ordinary windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar's: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts': 2000.
        public static let alert = Level(rawValue: 2000)

        /// Orders by number.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }

    /// The window's level (`.normal` by default). `UIApplication.windows` and `UIWindowScene.windows` list windows
    /// back to front by level, those of one level in the order they were made visible, as UIKit does. A scene draws
    /// and hit-tests its own window only (see docs/hosting.md), so the level orders the lists, not the picture.
    public var windowLevel: Level {
        get { Level(rawValue: storedWindowLevel) }
        set { storedWindowLevel = newValue.rawValue }
    }
}

/// A space that points and rectangles can be converted between (UIKit's `UICoordinateSpace`): views, and the screen's
/// `coordinateSpace`.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// `point` of this space in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` of this space in `coordinateSpace` (the box around its corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// How a coordinate space maps to the screen's (windows fill the screen at its origin here).
@MainActor protocol ScreenMappedSpace {
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension UICoordinateSpace {
    /// Maps through the screen: this space → screen → `coordinateSpace`.
    fileprivate func mapped(_ point: CGPoint, from source: any UICoordinateSpace,
                            to target: any UICoordinateSpace) -> CGPoint {
        let onScreen = (source as? ScreenMappedSpace)?.pointOnScreen(point) ?? point
        return (target as? ScreenMappedSpace)?.pointFromScreen(onScreen) ?? onScreen
    }

    fileprivate func mapped(_ rect: CGRect, from source: any UICoordinateSpace,
                            to target: any UICoordinateSpace) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { mapped($0, from: source, to: target) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView: UICoordinateSpace, ScreenMappedSpace {
    /// `point` in `coordinateSpace` (another view, or the screen's space), through the screen.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return mapped(point, from: self, to: coordinateSpace)
    }

    /// `point` of `coordinateSpace` in this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return mapped(point, from: coordinateSpace, to: self)
    }

    /// `rect` in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return mapped(rect, from: self, to: coordinateSpace)
    }

    /// `rect` of `coordinateSpace` in this view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return mapped(rect, from: coordinateSpace, to: self)
    }

    func pointOnScreen(_ point: CGPoint) -> CGPoint { convert(point, to: nil as UIView?) }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { convert(point, from: nil as UIView?) }
}

/// The screen's own coordinate space: the screen's bounds, at the origin.
final class ScreenCoordinateSpace: UICoordinateSpace {
    private unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mapped(point, from: self, to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mapped(point, from: coordinateSpace, to: self)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        mapped(rect, from: self, to: coordinateSpace)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        mapped(rect, from: coordinateSpace, to: self)
    }
}

extension UIScreen {
    /// The screen's coordinate space (`coordinateSpace`): points in the screen's current orientation, with the
    /// origin at the top-left; the same as a window's, as windows fill the screen here.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    /// The screen's coordinate space in portrait (`fixedCoordinateSpace`); the same as `coordinateSpace` here, as the
    /// scripted device does not rotate its coordinates.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}

extension UIWindowScene {
    /// The scene's coordinate space (`coordinateSpace`): its screen's, as the scene fills the screen.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

/// `windows` ordered back to front by level; windows of one level keep their order.
@MainActor func byLevel(_ windows: [UIWindow]) -> [UIWindow] {
    windows.enumerated().sorted { a, b in
        a.element.storedWindowLevel != b.element.storedWindowLevel
            ? a.element.storedWindowLevel < b.element.storedWindowLevel : a.offset < b.offset
    }.map(\.element)
}
