import Foundation
import DynamicsGeometry

/// The space a compositional layout lays a section out in, which a section provider reads to shape the section.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size inside `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The collection view's adjusted content insets, left to right.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The same as `contentInsets` (there are no layout margins to add here).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// The container and environment of a collection view's layout pass.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var container: any NSCollectionLayoutContainer { self }
}
