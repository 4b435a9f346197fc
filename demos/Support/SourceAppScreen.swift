import Dynamics
import Foundation

/// One screen of a source app whose demos were pushed from a list onto a navigation controller: `viewDidLoad`
/// runs the demo's code on the controller's loaded (white) view, as the source's controller did in its own.
final class SourceAppScreen: UIViewController {
    private let load: (UIView) -> Void

    /// A screen titled `title` whose `viewDidLoad` hands the view to `load`.
    init(title: String?, load: @escaping (UIView) -> Void) {
        self.load = load
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// There are no storyboard archives to decode a demo screen from.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        load(view)
    }
}

extension SceneContext {
    /// Shows `screen` as the source apps did: pushed, without animation, over their list screen (titled
    /// `listTitle`) on a navigation controller that is the window's root controller, under a status bar that
    /// follows the controllers. The bar covers the top 64 points of the screen's full-window view, as iOS's
    /// translucent bar does, so frames keep being measured from the screen's top.
    func show(_ screen: UIViewController, pushedOverListTitled listTitle: String?) {
        let list = UIViewController()
        list.title = listTitle
        let navigationController = UINavigationController(rootViewController: list)
        navigationController.pushViewController(screen, animated: false)
        statusBar = .automatic
        window.rootViewController = navigationController
    }
}
