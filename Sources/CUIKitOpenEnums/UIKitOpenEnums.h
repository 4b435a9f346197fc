// UIKit enumerations that the iOS SDK declares with NS_ENUM, declared here the same way: a C enumeration that is
// open to new cases (`enum_extensibility(open)`) with an `NSInteger` raw type. Swift imports such an enumeration as
// non-frozen, so a client's `switch` gets exactly the SDK's diagnostics: a `default` after every case is not "never
// executed", and a `switch` that lists every case without `@unknown default` is warned about. A Swift `enum` of a
// module built without library evolution is frozen and cannot behave so. `DynamicsUIKit` names each one as the SDK
// nests it (`UIGestureRecognizer.State`).
#ifndef DYNAMICS_UIKIT_OPEN_ENUMS_H
#define DYNAMICS_UIKIT_OPEN_ENUMS_H

/// UIKit's gesture recogniser states (`UIGestureRecognizer.State`).
typedef enum __attribute__((enum_extensibility(open))) DynamicsUIGestureRecognizerState : long {
    /// Waiting for touches (also the state after a gesture ends).
    DynamicsUIGestureRecognizerStatePossible = 0,
    /// A continuous gesture started.
    DynamicsUIGestureRecognizerStateBegan = 1,
    /// A continuous gesture moved.
    DynamicsUIGestureRecognizerStateChanged = 2,
    /// The gesture finished; for discrete gestures (taps) this is `.recognized`.
    DynamicsUIGestureRecognizerStateEnded = 3,
    /// The gesture was interrupted.
    DynamicsUIGestureRecognizerStateCancelled = 4,
    /// The touches did not form this gesture.
    DynamicsUIGestureRecognizerStateFailed = 5,
    /// A discrete gesture was recognised (the same value as `.ended`, as in UIKit).
    DynamicsUIGestureRecognizerStateRecognized = DynamicsUIGestureRecognizerStateEnded
} DynamicsUIGestureRecognizerState;

#endif
