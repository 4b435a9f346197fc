import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

extension UILayoutPriority {
    /// An app's own priority offset, clamped to 0…1000, as iOS code declares it (Tinder's Layout does): UIKit has
    /// no `+` for priorities, so this file would not compile (an ambiguous `+`) if Dynamics declared one.
    fileprivate static func + (priority: UILayoutPriority, offset: Float) -> UILayoutPriority {
        UILayoutPriority(min(max(priority.rawValue + offset, 0), 1000))
    }
}

/// Auto Layout API whose shape code written for iOS relies on: the plain `NSLayoutConstraint()`, overridable
/// update-constraints requests, `NSDirectionalEdgeInsets()`, and priorities without arithmetic of UIKit's own.
@Suite struct LayoutAPIShapeTests {
    @Test func aPlainConstraintRelatesNothingAndKeepsWhatIsSetOnIt() {
        let constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0)
        #expect(constraint.priority == .required && !constraint.isActive)
        constraint.priority = .defaultHigh
        constraint.constant = 12
        #expect(constraint.priority.rawValue == 750 && constraint.constant == 12)
        #expect(constraint.secondAnchor == nil)
    }

    @Test func anAppsPriorityArithmeticIsItsOwn() {
        #expect((UILayoutPriority.defaultHigh + 200).rawValue == 950)
        #expect((UILayoutPriority.defaultHigh + 501).rawValue == 1000)
    }

    @Test func directionalInsetsStartAtZero() {
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets() == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func aSubclassOverridesTheUpdateConstraintsRequestsAndTheLayoutPassKeepsItsOwn() {
        final class Counting: UIView {
            var requests = 0, runs = 0, updates = 0
            override func setNeedsUpdateConstraints() {
                requests += 1
                super.setNeedsUpdateConstraints()
            }
            override func updateConstraintsIfNeeded() {
                runs += 1
                super.updateConstraintsIfNeeded()
            }
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        final class Silent: UIView {
            var requests = 0
            override func setNeedsUpdateConstraints() { requests += 1 }
            override func needsUpdateConstraints() -> Bool { true }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counting = Counting(), silent = Silent()
        root.addSubview(counting)
        root.addSubview(silent)
        #expect(counting.requests == 0 && counting.runs == 0 && silent.requests == 0)
        counting.setNeedsUpdateConstraints()
        #expect(counting.requests == 1 && counting.needsUpdateConstraints())
        // The layout pass runs the update pass itself, as UIKit's private pass does: the public method is not called.
        root.layoutIfNeeded()
        #expect(counting.runs == 0 && counting.updates == 1 && !counting.needsUpdateConstraints())
        counting.setNeedsUpdateConstraints()
        counting.updateConstraintsIfNeeded()
        #expect(counting.requests == 2 && counting.runs == 1 && counting.updates == 2)
        // An override that does not call super asks for nothing: the pass does not update the view.
        silent.setNeedsUpdateConstraints()
        #expect(silent.requests == 1 && silent.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(counting.updates == 2)
    }
}
