import DynamicsGeometry
import DynamicsUIKit
/// Views are dynamic items, as in UIKit: the animator moves their `center` (in their superview's coordinates,
/// converted to the reference view's) and turns their `transform`.
extension UIView: UIDynamicItem {}
