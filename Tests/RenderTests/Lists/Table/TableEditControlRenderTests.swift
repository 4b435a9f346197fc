import Dynamics
import Foundation
import Testing

/// What a table in editing mode draws: a red disc with a white bar at the leading edge of each deletable row, a green
/// one with a white cross for an insertable row, and the row's text moved right beside it.
@Suite struct TableEditControlRenderTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
        func tableView(_ tableView: UITableView,
                       editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == 1 ? .insert : .delete
        }
    }

    /// The leftmost dark (text) pixel in the device-pixel row `y`, in points.
    private func firstInk(_ image: Image, row y: CGFloat, scale: CGFloat, from x: CGFloat) -> CGFloat? {
        var px = Int(x * scale)
        while px < image.width {
            let p = image.pixel(x: px, y: Int(y * scale))
            if p.r < 100 && p.g < 100 && p.b < 100 { return CGFloat(px) / scale }
            px += 1
        }
        return nil
    }

    @Test func editingRowsShowTheirControlsAndMoveTheirText() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 132), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        let before = try render(table, scale: 2)
        let textBefore = try #require(firstInk(before, row: 22, scale: 2, from: 0))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let image = try render(table, scale: 2)
        // Discs 22 pt across, ending where the content starts (38 pt), centred on each row.
        #expect(matches(pixel(image, atPoint: 27, 13, scale: 2), (255, 59, 48), tolerance: 3), "systemRed disc")
        #expect(matches(pixel(image, atPoint: 27, 22, scale: 2), (255, 255, 255), tolerance: 3), "white bar")
        #expect(matches(pixel(image, atPoint: 27, 17, scale: 2), (255, 59, 48), tolerance: 3), "no cross on delete")
        #expect(matches(pixel(image, atPoint: 23, 71, scale: 2), (52, 199, 89), tolerance: 3), "systemGreen disc")
        #expect(matches(pixel(image, atPoint: 27, 61, scale: 2), (255, 255, 255), tolerance: 3), "cross on insert")
        #expect(matches(pixel(image, atPoint: 27, 93, scale: 2), (255, 255, 255)), "no control on a fixed row")
        let textEditing = try #require(firstInk(image, row: 22, scale: 2, from: 40))
        #expect(abs(textEditing - textBefore - 38) <= 0.5, "\(textBefore) → \(textEditing)")
        #expect(firstInk(image, row: 110, scale: 2, from: 0) == firstInk(before, row: 110, scale: 2, from: 0))
    }
}
