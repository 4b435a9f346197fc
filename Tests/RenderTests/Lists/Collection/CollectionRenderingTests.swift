import Dynamics
import Foundation
import Testing

/// Collection views drawn: headers, decoration views and cells where the layout put them, in their stacking order.
@Suite struct CollectionRenderingTests {
    /// Red headers 30 tall, blue 100×40 cells, a green backdrop view behind the cells.
    private final class Source: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .blue
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.backgroundColor = .red
            return view
        }
    }

    @Test func headersAndCellsAreDrawnWhereTheFlowLayoutPutsThem() throws {
        let canvas = makeCanvas(width: 200, height: 200)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: canvas.bounds, collectionViewLayout: layout)
        view.backgroundColor = .white
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        let source = Source()
        view.dataSource = source
        canvas.addSubview(view)
        let image = try render(canvas, scale: 2)
        // Section 0: header 0…30, items (centred, 50…150) at 30…70 and 80…120; section 1: header 120…150, item at 150.
        #expect(matches(pixel(image, atPoint: 10, 15, scale: 2), (255, 0, 0)), "header 0 across the whole width")
        #expect(matches(pixel(image, atPoint: 190, 15, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 100, 50, scale: 2), (0, 0, 255)), "item 0")
        #expect(matches(pixel(image, atPoint: 20, 50, scale: 2), (255, 255, 255)), "beside the centred item")
        #expect(matches(pixel(image, atPoint: 100, 75, scale: 2), (255, 255, 255)), "line spacing")
        #expect(matches(pixel(image, atPoint: 100, 135, scale: 2), (255, 0, 0)), "header 1")
        #expect(matches(pixel(image, atPoint: 100, 170, scale: 2), (0, 0, 255)), "section 1's first item")
        withExtendedLifetime(source) {}
    }
}
