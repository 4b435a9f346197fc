import Foundation
import DynamicsGeometry

/// A scroll view whose rows swipe to reveal actions: `UITableView`, and `UICollectionView` with a list layout. The
/// host answers where its rows and cells are and which actions a row offers, and hears when a swipe begins and ends;
/// the gesture, the row's movement, the buttons and the actions are the same for both (docs/tables.md, "Swipe
/// actions").
@MainActor protocol RowSwipeHost: UIScrollView {
    /// The row whose actions show, while one does.
    var openSwipe: RowSwipe? { get set }
    /// Whether rows may not swipe now (a table in editing mode).
    var blocksSwipes: Bool { get }
    /// The row under `point` (the host's coordinates).
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The cell on screen for the row.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The actions a swipe reveals on one side of the row; nil or none: that side does not swipe.
    func swipeConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// The swipe just opened (`openSwipe` is set); the buttons are not yet shown.
    func swipeBegan(_ swipe: RowSwipe)
    /// The swipe ended: its row closed (`indexPath`), or was deleted or left the screen (nil).
    func swipeEnded(_ swipe: RowSwipe, at indexPath: IndexPath?)
    /// Puts the swiped cell at its row's place, moved by the swipe while it is open (`RowSwipe.movedFrame`).
    func placeSwipedCell(_ swipe: RowSwipe)
    /// The row a cell shows now; nil when it left the host's rows.
    func swipeIndexPath(of cell: UIView) -> IndexPath?
}

extension RowSwipeHost {
    /// Puts the swipe's pan on the host, ahead of the scroll view's own, so a sideways drag on a row with actions
    /// moves the row while an upright one scrolls (the swipe's pan fails on it, leaving the drag to the scroll view).
    func addSwipeActions() {
        let swipe = UIPanGestureRecognizer { [unowned self] pan in followSwipe(pan) }
        swipe.ownerAllowsBegin = { [unowned self, unowned swipe] in swipeMayBegin(swipe) }
        gestureRecognizers = [swipe] + (gestureRecognizers ?? [])
    }

    /// The swipe's pan may begin: a sideways drag, on the open row (which it moves on), or on a row with actions on
    /// the side the drag uncovers — which opens the swipe. A drag that starts on another row while one is open
    /// closes that one and does not begin.
    private func swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let travel = pan.translation(in: self)
        guard !blocksSwipes, abs(travel.x) > abs(travel.y) else { return false }
        let location = pan.location(in: self)
        guard let indexPath = swipeRow(at: CGPoint(x: location.x - travel.x, y: location.y - travel.y)) else {
            return false
        }
        if let swipe = openSwipe {
            guard swipe.indexPath == indexPath, !swipe.isPerforming else {
                closeSwipe()
                return false
            }
            swipe.dragStartOffset = swipe.offset
            return true
        }
        let onRight = travel.x < 0
        let leading = onRight == (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard let configuration = swipeConfiguration(at: indexPath, leading: leading), !configuration.actions.isEmpty,
              let cell = swipeCell(at: indexPath) else { return false }
        open(RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, onRight: onRight,
                      fromEditControl: false))
        return true
    }

    /// Starts showing `swipe`'s buttons beside its row, telling the host first.
    func open(_ swipe: RowSwipe) {
        openSwipe = swipe
        window?.touchClaimer = self
        swipeBegan(swipe)
        UIView.performWithoutAnimation {
            insertSubview(swipe.actionsView, belowSubview: swipe.cell)
            swipe.placeButtons()
        }
    }

    /// Follows the swipe's pan: the row moves with the finger (freely up to the full swipe, rubber-banded past its
    /// buttons when the configuration has no full swipe), and the lift opens, closes or performs.
    private func followSwipe(_ pan: UIPanGestureRecognizer) {
        guard let swipe = openSwipe, !swipe.isPerforming,
              [.began, .changed, .ended, .cancelled].contains(pan.state) else { return }
        let travel = pan.translation(in: self).x
        let dragged = max(0, swipe.dragStartOffset + (swipe.actionsView.onRight ? -travel : travel))
        let width = swipe.cell.bounds.width, open = swipe.actionsView.openWidth
        let fullSwipes = swipe.configuration.performsFirstActionWithFullSwipe
        swipe.offset = dragged <= open ? dragged
            : fullSwipes ? min(dragged, width)
            : open + ScrollPhysics.rubberBand(dragged - open, dimension: max(width, 1))
        swipe.armsFullSwipe = fullSwipes && pan.state != .cancelled
            && swipe.offset > max(open, width * RowSwipe.fullSwipeFraction)
        moveSwipedRow(swipe)
        guard pan.state == .ended || pan.state == .cancelled else { return }
        if swipe.armsFullSwipe, let first = swipe.actionsView.buttons.first {
            return perform(first, of: swipe, fullSwipe: true)
        }
        let speed = pan.state == .ended ? pan.velocity(in: self).x * (swipe.actionsView.onRight ? -1 : 1) : 0
        let staysOpen = swipe.offset > open / 2 ? speed > -RowSwipe.flickSpeed : speed > RowSwipe.flickSpeed
        if staysOpen { settle(swipe, at: open) } else { closeSwipe() }
    }

    /// Moves the swiped row's cell and its buttons to the swipe's offset (inside an animation block, they animate).
    private func moveSwipedRow(_ swipe: RowSwipe) {
        placeSwipedCell(swipe)
        if openSwipe !== swipe { swipe.cell.frame = swipe.home }
        swipe.placeButtons()
    }

    /// Animates the open row to rest `offset` points from its place.
    func settle(_ swipe: RowSwipe, at offset: CGFloat) {
        UIView.animate(withDuration: RowSwipe.settleDuration, delay: 0, options: [.curveEaseOut], animations: {
            swipe.offset = offset
            self.moveSwipedRow(swipe)
        })
    }

    /// Closes the open row: it slides back over its buttons, which go when it is home; the host hears at once.
    func closeSwipe() {
        guard let swipe = openSwipe else { return }
        openSwipe = nil
        releaseTouchClaim()
        swipe.armsFullSwipe = false
        UIView.animate(withDuration: RowSwipe.settleDuration, delay: 0, options: [.curveEaseOut], animations: {
            swipe.offset = 0
            self.moveSwipedRow(swipe)
        }, completion: { _ in swipe.actionsView.removeFromSuperview() })
        swipeEnded(swipe, at: swipe.indexPath)
    }

    /// Runs an action: a full swipe first carries the row off under the expanding first button. The handler's
    /// completion closes the row (false, or true on a row that stayed); a row the data source deleted goes with
    /// its buttons instead, a destructive action's button covering it (`swipedRowsChanged()`).
    private func perform(_ button: SwipeActionButton, of swipe: RowSwipe, fullSwipe: Bool) {
        swipe.isPerforming = true
        if fullSwipe { settle(swipe, at: swipe.cell.bounds.width) }
        let action = button.action
        action.handler(action, button) { [weak self] _ in
            guard let self, openSwipe === swipe else { return }
            closeSwipe()
        }
    }

    /// After an update or a reload: the open row follows its row to its new index path, or, when its cell left the
    /// host (the row was deleted or reloaded), the swipe ends with it, the host hearing of no row: the buttons
    /// fade with the row, a destructive action's button first spreading over the row's place.
    func swipedRowsChanged() {
        guard let swipe = openSwipe else { return }
        if let kept = swipeIndexPath(of: swipe.cell) {
            swipe.indexPath = kept
            return
        }
        openSwipe = nil
        releaseTouchClaim()
        let spreads = swipe.isPerforming && swipe.actionsView.buttons.first?.action.style == .destructive
        UIView.animate(withDuration: RowSwipe.settleDuration, delay: 0, options: [], animations: {
            if spreads {
                swipe.armsFullSwipe = true
                swipe.offset = swipe.home.width
                swipe.placeButtons()
            }
            swipe.actionsView.alpha = 0
        }, completion: { _ in swipe.actionsView.removeFromSuperview() })
        swipeEnded(swipe, at: nil)
    }

    /// A tap while a row is open: on one of its buttons it performs the action, anywhere else it closes the row.
    /// Returns false when no row was open.
    func tapOpenSwipe(at point: CGPoint) -> Bool {
        guard let swipe = openSwipe else { return false }
        guard !swipe.isPerforming else { return true }
        if let button = swipe.actionsView.button(at: swipe.actionsView.convert(point, from: self)) {
            perform(button, of: swipe, fullSwipe: false)
        } else {
            closeSwipe()
        }
        return true
    }

    /// The window's touches go where they land again.
    private func releaseTouchClaim() {
        if window?.touchClaimer === self { window?.touchClaimer = nil }
    }

    /// What a touch at a point hits while a row is open: the host itself wherever `hit` lies inside it, so a tap on
    /// a control in a cell or header closes the row without reaching the control, as on iOS.
    func swipeInterceptedHit(_ hit: UIView?) -> UIView? {
        guard openSwipe != nil, let hit, hit.isDescendant(of: self) else { return hit }
        return self
    }

    /// A cell goes to the reuse queue: an open row's swipe ends with it (its row was deleted without animation, or
    /// scrolled away).
    func endSwipe(ofRetired cell: UIView) {
        if openSwipe?.cell === cell { swipedRowsChanged() }
    }
}
