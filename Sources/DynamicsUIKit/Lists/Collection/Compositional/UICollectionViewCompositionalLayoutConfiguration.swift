import Foundation
import DynamicsGeometry

/// What a compositional layout applies across its sections: the space between them. (The layout scrolls
/// vertically; a horizontal main direction is not available here.)
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    /// The space between one section and the next.
    open var interSectionSpacing: CGFloat = 0 {
        didSet {
            guard !interSectionSpacing.isFinite else { return }
            reportInvalidLayoutValue("interSectionSpacing", interSectionSpacing)
            interSectionSpacing = oldValue
        }
    }

    /// A configuration with UIKit's defaults.
    public init() {}
}
