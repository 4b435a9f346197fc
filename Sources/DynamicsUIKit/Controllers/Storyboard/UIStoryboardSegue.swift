import Foundation

/// A transition between two controllers of a storyboard, as UIKit's class: made by `performSegue(withIdentifier:
/// sender:)` and handed to `prepare(for:sender:)` before `perform()` shows the destination. Subclass it and override
/// `perform()` for a custom segue (`StoryboardDefinition.SegueKind.custom`).
@preconcurrency @MainActor open class UIStoryboardSegue {
    /// The segue's identifier in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController

    /// A segue from `source` to `destination`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination; the base class does nothing, as UIKit's (the kinds a storyboard draws override it).
    open func perform() {}
}

/// Interface Builder's "Show" segue.
final class ShowSegue: UIStoryboardSegue {
    var sender: Any?
    override func perform() { source.show(destination, sender: sender) }
}

/// Interface Builder's "Show Detail" segue.
final class ShowDetailSegue: UIStoryboardSegue {
    var sender: Any?
    override func perform() { source.showDetailViewController(destination, sender: sender) }
}

/// Interface Builder's "Present Modally" segue.
final class PresentModallySegue: UIStoryboardSegue {
    override func perform() { source.present(destination, animated: true) }
}
