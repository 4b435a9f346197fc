// UIKit enumerations that the iOS SDK declares with NS_ENUM, declared here the same way: a C enumeration that is
// open to new cases (`enum_extensibility(open)`) with an `NSInteger` raw type. Swift imports such an enumeration as
// non-frozen, so a client's `switch` gets exactly the SDK's diagnostics: a `default` after every case is not "never
// executed", and a `switch` that lists every case without `@unknown default` is warned about. A Swift `enum` of a
// module built without library evolution is frozen and cannot behave so. Each type keeps the SDK's C name, which is
// what `print` shows for a value on iOS (Swift prints an imported enumeration's type name); `DynamicsUIKit` names each
// one as the SDK's Swift name does (`UIGestureRecognizer.State`, `UIView.ContentMode`, `UIDeviceOrientation`).
#ifndef DYNAMICS_UIKIT_OPEN_ENUMS_H
#define DYNAMICS_UIKIT_OPEN_ENUMS_H

#define DYNAMICS_OPEN_ENUM __attribute__((enum_extensibility(open)))

/// UIKit's gesture recogniser states (`UIGestureRecognizer.State`).
typedef enum DYNAMICS_OPEN_ENUM UIGestureRecognizerState : long {
    /// Waiting for touches (also the state after a gesture ends).
    UIGestureRecognizerStatePossible = 0,
    /// A continuous gesture started.
    UIGestureRecognizerStateBegan = 1,
    /// A continuous gesture moved.
    UIGestureRecognizerStateChanged = 2,
    /// The gesture finished; for discrete gestures (taps) this is `.recognized`.
    UIGestureRecognizerStateEnded = 3,
    /// The gesture was interrupted.
    UIGestureRecognizerStateCancelled = 4,
    /// The touches did not form this gesture.
    UIGestureRecognizerStateFailed = 5,
    /// A discrete gesture was recognised (the same value as `.ended`, as in UIKit).
    UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
} UIGestureRecognizerState;

/// How a view lays out its content within its bounds (`UIView.ContentMode`).
typedef enum DYNAMICS_OPEN_ENUM UIViewContentMode : long {
    /// Stretch to fill the bounds.
    UIViewContentModeScaleToFill = 0,
    /// Scale keeping the aspect ratio so the content fits inside.
    UIViewContentModeScaleAspectFit = 1,
    /// Scale keeping the aspect ratio so the content covers the bounds (overflowing unless clipped).
    UIViewContentModeScaleAspectFill = 2,
    /// Redraw on bounds changes.
    UIViewContentModeRedraw = 3,
    /// Centre without scaling.
    UIViewContentModeCenter = 4,
    /// Top edge, centred horizontally.
    UIViewContentModeTop = 5,
    /// Bottom edge, centred horizontally.
    UIViewContentModeBottom = 6,
    /// Left edge, centred vertically.
    UIViewContentModeLeft = 7,
    /// Right edge, centred vertically.
    UIViewContentModeRight = 8,
    /// Top-left corner.
    UIViewContentModeTopLeft = 9,
    /// Top-right corner.
    UIViewContentModeTopRight = 10,
    /// Bottom-left corner.
    UIViewContentModeBottomLeft = 11,
    /// Bottom-right corner.
    UIViewContentModeBottomRight = 12
} UIViewContentMode;

/// How the device is held, as its motion sensors report it (`UIDevice.current.orientation`).
typedef enum DYNAMICS_OPEN_ENUM UIDeviceOrientation : long {
    /// Not known (before orientation notifications begin, on iOS).
    UIDeviceOrientationUnknown = 0,
    /// Upright, the home button (or bottom edge) at the bottom.
    UIDeviceOrientationPortrait = 1,
    /// Upside down.
    UIDeviceOrientationPortraitUpsideDown = 2,
    /// On its side, the home button (or bottom edge) on the right.
    UIDeviceOrientationLandscapeLeft = 3,
    /// On its side, the home button (or bottom edge) on the left.
    UIDeviceOrientationLandscapeRight = 4,
    /// Flat, screen up.
    UIDeviceOrientationFaceUp = 5,
    /// Flat, screen down.
    UIDeviceOrientationFaceDown = 6
} UIDeviceOrientation;

/// The orientation of the app's interface. Its landscape sides are named the other way round from the device's: a
/// device turned `.landscapeLeft` shows the interface `.landscapeRight`, so the raw values cross.
typedef enum DYNAMICS_OPEN_ENUM UIInterfaceOrientation : long {
    /// Not known.
    UIInterfaceOrientationUnknown = UIDeviceOrientationUnknown,
    /// Upright portrait.
    UIInterfaceOrientationPortrait = UIDeviceOrientationPortrait,
    /// Portrait, upside down.
    UIInterfaceOrientationPortraitUpsideDown = UIDeviceOrientationPortraitUpsideDown,
    /// Landscape with the home button (or bottom edge) on the left: a device turned `.landscapeRight`.
    UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight,
    /// Landscape with the home button (or bottom edge) on the right: a device turned `.landscapeLeft`.
    UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft
} UIInterfaceOrientation;

/// Light or dark appearance (`UITraitCollection.userInterfaceStyle`).
typedef enum DYNAMICS_OPEN_ENUM UIUserInterfaceStyle : long {
    /// Not given: inherit it (the trait's default).
    UIUserInterfaceStyleUnspecified = 0,
    /// The light appearance: dark text on light backgrounds.
    UIUserInterfaceStyleLight = 1,
    /// Dark mode: light text on dark backgrounds.
    UIUserInterfaceStyleDark = 2
} UIUserInterfaceStyle;

#endif
