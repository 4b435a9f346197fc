import Dynamics
import Foundation
import Testing

/// The pixels of list collection views in four appearances, rendered side by side at scale 1 (one render for every
/// assertion): backgrounds, row fills, separators and the inset-grouped section's rounded corners.
@Suite struct ListAppearanceRenderTests {
    final class Rows: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            return cell
        }
    }

    static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar]

    /// Four 320×200 lists side by side: plain at x 0, grouped at 320, inset grouped at 640, sidebar at 960.
    private func render() throws -> Image {
        let rows = Rows()
        let runner = SceneRunner(scene: Scene(name: "list-appearances", summary: "", size: CGSize(width: 1280, height: 200),
                                              duration: 1) { context in
            for (index, appearance) in Self.appearances.enumerated() {
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
                let view = UICollectionView(frame: CGRect(x: CGFloat(index) * 320, y: 0, width: 320, height: 200),
                                            collectionViewLayout: layout)
                view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
                view.dataSource = rows
                context.view.addSubview(view)
            }
        }, screenScale: 1)
        runner.advance(to: 0.1)
        return try Renderer().render(runner.window, scale: 1)
    }

    @Test func eachAppearanceDrawsItsBackgroundsSeparatorsAndCorners() throws {
        let image = try render()
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let pixel = image.pixel(x: x, y: y)
            return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        }
        let white = [255, 255, 255], groupedGrey = [242, 242, 247]
        // Plain: white rows from the top, a separator under each from x 16 (the text), none left of it.
        #expect(rgb(100, 20) == white)
        let plainLine = rgb(100, 43)
        #expect(plainLine[0] < 235 && plainLine[0] > 180, "the separator's grey over white: \(plainLine)")
        #expect(rgb(8, 43) == white, "the separator starts at the text")
        // Grouped: 35 points of grouped grey above the section, then white rows edge to edge.
        #expect(rgb(330, 20) == groupedGrey)
        #expect(rgb(325, 50) == white)
        // Inset grouped: grey margins 16 wide, a white section with rounded top corners.
        #expect(rgb(640 + 8, 50) == groupedGrey)
        #expect(rgb(640 + 100, 50) == white)
        #expect(rgb(640 + 16, 35) == groupedGrey, "the top-left corner is cut by the 10-point radius")
        #expect(rgb(640 + 26, 45) == white)
        // The chevron: tertiary label grey 16 points in from the section's trailing edge (x 640 + 304 − 16 − 8).
        let chevron = (920..<928).flatMap { x in (50..<66).map { rgb(x, $0) } }.filter { $0[0] < 240 }
        #expect(!chevron.isEmpty, "the disclosure chevron is drawn")
        // Sidebar: drawn as inset grouped without separators.
        #expect(rgb(960 + 8, 50) == groupedGrey)
        #expect(rgb(960 + 100, 78) == white, "no separator between sidebar rows")
    }
}
