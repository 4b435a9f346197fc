import Dynamics

// The classes the compiled fixtures (Compiled*Storyboard.swift, CompiledControllerNib.swift) name, written as
// `dynamics port` leaves an app's code: Periphery's test app's controllers and view, logging their actions.

/// The storyboard fixture's controller.
final class StoryboardViewController: UIViewController {
    weak var button: UIButton!
    @IBInspectable var cornerRadius: CGFloat = 0
    var clicks: [String] = []
    @IBAction func click(_ sender: Any) { clicks.append("click:") }
}

/// The xib fixture's File's Owner: one action for each way Swift names a selector.
final class XibViewController: UIViewController {
    weak var button: UIButton!
    @IBInspectable var controllerProperty: UIColor?
    var clicks: [String] = []
    @IBAction func click(_ sender: Any) { clicks.append("click:") }
    @IBAction func clickFromSubclass(_ sender: Any) { clicks.append("clickFromSubclass:") }
    @IBAction func clickWithNamedParam(sender: Any) { clicks.append("clickWithNamedParamWithSender:") }
    func clickNoParams() { clicks.append("clickNoParams") }
    @IBAction func click(for sender: Any) { clicks.append("clickFor:") }
}

/// The xib fixture's top-level view.
final class XibView: UIView {
    @IBInspectable var viewProperty: UIColor?
    var awakenings = 0
    override func awakeFromNib() { awakenings += 1 }
}

extension UIView {
    /// The xib fixture's inspectable that an extension adds to every view.
    @IBInspectable var customBorderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }
}
