import Foundation
import Dynamics

/// A data source of `counts[section]` items per section whose cells are `CountingCell`s named "s-i".
final class NumberedItems: UICollectionViewDataSource {
    var counts: [Int]
    /// Every index path the collection view asked a cell for, in order.
    var requested: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requested.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
}

/// A cell that counts how often it was created and reused.
final class CountingCell: UICollectionViewCell {
    /// Cells created on this thread: tests run side by side, each synchronous test on one thread.
    static var created: Int {
        get { Thread.current.threadDictionary["CountingCell.created"] as? Int ?? 0 }
        set { Thread.current.threadDictionary["CountingCell.created"] = newValue }
    }
    var reuses = 0
    var applied: UICollectionViewLayoutAttributes?

    required init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.created += 1
    }

    override func prepareForReuse() { reuses += 1 }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied = layoutAttributes }
}

/// A collection view of `frame` with a flow layout, `CountingCell` registered as "cell" and `source`.
func makeCollectionView(frame: CGRect, layout: UICollectionViewLayout, source: NumberedItems) -> UICollectionView {
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    return collectionView
}
