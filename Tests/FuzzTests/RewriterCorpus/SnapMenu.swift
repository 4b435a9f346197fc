// A snapping menu with a bar button item and Swift 4.1 view controller containment.
import UIKit

class SnapMenu: UIViewController {
    let menu = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var animator: UIDynamicAnimator?
    let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(toggle))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: UIBarButtonItemStyle.plain, target: self, action: #selector(close(_:)))
        view.addSubview(menu)
        view.bringSubview(toFront: menu)
        addChildViewController(child)
        child.didMove(toParentViewController: self)
        animator = UIDynamicAnimator(referenceView: view)
    }

    @objc func toggle() {
        let snap = UISnapBehavior(item: menu, snapTo: CGPoint(x: view.bounds.midX, y: 150))
        snap.damping = 0.4
        animator?.removeAllBehaviors()
        animator?.addBehavior(snap)
    }

    @objc func close(_ sender: UIBarButtonItem) {
        child.willMove(toParentViewController: nil)
        child.removeFromParentViewController()
        view.sendSubview(toBack: menu)
    }
}
