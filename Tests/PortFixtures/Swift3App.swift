// Swift 3, in the manner of DiSCO CLiCKeR's OutlinedText, AppDelegate and ViewController.
import Dynamics /* port: import */ // import UIKit

class Outlined: UILabel {
    var outlineWidth: CGFloat = 1
    override func drawText(in rect: CGRect) {
        let strokeTextAttributes = [
            NSAttributedString.Key.strokeColor /* port: Swift 4 name */ : UIColor.white,
            NSAttributedString.Key.strokeWidth /* port: Swift 4 name */ : -1 * outlineWidth,
            ] as [NSAttributedString.Key /* port: Swift 4 name */ : Any]
        self.attributedText = NSAttributedString(string: self.text ?? "", attributes: strokeTextAttributes)
        let typed: [NSAttributedString.Key /* port: Swift 4 name */: Any] = [NSAttributedString.Key.font /* port: Swift 4 name */: UIFont.systemFont(ofSize: 12, weight: UIFont.Weight.bold /* port: Swift 4 name */)]
        _ = typed
        super.drawText(in: rect)
    }
}

func fade(_ title: UILabel, launchOptions: [UIApplication.LaunchOptionsKey /* port: Swift 4.2 name */: Any]?) -> Int {
    UIView.animate(withDuration: 2, animations: { /* port: Swift 3 syntax */
        title.alpha = 0
    }, completion: { view in
        title.removeFromSuperview()
    })
    UIView.animate(withDuration: 1, delay: 0, options: UIView.AnimationOptions /* port: Swift 4.2 name */.curveEaseIn, animations: { /* port: Swift 3 syntax */
        title.alpha = 1
    }, completion: nil)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: { /* port: Swift 3 syntax */
        title.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    })
    animator.startAnimation()
    return (title.text ?? "") /* port: Swift 3 syntax */.count
}
