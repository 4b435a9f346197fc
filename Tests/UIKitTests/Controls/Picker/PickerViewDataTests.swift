import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// UIPickerView without a scene: what it asks its data source and delegate and when, the components' frames from
/// equal shares or the delegate's widths, selected rows kept through reloads, and the default size.
@Suite struct PickerViewAPITests {
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        var log: [String] = []
        var counts = [3, 10]

        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            log.append("components")
            return counts.count
        }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            log.append("rows \(component)")
            return counts[component]
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(component).\(row)"
        }
    }

    /// Two components 60 and 100 wide with 40-point rows, titled by styled text.
    final class SizedModel: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { [60, 100][component] }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
        func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                        forComponent component: Int) -> NSAttributedString? {
            NSAttributedString(string: "\(component).\(row)", attributes: [.foregroundColor: UIColor.red])
        }
    }

    /// The wheels (the subviews holding row views), left to right.
    private func wheels(_ picker: UIPickerView) -> [UIView] {
        picker.subviews.filter { !$0.subviews.isEmpty }.sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test func aPickerAsksItsDataSourceOnceAndSharesTheWidthEqually() {
        let model = Model()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        #expect(model.log.isEmpty, "rows are read lazily, when first needed")
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 10 && picker.numberOfRows(inComponent: 5) == 0)
        #expect(model.log == ["components", "rows 0", "rows 1"])
        picker.layoutIfNeeded()
        // (320 − 2 × 8 − 5) / 2 = 149.5 each, 5 apart, centred.
        #expect(wheels(picker).map(\.frame) == [CGRect(x: 8, y: 0, width: 149.5, height: 216),
                                                 CGRect(x: 162.5, y: 0, width: 149.5, height: 216)])
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 2) == -1)
        #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text == "1.0")
        #expect(model.log.count == 3, "layout asks nothing more of the data source")
    }

    @Test func theDelegatesWidthsAndRowHeightsPlaceTheComponentsAndRows() {
        let model = SizedModel()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(2, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        // 60 + 5 + 100 = 165 wide, centred: from 77.5.
        #expect(wheels(picker).map(\.frame.minX) == [77.5, 142.5])
        #expect(wheels(picker).map(\.frame.width) == [60, 100])
        let middle = picker.view(forRow: 2, forComponent: 1)
        #expect(middle?.bounds.size == CGSize(width: 100, height: 40) && middle?.center.y == 108)
        let label = middle as? UILabel
        #expect(label?.text == "1.2")
        #expect(label?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func reloadingKeepsSelectedRowsThatStillExist() {
        let model = Model()
        let picker = UIPickerView()
        picker.dataSource = model
        picker.selectRow(8, inComponent: 1, animated: false)
        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 8 && picker.selectedRow(inComponent: 0) == 2,
                "a row past the end is the last")
        model.counts = [0, 4]
        model.log = []
        picker.reloadComponent(1)
        #expect(model.log == ["rows 1"])
        #expect(picker.selectedRow(inComponent: 1) == 3 && picker.numberOfRows(inComponent: 0) == 3)
        picker.reloadAllComponents()
        #expect(model.log == ["rows 1", "components", "rows 0", "rows 1"])
        #expect(picker.selectedRow(inComponent: 0) == -1, "a component without rows has no selected row")
    }
}
