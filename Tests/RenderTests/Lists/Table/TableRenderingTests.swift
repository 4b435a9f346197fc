import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// A plain table's empty-row separators on screen: where the rows end and every row height below, following
/// scrolling, as iOS draws them.
@Suite struct TableRenderingTests {
    private final class OneRow: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test func emptyRowSeparatorsAreDrawnBelowTheLastRowAndScrollWithIt() throws {
        let canvas = makeCanvas()
        let source = OneRow()
        let table = UITableView(frame: canvas.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.separatorColor = .red
        canvas.addSubview(table)
        canvas.layoutIfNeeded()
        // At 2× a separator is the device-pixel row just above each row's end: 44, 88, 132, 176.
        var image = try render(canvas, scale: 2)
        for end in [44.0, 88, 132, 176] {
            #expect(matches(pixel(image, atPoint: 100, end - 0.25, scale: 2), (255, 0, 0)), "\(end)")
            #expect(matches(pixel(image, atPoint: 100, end - 0.75, scale: 2), (255, 255, 255)), "\(end)")
            // Inset 16 pt from the left.
            #expect(matches(pixel(image, atPoint: 8, end - 0.25, scale: 2), (255, 255, 255)), "\(end)")
        }
        table.contentOffset = CGPoint(x: 0, y: 30)
        canvas.layoutIfNeeded()
        image = try render(canvas, scale: 2)
        for end in [58.0, 102, 146, 190] {
            #expect(matches(pixel(image, atPoint: 100, end - 0.25, scale: 2), (255, 0, 0)), "\(end)")
        }
        #expect(matches(pixel(image, atPoint: 100, 88 - 0.25, scale: 2), (255, 255, 255)))
        _ = source
    }
}
