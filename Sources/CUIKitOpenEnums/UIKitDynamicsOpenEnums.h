// UIKit Dynamics' enumerations, declared as `UIKitOpenEnums.h` declares UIKit's (see there why): `NS_ENUM`s of the
// SDK's `UIAttachmentBehavior.h` and `UIPushBehavior.h`, named in Swift by `DynamicsUIKitDynamics`.
#ifndef DYNAMICS_UIKIT_DYNAMICS_OPEN_ENUMS_H
#define DYNAMICS_UIKIT_DYNAMICS_OPEN_ENUMS_H

#include "UIKitOpenEnums.h"

/// What an attachment connects (`UIAttachmentBehavior.AttachmentType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIAttachmentBehaviorType : long {
    /// Two items (UIKit reports this for every attachment; see DynamicsUIKitDynamics' DECISIONS.md).
    UIAttachmentBehaviorTypeItems = 0,
    /// An item and an anchor point.
    UIAttachmentBehaviorTypeAnchor = 1
} UIAttachmentBehaviorType;

/// Whether a push is a force applied every step or an impulse applied once (`UIPushBehavior.Mode`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPushBehaviorMode : long {
    /// A force applied on every step: the items accelerate.
    UIPushBehaviorModeContinuous = 0,
    /// An impulse applied once: the items jump to a velocity, then `active` turns false.
    UIPushBehaviorModeInstantaneous = 1
} UIPushBehaviorMode;

#endif
