import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// How a device is held for a render (`dynamics render --orientation landscape`, `RenderOptions.orientation`,
/// `Scene.orientation`).
public enum SceneOrientation: String, CaseIterable, Sendable {
    /// Upright, the home button or indicator at the bottom.
    case portrait
    /// Turned a quarter to the left (home indicator on the right): `UIDevice.orientation` `.landscapeLeft`, which
    /// UIKit shows as the interface orientation `.landscapeRight`.
    case landscape

    /// What `UIDevice.current.orientation` says.
    public var deviceOrientation: UIDeviceOrientation { self == .portrait ? .portrait : .landscapeLeft }
}

/// A device's screen as iOS 17 gives it to an app: the size in points, the scale, the safe area per orientation,
/// the status bar's height and the display's corner radius. The numbers, and where each comes from, are in
/// docs/traits.md ("The device catalogue").
public struct DeviceMetrics: Hashable, Sendable {
    /// The screen in portrait, in points.
    public var portraitSize: CGSize
    /// Pixels per point of the panel (`UIScreen.scale` on the device; a render draws at its own `--scale`).
    public var scale: CGFloat
    /// `safeAreaInsets` of a full-screen window in portrait with the status bar shown.
    public var portraitSafeArea: UIEdgeInsets
    /// `safeAreaInsets` of a full-screen window in landscape (where an iPhone hides its status bar).
    public var landscapeSafeArea: UIEdgeInsets
    /// The status bar's height in portrait (`UIStatusBarManager.statusBarFrame`).
    public var statusBarHeight: CGFloat
    /// The status bar's height in landscape; 0 where iOS hides it (every iPhone).
    public var landscapeStatusBarHeight: CGFloat
    /// The radius of the display's rounded corners (0 for the square screens of home-button iPhones).
    public var displayCornerRadius: CGFloat

    /// Metrics; see the properties.
    public init(portraitSize: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                statusBarHeight: CGFloat, landscapeStatusBarHeight: CGFloat, displayCornerRadius: CGFloat) {
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
        self.landscapeStatusBarHeight = landscapeStatusBarHeight
        self.displayCornerRadius = displayCornerRadius
    }

    /// A home-button device: its top safe area is its status bar, and goes when the status bar is hidden.
    public var hasHomeButton: Bool { portraitSafeArea.bottom == 0 }

    /// The screen's size held `orientation`.
    public func size(_ orientation: SceneOrientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The status bar's height held `orientation` (0: hidden, as iPhones hide it in landscape).
    public func statusBarHeight(_ orientation: SceneOrientation) -> CGFloat {
        orientation == .portrait ? statusBarHeight : landscapeStatusBarHeight
    }

    /// A full-screen window's safe area held `orientation`, with or without the status bar: a home-button device
    /// loses its top inset with its status bar; a notched one keeps the sensor housing's inset either way.
    public func safeAreaInsets(_ orientation: SceneOrientation, statusBarShown: Bool) -> UIEdgeInsets {
        var insets = orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        if hasHomeButton && !statusBarShown { insets.top = 0 }
        return insets
    }

    /// A home-button iPhone: 20 pt status bar, no insets in landscape, square corners.
    static func homeButtonPhone(width: CGFloat, height: CGFloat, scale: CGFloat) -> DeviceMetrics {
        DeviceMetrics(portraitSize: CGSize(width: width, height: height), scale: scale,
                      portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
                      statusBarHeight: 20, landscapeStatusBarHeight: 0, displayCornerRadius: 0)
    }

    /// A Face ID iPhone: the top inset clears the sensor housing, 34 pt home indicator in portrait, 21 pt in
    /// landscape where both sides clear the housing.
    static func notchedPhone(width: CGFloat, height: CGFloat, top: CGFloat, statusBar: CGFloat,
                             cornerRadius: CGFloat) -> DeviceMetrics {
        DeviceMetrics(portraitSize: CGSize(width: width, height: height), scale: 3,
                      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                      landscapeSafeArea: UIEdgeInsets(top: 0, left: top, bottom: 21, right: top),
                      statusBarHeight: statusBar, landscapeStatusBarHeight: 0, displayCornerRadius: cornerRadius)
    }

    /// An iPad with a home indicator: 24 pt status bar and 20 pt indicator in both orientations.
    static func indicatorPad(width: CGFloat, height: CGFloat) -> DeviceMetrics {
        let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return DeviceMetrics(portraitSize: CGSize(width: width, height: height), scale: 2, portraitSafeArea: insets,
                             landscapeSafeArea: insets, statusBarHeight: 24, landscapeStatusBarHeight: 24,
                             displayCornerRadius: 18)
    }
}
