import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// The scenes that ship with the library itself (the demos add theirs in `demoScenes`).
public let builtInScenes: [Scene] = [CalibrationScene.scene(size: CalibrationScene.cardSize)]

extension Scene {
    /// The calibration card (`dynamics render calibration`) on a canvas of `size` points: scaled to fit and centred
    /// when `size` is not its own 375×667. Benchmarks use it to draw a typical UI frame at any resolution.
    public static func calibration(size: CGSize = CGSize(width: 375, height: 667)) -> Scene {
        CalibrationScene.scene(size: size)
    }
}
