import Dynamics

extension UIDynamicAnimator {
    /// The springy-list lag shared by the collection-view demos: as `collectionView` scrolls to `newBounds`, every
    /// attachment-held item moves by the scroll delta scaled by its distance from the finger over
    /// `resistanceDistance` (capped at the delta), so far items lag and spring back.
    func lagSprings(of collectionView: UICollectionView, scrollingTo newBounds: CGRect, resistanceDistance: CGFloat) {
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in behaviors {
            guard let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
            let distance = abs(touch.y - spring.anchorPoint.y) + abs(touch.x - spring.anchorPoint.x)
            let resistance = distance / resistanceDistance
            let shift = delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center.y += shift
            updateItem(usingCurrentState: item)
        }
    }
}
