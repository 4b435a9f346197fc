// Swift 3, in the manner of SnapKit 3.1's Constraint, ConstraintDescription and ConstraintViewDSL.
import Dynamics /* port: import */ // import UIKit

public class Stretch: NSLayoutConstraint {
    public var label: String? { return identifier }
    /* port: override in extension */ override public var description: String { dynamicsPortDescription }
}

final class Described {
    var priority: Float = 1000.0
}

final class Made {
    private let description = Described()
    private var priority: Float = 750
    private var layoutConstraints: [Stretch] = []
    let view = UIView()

    func apply(amount: Float) {
        self.description.priority = amount
        let stretch = Stretch()
        stretch.priority = UILayoutPriority(rawValue: self.priority) /* port: Swift 3 priority */
        for layoutConstraint in self.layoutConstraints {
            let requiredPriority: Float /* port: Swift 3 priority */ = UILayoutPriority.required.rawValue /* port: Swift 3 priority */
            if layoutConstraint.priority.rawValue /* port: Swift 3 priority */ < requiredPriority, self.priority != requiredPriority {
                layoutConstraint.priority = UILayoutPriority(rawValue: self.priority) /* port: Swift 3 priority */
            }
        }
    }

    var huggingPriority: Float {
        get { return self.view.contentHuggingPriority(for: .horizontal).rawValue /* port: Swift 3 priority */ }
        set { self.view.setContentHuggingPriority(UILayoutPriority(rawValue: newValue) /* port: Swift 3 priority */, for: .horizontal) }
    }
}
