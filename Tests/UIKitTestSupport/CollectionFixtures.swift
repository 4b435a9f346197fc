import Foundation
import DynamicsGeometry
import DynamicsUIKit

// Fixtures shared by the tests of the views layer and of the UIKit Dynamics layer's collection-view animator.

/// A data source of `counts[section]` items per section whose cells are `CountingCell`s named "s-i".
public final class NumberedItems: UICollectionViewDataSource {
    /// Items per section.
    public var counts: [Int]
    /// Every index path the collection view asked a cell for, in order.
    public var requested: [IndexPath] = []

    /// A source of `counts[section]` items per section.
    public init(_ counts: [Int]) { self.counts = counts }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requested.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
}

/// A cell that counts how often it was created and reused.
public final class CountingCell: UICollectionViewCell {
    /// Cells created on this thread: tests run side by side, each synchronous test on one thread.
    public static var created: Int {
        get { Thread.current.threadDictionary["CountingCell.created"] as? Int ?? 0 }
        set { Thread.current.threadDictionary["CountingCell.created"] = newValue }
    }
    /// How often the cell was prepared for reuse.
    public var reuses = 0
    /// The attributes last applied.
    public var applied: UICollectionViewLayoutAttributes?

    /// A cell of `frame`, counted in `created`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.created += 1
    }

    /// Not made from archives: there are none here.
    public required init?(coder: NSCoder) { nil }

    public override func prepareForReuse() { reuses += 1 }
    public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied = layoutAttributes }
}

/// A collection view of `frame` with a flow layout, `CountingCell` registered as "cell" and `source`.
public func makeCollectionView(frame: CGRect, layout: UICollectionViewLayout, source: NumberedItems) -> UICollectionView {
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    return collectionView
}
