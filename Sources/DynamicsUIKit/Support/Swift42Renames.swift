import Foundation

// UIKit's names from before Swift 4.2, which nested them in their types. The iOS SDK keeps them, obsoleted in
// Swift 4.2, so that code of that era gets the compiler's "has been renamed" error with its fix-it instead of
// "cannot find type in scope"; these give Swift 4.0 code the same diagnostic here. The stock Swift 4.0
// `AppDelegate` (`[UIApplicationLaunchOptionsKey: Any]?`) meets the first.

/// Swift 4.2's `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
/// Swift 4.2's `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
/// Swift 4.2's `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
/// Swift 4.2's `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4.2's `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Swift 4.2's `UIView.AutoresizingMask`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Swift 4.2's `UIGestureRecognizer.State`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4.2's `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Swift 4.2's `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
/// Swift 4.2's `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
/// Swift 4.2's `UIImage.RenderingMode`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
