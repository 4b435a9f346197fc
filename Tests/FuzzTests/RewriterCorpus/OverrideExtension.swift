// Overrides written in an extension of a class of the same file.
import UIKit

class CardView: UIView {
    var elasticity: CGFloat = 0.6
}

extension CardView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 10
    }

    override var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        return .ellipse
    }
}

extension CardView: UIDynamicItem {}
