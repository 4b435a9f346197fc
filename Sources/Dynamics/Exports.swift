// One `import Dynamics` gives what `import UIKit` gives an iOS app: Foundation and Dispatch (CGFloat, CGRect,
// DispatchQueue …), geometry, colours, paths, views, the animator and its behaviours, the renderer and the scene
// timeline, and the small frameworks apps import beside UIKit (Core Haptics, GameplayKit's random sources,
// UserNotifications, StoreKit's review prompt, Combine's cancellables, sinks and key-value publishers). Only this
// umbrella re-exports; the library modules import what they use.
@_exported import Foundation
@_exported import Dispatch
@_exported import DynamicsGeometry
@_exported import DynamicsUIKit
// UIKit's enumerations are C enumerations (see DynamicsUIKit's DECISIONS.md, "Open enumerations"); a client's public
// default argument or `@inlinable` body naming a case (`relation: NSLayoutConstraint.Relation = .equal`) needs their
// module imported, as an iOS file has them through `import UIKit`.
@_exported import CUIKitOpenEnums
@_exported import DynamicsUIKitDynamics
@_exported import DynamicsAudio
@_exported import DynamicsRenderFolder
@_exported import DynamicsRender
@_exported import DynamicsCoreImage
@_exported import DynamicsScene
@_exported import DynamicsImageComparison
@_exported import DynamicsCoreHaptics
@_exported import DynamicsGameplayKit
@_exported import DynamicsSystemServices
@_exported import DynamicsCombine
