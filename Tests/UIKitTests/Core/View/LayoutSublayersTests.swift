import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// `UIView.layoutSublayers(of:)`, the layer-delegate hook views lay out through.
@MainActor @Suite struct LayoutSublayersTests {
    /// farhad01's `PopupIndicatorView`: two bars placed from the layer's bounds, no call to `super`.
    final class Indicator: UIView {
        let left = CALayer()
        let right = CALayer()
        var subviewLayouts = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(left)
            layer.addSublayer(right)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSublayers(of layer: CALayer) {
            let width = layer.bounds.width * 0.6
            left.frame = CGRect(x: 0, y: (layer.bounds.height - 6) / 2, width: width, height: 6)
            right.frame = CGRect(x: layer.bounds.width - width, y: (layer.bounds.height - 6) / 2, width: width, height: 6)
        }
        override func layoutSubviews() { subviewLayouts += 1 }
    }

    final class Counting: UIView {
        var calls: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            calls.append("sublayers")
            super.layoutSublayers(of: layer)
        }
        override func layoutSubviews() { calls.append("subviews") }
    }

    final class Controller: UIViewController {
        var calls: [String] = []
        override func loadView() { view = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        override func viewWillLayoutSubviews() { calls.append("will") }
        override func viewDidLayoutSubviews() { calls.append("did") }
    }

    @Test func anOverridePlacesSublayersFromTheLayersBoundsAndReplacesLayoutSubviews() {
        let indicator = Indicator(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        indicator.setNeedsLayout()
        indicator.layoutIfNeeded()
        #expect(indicator.left.frame == CGRect(x: 0, y: 17, width: 24, height: 6))
        #expect(indicator.right.frame == CGRect(x: 16, y: 17, width: 24, height: 6))
        #expect(indicator.subviewLayouts == 0)
        indicator.bounds.size = CGSize(width: 100, height: 20)
        indicator.layoutIfNeeded()
        #expect(indicator.right.frame == CGRect(x: 40, y: 7, width: 60, height: 6))
    }

    @Test func superRunsTheControllersHooksAroundLayoutSubviews() {
        let controller = Controller()
        let view = controller.view as! Counting
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls == ["sublayers", "subviews"])
        #expect(controller.calls == ["will", "did"])
    }
}
