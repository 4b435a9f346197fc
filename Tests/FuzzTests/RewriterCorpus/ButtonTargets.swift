// Buttons wired with target-action, in Swift 4.1 names.
import UIKit

final class ControlPanel: UIView {
    let start = UIButton(type: UIButtonType.system)
    let stop = UIButton(type: .custom)
    var lastEvents: UIControlEvents?
    var state: UIControlState = .normal

    override init(frame: CGRect) {
        super.init(frame: frame)
        start.setTitle("Start", for: UIControlState.normal)
        start.addTarget(self, action: #selector(started(_:)), for: .touchUpInside)
        stop.addTarget(self, action: #selector(stopped), for: UIControlEvents.touchUpInside)
        addSubview(start)
        addSubview(stop)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func started(_ sender: UIButton) {
        lastEvents = .touchUpInside
        stop.removeTarget(self, action: #selector(stopped), for: .touchUpInside)
    }

    @objc private func stopped() {
        start.isEnabled = true
    }
}
