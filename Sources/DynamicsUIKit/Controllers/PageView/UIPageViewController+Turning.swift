import DynamicsGeometry
import Foundation

/// The pages a page view controller is turning to, and which way: made when a swipe finds the next page, or by an
/// animated `setViewControllers`, and finished when its pages stop moving.
final class PageTurn {
    /// The pages coming in.
    let pages: [UIViewController]
    /// Whether they come after the shown pages (from the right, or from below).
    let forward: Bool

    init(pages: [UIViewController], forward: Bool) {
        self.pages = pages
        self.forward = forward
    }
}

extension UIPageViewController {
    /// How far one page is from the next along the axis: the page area's extent and the inter-page spacing.
    var pageStride: CGFloat { along(pageArea.bounds.size) + interPageSpacing }

    private func along(_ size: CGSize) -> CGFloat { navigationOrientation == .horizontal ? size.width : size.height }
    private func along(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }

    /// Places the page area (above the page control, when it shows), the page control, the shown pages moved by
    /// `offset`, and a turn's pages one stride beyond them.
    func placePages() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let controlHeight = pageControl.isHidden ? 0 : UIPageControl.standardHeight
        let controlTop = max(bounds.height - (pageControl.isHidden ? 0 : view.safeAreaInsets.bottom) - controlHeight, 0)
        pageArea.frame = CGRect(x: 0, y: 0, width: bounds.width, height: controlTop)
        pageControl.frame = CGRect(x: 0, y: controlTop, width: bounds.width, height: controlHeight)
        for (index, page) in shown.enumerated() { page.viewIfLoaded?.frame = pageFrame(index, shift: offset) }
        guard let turn else { return }
        let beyond = turn.forward ? pageStride : -pageStride
        for (index, page) in turn.pages.enumerated() {
            page.viewIfLoaded?.frame = pageFrame(index, shift: offset + beyond)
        }
    }

    /// The frame of the `index`th page shown at once, moved `shift` points along the axis.
    private func pageFrame(_ index: Int, shift: CGFloat) -> CGRect {
        let area = pageArea.bounds, count = CGFloat(pagesPerTurn)
        if navigationOrientation == .horizontal {
            let width = area.width / count
            return CGRect(x: CGFloat(index) * width + shift, y: 0, width: width, height: area.height)
        }
        let height = area.height / count
        return CGRect(x: 0, y: CGFloat(index) * height + shift, width: area.width, height: height)
    }

    /// Starts turning to `pages`: they become children and join the page area, and on screen the shown pages begin
    /// to disappear as the new ones begin to appear.
    func begin(to pages: [UIViewController], forward: Bool) -> PageTurn {
        let turn = PageTurn(pages: pages, forward: forward)
        self.turn = turn
        for page in pages {
            addChild(page)
            pageArea.addSubview(page.view)
        }
        if isAppearedOrAppearing {
            for page in shown { page.beginDisappearance(animated: true) }
            for page in pages { page.beginAppearance(animated: true) }
        }
        placePages()
        return turn
    }

    /// Ends `turn`: completed, its pages are the shown ones and the old ones leave; given up, its pages leave and the
    /// shown ones appear again. A swipe's end moves the lit dot a page and tells the delegate.
    func finish(_ turn: PageTurn, completed: Bool, bySwipe: Bool) {
        self.turn = nil
        let previous = shown
        let leaving = completed ? shown : turn.pages
        let staying = completed ? turn.pages : shown
        let onScreen = isAppearedOrAppearing
        if onScreen && !completed {
            for page in turn.pages { page.beginDisappearance(animated: true) }
            for page in shown { page.beginAppearance(animated: true) }
        }
        for page in leaving {
            page.willLeaveParent()
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        if completed { for page in turn.pages { page.didMove(toParent: self) } }
        shown = staying
        offset = 0
        placePages()
        if onScreen {
            for page in leaving { page.endDisappearance(animated: true) }
            for page in staying { page.endAppearance(animated: true) }
        }
        guard bySwipe else { return }
        if completed { pageControl.currentPage += turn.forward ? 1 : -1 }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                     transitionCompleted: completed)
    }

    /// The pages a swipe turns to: the data source's next (or previous) controller, as many as show at once; nil at
    /// either end.
    private func neighbours(forward: Bool) -> [UIViewController]? {
        guard let dataSource, var from = forward ? shown.last : shown.first else { return nil }
        var pages: [UIViewController] = []
        for _ in 0..<pagesPerTurn {
            let next = forward ? dataSource.pageViewController(self, viewControllerAfter: from)
                : dataSource.pageViewController(self, viewControllerBefore: from)
            guard let next else { return nil }
            pages.append(next)
            from = next
        }
        return forward ? pages : Array(pages.reversed())
    }

    /// Follows the page view controller's pan: the first movement asks the data source for the page on that side
    /// (and tells the delegate), the pages follow the finger — rubber-banded at either end, as UIKit's scroll view
    /// is — and the lift finishes the turn or takes it back.
    func follow(_ pan: UIPanGestureRecognizer) {
        guard dataSource != nil || turn != nil else { return }
        let travel = along(pan.translation(in: view))
        switch pan.state {
        case .began, .changed:
            if turn == nil, travel != 0, let pages = neighbours(forward: travel < 0) {
                delegate?.pageViewController(self, willTransitionTo: pages)
                _ = begin(to: pages, forward: travel < 0)
            }
            drag(to: travel)
        case .ended:
            release(speed: along(pan.velocity(in: view)))
        case .cancelled, .failed:
            release(speed: 0)
        default:
            break
        }
    }

    private func drag(to travel: CGFloat) {
        if let turn {
            offset = turn.forward ? min(max(travel, -pageStride), 0) : max(min(travel, pageStride), 0)
        } else {
            let banded = ScrollPhysics.rubberBand(abs(travel), dimension: max(along(pageArea.bounds.size), 1))
            offset = travel < 0 ? -banded : banded
        }
        placePages()
    }

    /// The finger lifted at `speed` points per second along the axis: a turn past half a page finishes unless
    /// flicked back, one short of it finishes only when flicked on, over 0.3 s; at an end the pages spring back.
    private func release(speed: CGFloat) {
        guard let turn else {
            guard offset != 0 else { return }
            UIView.animate(withDuration: Self.turnDuration, delay: 0, options: [.curveEaseOut], animations: {
                self.offset = 0
                self.placePages()
            })
            return
        }
        let onward = turn.forward ? -speed : speed
        let completes = abs(offset) > pageStride / 2 ? onward > -Self.flickSpeed : onward > Self.flickSpeed
        UIView.animate(withDuration: Self.turnDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.offset = completes ? (turn.forward ? -self.pageStride : self.pageStride) : 0
            self.placePages()
        }, completion: { _ in
            guard self.turn === turn else { return }
            self.finish(turn, completed: completes, bySwipe: true)
        })
    }
}
