import CUIKitOpenEnums
extension DefaultStringInterpolation {
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListAppearance") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListAppearance) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListAppearance?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListAppearance?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListHeaderMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListHeaderMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListHeaderMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListHeaderMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListFooterMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListFooterMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutListFooterMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutListFooterMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICellAccessoryDisplayedState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICellAccessoryDisplayedState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICellAccessoryDisplayedState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICellAccessoryDisplayedState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICellAccessoryOutlineDisclosureStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICellAccessoryOutlineDisclosureStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICellAccessoryOutlineDisclosureStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICellAccessoryOutlineDisclosureStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIListSeparatorVisibility") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIListSeparatorVisibility) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIListSeparatorVisibility?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIListSeparatorVisibility?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationSize") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationSize) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationSize?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationSize?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationTitleAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationTitleAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationTitleAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationTitleAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationCornerStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationCornerStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonConfigurationCornerStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonConfigurationCornerStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAttachmentBehaviorType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAttachmentBehaviorType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAttachmentBehaviorType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAttachmentBehaviorType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPushBehaviorMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPushBehaviorMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPushBehaviorMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPushBehaviorMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIGestureRecognizerState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIGestureRecognizerState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIGestureRecognizerState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIGestureRecognizerState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewContentMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewContentMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewContentMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewContentMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDeviceOrientation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDeviceOrientation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDeviceOrientation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDeviceOrientation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIInterfaceOrientation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIInterfaceOrientation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIInterfaceOrientation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIInterfaceOrientation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellEditingStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellEditingStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellEditingStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellEditingStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITouchPhase") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITouchPhase) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITouchPhase?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITouchPhase?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSTextAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSTextAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSTextAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSTextAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewRowAnimation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewRowAnimation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewRowAnimation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewRowAnimation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIModalPresentationStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIModalPresentationStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIModalPresentationStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIModalPresentationStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceIdiom") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceIdiom) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceIdiom?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceIdiom?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceSizeClass") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceSizeClass) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceSizeClass?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceSizeClass?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStackViewAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStackViewAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStackViewAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStackViewAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStackViewDistribution") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStackViewDistribution) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStackViewDistribution?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStackViewDistribution?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellAccessoryType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellAccessoryType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellAccessoryType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellAccessoryType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellSelectionStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellSelectionStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellSelectionStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellSelectionStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIButtonType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIButtonType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLayoutAttribute") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLayoutAttribute) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLayoutAttribute?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLayoutAttribute?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLayoutRelation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLayoutRelation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLayoutRelation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLayoutRelation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UILayoutConstraintAxis") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UILayoutConstraintAxis) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UILayoutConstraintAxis?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UILayoutConstraintAxis?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimationCurve") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimationCurve) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimationCurve?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimationCurve?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIApplicationState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIApplicationState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIApplicationState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIApplicationState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISceneActivationState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISceneActivationState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISceneActivationState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISceneActivationState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLineBreakMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLineBreakMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSLineBreakMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSLineBreakMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSRectAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSRectAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM NSRectAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.NSRectAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAccessibilityContrast") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAccessibilityContrast) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAccessibilityContrast?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAccessibilityContrast?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIActivityIndicatorViewStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIActivityIndicatorViewStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIActivityIndicatorViewStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIActivityIndicatorViewStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAlertActionStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAlertActionStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAlertActionStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAlertActionStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAlertControllerStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAlertControllerStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIAlertControllerStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIAlertControllerStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarButtonItemStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarButtonItemStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarButtonItemStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarButtonItemStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarButtonSystemItem") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarButtonSystemItem) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarButtonSystemItem?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarButtonSystemItem?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBarStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBarStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBlurEffectStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBlurEffectStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIBlurEffectStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIBlurEffectStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutSectionOrthogonalScrollingBehavior") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutSectionOrthogonalScrollingBehavior) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionLayoutSectionOrthogonalScrollingBehavior?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionLayoutSectionOrthogonalScrollingBehavior?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionElementCategory") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionElementCategory) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionElementCategory?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionElementCategory?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionViewScrollDirection") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionViewScrollDirection) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionViewScrollDirection?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionViewScrollDirection?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionUpdateAction") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionUpdateAction) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UICollectionUpdateAction?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UICollectionUpdateAction?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIContextMenuInteractionCommitStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIContextMenuInteractionCommitStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIContextMenuInteractionCommitStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIContextMenuInteractionCommitStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIContextualActionStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIContextualActionStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIContextualActionStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIContextualActionStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIControlContentHorizontalAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIControlContentHorizontalAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIControlContentHorizontalAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIControlContentHorizontalAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIControlContentVerticalAlignment") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIControlContentVerticalAlignment) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIControlContentVerticalAlignment?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIControlContentVerticalAlignment?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDatePickerMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDatePickerMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDatePickerMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDatePickerMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDatePickerStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDatePickerStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDatePickerStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDatePickerStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDeviceBatteryState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDeviceBatteryState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDeviceBatteryState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDeviceBatteryState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDisplayGamut") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDisplayGamut) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDisplayGamut?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDisplayGamut?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDynamicItemCollisionBoundsType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDynamicItemCollisionBoundsType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIDynamicItemCollisionBoundsType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIDynamicItemCollisionBoundsType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIEventType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIEventType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIEventType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIEventType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIForceTouchCapability") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIForceTouchCapability) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIForceTouchCapability?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIForceTouchCapability?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageRenderingMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageRenderingMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageRenderingMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageRenderingMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageResizingMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageResizingMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageResizingMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageResizingMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIGraphicsImageRendererFormatRange") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIGraphicsImageRendererFormatRange) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIGraphicsImageRendererFormatRange?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIGraphicsImageRendererFormatRange?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageSymbolScale") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageSymbolScale) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageSymbolScale?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageSymbolScale?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageSymbolWeight") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageSymbolWeight) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImageSymbolWeight?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImageSymbolWeight?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImpactFeedbackStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImpactFeedbackStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIImpactFeedbackStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIImpactFeedbackStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UILegibilityWeight") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UILegibilityWeight) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UILegibilityWeight?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UILegibilityWeight?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIMenuElementState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIMenuElementState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIMenuElementState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIMenuElementState?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIModalTransitionStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIModalTransitionStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIModalTransitionStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIModalTransitionStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINavigationControllerOperation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINavigationControllerOperation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINavigationControllerOperation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINavigationControllerOperation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINavigationItemLargeTitleDisplayMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINavigationItemLargeTitleDisplayMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINavigationItemLargeTitleDisplayMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINavigationItemLargeTitleDisplayMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINotificationFeedbackType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINotificationFeedbackType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UINotificationFeedbackType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UINotificationFeedbackType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerNavigationDirection") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerNavigationDirection) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerNavigationDirection?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerNavigationDirection?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerNavigationOrientation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerNavigationOrientation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerNavigationOrientation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerNavigationOrientation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerSpineLocation") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerSpineLocation) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerSpineLocation?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerSpineLocation?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerTransitionStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerTransitionStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPageViewControllerTransitionStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPageViewControllerTransitionStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPressPhase") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPressPhase) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPressPhase?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPressPhase?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPressType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPressType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIPressType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIPressType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIProgressViewStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIProgressViewStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIProgressViewStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIProgressViewStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIScrollViewContentInsetAdjustmentBehavior") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIScrollViewContentInsetAdjustmentBehavior) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIScrollViewContentInsetAdjustmentBehavior?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIScrollViewContentInsetAdjustmentBehavior?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISearchBarStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISearchBarStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISearchBarStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISearchBarStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISemanticContentAttribute") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISemanticContentAttribute) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UISemanticContentAttribute?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UISemanticContentAttribute?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStatusBarStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStatusBarStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIStatusBarStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIStatusBarStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellSeparatorStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellSeparatorStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewCellSeparatorStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewCellSeparatorStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewScrollPosition") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewScrollPosition) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewScrollPosition?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewScrollPosition?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITableViewStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITableViewStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextBorderStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextBorderStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextBorderStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextBorderStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextFieldDidEndEditingReason") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextFieldDidEndEditingReason) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextFieldDidEndEditingReason?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextFieldDidEndEditingReason?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextFieldViewMode") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextFieldViewMode) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITextFieldViewMode?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITextFieldViewMode?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITimingCurveType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITimingCurveType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITimingCurveType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITimingCurveType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITouchType") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITouchType) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITouchType?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITouchType?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITraitEnvironmentLayoutDirection") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITraitEnvironmentLayoutDirection) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UITraitEnvironmentLayoutDirection?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UITraitEnvironmentLayoutDirection?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceLayoutDirection") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceLayoutDirection) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIUserInterfaceLayoutDirection?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIUserInterfaceLayoutDirection?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIVibrancyEffectStyle") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIVibrancyEffectStyle) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIVibrancyEffectStyle?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIVibrancyEffectStyle?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimatingPosition") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimatingPosition) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimatingPosition?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimatingPosition?) { appendInterpolation(value?.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimatingState") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimatingState) { appendInterpolation(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM UIViewAnimatingState?") mutating func appendInterpolation(_ value: CUIKitOpenEnums.UIViewAnimatingState?) { appendInterpolation(value?.rawValue) }
}
extension String {
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionLayoutListAppearance") init(describing value: CUIKitOpenEnums.UICollectionLayoutListAppearance) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionLayoutListHeaderMode") init(describing value: CUIKitOpenEnums.UICollectionLayoutListHeaderMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionLayoutListFooterMode") init(describing value: CUIKitOpenEnums.UICollectionLayoutListFooterMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICellAccessoryDisplayedState") init(describing value: CUIKitOpenEnums.UICellAccessoryDisplayedState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICellAccessoryOutlineDisclosureStyle") init(describing value: CUIKitOpenEnums.UICellAccessoryOutlineDisclosureStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIListSeparatorVisibility") init(describing value: CUIKitOpenEnums.UIListSeparatorVisibility) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIButtonConfigurationSize") init(describing value: CUIKitOpenEnums.UIButtonConfigurationSize) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIButtonConfigurationTitleAlignment") init(describing value: CUIKitOpenEnums.UIButtonConfigurationTitleAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIButtonConfigurationCornerStyle") init(describing value: CUIKitOpenEnums.UIButtonConfigurationCornerStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIAttachmentBehaviorType") init(describing value: CUIKitOpenEnums.UIAttachmentBehaviorType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPushBehaviorMode") init(describing value: CUIKitOpenEnums.UIPushBehaviorMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIGestureRecognizerState") init(describing value: CUIKitOpenEnums.UIGestureRecognizerState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIViewContentMode") init(describing value: CUIKitOpenEnums.UIViewContentMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDeviceOrientation") init(describing value: CUIKitOpenEnums.UIDeviceOrientation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIInterfaceOrientation") init(describing value: CUIKitOpenEnums.UIInterfaceOrientation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIUserInterfaceStyle") init(describing value: CUIKitOpenEnums.UIUserInterfaceStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewCellEditingStyle") init(describing value: CUIKitOpenEnums.UITableViewCellEditingStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITouchPhase") init(describing value: CUIKitOpenEnums.UITouchPhase) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing NSTextAlignment") init(describing value: CUIKitOpenEnums.NSTextAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewRowAnimation") init(describing value: CUIKitOpenEnums.UITableViewRowAnimation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIModalPresentationStyle") init(describing value: CUIKitOpenEnums.UIModalPresentationStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIUserInterfaceIdiom") init(describing value: CUIKitOpenEnums.UIUserInterfaceIdiom) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIUserInterfaceSizeClass") init(describing value: CUIKitOpenEnums.UIUserInterfaceSizeClass) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIStackViewAlignment") init(describing value: CUIKitOpenEnums.UIStackViewAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIStackViewDistribution") init(describing value: CUIKitOpenEnums.UIStackViewDistribution) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewCellStyle") init(describing value: CUIKitOpenEnums.UITableViewCellStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewCellAccessoryType") init(describing value: CUIKitOpenEnums.UITableViewCellAccessoryType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewCellSelectionStyle") init(describing value: CUIKitOpenEnums.UITableViewCellSelectionStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIButtonType") init(describing value: CUIKitOpenEnums.UIButtonType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing NSLayoutAttribute") init(describing value: CUIKitOpenEnums.NSLayoutAttribute) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing NSLayoutRelation") init(describing value: CUIKitOpenEnums.NSLayoutRelation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UILayoutConstraintAxis") init(describing value: CUIKitOpenEnums.UILayoutConstraintAxis) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIViewAnimationCurve") init(describing value: CUIKitOpenEnums.UIViewAnimationCurve) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIApplicationState") init(describing value: CUIKitOpenEnums.UIApplicationState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UISceneActivationState") init(describing value: CUIKitOpenEnums.UISceneActivationState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing NSLineBreakMode") init(describing value: CUIKitOpenEnums.NSLineBreakMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing NSRectAlignment") init(describing value: CUIKitOpenEnums.NSRectAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIAccessibilityContrast") init(describing value: CUIKitOpenEnums.UIAccessibilityContrast) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIActivityIndicatorViewStyle") init(describing value: CUIKitOpenEnums.UIActivityIndicatorViewStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIAlertActionStyle") init(describing value: CUIKitOpenEnums.UIAlertActionStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIAlertControllerStyle") init(describing value: CUIKitOpenEnums.UIAlertControllerStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIBarButtonItemStyle") init(describing value: CUIKitOpenEnums.UIBarButtonItemStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIBarButtonSystemItem") init(describing value: CUIKitOpenEnums.UIBarButtonSystemItem) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIBarStyle") init(describing value: CUIKitOpenEnums.UIBarStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIBlurEffectStyle") init(describing value: CUIKitOpenEnums.UIBlurEffectStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionLayoutSectionOrthogonalScrollingBehavior") init(describing value: CUIKitOpenEnums.UICollectionLayoutSectionOrthogonalScrollingBehavior) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionElementCategory") init(describing value: CUIKitOpenEnums.UICollectionElementCategory) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionViewScrollDirection") init(describing value: CUIKitOpenEnums.UICollectionViewScrollDirection) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UICollectionUpdateAction") init(describing value: CUIKitOpenEnums.UICollectionUpdateAction) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIContextMenuInteractionCommitStyle") init(describing value: CUIKitOpenEnums.UIContextMenuInteractionCommitStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIContextualActionStyle") init(describing value: CUIKitOpenEnums.UIContextualActionStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIControlContentHorizontalAlignment") init(describing value: CUIKitOpenEnums.UIControlContentHorizontalAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIControlContentVerticalAlignment") init(describing value: CUIKitOpenEnums.UIControlContentVerticalAlignment) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDatePickerMode") init(describing value: CUIKitOpenEnums.UIDatePickerMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDatePickerStyle") init(describing value: CUIKitOpenEnums.UIDatePickerStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDeviceBatteryState") init(describing value: CUIKitOpenEnums.UIDeviceBatteryState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDisplayGamut") init(describing value: CUIKitOpenEnums.UIDisplayGamut) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIDynamicItemCollisionBoundsType") init(describing value: CUIKitOpenEnums.UIDynamicItemCollisionBoundsType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIEventType") init(describing value: CUIKitOpenEnums.UIEventType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIForceTouchCapability") init(describing value: CUIKitOpenEnums.UIForceTouchCapability) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIImageRenderingMode") init(describing value: CUIKitOpenEnums.UIImageRenderingMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIImageResizingMode") init(describing value: CUIKitOpenEnums.UIImageResizingMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIGraphicsImageRendererFormatRange") init(describing value: CUIKitOpenEnums.UIGraphicsImageRendererFormatRange) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIImageSymbolScale") init(describing value: CUIKitOpenEnums.UIImageSymbolScale) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIImageSymbolWeight") init(describing value: CUIKitOpenEnums.UIImageSymbolWeight) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIImpactFeedbackStyle") init(describing value: CUIKitOpenEnums.UIImpactFeedbackStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UILegibilityWeight") init(describing value: CUIKitOpenEnums.UILegibilityWeight) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIMenuElementState") init(describing value: CUIKitOpenEnums.UIMenuElementState) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIModalTransitionStyle") init(describing value: CUIKitOpenEnums.UIModalTransitionStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UINavigationControllerOperation") init(describing value: CUIKitOpenEnums.UINavigationControllerOperation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UINavigationItemLargeTitleDisplayMode") init(describing value: CUIKitOpenEnums.UINavigationItemLargeTitleDisplayMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UINotificationFeedbackType") init(describing value: CUIKitOpenEnums.UINotificationFeedbackType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPageViewControllerNavigationDirection") init(describing value: CUIKitOpenEnums.UIPageViewControllerNavigationDirection) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPageViewControllerNavigationOrientation") init(describing value: CUIKitOpenEnums.UIPageViewControllerNavigationOrientation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPageViewControllerSpineLocation") init(describing value: CUIKitOpenEnums.UIPageViewControllerSpineLocation) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPageViewControllerTransitionStyle") init(describing value: CUIKitOpenEnums.UIPageViewControllerTransitionStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPressPhase") init(describing value: CUIKitOpenEnums.UIPressPhase) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIPressType") init(describing value: CUIKitOpenEnums.UIPressType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIProgressViewStyle") init(describing value: CUIKitOpenEnums.UIProgressViewStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIScrollViewContentInsetAdjustmentBehavior") init(describing value: CUIKitOpenEnums.UIScrollViewContentInsetAdjustmentBehavior) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UISearchBarStyle") init(describing value: CUIKitOpenEnums.UISearchBarStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UISemanticContentAttribute") init(describing value: CUIKitOpenEnums.UISemanticContentAttribute) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIStatusBarStyle") init(describing value: CUIKitOpenEnums.UIStatusBarStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewCellSeparatorStyle") init(describing value: CUIKitOpenEnums.UITableViewCellSeparatorStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewScrollPosition") init(describing value: CUIKitOpenEnums.UITableViewScrollPosition) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITableViewStyle") init(describing value: CUIKitOpenEnums.UITableViewStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITextBorderStyle") init(describing value: CUIKitOpenEnums.UITextBorderStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITextFieldDidEndEditingReason") init(describing value: CUIKitOpenEnums.UITextFieldDidEndEditingReason) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITextFieldViewMode") init(describing value: CUIKitOpenEnums.UITextFieldViewMode) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITimingCurveType") init(describing value: CUIKitOpenEnums.UITimingCurveType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITouchType") init(describing value: CUIKitOpenEnums.UITouchType) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UITraitEnvironmentLayoutDirection") init(describing value: CUIKitOpenEnums.UITraitEnvironmentLayoutDirection) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIUserInterfaceLayoutDirection") init(describing value: CUIKitOpenEnums.UIUserInterfaceLayoutDirection) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIVibrancyEffectStyle") init(describing value: CUIKitOpenEnums.UIVibrancyEffectStyle) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIViewAnimatingPosition") init(describing value: CUIKitOpenEnums.UIViewAnimatingPosition) { self.init(value.rawValue) }
    @available(*, deprecated, message: "AUDIT-ENUM describing UIViewAnimatingState") init(describing value: CUIKitOpenEnums.UIViewAnimatingState) { self.init(value.rawValue) }
}
