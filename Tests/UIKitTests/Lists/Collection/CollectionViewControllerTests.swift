import DynamicsGeometry
import Foundation
import Testing
@testable import DynamicsUIKit

/// `UICollectionViewController`: its view is a collection view made with the layout it was given, whose data
/// source and delegate it is (subclasses override the protocol methods, as on iOS), and which clears the selection
/// when the view is about to appear unless told not to.
@Suite struct CollectionViewControllerTests {
    /// Seven 100×40 items, each a cell with a label; selections are logged.
    final class Squares: UICollectionViewController {
        var selected: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    private func squares() -> (Squares, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let controller = Squares(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.collectionView.layoutIfNeeded()
        return (controller, layout)
    }

    @Test func theViewIsACollectionViewWithTheGivenLayout() throws {
        let (controller, layout) = squares()
        let collection = try #require(controller.collectionView)
        #expect(controller.view === collection)
        #expect(collection.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(collection.numberOfItems(inSection: 0) == 7)
        // Three 100-point items to a 320-point row, 10 apart: the fourth starts the second row, the fifth is beside it.
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 110, y: 50, width: 100, height: 40))
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test func theSelectionIsClearedWhenTheViewWillAppear() throws {
        let (controller, _) = squares()
        let collection = try #require(controller.collectionView)
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems == nil)

        controller.clearsSelectionOnViewWillAppear = false
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func editingAndTheDefaultLayout() throws {
        let (controller, layout) = squares()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.collectionView.isEditing)
        #expect(controller.collectionViewLayout === layout)
        #expect(UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }
}
