import Foundation
import DynamicsGeometry

/// The context menu interaction a table or collection view puts on itself (iOS 13's row and item menus): a press
/// held on a cell asks the view's delegate for a configuration for that cell's index path, and the menu sits
/// beside the cell. The delegate's display and end calls are forwarded the same way.
///
/// UIKit adds this interaction only when the delegate implements the configuration method; Swift cannot ask
/// whether a protocol's default was replaced, so here every such view carries it, and its press asks the delegate
/// at the moment it would begin (after the half second): a nil answer fails the press, so a view without menus has
/// a press that never recognises — it cancels no touches (the row still selects when the finger lifts) and keeps
/// no other recogniser from recognising.
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
        /// The menu's preview was tapped.
        let willPerformPreviewAction: (UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void
    }

    /// Held here: the interaction holds its delegate weakly, as UIKit's does.
    private let relay: Relay

    init(_ answers: Answers) {
        relay = Relay(answers: answers)
        super.init(delegate: relay)
        relay.interaction = self
    }

    override func menuSource(at point: CGPoint) -> UIView? { relay.answers.cell(point) }

    /// The press asks the delegate before it begins, and never keeps the app's own recognisers (a long press that
    /// reorders items, say) from recognising too.
    override func didMove(to view: UIView?) {
        super.didMove(to: view)
        pressRecognizer?.delegate = relay
    }

    /// Turns the interaction's delegate calls into the view delegate's, and lets the press recognise alongside
    /// other recognisers.
    private final class Relay: UIContextMenuInteractionDelegate, UIGestureRecognizerDelegate {
        let answers: Answers
        weak var interaction: ItemContextMenuInteraction?

        init(answers: Answers) { self.answers = answers }

        /// The press begins only over an item the delegate has a menu for; the answer is kept for the menu.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view = gestureRecognizer.view,
                  let configuration = answers.configuration(gestureRecognizer.location(in: view)) else { return false }
            interaction?.preparedConfiguration = configuration
            return true
        }

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

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            answers.willPerformPreviewAction(configuration, animator)
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }
}
