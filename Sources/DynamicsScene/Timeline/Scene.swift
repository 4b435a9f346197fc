import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// A registered, renderable scene: a canvas size, a default length and a closure that builds the view tree and
/// scripts what happens on the timeline.
public struct Scene: Sendable {
    /// Name used on the command line, e.g. "bounce".
    public var name: String
    /// One line for `dynamics list`.
    public var summary: String
    /// Canvas size in points, e.g. 320×568. Shown on a named device (`device`, `--device`), the screen is the
    /// device's instead.
    public var size: CGSize
    /// Default render length in seconds.
    public var duration: TimeInterval
    /// Runs once at t = 0 with a fresh context; adds views to `context.view` and schedules events.
    public var build: @MainActor @Sendable (SceneContext) -> Void
    /// The device the scene is shown on by default (an unnamed iPhone); `RenderOptions.device` and
    /// `dynamics render --device` choose another.
    public var device = DeviceProfile.iPhone
    /// How the device is held by default (portrait); `RenderOptions.orientation` and `dynamics render
    /// --orientation` choose the other way.
    public var orientation = SceneOrientation.portrait
    /// Traits the scene's screen gives over the device's defaults (light, Large text, left to right, …), e.g.
    /// `UITraitCollection(userInterfaceStyle: .dark)` for a scene meant to be seen in dark mode. An appearance
    /// given to the render (`--appearance`) goes over these.
    public var traits = UITraitCollection()
    /// Values for the parameters the scene declares (`SceneContext.parameter(_:default:in:)`), by name:
    /// `dynamics render --set`, or the studio's sliders. A parameter without one runs with its default.
    public var parameterValues: [String: Double] = [:]

    /// Where the scene was declared (`file:line`, the file as `#fileID` names it), which the studio's inspector shows
    /// as the source of the views its `build` makes.
    public var source: String?

    /// A scene; see the properties for the meaning of each argument. `file` and `line` (the caller's, by default) say
    /// where it is declared.
    public init(name: String, summary: String, size: CGSize, duration: TimeInterval, file: StaticString = #fileID,
                line: UInt = #line, build: @escaping @MainActor @Sendable (SceneContext) -> Void) {
        self.source = "\(file):\(line)"
        self.name = name
        self.summary = summary
        self.size = size
        self.duration = duration
        self.build = build
    }

    /// This scene as shown on `device` held `orientation` (nil keeps the scene's own): its `size` becomes a named
    /// device's screen in that orientation. An unnamed device's screen is the scene's own size, turned only when
    /// `orientation` is given and the size is held the other way.
    public func shown(on device: DeviceProfile?, orientation: SceneOrientation?) -> Scene {
        var shown = self
        shown.device = device ?? self.device
        shown.orientation = orientation ?? self.orientation
        shown.size = Self.size(of: size, on: shown.device, held: shown.orientation, turning: orientation != nil)
        return shown
    }

    /// The size of a scene declared `size` shown on `device` held `orientation`: a named device's screen that way;
    /// otherwise `size`, turned when `turning` (an orientation was asked for) and it is held the other way.
    public static func size(of size: CGSize, on device: DeviceProfile, held orientation: SceneOrientation,
                            turning: Bool) -> CGSize {
        if let metrics = device.metrics { return metrics.size(orientation) }
        if turning, (size.width > size.height) != (orientation == .landscape) {
            return CGSize(width: size.height, height: size.width)
        }
        return size
    }
}
