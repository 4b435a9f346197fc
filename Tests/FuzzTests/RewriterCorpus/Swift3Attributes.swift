// Swift 3 attribute names, String.characters and an animations closure with a parameter.
import UIKit

func title(_ text: String, in label: UILabel) {
    let attributes = [NSFontAttributeName: UIFont.systemFont(ofSize: 18, weight: UIFontWeightBold),
                      NSForegroundColorAttributeName: UIColor.white] as [String: Any]
    label.attributedText = NSAttributedString(string: text, attributes: attributes)
    if text.characters.count > 10 {
        label.adjustsFontSizeToFitWidth = true
    }
    UIView.animate(withDuration: 0.3, delay: 0, options: UIViewAnimationOptions.curveEaseIn, animations: { _ in
        label.alpha = 1
    }, completion: nil)
}
