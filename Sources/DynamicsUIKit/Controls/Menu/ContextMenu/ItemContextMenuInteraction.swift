import Foundation
import DynamicsGeometry

/// The context menu interaction a table or collection view puts on itself (iOS 13's row and item menus): a press
/// held on a cell asks the view's delegate for a configuration for that cell's index path, and the menu sits
/// beside the cell. The delegate's display and end calls are forwarded the same way.
@MainActor final class ItemContextMenuInteraction: UIContextMenuInteraction {
    /// What the table or collection view answers, for a press at a point in its coordinates.
    struct Answers {
        /// The configuration for the item under the point, from the view's delegate; nil shows nothing.
        let configuration: (CGPoint) -> UIContextMenuConfiguration?
        /// The cell under the point.
        let cell: (CGPoint) -> UIView?
        /// The menu is about to appear.
        let willDisplay: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
        /// The menu is about to go.
        let willEnd: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    }

    /// Held here: the interaction holds its delegate weakly, as UIKit's does.
    private let relay: Relay

    init(_ answers: Answers) {
        relay = Relay(answers: answers)
        super.init(delegate: relay)
    }

    override func menuSource(at point: CGPoint) -> UIView? { relay.answers.cell(point) }

    /// Every table and collection view has this press, so it never keeps the app's own recognisers (a long press
    /// that reorders items, say) from recognising too.
    override func didMove(to view: UIView?) {
        super.didMove(to: view)
        pressRecognizer?.delegate = relay
    }

    /// Turns the interaction's delegate calls into the view delegate's, and lets the press recognise alongside
    /// other recognisers.
    private final class Relay: UIContextMenuInteractionDelegate, UIGestureRecognizerDelegate {
        let answers: Answers

        init(answers: Answers) { self.answers = answers }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            answers.configuration(location)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            answers.willDisplay(configuration, animator)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            answers.willEnd(configuration, animator)
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }
}
