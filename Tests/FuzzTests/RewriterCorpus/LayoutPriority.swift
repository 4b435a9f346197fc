// Swift 3 layout priorities as Float.
import UIKit

class Stretcher: UIViewController {
    var priority: UILayoutPriority = UILayoutPriorityDefaultHigh
    let stretch = NSLayoutConstraint()

    override func viewDidLoad() {
        super.viewDidLoad()
        stretch.priority = priority
        if stretch.priority < UILayoutPriorityRequired {
            view.setContentHuggingPriority(UILayoutPriorityDefaultLow, for: .horizontal)
        }
        let resistance = view.contentCompressionResistancePriority(for: .vertical)
        print(resistance, NSLayoutAttribute.top.rawValue)
    }
}
