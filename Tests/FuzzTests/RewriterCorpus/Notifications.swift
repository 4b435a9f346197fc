// Notification observers and delayed performs by selector.
import UIKit

class Listener: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        perform(#selector(fade), with: nil, afterDelay: 1.5)
        self.perform(#selector(shake(_:)), with: view)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        view.frame.origin.y = -100
    }

    @objc func fade() {
        UIView.animate(withDuration: 1) { self.view.alpha = 0 }
    }

    @objc func shake(_ target: UIView) {
        target.transform = CGAffineTransform(translationX: 4, y: 0)
    }
}
