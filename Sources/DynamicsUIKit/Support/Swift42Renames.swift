// UIKit's type names as C and Swift 4 spell them, where Swift 4.2 and later nest the type (`UIControlState` is
// `UIControl.State`). The iOS SDK imports each one as an alias with the importer's availability: obsoleted in
// Swift 4.2 for the names Swift 4 used (UIKit's API notes keep them for that version), obsoleted in Swift 3 for the
// C names of types nested from the start. So code of the Swift 3 and 4 era gets the compiler's "'UIControlState' has
// been renamed to 'UIControl.State'" with its fix-it in the Swift 5 and 6 modes instead of "cannot find type in
// scope"; these give it the same diagnostic here (DECISIONS.md, "Swift 3 and 4 type names").

/// Swift 4's name of `NSLayoutConstraint.Attribute`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// Swift 4's name of `NSLayoutConstraint.FormatOptions`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
/// Swift 4's name of `NSLayoutConstraint.Relation`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// Swift 4's name of `UIAccessibility.Notification`.
@available(swift, obsoleted: 4.2, renamed: "UIAccessibility.Notification")
public typealias UIAccessibilityNotifications = UIAccessibility.Notification
/// The C name of `UIAction.Identifier`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIAction.Identifier")
public typealias UIActionIdentifier = UIAction.Identifier
/// Swift 4's name of `UIActivityIndicatorView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// Swift 4's name of `UIAlertAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
/// Swift 4's name of `UIAlertController.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
/// Swift 4's name of `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
/// The C name of `UIApplication.OpenExternalURLOptionsKey`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIApplication.OpenExternalURLOptionsKey")
public typealias UIApplicationOpenExternalURLOptionsKey = UIApplication.OpenExternalURLOptionsKey
/// Swift 4's name of `UIApplication.State`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
/// Swift 4's name of `UIBarButtonItem.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
/// Swift 4's name of `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
/// Swift 4's name of `UIBlurEffect.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
/// Swift 4's name of `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
/// Swift 4's name of `UICollectionView.ElementCategory`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
/// Swift 4's name of `UICollectionViewUpdateItem.Action`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionViewUpdateItem.Action")
public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action
/// Swift 4's name of `UICollectionView.ScrollDirection`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
/// Swift 4's name of `UICollectionView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// The C name of `UIContextualAction.Style`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style
/// Swift 4's name of `UIControl.ContentHorizontalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
/// Swift 4's name of `UIControl.ContentVerticalAlignment`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
/// Swift 4's name of `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
/// Swift 4's name of `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
/// Swift 4's name of `UIDatePicker.Mode`.
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
/// Swift 4's name of `UIDevice.BatteryState`.
@available(swift, obsoleted: 4.2, renamed: "UIDevice.BatteryState")
public typealias UIDeviceBatteryState = UIDevice.BatteryState
/// Swift 4's name of `UIEvent.EventType`.
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
/// Swift 4's name of `UIFont.TextStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
/// The C name of `UIFont.Weight`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
/// Swift 4's name of `UIGestureRecognizer.State`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4's name of `UIImage.RenderingMode`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
/// Swift 4's name of `UIImage.ResizingMode`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode
/// The C name of `UIImage.SymbolScale`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIImage.SymbolScale")
public typealias UIImageSymbolScale = UIImage.SymbolScale
/// The C name of `UIImage.SymbolWeight`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIImage.SymbolWeight")
public typealias UIImageSymbolWeight = UIImage.SymbolWeight
/// Swift 4's name of `UIImpactFeedbackGenerator.FeedbackStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
/// Swift 4's name of `NSLayoutConstraint.Axis`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// The C name of `UIMenuElement.Attributes`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIMenuElement.Attributes")
public typealias UIMenuElementAttributes = UIMenuElement.Attributes
/// The C name of `UIMenuElement.State`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIMenuElement.State")
public typealias UIMenuElementState = UIMenuElement.State
/// The C name of `UIMenu.Identifier`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIMenu.Identifier")
public typealias UIMenuIdentifier = UIMenu.Identifier
/// The C name of `UIMenu.Options`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIMenu.Options")
public typealias UIMenuOptions = UIMenu.Options
/// Swift 4's name of `UINavigationController.Operation`.
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
/// The C name of `UINavigationItem.LargeTitleDisplayMode`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UINavigationItem.LargeTitleDisplayMode")
public typealias UINavigationItemLargeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode
/// The C name of `UINib.OptionsKey`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UINib.OptionsKey")
public typealias UINibOptionsKey = UINib.OptionsKey
/// Swift 4's name of `UINotificationFeedbackGenerator.FeedbackType`.
@available(swift, obsoleted: 4.2, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
/// Swift 4's name of `UIPageViewController.NavigationDirection`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
/// Swift 4's name of `UIPageViewController.NavigationOrientation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
/// The C name of `UIPageViewController.OptionsKey`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIPageViewController.OptionsKey")
public typealias UIPageViewControllerOptionsKey = UIPageViewController.OptionsKey
/// Swift 4's name of `UIPageViewController.SpineLocation`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation
/// Swift 4's name of `UIPageViewController.TransitionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
/// Swift 4's name of `UIPress.Phase`.
@available(swift, obsoleted: 4.2, renamed: "UIPress.Phase")
public typealias UIPressPhase = UIPress.Phase
/// Swift 4's name of `UIPress.PressType`.
@available(swift, obsoleted: 4.2, renamed: "UIPress.PressType")
public typealias UIPressType = UIPress.PressType
/// Swift 4's name of `UIProgressView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
/// The C name of `UIScene.ActivationState`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIScene.ActivationState")
public typealias UISceneActivationState = UIScene.ActivationState
/// The C name of `UISceneSession.Role`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UISceneSession.Role")
public typealias UISceneSessionRole = UISceneSession.Role
/// Swift 4's name of `UIScrollView.ContentInsetAdjustmentBehavior`.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
/// The C name of `UIScrollView.DecelerationRate`, nested in Swift from the start.
@available(swift, obsoleted: 3, renamed: "UIScrollView.DecelerationRate")
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate
/// Swift 4's name of `UISearchBar.Style`.
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style
/// Swift 4's name of `UIStackView.Alignment`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
/// Swift 4's name of `UIStackView.Distribution`.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
/// Swift 4's name of `UISwipeGestureRecognizer.Direction`.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
/// Swift 4's name of `UITableViewCell.AccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
/// Swift 4's name of `UITableViewCell.EditingStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
/// Swift 4's name of `UITableViewCell.SelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// Swift 4's name of `UITableViewCell.SeparatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
/// Swift 4's name of `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Swift 4's name of `UITableView.RowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
/// Swift 4's name of `UITableView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
/// Swift 4's name of `UITableView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
/// Swift 4's name of `UITextField.BorderStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
/// Swift 4's name of `UITextField.DidEndEditingReason`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.DidEndEditingReason")
public typealias UITextFieldDidEndEditingReason = UITextField.DidEndEditingReason
/// Swift 4's name of `UITextField.ViewMode`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
/// Swift 4's name of `UITouch.Phase`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
/// Swift 4's name of `UITouch.TouchType`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.TouchType")
public typealias UITouchType = UITouch.TouchType
/// Swift 4's name of `UIView.AnimationCurve`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Swift 4's name of `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4's name of `UIView.AutoresizingMask`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Swift 4's name of `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Swift 4's name of `UIView.KeyframeAnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// Swift 4's name of `UIWindow.Level`.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
