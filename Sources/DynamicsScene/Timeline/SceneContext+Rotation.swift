import DynamicsUIKit
import Foundation

extension SceneContext {
    /// Turns the device to `orientation` at `seconds` of scene time, as a person turning it in their hands:
    /// `UIDevice.current.orientation` changes (with `orientationDidChangeNotification` while it is generated), the
    /// root controller hears `viewWillTransition(to:with:)` with the window's new size and a coordinator whose
    /// alongside animations run inside the rotation's animation (iOS's quarter turn, `rotationDuration`) and whose
    /// completions run when it ends, and the window takes the device's screen for that orientation — its size, safe
    /// area and size classes, and on an iPhone no status bar in landscape. The frames keep the size the render started
    /// with, the device's panel, and the window turns a quarter inside it, as the picture does on a turned device.
    /// Nothing happens when the device is already held that way.
    public func rotate(to orientation: SceneOrientation, at seconds: TimeInterval) {
        scriptsRotation = true
        at(seconds) { [unowned self] in rotationHandler?(orientation) }
    }

    /// How long iOS takes to turn the interface a quarter: 0.4 s, what UIKit handed `willRotate(to:duration:)`
    /// for a quarter turn on an iPhone (a half turn took twice as long).
    public static let rotationDuration: TimeInterval = 0.4
}
