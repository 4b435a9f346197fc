import Foundation
import DynamicsGeometry

/// A finger turning one picker wheel: it turns the wheel by the distance it moved, one row per row height (no
/// fling: scripted drags end where they are written to end), and when it lifts the wheel settles on the row nearest
/// the middle — or, for a tap that did not move, brings the tapped row to the middle, as iOS does.
@MainActor struct PickerWheelDrag {
    /// How far a finger may move, in points, and still count as a tap.
    static let tapSlop: CGFloat = 4

    let wheel: PickerWheel
    private let startY: CGFloat
    private let startOffset: CGFloat
    private var moved: CGFloat = 0

    /// A finger went down at `y` (in the control) on `wheel`.
    init(wheel: PickerWheel, y: CGFloat) {
        self.wheel = wheel
        startY = y
        startOffset = wheel.offset
    }

    /// The finger is at `y`: later rows come up as it moves up, never past the first or last reachable row.
    mutating func move(to y: CGFloat) {
        var offset = startOffset + (startY - y) / wheel.rowHeight
        if let rows = wheel.rows {
            let last = max(rows.upperBound - 1, rows.lowerBound)
            offset = min(max(offset, CGFloat(rows.lowerBound - wheel.selectedRow)), CGFloat(last - wheel.selectedRow))
        }
        wheel.offset = offset
        moved = max(moved, abs(y - startY))
        wheel.layoutRows()
    }

    /// The finger is where the first of `touches` is in `view` (the control).
    mutating func follow(_ touches: Set<UITouch>, in view: UIView) {
        guard let point = touches.first?.location(in: view) else { return }
        move(to: point.y)
    }

    /// The finger lifted at `y`, with the wheel's middle at `middle` (both in the control): the wheel now has the row
    /// it settles on as `selectedRow` and the remaining turn as `offset`, its rows still where the finger left them.
    /// Returns the row.
    func lift(at y: CGFloat, middle: CGFloat) -> Int {
        let steps = moved < Self.tapSlop ? ((y - middle) / wheel.rowHeight).rounded() : wheel.offset.rounded()
        let row = wheel.clamp(wheel.selectedRow + Int(steps))
        wheel.offset -= CGFloat(row - wheel.selectedRow)
        wheel.selectedRow = row
        UIView.performWithoutAnimation { wheel.layoutRows() }
        return row
    }
}
