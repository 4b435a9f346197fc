import Foundation
import DynamicsGeometry

extension UITableView {
    /// How long an open or closing row takes to settle, and a full swipe to carry the row off.
    static let swipeSettleDuration: TimeInterval = 0.3
    /// A release faster than this (points per second) opens or closes the row whatever its offset.
    static let swipeFlickSpeed: CGFloat = 300
    /// The share of the row's width a full swipe must pass (beyond the buttons) to perform the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    /// Puts the swipe's pan on the table, ahead of the scroll view's own, so a sideways drag on a row with actions
    /// moves the row while an upright one scrolls (the swipe's pan fails on it, leaving the drag to the scroll view).
    func addSwipeActions() {
        let swipe = UIPanGestureRecognizer { [unowned self] pan in followSwipe(pan) }
        swipe.ownerAllowsBegin = { [unowned self, unowned swipe] in swipeMayBegin(swipe) }
        gestureRecognizers = [swipe] + (gestureRecognizers ?? [])
    }

    /// The actions a swipe reveals on one side of the row: none unless the data source lets the row edit; the
    /// delegate's configuration; else, for the trailing side, the Delete button when the row's editing style is
    /// `.delete` and the data source implements `tableView(_:commit:forRowAt:)`, as in UIKit. Nil or no actions:
    /// the side does not swipe.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configured = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configured
        }
        guard tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete == .delete,
              dataSourceCommits(dataSource, at: indexPath) else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let swipe = openSwipe else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: swipe.indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`: asked once per data source by committing
    /// `.none`, a style UIKit never commits, which the protocol's default answers by marking the table
    /// (Sources/DynamicsUIKit/DECISIONS.md says why, and what a method that ignores the style costs).
    private func dataSourceCommits(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> Bool {
        let source = ObjectIdentifier(dataSource)
        if let known = commitProbe, known.source == source { return known.commits }
        commitRequirementMissing = false
        let generation = updateGeneration
        dataSource.tableView(self, commit: .none, forRowAt: indexPath)
        if generation != updateGeneration {
            logUIKitWarning("tableView(_:commit:forRowAt:) changed the table when asked with the style .none, which "
                + "UIKit never commits; Dynamics asks once to learn whether the method exists (docs/tables.md)")
        }
        let commits = !commitRequirementMissing
        commitRequirementMissing = false
        commitProbe = (source, commits)
        return commits
    }

    /// The swipe's pan may begin: a sideways drag outside editing mode, on the open row (which it moves on), or on
    /// a row with actions on the side the drag uncovers — which opens the swipe, telling the delegate. A drag that
    /// starts on another row while one is open closes that one and does not begin.
    private func swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let travel = pan.translation(in: self)
        guard !isEditing, abs(travel.x) > abs(travel.y) else { return false }
        let location = pan.location(in: self)
        guard let indexPath = indexPathForRow(at: CGPoint(x: location.x - travel.x, y: location.y - travel.y)) else {
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
        let generation = updateGeneration
        let configuration = swipeActions(at: indexPath, leading: leading)
        // A commit method that ignores the style deleted (or reloaded) rows when asked with `.none`: the swipe
        // does not open on rows that moved under the finger.
        guard generation == updateGeneration, let configuration, !configuration.actions.isEmpty,
              let cell = cellForRow(at: indexPath) else { return false }
        open(TableSwipe(indexPath: indexPath, cell: cell, configuration: configuration, onRight: onRight,
                        fromEditControl: false))
        return true
    }

    /// Starts showing `swipe`'s buttons beside its row, telling the delegate first.
    private func open(_ swipe: TableSwipe) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: swipe.indexPath)
        openSwipe = swipe
        clearHighlights()
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
            && swipe.offset > max(open, width * Self.fullSwipeFraction)
        moveSwipedRow(swipe)
        guard pan.state == .ended || pan.state == .cancelled else { return }
        if swipe.armsFullSwipe, let first = swipe.actionsView.buttons.first {
            return perform(first, of: swipe, fullSwipe: true)
        }
        let speed = pan.state == .ended ? pan.velocity(in: self).x * (swipe.actionsView.onRight ? -1 : 1) : 0
        let staysOpen = swipe.offset > open / 2 ? speed > -Self.swipeFlickSpeed : speed > Self.swipeFlickSpeed
        if staysOpen { settle(swipe, at: open) } else { closeSwipe() }
    }

    /// Moves the swiped row's cell and its buttons to the swipe's offset (inside an animation block, they animate).
    private func moveSwipedRow(_ swipe: TableSwipe) {
        if let indexPath = indexPath(for: swipe.cell) { place(swipe.cell, at: indexPath) }
        if openSwipe !== swipe { swipe.cell.frame = swipe.home }
        swipe.placeButtons()
    }

    /// Animates the open row to rest `offset` points from its place.
    private func settle(_ swipe: TableSwipe, at offset: CGFloat) {
        UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut], animations: {
            swipe.offset = offset
            self.moveSwipedRow(swipe)
        })
    }

    /// Closes the open row: it slides back over its buttons, which go when it is home; the delegate hears at once.
    func closeSwipe() {
        guard let swipe = openSwipe else { return }
        openSwipe = nil
        swipe.armsFullSwipe = false
        swipe.cell.editControl.showsConfirmation = false
        UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut], animations: {
            swipe.offset = 0
            self.moveSwipedRow(swipe)
        }, completion: { _ in swipe.actionsView.removeFromSuperview() })
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    }

    /// Runs an action: a full swipe first carries the row off under the expanding first button. The handler's
    /// completion closes the row (false, or true on a row that stayed); a row the data source deleted goes with
    /// its buttons instead, a destructive action's button covering it (`swipedRowLeft()`).
    private func perform(_ button: TableSwipeActionButton, of swipe: TableSwipe, fullSwipe: Bool) {
        swipe.isPerforming = true
        if fullSwipe { settle(swipe, at: swipe.cell.bounds.width) }
        let action = button.action
        action.handler(action, button) { [weak self] _ in
            guard let self, openSwipe === swipe else { return }
            closeSwipe()
        }
    }

    /// After an update or a reload: the open row follows its row to its new index path, or, when its cell left the
    /// table (the row was deleted or reloaded), the swipe ends with it, the delegate hearing of no row: the buttons
    /// fade with the row, a destructive action's button first spreading over the row's place.
    func swipedRowsChanged() {
        guard let swipe = openSwipe else { return }
        if let kept = visibleCellsByIndexPath.first(where: { $0.value === swipe.cell }) {
            swipe.indexPath = kept.key
            return
        }
        openSwipe = nil
        let spreads = swipe.isPerforming && swipe.actionsView.buttons.first?.action.style == .destructive
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            if spreads {
                swipe.armsFullSwipe = true
                swipe.offset = swipe.home.width
                swipe.placeButtons()
            }
            swipe.actionsView.alpha = 0
        }, completion: { _ in swipe.actionsView.removeFromSuperview() })
        tableDelegate?.tableView(self, didEndEditingRowAt: nil)
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

    /// A tap in editing mode on a row's delete control turns its bar upright and slides the row over the Delete
    /// button (the trailing actions). Returns false when the tap was elsewhere.
    func tapDeleteControl(at point: CGPoint) -> Bool {
        guard isEditing, let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
              cell.isEditing, cell.editingStyle == .delete,
              cell.editControl.superview === cell, cell.editControl.frame.contains(cell.convert(point, from: self))
        else { return false }
        let generation = updateGeneration
        guard let configuration = swipeActions(at: indexPath, leading: false), generation == updateGeneration,
              !configuration.actions.isEmpty else { return true }
        let swipe = TableSwipe(indexPath: indexPath, cell: cell, configuration: configuration,
                               onRight: effectiveUserInterfaceLayoutDirection != .rightToLeft, fromEditControl: true)
        open(swipe)
        cell.editControl.showsConfirmation = true
        settle(swipe, at: swipe.actionsView.openWidth)
        return true
    }

    /// A cell goes to the reuse queue: an open row's swipe ends with it (its row was deleted without animation, or
    /// scrolled away).
    func endSwipe(ofRetired cell: UITableViewCell) {
        if openSwipe?.cell === cell { swipedRowsChanged() }
    }
}
