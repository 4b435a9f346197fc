import DynamicsGeometry
import Foundation

/// What a container of controllers asks of its children and tells them, as UIKit's protocol of that name:
/// `UIViewController` adopts it.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
    /// The size the content would like (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// Told when a child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Told when the Auto Layout fitting size of a child's view changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets inside `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer,
              withParentContainerSize parentSize: CGSize) -> CGSize
    /// Told before the container's size changes (a rotation), with the coordinator running the change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Told before the container's traits change (a rotation that changes a size class), with the coordinator.
    func willTransition(to newCollection: UITraitCollection,
                        with coordinator: any UIViewControllerTransitionCoordinator)
}
