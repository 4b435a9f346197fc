import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The device's panel: a scene that turns the device (`SceneContext.rotate(to:at:)`) is drawn with its window inside
/// it, so every frame keeps the size the render started with, as the physical screen does (and a video needs), and
/// the window turns a quarter inside it. Black shows where the turning window does not cover the panel, as on a
/// device.
enum ScreenPanel {
    /// A view of the window's size holding `window`; render it instead of `window`.
    @MainActor static func wrap(_ window: UIView) -> UIView {
        let panel = UIView(frame: CGRect(origin: .zero, size: window.bounds.size))
        panel.backgroundColor = .black
        window.frame = panel.bounds
        panel.addSubview(window)
        return panel
    }
}
