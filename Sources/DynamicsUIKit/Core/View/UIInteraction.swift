import Foundation

/// Something a view hosts that reacts to the user through it (a context-menu interaction), as in UIKit: the view
/// tells it when it is attached and detached.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to; nil when detached.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view`, or detached (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view`, or detached (nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added. Setting it detaches the old ones and
    /// attaches the new ones.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`: it hears `willMove(to:)` with the view, then `didMove(to:)`. Adding one already
    /// attached does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`: it hears `willMove(to: nil)`, then `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
