/// How a presented controller covers the screen, with UIKit's raw values.
///
/// On an iPhone in portrait (the only size class a scene has: compact width) UIKit adapts the styles to four looks,
/// and so does this: `.automatic` becomes `.pageSheet` (iOS 13 and later); `.pageSheet` and `.formSheet` are the
/// iOS 13 card; `.fullScreen`, `.currentContext`, `.popover` and `.none` cover the screen and take the presenting
/// view away; `.overFullScreen` and `.overCurrentContext` cover it and leave the presenting view underneath; `.custom`
/// asks the `transitioningDelegate` for a presentation controller. See docs/controllers.md.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting view leaves the window once the presentation ends.
    case fullScreen = 0
    /// The iOS 13 card on iPhone.
    case pageSheet = 1
    /// The iOS 13 card on iPhone (a centred sheet only in regular width, which a scene never has).
    case formSheet = 2
    /// Covers the presentation context; a scene's context is the whole window, so as `.fullScreen`.
    case currentContext = 3
    /// Laid out by the presentation controller the `transitioningDelegate` gives.
    case custom = 4
    /// Covers the screen, leaving the presenting view in place underneath (for see-through presented views).
    case overFullScreen = 5
    /// As `.overFullScreen` over the presentation context (the whole window here).
    case overCurrentContext = 6
    /// A popover in regular width; adapted to `.fullScreen` in compact width, as on iPhone.
    case popover = 7
    /// No adaptation; presenting with it covers the screen, as `.fullScreen`.
    case none = -1
    /// The system's choice: `.pageSheet` for a plain controller (iOS 13 and later).
    case automatic = -2
}

/// The animation of a modal presentation and its dismissal, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge; it slides back down on dismissal (the default).
    case coverVertical = 0
    /// The presenting view turns away about the vertical axis and the presented one turns in (drawn as a 2-D squash
    /// of each half, since views have no perspective here).
    case flipHorizontal = 1
    /// The presented view fades in; it fades out on dismissal.
    case crossDissolve = 2
    /// A page curl in UIKit; there is no page-curl drawing here, so it slides as `.coverVertical`.
    case partialCurl = 3
}

extension UIModalPresentationStyle {
    /// The look this style has in compact width: what a scene shows.
    var adaptedForCompactWidth: ModalLook {
        switch self {
        case .automatic, .pageSheet, .formSheet: .sheet
        case .fullScreen, .currentContext, .popover, .none: .fullScreen
        case .overFullScreen, .overCurrentContext: .overFullScreen
        case .custom: .custom
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
