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
// An enumeration the SDK nests in a class (`NS_SWIFT_NAME(UIView.ContentMode)`): Swift sees it as `__UIViewContentMode`,
// so its C name reaches a client only as the SDK gives it, `DynamicsUIKit`'s alias obsoleted in Swift 3 or 4.2 ("has
// been renamed to 'UIView.ContentMode'"), although `Dynamics` re-exports this module. The runtime keeps the C name,
// so `print` still shows `UIViewContentMode`. Enumerations the SDK leaves at the top level keep their name.
#define DYNAMICS_SWIFT_PRIVATE __attribute__((swift_private))
// The SDK's `NS_SWIFT_NAME` on an enumerator: the case's Swift name where the importer's rule would give another.
#define DYNAMICS_SWIFT_NAME(name) __attribute__((swift_name(#name)))

/// UIKit's gesture recogniser states (`UIGestureRecognizer.State`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIGestureRecognizerState : long {
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
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIViewContentMode : long {
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

/// The control a row shows at its leading edge while its table is editing (`UITableViewCell.EditingStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewCellEditingStyle : long {
    /// No control.
    UITableViewCellEditingStyleNone = 0,
    /// The red delete control (a white bar on a red disc).
    UITableViewCellEditingStyleDelete = 1,
    /// The green insert control (a white cross on a green disc).
    UITableViewCellEditingStyleInsert = 2
} UITableViewCellEditingStyle;

/// What a finger is doing, with UIKit's cases (`UITouch.Phase`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITouchPhase : long {
    /// The finger touched down.
    UITouchPhaseBegan = 0,
    /// The finger moved.
    UITouchPhaseMoved = 1,
    /// The finger is down and did not move since the last event.
    UITouchPhaseStationary = 2,
    /// The finger lifted.
    UITouchPhaseEnded = 3,
    /// The system stopped tracking the finger (a recogniser took it, say).
    UITouchPhaseCancelled = 4,
    /// A pointer entered a region (pointer devices only; never for fingers).
    UITouchPhaseRegionEntered = 5,
    /// A pointer moved within a region (pointer devices only).
    UITouchPhaseRegionMoved = 6,
    /// A pointer left a region (pointer devices only).
    UITouchPhaseRegionExited = 7
} UITouchPhase;

/// How text is aligned inside its box, with UIKit's cases (`NSTextAlignment`).
typedef enum DYNAMICS_OPEN_ENUM NSTextAlignment : long {
    /// Flush left.
    NSTextAlignmentLeft = 0,
    /// Centred.
    NSTextAlignmentCenter = 1,
    /// Flush right.
    NSTextAlignmentRight = 2,
    /// Flush left, every line but the last stretched to the full width.
    NSTextAlignmentJustified = 3,
    /// Left for left-to-right text, right for right-to-left text.
    NSTextAlignmentNatural = 4
} NSTextAlignment;

/// How inserted rows come in and deleted rows go out (docs/tables.md lists what each one does here)
/// (`UITableView.RowAnimation`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewRowAnimation : long {
    /// Fade in or out in place.
    UITableViewRowAnimationFade = 0,
    /// Slide in from, or out to, the right.
    UITableViewRowAnimationRight = 1,
    /// Slide in from, or out to, the left.
    UITableViewRowAnimationLeft = 2,
    /// Slide down from, or up to, the row above, fading.
    UITableViewRowAnimationTop = 3,
    /// Slide up from, or down to, the row below, fading.
    UITableViewRowAnimationBottom = 4,
    /// No animation of the row itself; the rows around it still move.
    UITableViewRowAnimationNone = 5,
    /// Fade in or out in place, as `.fade` (UIKit grows the row from its middle).
    UITableViewRowAnimationMiddle = 6,
    /// The table chooses: `.fade`.
    UITableViewRowAnimationAutomatic = 100
} UITableViewRowAnimation;

/// How a presented controller covers the screen, with UIKit's raw values.  On an iPhone in portrait (the only size
/// class a scene has: compact width) UIKit adapts the styles to four looks, and so does this: `.automatic` becomes
/// `.pageSheet` (iOS 13 and later); `.pageSheet` and `.formSheet` are the iOS 13 card; `.fullScreen`,
/// `.currentContext`, `.popover` and `.none` cover the screen and take the presenting view away; `.overFullScreen`
/// and `.overCurrentContext` cover it and leave the presenting view underneath; `.custom` asks the
/// `transitioningDelegate` for a presentation controller. See docs/controllers.md (`UIModalPresentationStyle`).
typedef enum DYNAMICS_OPEN_ENUM UIModalPresentationStyle : long {
    /// Covers the screen; the presenting view leaves the window once the presentation ends.
    UIModalPresentationFullScreen = 0,
    /// The iOS 13 card on iPhone.
    UIModalPresentationPageSheet = 1,
    /// The iOS 13 card on iPhone (a centred sheet only in regular width, which a scene never has).
    UIModalPresentationFormSheet = 2,
    /// Covers the presentation context; a scene's context is the whole window, so as `.fullScreen`.
    UIModalPresentationCurrentContext = 3,
    /// Laid out by the presentation controller the `transitioningDelegate` gives.
    UIModalPresentationCustom = 4,
    /// Covers the screen, leaving the presenting view in place underneath (for see-through presented views).
    UIModalPresentationOverFullScreen = 5,
    /// As `.overFullScreen` over the presentation context (the whole window here).
    UIModalPresentationOverCurrentContext = 6,
    /// A popover in regular width; adapted to `.fullScreen` in compact width, as on iPhone.
    UIModalPresentationPopover = 7,
    /// No adaptation; presenting with it covers the screen, as `.fullScreen`.
    UIModalPresentationNone = -1,
    /// The system's choice: `.pageSheet` for a plain controller (iOS 13 and later).
    UIModalPresentationAutomatic = -2
} UIModalPresentationStyle;

/// The kind of device an interface is shown on (`UIDevice.userInterfaceIdiom`,
/// `UITraitCollection.userInterfaceIdiom`) (`UIUserInterfaceIdiom`).
typedef enum DYNAMICS_OPEN_ENUM UIUserInterfaceIdiom : long {
    /// Not given.
    UIUserInterfaceIdiomUnspecified = -1,
    /// An iPhone or iPod touch.
    UIUserInterfaceIdiomPhone = 0,
    /// An iPad.
    UIUserInterfaceIdiomPad = 1,
    /// Apple TV.
    UIUserInterfaceIdiomTV DYNAMICS_SWIFT_NAME(tv) = 2,
    /// CarPlay.
    UIUserInterfaceIdiomCarPlay = 3,
    /// A Mac running a Mac Catalyst app in the Mac idiom.
    UIUserInterfaceIdiomMac = 5,
    /// Apple Vision Pro.
    UIUserInterfaceIdiomVision = 6
} UIUserInterfaceIdiom;

/// How much room there is on one axis: compact or regular (`horizontalSizeClass`, `verticalSizeClass`)
/// (`UIUserInterfaceSizeClass`).
typedef enum DYNAMICS_OPEN_ENUM UIUserInterfaceSizeClass : long {
    /// Not given.
    UIUserInterfaceSizeClassUnspecified = 0,
    /// Constrained room: an iPhone's width in portrait, its height in landscape.
    UIUserInterfaceSizeClassCompact = 1,
    /// Expansive room: an iPad's width and height, an iPhone's height in portrait.
    UIUserInterfaceSizeClassRegular = 2
} UIUserInterfaceSizeClass;

/// How the arranged views sit across the stack's axis, with UIKit's raw values (`UIStackView.Alignment`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIStackViewAlignment : long {
    /// Fill the stack's width (or height) across the axis.
    UIStackViewAlignmentFill = 0,
    /// Leading edge (top in a horizontal stack).
    UIStackViewAlignmentLeading = 1,
    /// The same value as `.leading`.
    UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    /// First baselines together (horizontal stacks).
    UIStackViewAlignmentFirstBaseline = 2,
    /// Centred across the axis.
    UIStackViewAlignmentCenter = 3,
    /// Trailing edge (bottom in a horizontal stack).
    UIStackViewAlignmentTrailing = 4,
    /// The same value as `.trailing`.
    UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
    /// Last baselines together (horizontal stacks).
    UIStackViewAlignmentLastBaseline = 5
} UIStackViewAlignment;

/// How the arranged views share the stack's length along its axis, with UIKit's raw values
/// (`UIStackView.Distribution`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIStackViewDistribution : long {
    /// Fill the length: the view with the lowest hugging priority grows, the one with the lowest compression
    /// resistance shrinks.
    UIStackViewDistributionFill = 0,
    /// Equal lengths.
    UIStackViewDistributionFillEqually = 1,
    /// Lengths in proportion to the views' intrinsic lengths.
    UIStackViewDistributionFillProportionally = 2,
    /// Intrinsic lengths, equal gaps (at least `spacing`).
    UIStackViewDistributionEqualSpacing = 3,
    /// Intrinsic lengths, centres equally far apart (gaps at least `spacing`).
    UIStackViewDistributionEqualCentering = 4
} UIStackViewDistribution;

/// The built-in layouts of the text and image (`UITableViewCell.CellStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewCellStyle : long {
    /// One line of text (and an image).
    UITableViewCellStyleDefault = 0,
    /// Text on the left, grey detail text right-aligned on the same line (Settings).
    UITableViewCellStyleValue1 = 1,
    /// Blue text right-aligned in a narrow column, detail text after it (Contacts).
    UITableViewCellStyleValue2 = 2,
    /// Text with smaller detail text under it.
    UITableViewCellStyleSubtitle = 3
} UITableViewCellStyle;

/// The standard accessories drawn at the trailing edge (`UITableViewCell.AccessoryType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewCellAccessoryType : long {
    /// No accessory.
    UITableViewCellAccessoryNone = 0,
    /// A grey chevron: tapping the row shows more.
    UITableViewCellAccessoryDisclosureIndicator = 1,
    /// An info button and a chevron.
    UITableViewCellAccessoryDetailDisclosureButton = 2,
    /// A checkmark in the tint colour.
    UITableViewCellAccessoryCheckmark = 3,
    /// An info button.
    UITableViewCellAccessoryDetailButton = 4
} UITableViewCellAccessoryType;

/// How the cell looks while highlighted or selected (`UITableViewCell.SelectionStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewCellSelectionStyle : long {
    /// No change.
    UITableViewCellSelectionStyleNone = 0,
    /// The grey selected background (UIKit draws grey for `.blue` since iOS 7).
    UITableViewCellSelectionStyleBlue = 1,
    /// The grey selected background.
    UITableViewCellSelectionStyleGray = 2,
    /// The grey selected background.
    UITableViewCellSelectionStyleDefault = 3
} UITableViewCellSelectionStyle;

/// UIKit's button types that matter for the look (`UIButton.ButtonType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIButtonType : long {
    /// Black title by default.
    UIButtonTypeCustom = 0,
    /// Title in the view's `tintColor` (system blue by default), greyed when disabled; images drawn in the tint
    /// unless made with `.alwaysOriginal`.
    UIButtonTypeSystem = 1,
    /// The "i" in a circle (iOS 13's `info.circle` symbol) in the tint colour, 24.33 × 23.67 points: the same look
    /// as `.infoLight` and `.infoDark` since iOS 7.
    UIButtonTypeDetailDisclosure = 2,
    /// The "i" in a circle, as `.detailDisclosure`.
    UIButtonTypeInfoLight = 3,
    /// The "i" in a circle, as `.detailDisclosure`.
    UIButtonTypeInfoDark = 4,
    /// A plus in a circle (iOS 13's `plus.circle` symbol) in the tint colour, 24.33 × 23.67 points.
    UIButtonTypeContactAdd = 5,
    /// The same value as `.system`.
    UIButtonTypeRoundedRect = UIButtonTypeSystem
} UIButtonType;

/// The part of an item's layout a constraint relates, with UIKit's raw values (`NSLayoutConstraint.Attribute`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE NSLayoutAttribute : long {
    /// The left edge of the item's frame.
    NSLayoutAttributeLeft = 1,
    /// The right edge of the item's frame.
    NSLayoutAttributeRight = 2,
    /// The top edge of the item's frame.
    NSLayoutAttributeTop = 3,
    /// The bottom edge of the item's frame.
    NSLayoutAttributeBottom = 4,
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    NSLayoutAttributeLeading = 5,
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    NSLayoutAttributeTrailing = 6,
    /// The frame's width.
    NSLayoutAttributeWidth = 7,
    /// The frame's height.
    NSLayoutAttributeHeight = 8,
    /// The frame's horizontal centre.
    NSLayoutAttributeCenterX = 9,
    /// The frame's vertical centre.
    NSLayoutAttributeCenterY = 10,
    /// The baseline of the item's last line of text (its bottom for a view without text).
    NSLayoutAttributeLastBaseline = 11,
    /// The baseline of the item's first line of text (its top for a view without text).
    NSLayoutAttributeFirstBaseline = 12,
    /// The left edge inset by the view's layout margins.
    NSLayoutAttributeLeftMargin = 13,
    /// The right edge inset by the view's layout margins.
    NSLayoutAttributeRightMargin = 14,
    /// The top edge inset by the view's layout margins.
    NSLayoutAttributeTopMargin = 15,
    /// The bottom edge inset by the view's layout margins.
    NSLayoutAttributeBottomMargin = 16,
    /// The leading edge inset by the view's layout margins.
    NSLayoutAttributeLeadingMargin = 17,
    /// The trailing edge inset by the view's layout margins.
    NSLayoutAttributeTrailingMargin = 18,
    /// The horizontal centre of the area inside the layout margins.
    NSLayoutAttributeCenterXWithinMargins = 19,
    /// The vertical centre of the area inside the layout margins.
    NSLayoutAttributeCenterYWithinMargins = 20,
    /// No attribute: the second attribute of a constraint on a constant (a width of 100).
    NSLayoutAttributeNotAnAttribute = 0
} NSLayoutAttribute;

/// How the two sides relate, with UIKit's raw values (`NSLayoutConstraint.Relation`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE NSLayoutRelation : long {
    /// The first attribute is at most the second's value.
    NSLayoutRelationLessThanOrEqual = -1,
    /// The first attribute equals the second's value.
    NSLayoutRelationEqual = 0,
    /// The first attribute is at least the second's value.
    NSLayoutRelationGreaterThanOrEqual = 1
} NSLayoutRelation;

/// A layout axis, with UIKit's raw values (`NSLayoutConstraint.Axis`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UILayoutConstraintAxis : long {
    /// Left to right.
    UILayoutConstraintAxisHorizontal = 0,
    /// Top to bottom.
    UILayoutConstraintAxisVertical = 1
} UILayoutConstraintAxis;

/// UIKit's named animation curves (`UIView.AnimationCurve`), for property animators.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIViewAnimationCurve : long {
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    UIViewAnimationCurveEaseInOut = 0,
    /// Slow start: (0.42, 0) and (1, 1).
    UIViewAnimationCurveEaseIn = 1,
    /// Slow end: (0, 0) and (0.58, 1).
    UIViewAnimationCurveEaseOut = 2,
    /// Constant speed.
    UIViewAnimationCurveLinear = 3
} UIViewAnimationCurve;

/// The app's running states (`UIApplication.State`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIApplicationState : long {
    /// In the foreground, receiving events.
    UIApplicationStateActive = 0,
    /// In the foreground, not receiving events.
    UIApplicationStateInactive = 1,
    /// In the background.
    UIApplicationStateBackground = 2
} UIApplicationState;

/// A scene's activity states (`UIScene.ActivationState`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISceneActivationState : long {
    /// Not connected yet, or disconnected.
    UISceneActivationStateUnattached = -1,
    /// On screen and receiving events.
    UISceneActivationStateForegroundActive = 0,
    /// On screen, not receiving events.
    UISceneActivationStateForegroundInactive = 1,
    /// Off screen.
    UISceneActivationStateBackground = 2
} UISceneActivationState;

/// How a label breaks or shortens lines that do not fit, with UIKit's cases (`NSLineBreakMode`).
typedef enum DYNAMICS_OPEN_ENUM NSLineBreakMode : long {
    /// Wrap at word boundaries.
    NSLineBreakByWordWrapping = 0,
    /// Wrap at any character.
    NSLineBreakByCharWrapping = 1,
    /// Cut the line at the box edge.
    NSLineBreakByClipping = 2,
    /// Replace the start with "…".
    NSLineBreakByTruncatingHead = 3,
    /// Replace the end with "…" (UILabel's default).
    NSLineBreakByTruncatingTail = 4,
    /// Replace the middle with "…".
    NSLineBreakByTruncatingMiddle = 5
} NSLineBreakMode;

/// Where a boundary supplementary item sits on its section, as UIKit's raw values (`NSRectAlignment`).
typedef enum DYNAMICS_OPEN_ENUM NSRectAlignment : long {
    /// Nowhere in particular.
    NSRectAlignmentNone = 0,
    /// Above the section's content.
    NSRectAlignmentTop = 1,
    /// Above, at the leading edge.
    NSRectAlignmentTopLeading = 2,
    /// Beside, at the leading edge.
    NSRectAlignmentLeading = 3,
    /// Below, at the leading edge.
    NSRectAlignmentBottomLeading = 4,
    /// Below the section's content.
    NSRectAlignmentBottom = 5,
    /// Below, at the trailing edge.
    NSRectAlignmentBottomTrailing = 6,
    /// Beside, at the trailing edge.
    NSRectAlignmentTrailing = 7,
    /// Above, at the trailing edge.
    NSRectAlignmentTopTrailing = 8
} NSRectAlignment;

/// Whether the user asked for higher contrast (`UITraitCollection.accessibilityContrast`)
/// (`UIAccessibilityContrast`).
typedef enum DYNAMICS_OPEN_ENUM UIAccessibilityContrast : long {
    /// Not given.
    UIAccessibilityContrastUnspecified = -1,
    /// The usual contrast.
    UIAccessibilityContrastNormal = 0,
    /// The Increase Contrast accessibility setting is on.
    UIAccessibilityContrastHigh = 1
} UIAccessibilityContrast;

/// UIKit's styles, with UIKit's raw values (`UIActivityIndicatorView.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIActivityIndicatorViewStyle : long {
    /// The iOS 13 small spinner, 20×20, grey.
    UIActivityIndicatorViewStyleMedium = 100,
    /// The iOS 13 large spinner, 37×37, grey.
    UIActivityIndicatorViewStyleLarge = 101,
    /// The old large white spinner, 37×37 (deprecated in iOS 13).
    UIActivityIndicatorViewStyleWhiteLarge = 0,
    /// The old small white spinner, 20×20 (deprecated in iOS 13).
    UIActivityIndicatorViewStyleWhite = 1,
    /// The old small grey spinner, 20×20 (deprecated in iOS 13).
    UIActivityIndicatorViewStyleGray = 2
} UIActivityIndicatorViewStyle;

/// How an action's button looks and where it goes (`UIAlertAction.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIAlertActionStyle : long {
    /// Regular weight, in the tint colour.
    UIAlertActionStyleDefault = 0,
    /// Bold (unless another action is preferred), last in a stack or first of two side by side; an action
    /// sheet shows it in its own group at the bottom. One per alert.
    UIAlertActionStyleCancel = 1,
    /// In red.
    UIAlertActionStyleDestructive = 2
} UIAlertActionStyle;

/// Whether the controller is an alert or an action sheet (`UIAlertController.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIAlertControllerStyle : long {
    /// Buttons in groups at the bottom of the screen.
    UIAlertControllerStyleActionSheet = 0,
    /// A panel in the middle of the screen.
    UIAlertControllerStyleAlert = 1
} UIAlertControllerStyle;


/// UIKit's item styles: `.done` draws its title semibold (`UIBarButtonItem.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIBarButtonItemStyle : long {
    /// The plain style.
    UIBarButtonItemStylePlain = 0,
    /// A bordered button (drawn as plain since iOS 7).
    UIBarButtonItemStyleBordered = 1,
    /// The confirming style: semibold title.
    UIBarButtonItemStyleDone = 2
} UIBarButtonItemStyle;

/// UIKit's system items: words in the user's language (here English), symbols, and the two spaces, with iOS's
/// numbers. The symbols are our own drawings of the SF Symbols iOS 13 and later shows, under their names (see
/// docs/controls.md) (`UIBarButtonItem.SystemItem`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIBarButtonSystemItem : long {
    /// "Done", semibold.
    UIBarButtonSystemItemDone = 0,
    /// "Cancel".
    UIBarButtonSystemItemCancel = 1,
    /// "Edit".
    UIBarButtonSystemItemEdit = 2,
    /// "Save".
    UIBarButtonSystemItemSave = 3,
    /// A plus sign.
    UIBarButtonSystemItemAdd = 4,
    /// A space sharing a toolbar's spare width with the other flexible spaces.
    UIBarButtonSystemItemFlexibleSpace = 5,
    /// A space as wide as the item's `width`.
    UIBarButtonSystemItemFixedSpace = 6,
    /// A square with a pencil (`square.and.pencil`).
    UIBarButtonSystemItemCompose = 7,
    /// An arrow turning back to the left (`arrowshape.turn.up.left`).
    UIBarButtonSystemItemReply = 8,
    /// The share symbol (a box with an arrow up).
    UIBarButtonSystemItemAction = 9,
    /// A folder (`folder`).
    UIBarButtonSystemItemOrganize = 10,
    /// An open book (`book`).
    UIBarButtonSystemItemBookmarks = 11,
    /// A magnifying glass.
    UIBarButtonSystemItemSearch = 12,
    /// A clockwise arrow.
    UIBarButtonSystemItemRefresh = 13,
    /// A cross.
    UIBarButtonSystemItemStop = 14,
    /// A camera (`camera`).
    UIBarButtonSystemItemCamera = 15,
    /// A trash can.
    UIBarButtonSystemItemTrash = 16,
    /// A filled triangle pointing right (`play.fill`).
    UIBarButtonSystemItemPlay = 17,
    /// Two filled bars (`pause.fill`).
    UIBarButtonSystemItemPause = 18,
    /// Two filled triangles pointing left (`backward.fill`).
    UIBarButtonSystemItemRewind = 19,
    /// Two filled triangles pointing right (`forward.fill`).
    UIBarButtonSystemItemFastForward = 20,
    /// "Undo".
    UIBarButtonSystemItemUndo = 21,
    /// "Redo".
    UIBarButtonSystemItemRedo = 22,
    /// A page with a folded corner (`doc`; iOS draws a page curl).
    UIBarButtonSystemItemPageCurl = 23,
    /// A cross (iOS 13's close button; drawn as `.stop` here).
    UIBarButtonSystemItemClose = 24
} UIBarButtonSystemItem;

/// The look of a toolbar or navigation bar when no bar tint colour is set, as UIKit's `UIBarStyle`.
typedef enum DYNAMICS_OPEN_ENUM UIBarStyle : long {
    /// The light bar.
    UIBarStyleDefault = 0,
    /// The dark bar.
    UIBarStyleBlack = 1,
    /// The same value as `.black` (deprecated in UIKit).
    UIBarStyleBlackOpaque = UIBarStyleBlack,
    /// Black and translucent (deprecated in UIKit: `.black` with `isTranslucent`).
    UIBarStyleBlackTranslucent = 2
} UIBarStyle;

/// The blur styles of UIKit, with UIKit's raw values (`UIBlurEffect.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIBlurEffectStyle : long {
    /// Lighter than what lies beneath.
    UIBlurEffectStyleExtraLight = 0,
    /// About as light as what lies beneath.
    UIBlurEffectStyleLight = 1,
    /// Darker than what lies beneath.
    UIBlurEffectStyleDark = 2,
    /// Darker than `.dark` (tvOS only in the SDK; kept here for code that names it).
    UIBlurEffectStyleExtraDark = 3,
    /// The regular style of the interface style (light here).
    UIBlurEffectStyleRegular = 4,
    /// The prominent style of the interface style (light here).
    UIBlurEffectStyleProminent = 5,
    /// An ultra-thin material adapting to the interface style (light here).
    UIBlurEffectStyleSystemUltraThinMaterial = 6,
    /// A thin material adapting to the interface style (light here).
    UIBlurEffectStyleSystemThinMaterial = 7,
    /// A material of normal thickness adapting to the interface style (light here).
    UIBlurEffectStyleSystemMaterial = 8,
    /// A thick material adapting to the interface style (light here).
    UIBlurEffectStyleSystemThickMaterial = 9,
    /// The system chrome material adapting to the interface style (light here).
    UIBlurEffectStyleSystemChromeMaterial = 10,
    /// An ultra-thin material, always light.
    UIBlurEffectStyleSystemUltraThinMaterialLight = 11,
    /// A thin material, always light.
    UIBlurEffectStyleSystemThinMaterialLight = 12,
    /// A material of normal thickness, always light.
    UIBlurEffectStyleSystemMaterialLight = 13,
    /// A thick material, always light.
    UIBlurEffectStyleSystemThickMaterialLight = 14,
    /// The system chrome material, always light.
    UIBlurEffectStyleSystemChromeMaterialLight = 15,
    /// An ultra-thin material, always dark.
    UIBlurEffectStyleSystemUltraThinMaterialDark = 16,
    /// A thin material, always dark.
    UIBlurEffectStyleSystemThinMaterialDark = 17,
    /// A material of normal thickness, always dark.
    UIBlurEffectStyleSystemMaterialDark = 18,
    /// A thick material, always dark.
    UIBlurEffectStyleSystemThickMaterialDark = 19,
    /// The system chrome material, always dark.
    UIBlurEffectStyleSystemChromeMaterialDark = 20
} UIBlurEffectStyle;

/// Whether a compositional-layout section lays its groups out across the scroll direction, in a row of its own that
/// scrolls separately, and how that row comes to rest. UIKit's raw values
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
typedef enum DYNAMICS_OPEN_ENUM UICollectionLayoutSectionOrthogonalScrollingBehavior : long {
    /// Groups follow the main scroll direction (the default).
    UICollectionLayoutSectionOrthogonalScrollingBehaviorNone = 0,
    /// A row that scrolls freely and decelerates.
    UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuous = 1,
    /// A row that comes to rest with a group's leading edge at the row's leading edge.
    UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuousGroupLeadingBoundary = 2,
    /// A row that pages by the row's width.
    UICollectionLayoutSectionOrthogonalScrollingBehaviorPaging = 3,
    /// A row that pages one group at a time.
    UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPaging = 4,
    /// A row that pages one group at a time, centring it.
    UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPagingCentered = 5
} UICollectionLayoutSectionOrthogonalScrollingBehavior;

/// The kinds of element a layout places (`UICollectionView.ElementCategory`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionElementCategory : unsigned long {
    /// An item's cell.
    UICollectionElementCategoryCell = 0,
    /// A header, footer or other data-driven view.
    UICollectionElementCategorySupplementaryView = 1,
    /// A layout-driven ornament.
    UICollectionElementCategoryDecorationView = 2
} UICollectionElementCategory;

/// The direction a layout scrolls in (`UICollectionView.ScrollDirection`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionViewScrollDirection : long {
    /// Lines stack downwards.
    UICollectionViewScrollDirectionVertical = 0,
    /// Lines stack to the right.
    UICollectionViewScrollDirectionHorizontal = 1
} UICollectionViewScrollDirection;

/// What happened to the element (`UICollectionViewUpdateItem.Action`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionUpdateAction : long {
    /// It arrived.
    UICollectionUpdateActionInsert = 0,
    /// It left.
    UICollectionUpdateActionDelete = 1,
    /// Its cell is made again.
    UICollectionUpdateActionReload = 2,
    /// It went from one place to another.
    UICollectionUpdateActionMove = 3,
    /// Nothing.
    UICollectionUpdateActionNone = 4
} UICollectionUpdateAction;

/// How a context menu's preview leaves when it is tapped, as UIKit's `UIContextMenuInteractionCommitStyle`.
typedef enum DYNAMICS_OPEN_ENUM UIContextMenuInteractionCommitStyle : long {
    /// The preview goes with the menu.
    UIContextMenuInteractionCommitStyleDismiss = 0,
    /// The preview grows into the controller the app shows in the completion (the default).
    UIContextMenuInteractionCommitStylePop = 1
} UIContextMenuInteractionCommitStyle;

/// The action's kind, which gives its default colour and what completing it does (`UIContextualAction.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIContextualActionStyle : long {
    /// A grey button (`systemGray`); the row closes when the action completes.
    UIContextualActionStyleNormal = 0,
    /// A red button (`systemRed`) for an action that removes the row.
    UIContextualActionStyleDestructive = 1
} UIContextualActionStyle;

/// Where a control places its content across its width (UIKit's raw values) (`UIControl.ContentHorizontalAlignment`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIControlContentHorizontalAlignment : long {
    /// Centred (the default).
    UIControlContentHorizontalAlignmentCenter = 0,
    /// Against the left edge.
    UIControlContentHorizontalAlignmentLeft = 1,
    /// Against the right edge.
    UIControlContentHorizontalAlignmentRight = 2,
    /// Stretched to the full width (a button's image stretches across what its title leaves; titles keep their size).
    UIControlContentHorizontalAlignmentFill = 3,
    /// Against the leading edge: the left one, the right one in a right-to-left interface.
    UIControlContentHorizontalAlignmentLeading = 4,
    /// Against the trailing edge: the right one, the left one in a right-to-left interface.
    UIControlContentHorizontalAlignmentTrailing = 5
} UIControlContentHorizontalAlignment;

/// Where a control places its content across its height (UIKit's raw values) (`UIControl.ContentVerticalAlignment`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIControlContentVerticalAlignment : long {
    /// Centred (the default).
    UIControlContentVerticalAlignmentCenter = 0,
    /// Against the top edge.
    UIControlContentVerticalAlignmentTop = 1,
    /// Against the bottom edge.
    UIControlContentVerticalAlignmentBottom = 2,
    /// Stretched to the full height (a button's image stretches; titles stay centred).
    UIControlContentVerticalAlignmentFill = 3
} UIControlContentVerticalAlignment;

/// What a date picker picks (`UIDatePicker.Mode`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIDatePickerMode : long {
    /// Hours and minutes (and AM/PM where the locale uses a 12-hour clock).
    UIDatePickerModeTime = 0,
    /// Month, day and year, in the locale's order.
    UIDatePickerModeDate = 1,
    /// A day (with "Today"), hours and minutes. The default.
    UIDatePickerModeDateAndTime = 2,
    /// Hours and minutes of a duration (`countDownDuration`).
    UIDatePickerModeCountDownTimer = 3
} UIDatePickerMode;

/// How a date picker looks (iOS 13.4+) (`UIDatePickerStyle`).
typedef enum DYNAMICS_OPEN_ENUM UIDatePickerStyle : long {
    /// The system's choice: `.compact` for dates and times (iOS 14+), `.wheels` for count-down timers.
    UIDatePickerStyleAutomatic = 0,
    /// The spinning wheels with a selection band.
    UIDatePickerStyleWheels = 1,
    /// Grey rounded capsules holding the formatted date and time.
    UIDatePickerStyleCompact = 2,
    /// A calendar shown in place (iOS 14+). Not drawn here: a picker that prefers it shows `.compact`
    /// (see DECISIONS.md).
    UIDatePickerStyleInline = 3
} UIDatePickerStyle;

/// Battery states, with UIKit's raw values (`UIDevice.BatteryState`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIDeviceBatteryState : long {
    /// Monitoring is off (the state then).
    UIDeviceBatteryStateUnknown = 0,
    /// On battery.
    UIDeviceBatteryStateUnplugged = 1,
    /// Plugged in, below 100 %.
    UIDeviceBatteryStateCharging = 2,
    /// Plugged in, at 100 %.
    UIDeviceBatteryStateFull = 3
} UIDeviceBatteryState;

/// The colour gamut of the display (`UITraitCollection.displayGamut`) (`UIDisplayGamut`).
typedef enum DYNAMICS_OPEN_ENUM UIDisplayGamut : long {
    /// Not given.
    UIDisplayGamutUnspecified = -1,
    /// The sRGB gamut.
    UIDisplayGamutSRGB = 0,
    /// The wider Display P3 gamut.
    UIDisplayGamutP3 = 1
} UIDisplayGamut;

/// How the animator builds an item's collision shape (UIKit, iOS 9) (`UIDynamicItemCollisionBoundsType`).
typedef enum DYNAMICS_OPEN_ENUM UIDynamicItemCollisionBoundsType : unsigned long {
    /// A box of `bounds.size`.
    UIDynamicItemCollisionBoundsTypeRectangle = 0,
    /// A circle when the width equals the height, otherwise a convex polygon approximating the ellipse.
    UIDynamicItemCollisionBoundsTypeEllipse = 1,
    /// The convex `collisionBoundingPath`, whose origin is the item's centre.
    UIDynamicItemCollisionBoundsTypePath = 2
} UIDynamicItemCollisionBoundsType;

/// The kinds of event, with UIKit's cases; scripted input makes `.touches` events (`UIEvent.EventType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIEventType : long {
    /// Touches on the screen.
    UIEventTypeTouches = 0,
    /// Shaking the device.
    UIEventTypeMotion = 1,
    /// A remote-control command (media playback).
    UIEventTypeRemoteControl = 2,
    /// Physical button presses.
    UIEventTypePresses = 3,
    /// Scrolling with a pointer device.
    UIEventTypeScroll = 10,
    /// A pointer hovering.
    UIEventTypeHover = 11,
    /// A pointer's transform gesture.
    UIEventTypeTransform = 14
} UIEventType;

/// Whether the screen measures how hard it is pressed (`UITraitCollection.forceTouchCapability`, 3D Touch)
/// (`UIForceTouchCapability`).
typedef enum DYNAMICS_OPEN_ENUM UIForceTouchCapability : long {
    /// Not known (not given).
    UIForceTouchCapabilityUnknown = 0,
    /// The screen does not sense pressure.
    UIForceTouchCapabilityUnavailable = 1,
    /// The screen senses pressure (`UITouch.force` reports it).
    UIForceTouchCapabilityAvailable = 2
} UIForceTouchCapability;


/// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIImageRenderingMode : long {
    /// As the context decides: a template in system buttons, the image's own colours elsewhere.
    UIImageRenderingModeAutomatic = 0,
    /// Always the image's own colours.
    UIImageRenderingModeAlwaysOriginal = 1,
    /// Always a template: the tint colour wherever the image is opaque.
    UIImageRenderingModeAlwaysTemplate = 2
} UIImageRenderingMode;

/// How the middle of a resizable image fills its space, as UIKit's `UIImage.ResizingMode`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIImageResizingMode : long {
    /// Repeated at the image's size.
    UIImageResizingModeTile = 0,
    /// Stretched.
    UIImageResizingModeStretch = 1
} UIImageResizingMode;

/// The colour range of the bitmaps a `UIGraphicsImageRenderer` draws (`UIGraphicsImageRendererFormat.Range`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIGraphicsImageRendererFormatRange : long {
    /// Not specified.
    UIGraphicsImageRendererFormatRangeUnspecified = -1,
    /// The system picks the range (the default).
    UIGraphicsImageRendererFormatRangeAutomatic = 0,
    /// Extended range (wide colour).
    UIGraphicsImageRendererFormatRangeExtended = 1,
    /// Standard range (sRGB).
    UIGraphicsImageRendererFormatRangeStandard = 2
} UIGraphicsImageRendererFormatRange;

/// Relative sizes of symbol images, as UIKit's `UIImage.SymbolScale`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIImageSymbolScale : long {
    /// The scale the context gives (medium for a plain symbol image).
    UIImageSymbolScaleDefault DYNAMICS_SWIFT_NAME(default) = -1,
    /// Not given: inherit it.
    UIImageSymbolScaleUnspecified DYNAMICS_SWIFT_NAME(unspecified) = 0,
    /// Smaller than the text beside it.
    UIImageSymbolScaleSmall DYNAMICS_SWIFT_NAME(small) = 1,
    /// The size of the text beside it.
    UIImageSymbolScaleMedium DYNAMICS_SWIFT_NAME(medium) = 2,
    /// Larger than the text beside it.
    UIImageSymbolScaleLarge DYNAMICS_SWIFT_NAME(large) = 3
} UIImageSymbolScale;

/// Stroke weights of symbol images, as UIKit's `UIImage.SymbolWeight`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIImageSymbolWeight : long {
    /// Not given: drawn as regular.
    UIImageSymbolWeightUnspecified DYNAMICS_SWIFT_NAME(unspecified) = 0,
    /// The thinnest strokes.
    UIImageSymbolWeightUltraLight DYNAMICS_SWIFT_NAME(ultraLight) = 1,
    /// Thin strokes.
    UIImageSymbolWeightThin DYNAMICS_SWIFT_NAME(thin) = 2,
    /// Light strokes.
    UIImageSymbolWeightLight DYNAMICS_SWIFT_NAME(light) = 3,
    /// The regular strokes of body text.
    UIImageSymbolWeightRegular DYNAMICS_SWIFT_NAME(regular) = 4,
    /// Medium strokes.
    UIImageSymbolWeightMedium DYNAMICS_SWIFT_NAME(medium) = 5,
    /// Semibold strokes.
    UIImageSymbolWeightSemibold DYNAMICS_SWIFT_NAME(semibold) = 6,
    /// Bold strokes.
    UIImageSymbolWeightBold DYNAMICS_SWIFT_NAME(bold) = 7,
    /// Heavy strokes.
    UIImageSymbolWeightHeavy DYNAMICS_SWIFT_NAME(heavy) = 8,
    /// The heaviest strokes.
    UIImageSymbolWeightBlack DYNAMICS_SWIFT_NAME(black) = 9
} UIImageSymbolWeight;

/// The mass and flexibility of the colliding objects (`UIImpactFeedbackGenerator.FeedbackStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIImpactFeedbackStyle : long {
    /// A small, light object.
    UIImpactFeedbackStyleLight = 0,
    /// A moderately sized object.
    UIImpactFeedbackStyleMedium = 1,
    /// A large, heavy object.
    UIImpactFeedbackStyleHeavy = 2,
    /// A soft, flexible object (iOS 13).
    UIImpactFeedbackStyleSoft = 3,
    /// A hard, inflexible object (iOS 13).
    UIImpactFeedbackStyleRigid = 4
} UIImpactFeedbackStyle;

/// Whether the user asked for bold text (`UITraitCollection.legibilityWeight`) (`UILegibilityWeight`).
typedef enum DYNAMICS_OPEN_ENUM UILegibilityWeight : long {
    /// Not given.
    UILegibilityWeightUnspecified = -1,
    /// Text at its usual weight.
    UILegibilityWeightRegular = 0,
    /// The Bold Text accessibility setting is on.
    UILegibilityWeightBold = 1
} UILegibilityWeight;

/// Whether an element shows a checkmark (`UIMenuElement.State`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIMenuElementState : long {
    /// No mark.
    UIMenuElementStateOff = 0,
    /// A checkmark.
    UIMenuElementStateOn = 1,
    /// A dash.
    UIMenuElementStateMixed = 2
} UIMenuElementState;

/// The animation of a modal presentation and its dismissal, with UIKit's raw values (`UIModalTransitionStyle`).
typedef enum DYNAMICS_OPEN_ENUM UIModalTransitionStyle : long {
    /// The presented view slides up from the bottom edge; it slides back down on dismissal (the default).
    UIModalTransitionStyleCoverVertical = 0,
    /// The presenting view turns away about the vertical axis and the presented one turns in (drawn as a 2-D squash
    /// of each half, since views have no perspective here).
    UIModalTransitionStyleFlipHorizontal = 1,
    /// The presented view fades in; it fades out on dismissal.
    UIModalTransitionStyleCrossDissolve = 2,
    /// A page curl in UIKit; there is no page-curl drawing here, so it slides as `.coverVertical`.
    UIModalTransitionStylePartialCurl = 3
} UIModalTransitionStyle;

/// Which way a navigation transition goes, as UIKit's `UINavigationController.Operation`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UINavigationControllerOperation : long {
    /// No transition.
    UINavigationControllerOperationNone = 0,
    /// A controller is pushed.
    UINavigationControllerOperationPush = 1,
    /// Controllers are popped.
    UINavigationControllerOperationPop = 2
} UINavigationControllerOperation;

/// How a bar that prefers large titles shows an item's title, as UIKit's enum of the same name
/// (`UINavigationItem.LargeTitleDisplayMode`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UINavigationItemLargeTitleDisplayMode : long {
    /// As the item below it in the stack shows it (the root item: large).
    UINavigationItemLargeTitleDisplayModeAutomatic = 0,
    /// Large, whatever the items below do.
    UINavigationItemLargeTitleDisplayModeAlways = 1,
    /// The standard 17 pt title.
    UINavigationItemLargeTitleDisplayModeNever = 2,
    /// A large title in line with the bar's items (iOS 17); drawn as `.always` here.
    UINavigationItemLargeTitleDisplayModeInline = 3
} UINavigationItemLargeTitleDisplayMode;

/// The outcome a notification tells (`UINotificationFeedbackGenerator.FeedbackType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UINotificationFeedbackType : long {
    /// A task succeeded.
    UINotificationFeedbackTypeSuccess = 0,
    /// A task produced a warning.
    UINotificationFeedbackTypeWarning = 1,
    /// A task failed.
    UINotificationFeedbackTypeError = 2
} UINotificationFeedbackType;

/// Which way `setViewControllers(_:direction:animated:completion:)` turns
/// (`UIPageViewController.NavigationDirection`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPageViewControllerNavigationDirection : long {
    /// To later pages: the new page comes in from the right (from below when vertical).
    UIPageViewControllerNavigationDirectionForward = 0,
    /// To earlier pages: the new page comes in from the left (from above).
    UIPageViewControllerNavigationDirectionReverse = 1
} UIPageViewControllerNavigationDirection;

/// The axis pages follow one another on (`UIPageViewController.NavigationOrientation`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPageViewControllerNavigationOrientation : long {
    /// Left to right: the next page comes in from the right.
    UIPageViewControllerNavigationOrientationHorizontal = 0,
    /// Top to bottom: the next page comes in from below.
    UIPageViewControllerNavigationOrientationVertical = 1
} UIPageViewControllerNavigationOrientation;

/// Where the page curl's spine is (`UIPageViewController.SpineLocation`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPageViewControllerSpineLocation : long {
    /// No spine: the scroll style.
    UIPageViewControllerSpineLocationNone = 0,
    /// At the left (top) edge, with one page shown.
    UIPageViewControllerSpineLocationMin = 1,
    /// In the middle, with two pages shown.
    UIPageViewControllerSpineLocationMid = 2,
    /// At the right (bottom) edge, with one page shown.
    UIPageViewControllerSpineLocationMax = 3
} UIPageViewControllerSpineLocation;

/// How the pages move from one to the next (`UIPageViewController.TransitionStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPageViewControllerTransitionStyle : long {
    /// A page curls over, as in a book (drawn as a slide here).
    UIPageViewControllerTransitionStylePageCurl = 0,
    /// The pages scroll side by side.
    UIPageViewControllerTransitionStyleScroll = 1
} UIPageViewControllerTransitionStyle;

/// What a press is doing, with UIKit's cases (`UIPress.Phase`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPressPhase : long {
    /// The button went down.
    UIPressPhaseBegan = 0,
    /// The button's force changed.
    UIPressPhaseChanged = 1,
    /// The button is down and did not change.
    UIPressPhaseStationary = 2,
    /// The button was released.
    UIPressPhaseEnded = 3,
    /// The system stopped tracking the press.
    UIPressPhaseCancelled = 4
} UIPressPhase;

/// Which button was pressed, with UIKit's cases and raw values (`UIPress.PressType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIPressType : long {
    /// The up arrow.
    UIPressTypeUpArrow = 0,
    /// The down arrow.
    UIPressTypeDownArrow = 1,
    /// The left arrow.
    UIPressTypeLeftArrow = 2,
    /// The right arrow.
    UIPressTypeRightArrow = 3,
    /// The select button.
    UIPressTypeSelect = 4,
    /// The menu button.
    UIPressTypeMenu = 5,
    /// The play/pause button.
    UIPressTypePlayPause = 6,
    /// Page up (tvOS only in the SDK; kept here for code that names it).
    UIPressTypePageUp = 30,
    /// Page down (tvOS only in the SDK).
    UIPressTypePageDown = 31
} UIPressType;

/// UIKit's two looks (`UIProgressView.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIProgressViewStyle : long {
    /// The rounded grey track.
    UIProgressViewStyleDefault = 0,
    /// The toolbar look: square ends and no track colour of its own (only `trackTintColor` shows one).
    UIProgressViewStyleBar = 1
} UIProgressViewStyle;


/// How a scroll view adds the safe area to its `contentInset`, with UIKit's cases and raw values (iOS 11)
/// (`UIScrollView.ContentInsetAdjustmentBehavior`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIScrollViewContentInsetAdjustmentBehavior : long {
    /// `.scrollableAxes`, and also the top and bottom safe area whatever the content size when the scroll view
    /// belongs to a view controller inside a navigation controller (UIKit's default, kept for apps written for
    /// `automaticallyAdjustsScrollViewInsets`).
    UIScrollViewContentInsetAdjustmentAutomatic = 0,
    /// The safe area on the axes the content scrolls along (content plus insets longer than the view, or
    /// `alwaysBounceVertical`/`alwaysBounceHorizontal`).
    UIScrollViewContentInsetAdjustmentScrollableAxes = 1,
    /// No adjustment: `adjustedContentInset` equals `contentInset`.
    UIScrollViewContentInsetAdjustmentNever = 2,
    /// The whole safe area, on every edge.
    UIScrollViewContentInsetAdjustmentAlways = 3
} UIScrollViewContentInsetAdjustmentBehavior;

/// How the bar is drawn, as UIKit's `UISearchBar.Style`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISearchBarStyle : unsigned long {
    /// The bar's own light background behind the field (`.prominent` on iOS 13 and later).
    UISearchBarStyleDefault = 0,
    /// The bar's own light background behind the field.
    UISearchBarStyleProminent = 1,
    /// No background: the field alone, over whatever is behind the bar.
    UISearchBarStyleMinimal = 2
} UISearchBarStyle;

/// How a view's content reacts to the layout direction, as UIKit's enum of the same name (raw values as UIKit's)
/// (`UISemanticContentAttribute`).
typedef enum DYNAMICS_OPEN_ENUM UISemanticContentAttribute : long {
    /// Flips with the language.
    UISemanticContentAttributeUnspecified = 0,
    /// Media playback controls: never flip.
    UISemanticContentAttributePlayback = 1,
    /// Directional controls (a D-pad): never flip.
    UISemanticContentAttributeSpatial = 2,
    /// Always left to right.
    UISemanticContentAttributeForceLeftToRight = 3,
    /// Always right to left.
    UISemanticContentAttributeForceRightToLeft = 4
} UISemanticContentAttribute;

/// The style of the status bar's content (`UIStatusBarStyle`).
typedef enum DYNAMICS_OPEN_ENUM UIStatusBarStyle : long {
    /// Dark content on light backgrounds (the default on a light interface).
    UIStatusBarStyleDefault = 0,
    /// Light content, for dark backgrounds.
    UIStatusBarStyleLightContent = 1,
    /// Dark content, for light backgrounds.
    UIStatusBarStyleDarkContent = 3,
    /// The same value as `.lightContent` (deprecated in UIKit).
    UIStatusBarStyleBlackTranslucent = UIStatusBarStyleLightContent,
    /// Light content on an opaque black bar (deprecated in UIKit for `.lightContent`); drawn as `.lightContent`.
    UIStatusBarStyleBlackOpaque = 2
} UIStatusBarStyle;

/// How a table draws the lines between its rows (`UITableViewCell.SeparatorStyle`, the type of
/// `UITableView.separatorStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewCellSeparatorStyle : long {
    /// No separators.
    UITableViewCellSeparatorStyleNone = 0,
    /// A one-pixel line.
    UITableViewCellSeparatorStyleSingleLine = 1,
    /// A one-pixel line (deprecated in UIKit: the etched look ended with iOS 7).
    UITableViewCellSeparatorStyleSingleLineEtched = 2
} UITableViewCellSeparatorStyle;

/// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewScrollPosition : long {
    /// Scroll as little as possible to show the whole row.
    UITableViewScrollPositionNone = 0,
    /// The row at the top of the view.
    UITableViewScrollPositionTop = 1,
    /// The row in the middle of the view.
    UITableViewScrollPositionMiddle = 2,
    /// The row at the bottom of the view.
    UITableViewScrollPositionBottom = 3
} UITableViewScrollPosition;

/// How a table draws its sections (`UITableView.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITableViewStyle : long {
    /// Rows edge to edge on a white background, section headers floating at the top while their section
    /// scrolls.
    UITableViewStylePlain = 0,
    /// Sections apart from each other on the grey grouped background, separated by hairlines.
    UITableViewStyleGrouped = 1,
    /// Grouped sections inset from the sides with rounded corners (iOS 13).
    UITableViewStyleInsetGrouped = 2
} UITableViewStyle;

/// The border styles of UIKit's `UITextField.BorderStyle`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITextBorderStyle : long {
    /// No border (UIKit's default).
    UITextBorderStyleNone = 0,
    /// A thin black rectangle.
    UITextBorderStyleLine = 1,
    /// A bevelled grey rectangle.
    UITextBorderStyleBezel = 2,
    /// A white rounded rectangle (dark grey in dark mode) with a hairline, the usual iOS look.
    UITextBorderStyleRoundedRect = 3
} UITextBorderStyle;

/// Why editing ended (UIKit's `UITextField.DidEndEditingReason`, in `textFieldDidEndEditing(_:reason:)`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITextFieldDidEndEditingReason : long {
    /// The field resigned first responder: the edit stands.
    UITextFieldDidEndEditingReasonCommitted = 0,
    /// Editing was cancelled.
    UITextFieldDidEndEditingReasonCancelled = 1
} UITextFieldDidEndEditingReason;

/// When an overlay view (or the clear button) shows, as UIKit's `UITextField.ViewMode`.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITextFieldViewMode : long {
    /// Never.
    UITextFieldViewModeNever = 0,
    /// Only while the field is being edited.
    UITextFieldViewModeWhileEditing = 1,
    /// Only while it is not.
    UITextFieldViewModeUnlessEditing = 2,
    /// Always.
    UITextFieldViewModeAlways = 3
} UITextFieldViewMode;

/// The kinds of timing a property animator can have (`UITimingCurveType`).
typedef enum DYNAMICS_OPEN_ENUM UITimingCurveType : long {
    /// One of UIKit's named curves.
    UITimingCurveTypeBuiltin = 0,
    /// A cubic Bézier curve with custom control points.
    UITimingCurveTypeCubic = 1,
    /// A spring.
    UITimingCurveTypeSpring = 2,
    /// A cubic curve and a spring together (not made by UIKit's own providers).
    UITimingCurveTypeComposed = 3
} UITimingCurveType;

/// What made a touch, with UIKit's cases; scripted fingers are `.direct` (`UITouch.TouchType`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UITouchType : long {
    /// A finger on the screen.
    UITouchTypeDirect = 0,
    /// A touch not on the screen (a remote's touch surface).
    UITouchTypeIndirect = 1,
    /// Apple Pencil.
    UITouchTypePencil = 2,
    /// The same value as `.pencil`.
    UITouchTypeStylus = UITouchTypePencil,
    /// A pointer (trackpad or mouse).
    UITouchTypeIndirectPointer = 3
} UITouchType;

/// The direction text and layout run in (`UITraitCollection.layoutDirection`) (`UITraitEnvironmentLayoutDirection`).
typedef enum DYNAMICS_OPEN_ENUM UITraitEnvironmentLayoutDirection : long {
    /// Not given.
    UITraitEnvironmentLayoutDirectionUnspecified = -1,
    /// Left to right, as English.
    UITraitEnvironmentLayoutDirectionLeftToRight = 0,
    /// Right to left, as Arabic and Hebrew.
    UITraitEnvironmentLayoutDirectionRightToLeft = 1
} UITraitEnvironmentLayoutDirection;

/// The direction of the user interface, as UIKit's enum of the same name (`UIUserInterfaceLayoutDirection`).
typedef enum DYNAMICS_OPEN_ENUM UIUserInterfaceLayoutDirection : long {
    /// Left to right (the scenes' language, English, runs this way).
    UIUserInterfaceLayoutDirectionLeftToRight = 0,
    /// Right to left.
    UIUserInterfaceLayoutDirectionRightToLeft = 1
} UIUserInterfaceLayoutDirection;

/// The vibrancy styles of iOS 13 for content over a blur, for text, fills and separators (`UIVibrancyEffectStyle`,
/// top level in Swift as in the SDK).
typedef enum DYNAMICS_OPEN_ENUM UIVibrancyEffectStyle : long {
    /// For primary labels.
    UIVibrancyEffectStyleLabel = 0,
    /// For secondary labels.
    UIVibrancyEffectStyleSecondaryLabel = 1,
    /// For tertiary labels.
    UIVibrancyEffectStyleTertiaryLabel = 2,
    /// For quaternary labels.
    UIVibrancyEffectStyleQuaternaryLabel = 3,
    /// For fills.
    UIVibrancyEffectStyleFill = 4,
    /// For secondary fills.
    UIVibrancyEffectStyleSecondaryFill = 5,
    /// For tertiary fills.
    UIVibrancyEffectStyleTertiaryFill = 6,
    /// For separators.
    UIVibrancyEffectStyleSeparator = 7
} UIVibrancyEffectStyle;

/// Where the animated properties ended (`UIViewAnimatingPosition`).
typedef enum DYNAMICS_OPEN_ENUM UIViewAnimatingPosition : long {
    /// At the values the animation blocks set.
    UIViewAnimatingPositionEnd = 0,
    /// At the values before the animation.
    UIViewAnimatingPositionStart = 1,
    /// Wherever they were when the animation was stopped.
    UIViewAnimatingPositionCurrent = 2
} UIViewAnimatingPosition;

/// Where an animator is in its life (`UIViewAnimatingState`).
typedef enum DYNAMICS_OPEN_ENUM UIViewAnimatingState : long {
    /// Not started, or finished: the animation blocks have not run (or their animations are over).
    UIViewAnimatingStateInactive = 0,
    /// Started: running or paused.
    UIViewAnimatingStateActive = 1,
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    UIViewAnimatingStateStopped = 2
} UIViewAnimatingState;

/// How a split view controller arranges its columns when expanded (`UISplitViewController.DisplayMode`); the
/// iOS 8 names are the same values.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISplitViewControllerDisplayMode : long {
    /// The split view controller chooses from the device and the size it has.
    UISplitViewControllerDisplayModeAutomatic = 0,
    /// Only the secondary column shows.
    UISplitViewControllerDisplayModeSecondaryOnly = 1,
    /// The primary column beside the secondary one.
    UISplitViewControllerDisplayModeOneBesideSecondary = 2,
    /// The primary column over the secondary one, which keeps the whole width.
    UISplitViewControllerDisplayModeOneOverSecondary = 3,
    /// The primary and supplementary columns beside the secondary one.
    UISplitViewControllerDisplayModeTwoBesideSecondary = 4,
    /// The primary and supplementary columns over the secondary one.
    UISplitViewControllerDisplayModeTwoOverSecondary = 5,
    /// The primary and supplementary columns pushing the secondary one aside.
    UISplitViewControllerDisplayModeTwoDisplaceSecondary = 6,
    /// iOS 8's name of `secondaryOnly`.
    UISplitViewControllerDisplayModePrimaryHidden = 1,
    /// iOS 8's name of `oneBesideSecondary`.
    UISplitViewControllerDisplayModeAllVisible = 2,
    /// iOS 8's name of `oneOverSecondary`.
    UISplitViewControllerDisplayModePrimaryOverlay = 3
} UISplitViewControllerDisplayMode;

/// Which interface a split view controller was made for (`UISplitViewController.Style`): the classic one of
/// `viewControllers`, or iOS 14's columns.
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISplitViewControllerStyle : long {
    /// The classic interface: `viewControllers` holds the primary and the secondary controller.
    UISplitViewControllerStyleUnspecified = 0,
    /// Columns: a primary and a secondary.
    UISplitViewControllerStyleDoubleColumn = 1,
    /// Columns: a primary, a supplementary and a secondary.
    UISplitViewControllerStyleTripleColumn = 2
} UISplitViewControllerStyle;

/// A column of a column-style split view controller (`UISplitViewController.Column`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISplitViewControllerColumn : long {
    /// The leading column.
    UISplitViewControllerColumnPrimary = 0,
    /// The middle column of a triple-column interface.
    UISplitViewControllerColumnSupplementary = 1,
    /// The column of the content.
    UISplitViewControllerColumnSecondary = 2,
    /// What shows instead of the columns when the interface is collapsed.
    UISplitViewControllerColumnCompact = 3
} UISplitViewControllerColumn;

/// Which side the primary column is on (`UISplitViewController.PrimaryEdge`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UISplitViewControllerPrimaryEdge : long {
    /// The leading edge.
    UISplitViewControllerPrimaryEdgeLeading = 0,
    /// The trailing edge.
    UISplitViewControllerPrimaryEdgeTrailing = 1
} UISplitViewControllerPrimaryEdge;

#endif
