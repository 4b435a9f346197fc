import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// `performBatchUpdates` and the single-change calls: cells stay with their items, the layout's update hooks are
/// called in UIKit's order, cells animate from the initial to the final attributes over 0.3 s, and counts that do
/// not match the changes stop the program with UIKit's message.
@Suite(.serialized) struct BatchUpdateTests {
    /// A 320×480 list of 50-point rows, 10 apart (row n centred at y = 25 + 60n).
    private func makeList(_ source: NumberedItems, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
        -> UICollectionView {
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 10
        return makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, source: source)
    }

    private func names(_ view: UICollectionView) -> [String?] { view.visibleCells.map(\.accessibilityIdentifier) }

    @Test func anInsertedItemFadesInWhileTheItemsBelowSlideDown() throws {
        let source = NumberedItems([3])
        let view = makeList(source)
        let below = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let clock = AnimationClock()
        var finished: Bool?
        source.counts = [4]
        clock.withCurrent {
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 1, section: 0)]) }) { finished = $0 }
        }
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === below, "the cell stays with its item")
        #expect(below.center == CGPoint(x: 160, y: 145), "the model value is the new place at once")
        let arriving = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(arriving.accessibilityIdentifier == "0-1" && arriving !== below)
        clock.withCurrent { clock.advance(to: 0) }
        #expect(below.layer.presentation()?.position == CGPoint(x: 160, y: 85))
        #expect(arriving.layer.presentation()?.opacity == 0)
        #expect(arriving.layer.presentation()?.position == CGPoint(x: 160, y: 85), "it fades in place")
        clock.withCurrent { clock.advance(to: 0.15) }
        // Half the time of UIKit's ease-in-out curve is half the way.
        let y = try #require(below.layer.presentation()?.position.y)
        #expect(abs(y - 115) < 0.5)
        let opacity = try #require(arriving.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.01)
        #expect(finished == nil)
        clock.withCurrent { clock.advance(to: 0.3) }
        #expect(finished == true)
        #expect(below.layer.presentation()?.position == CGPoint(x: 160, y: 145))
    }

    @Test func aDeletedItemFadesOutInPlaceThenGoesToTheReusePool() throws {
        let source = NumberedItems([3])
        let view = makeList(source)
        let leaving = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let clock = AnimationClock()
        source.counts = [2]
        clock.withCurrent { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(names(view) == ["0-1", "0-2"])
        #expect(view.visibleCells[0].center == CGPoint(x: 160, y: 25))
        clock.withCurrent { clock.advance(to: 0.15) }
        #expect(leaving.superview === view)
        let opacity = try #require(leaving.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.01)
        #expect(leaving.layer.presentation()?.position == CGPoint(x: 160, y: 25))
        clock.withCurrent { clock.advance(to: 0.31) }
        #expect(leaving.superview == nil)
    }

    @Test func movesKeepCellsAndTheOthersFillTheFreeSlotsInOrder() throws {
        let source = NumberedItems([4, 2])
        let view = makeList(source)
        let cells = view.visibleCells
        // Without a clock nothing animates: the result shows at once and the completion runs with true.
        var finished = false
        source.counts = [2, 4]
        view.performBatchUpdates({
            // Destinations are index paths after the update: old section 0 is section 1 then.
            view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
            view.moveSection(1, toSection: 0)
        }) { finished = $0 }
        #expect(finished)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[4], "section 1 moved to the top")
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[5])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) === cells[1])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 1)) === cells[2])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 1)) === cells[0], "the moved item")
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 1)) === cells[3])
        #expect(source.requested.count == 6, "no cell was asked for again")
    }

    @Test func insertedSectionsAndReloadedItemsGetNewCells() throws {
        let source = NumberedItems([2])
        let view = makeList(source)
        let cells = view.visibleCells
        source.counts = [1, 2]
        view.performBatchUpdates {
            view.insertSections(IndexSet(integer: 0))
            view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }
        // The kept cell keeps the name it was made with; the new section's and the reloaded item's cells are new.
        #expect(names(view) == ["0-0", "0-0", "1-1"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) === cells[0])
        #expect(source.requested.suffix(2) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)])
    }

    @Test func theLayoutHooksAreCalledInUIKitsOrder() throws {
        let source = NumberedItems([3])
        let layout = RecordingFlowLayout()
        let view = makeList(source, layout: layout)
        layout.log = []
        let clock = AnimationClock()
        clock.withCurrent {
            view.performBatchUpdates({
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { _ in layout.log.append("completion") })
        }
        #expect(layout.log == [
            "prepare",
            "prepare(forCollectionViewUpdates:) delete (0-0), insert (0-2)",
            "initial (0-0)", "initial (0-1)", "initial (0-2)",
            "final (0-0)",
            "finalize",
        ])
        // The defaults: a staying item starts at its old place, an inserted one fades in at its new place, a
        // deleted one fades out at its old place.
        #expect(layout.initial[IndexPath(item: 0, section: 0)]?.center == CGPoint(x: 160, y: 85))
        #expect(layout.initial[IndexPath(item: 2, section: 0)]?.center == CGPoint(x: 160, y: 145))
        #expect(layout.initial[IndexPath(item: 2, section: 0)]?.alpha == 0)
        #expect(layout.final[IndexPath(item: 0, section: 0)]?.center == CGPoint(x: 160, y: 25))
        #expect(layout.final[IndexPath(item: 0, section: 0)]?.alpha == 0)
        clock.withCurrent { clock.advance(to: 0.3) }
        #expect(layout.log.last == "completion")
    }

    @Test func customInitialAttributesAreWhereArrivingCellsStart() throws {
        let source = NumberedItems([2])
        let layout = DropInLayout()
        let view = makeList(source, layout: layout)
        let clock = AnimationClock()
        source.counts = [3]
        clock.withCurrent { view.insertItems(at: [IndexPath(item: 2, section: 0)]) }
        let arriving = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        clock.withCurrent { clock.advance(to: 0) }
        #expect(arriving.layer.presentation()?.position == CGPoint(x: 160, y: -100))
        #expect(arriving.layer.presentation()?.transform.a == 0.5)
        #expect(arriving.layer.presentation()?.opacity == 1)
        clock.withCurrent { clock.advance(to: 0.3) }
        #expect(arriving.layer.presentation()?.position == CGPoint(x: 160, y: 145))
        #expect(arriving.layer.presentation()?.transform.a == 1)
    }

    @Test func anInconsistentUpdateStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let source = NumberedItems([3])
            let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          layout: UICollectionViewFlowLayout(), source: source)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let reason = """
            'NSInternalInconsistencyException', reason: 'Invalid update: invalid number \
            of items in section 0. The number of items contained in an existing section after the update (3) must \
            be equal to the number of items contained in that section before the update (3), plus or minus the \
            number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the \
            number of items moved into or out of that section (0 moved in, 0 moved out).'
            """
        #expect(standardError.contains(reason))
    }

    @Test func anUpdateNamingAMissingItemStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let source = NumberedItems([3])
            let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          layout: UICollectionViewFlowLayout(), source: source)
            source.counts = [2]
            view.deleteItems(at: [IndexPath(item: 5, section: 0)])
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("reason: 'attempt to delete item 5 from section 0 which only contains 3 items "
            + "before the update'"))
    }

    @Test func aDiffableApplyGoesThroughTheLayoutsUpdateHooks() throws {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        layout.log = []
        snapshot.deleteItems(["b"])
        snapshot.moveItem("d", beforeItem: "a")
        snapshot.appendItems(["e"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(layout.log.first == "prepare")
        #expect(layout.log.dropFirst().first == "prepare(forCollectionViewUpdates:) delete (0-1), insert (0-3), "
            + "move (0-0)->(0-1), move (0-2)->(0-2), move (0-3)->(0-0)")
        #expect(layout.log.last == "finalize")
    }
}

/// A flow layout writing down the update hooks the collection view calls, and what the defaults answered.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var initial: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var final: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        func text(_ path: IndexPath?) -> String { path.map { "(\($0.section)-\($0.item))" } ?? "" }
        let items = updateItems.map { item -> String in
            switch item.updateAction {
            case .insert: "insert \(text(item.indexPathAfterUpdate))"
            case .delete: "delete \(text(item.indexPathBeforeUpdate))"
            case .move: "move \(text(item.indexPathBeforeUpdate))->\(text(item.indexPathAfterUpdate))"
            case .reload: "reload \(text(item.indexPathBeforeUpdate))"
            case .none: "none"
            @unknown default: "action \(item.updateAction.rawValue)"
            }
        }
        log.append("prepare(forCollectionViewUpdates:) " + items.joined(separator: ", "))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial (\(itemIndexPath.section)-\(itemIndexPath.item))")
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        initial[itemIndexPath] = attributes
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final (\(itemIndexPath.section)-\(itemIndexPath.item))")
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        final[itemIndexPath] = attributes
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }
}

/// Inserted items drop in from above the top edge at half size, as custom layouts do in these hooks.
private final class DropInLayout: UICollectionViewFlowLayout {
    private var inserted: [IndexPath] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard inserted.contains(itemIndexPath) else { return attributes }
        attributes?.alpha = 1
        attributes?.center = CGPoint(x: 160, y: -100)
        attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }
}
