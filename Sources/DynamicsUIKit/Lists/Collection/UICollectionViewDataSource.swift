import Foundation

/// What a collection view shows: how many sections and items, and a cell for each item.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A cell for the item, normally from `dequeueReusableCell(withReuseIdentifier:for:)`, configured for it.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A view for the supplementary element (header, footer…) of `kind` at `indexPath`, normally from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Unless implemented, no view is shown.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No view: the collection view shows nothing for the element.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UnsuppliedSupplementaryView(frame: .zero)
    }
}
