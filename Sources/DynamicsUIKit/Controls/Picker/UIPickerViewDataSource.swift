import Foundation

/// Tells a picker view how many wheels (components) it has and how many rows each has, as UIKit's
/// `UIPickerViewDataSource`. Both methods are required.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels) the picker shows side by side.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
