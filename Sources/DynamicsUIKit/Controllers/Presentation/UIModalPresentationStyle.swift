import CUIKitOpenEnums
/// How a presented controller covers the screen, with UIKit's raw values.
/// 
/// On an iPhone in portrait (the only size class a scene has: compact width) UIKit adapts the styles to four looks,
/// and so does this: `.automatic` becomes `.pageSheet` (iOS 13 and later); `.pageSheet` and `.formSheet` are the
/// iOS 13 card; `.fullScreen`, `.currentContext`, `.popover` and `.none` cover the screen and take the presenting
/// view away; `.overFullScreen` and `.overCurrentContext` cover it and leave the presenting view underneath; `.custom`
/// asks the `transitioningDelegate` for a presentation controller. See docs/controllers.md.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIModalPresentationStyle = CUIKitOpenEnums.UIModalPresentationStyle

/// The animation of a modal presentation and its dismissal, with UIKit's raw values.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIModalTransitionStyle = CUIKitOpenEnums.UIModalTransitionStyle

extension UIModalPresentationStyle {
    /// The look this style has in compact width: what a scene shows.
    var adaptedForCompactWidth: ModalLook {
        switch self {
        case .automatic, .pageSheet, .formSheet: .sheet
        case .fullScreen, .currentContext, .popover, .none: .fullScreen
        case .overFullScreen, .overCurrentContext: .overFullScreen
        case .custom: .custom
        @unknown default: .sheet
        }
    }
}

/// The four looks a presentation can have on an iPhone in portrait.
enum ModalLook {
    /// Covers the window; the presenting view leaves it after the transition.
    case fullScreen
    /// Covers the window over the presenting view, which stays.
    case overFullScreen
    /// The iOS 13 card, the presenting view pushed back behind it.
    case sheet
    /// Framed by a `UIPresentationController`.
    case custom
}
