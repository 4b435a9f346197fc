/// The UIKit and Foundation names that Swift 4 and 4.2 renamed, as Xcode's migrator rewrote them: the iOS SDK
/// refuses the old spellings in the Swift 5 language mode, so a source of the Swift 3 era needs them on iOS too.
/// The table is `docs/porting.md`'s "Swift 3 and 4 names"; each target is a name Dynamics declares (a test compiles
/// every one of them).
enum SwiftRenames {
    /// Type names of before Swift 4.2 and the nested names Swift 4 and 4.2 gave them.
    static let types: [String: String] = [
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewStyle": "UITableView.Style",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UIButtonType": "UIButton.ButtonType",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageResizingMode": "UIImage.ResizingMode",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIPushBehaviorMode": "UIPushBehavior.Mode",
        "UICollisionBehaviorMode": "UICollisionBehavior.Mode",
        "UIAttachmentBehaviorType": "UIAttachmentBehavior.AttachmentType",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UIProgressViewStyle": "UIProgressView.Style",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UITouchPhase": "UITouch.Phase",
        "UIEventType": "UIEvent.EventType",
        "UIFontWeight": "UIFont.Weight",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIWindowLevel": "UIWindow.Level",
        "UIImpactFeedbackStyle": "UIImpactFeedbackGenerator.FeedbackStyle",
        "UINotificationFeedbackType": "UINotificationFeedbackGenerator.FeedbackType",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
    ]

    /// Global constants of Swift 3 and the static members Swift 4 and 4.2 made of them.
    static let values: [String: String] = [
        "NSFontAttributeName": "NSAttributedString.Key.font",
        "NSForegroundColorAttributeName": "NSAttributedString.Key.foregroundColor",
        "NSBackgroundColorAttributeName": "NSAttributedString.Key.backgroundColor",
        "NSKernAttributeName": "NSAttributedString.Key.kern",
        "NSUnderlineStyleAttributeName": "NSAttributedString.Key.underlineStyle",
        "NSUnderlineColorAttributeName": "NSAttributedString.Key.underlineColor",
        "NSStrikethroughStyleAttributeName": "NSAttributedString.Key.strikethroughStyle",
        "NSStrikethroughColorAttributeName": "NSAttributedString.Key.strikethroughColor",
        "NSParagraphStyleAttributeName": "NSAttributedString.Key.paragraphStyle",
        "NSBaselineOffsetAttributeName": "NSAttributedString.Key.baselineOffset",
        "NSStrokeColorAttributeName": "NSAttributedString.Key.strokeColor",
        "NSStrokeWidthAttributeName": "NSAttributedString.Key.strokeWidth",
        "UIFontWeightUltraLight": "UIFont.Weight.ultraLight",
        "UIFontWeightThin": "UIFont.Weight.thin",
        "UIFontWeightLight": "UIFont.Weight.light",
        "UIFontWeightRegular": "UIFont.Weight.regular",
        "UIFontWeightMedium": "UIFont.Weight.medium",
        "UIFontWeightSemibold": "UIFont.Weight.semibold",
        "UIFontWeightBold": "UIFont.Weight.bold",
        "UIFontWeightHeavy": "UIFont.Weight.heavy",
        "UIFontWeightBlack": "UIFont.Weight.black",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "AVAudioSessionCategoryAmbient": "AVAudioSession.Category.ambient",
        "AVAudioSessionCategorySoloAmbient": "AVAudioSession.Category.soloAmbient",
        "AVAudioSessionCategoryPlayback": "AVAudioSession.Category.playback",
        "AVAudioSessionCategoryRecord": "AVAudioSession.Category.record",
        "AVAudioSessionCategoryPlayAndRecord": "AVAudioSession.Category.playAndRecord",
        "AVAudioSessionCategoryMultiRoute": "AVAudioSession.Category.multiRoute",
        "AVAudioSessionModeDefault": "AVAudioSession.Mode.default",
        "AVAudioSessionModeVoiceChat": "AVAudioSession.Mode.voiceChat",
        "AVAudioSessionModeGameChat": "AVAudioSession.Mode.gameChat",
        "AVAudioSessionModeVideoRecording": "AVAudioSession.Mode.videoRecording",
        "AVAudioSessionModeMeasurement": "AVAudioSession.Mode.measurement",
        "AVAudioSessionModeMoviePlayback": "AVAudioSession.Mode.moviePlayback",
        "AVAudioSessionModeVideoChat": "AVAudioSession.Mode.videoChat",
        "AVAudioSessionModeSpokenAudio": "AVAudioSession.Mode.spokenAudio",
    ]

    /// Methods Swift 4.2 renamed, by their old full name: the new base name and argument labels (nil for none).
    /// Only calls are rewritten; an override of an old name is the app's own method and stays.
    static let methods: [String: (name: String, labels: [String?])] = [
        "bringSubview(toFront:)": ("bringSubviewToFront", [nil]),
        "sendSubview(toBack:)": ("sendSubviewToBack", [nil]),
        "addChildViewController(_:)": ("addChild", [nil]),
        "removeFromParentViewController()": ("removeFromParent", []),
        "didMove(toParentViewController:)": ("didMove", ["toParent"]),
        "willMove(toParentViewController:)": ("willMove", ["toParent"]),
    ]

    /// Swift 3's `UILayoutPriority` constants. Swift 3 made `UILayoutPriority` a `Float`, so in a Swift 3 source they
    /// become the `rawValue` of Swift 4's static members (see ``LayoutPriorityMigration``).
    static let priorityConstants: [String: String] = [
        "UILayoutPriorityRequired": "required",
        "UILayoutPriorityDefaultHigh": "defaultHigh",
        "UILayoutPriorityDefaultLow": "defaultLow",
        "UILayoutPriorityFittingSizeLevel": "fittingSizeLevel",
    ]

    /// The names only Swift 3 spells: a folder that names one was written for Swift 3, where `UILayoutPriority`
    /// was `Float`.
    static func isSwift3Only(_ name: String) -> Bool {
        priorityConstants[name] != nil || values[name]?.hasPrefix("NSAttributedString.Key.") == true
            || values[name]?.hasPrefix("UIFont.Weight.") == true
    }
}
