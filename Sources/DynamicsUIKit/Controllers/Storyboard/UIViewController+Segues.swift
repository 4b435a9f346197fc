import Foundation

extension UIViewController {
    /// Makes the segue `identifier` that leaves this controller's storyboard scene, its destination a new
    /// controller; UIKit raises when there is no such segue, and so does this.
    func makeSegue(withIdentifier identifier: String, sender: Any?) -> UIStoryboardSegue {
        guard let storyboard, let scene = storyboardIdentifier,
              let segue = storyboard.definition.segue(named: identifier, from: scene) else {
            raiseUIKitException(.invalidArgument, "Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let destination = storyboard.make(segue.destination, creator: nil)
        if let style = segue.presentationStyle { destination.modalPresentationStyle = style }
        if let style = segue.transitionStyle { destination.modalTransitionStyle = style }
        switch segue.kind {
        case .show:
            let show = ShowSegue(identifier: identifier, source: self, destination: destination)
            show.sender = sender
            return show
        case .showDetail:
            let show = ShowDetailSegue(identifier: identifier, source: self, destination: destination)
            show.sender = sender
            return show
        case .presentModally:
            return PresentModallySegue(identifier: identifier, source: self, destination: destination)
        case .custom(let type):
            return type.init(identifier: identifier, source: self, destination: destination)
        }
    }
}
