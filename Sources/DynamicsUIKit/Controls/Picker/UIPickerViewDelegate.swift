import Foundation
import DynamicsGeometry

/// Gives a picker view its rows' contents and sizes and hears which row a finger picked, as UIKit's
/// `UIPickerViewDelegate`. Every method is optional; the defaults are what UIKit does when a delegate leaves a method
/// out: components share the width equally, rows are 32 points tall, and a row shows its attributed title, else its
/// plain title, centred in the picker's font.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`, in points; an equal share of the picker's width unless implemented.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`, in points; 32 unless implemented.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The text of a row; nil (an empty row) unless implemented.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled text of a row, shown instead of `titleForRow` when not nil; nil unless implemented.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?
    /// The view that shows a row, sized to the row (`rowSize(forComponent:)`); unless implemented, a centred label
    /// with the row's title. `view` is always nil, as on iOS 7 and later, which never hand a row view back.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView
    /// A finger turned `component` to `row` and the wheel came to rest there (not called for `selectRow`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// An equal share of the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.equalComponentWidth
    }
    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// No styled title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// A centred label with the row's attributed title, else its title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        let label = PickerWheel.rowLabel(self.pickerView(pickerView, titleForRow: row, forComponent: component),
                                         fontSize: UIPickerView.titleFontSize)
        if let styled = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        }
        return label
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
