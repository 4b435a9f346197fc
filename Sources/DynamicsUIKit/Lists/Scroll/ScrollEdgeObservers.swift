import Foundation

/// A bar whose iOS 15 look follows whether a scroll view's content has reached the bar's edge.
@MainActor protocol ScrollEdgeObserver: AnyObject {
    /// The scroll view moved, resized its content or changed its insets: the bar looks again.
    func scrollEdgeMayHaveChanged()
}

/// The bars following a scroll view's edges, held weakly: a navigation bar and a tab bar may follow the same table.
@MainActor struct ScrollEdgeObservers {
    private struct Entry { weak var observer: (any ScrollEdgeObserver)? }
    private var entries: [Entry] = []

    /// Adds `observer` once; forgets bars that went away.
    mutating func add(_ observer: any ScrollEdgeObserver) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(Entry(observer: observer))
    }

    /// Tells every bar still there.
    func notify() {
        for entry in entries { entry.observer?.scrollEdgeMayHaveChanged() }
    }
}

extension UIScrollView {
    /// Whether none of the content lies above `bar`'s bottom edge: it has not scrolled under a navigation bar (its
    /// large title and search rows included, since they are the bar's).
    func contentIsBelow(_ bar: UIView) -> Bool {
        convert(CGPoint(x: 0, y: 0), to: bar).y >= bar.bounds.height - Self.scrollEdgeTolerance
    }

    /// Whether none of the content lies below `bar`'s top edge: nothing of it is under a tab bar or toolbar (always so
    /// for content shorter than the space above the bar).
    func contentIsAbove(_ bar: UIView) -> Bool {
        convert(CGPoint(x: 0, y: contentSize.height), to: bar).y <= Self.scrollEdgeTolerance
    }

    /// How far past an edge still counts as at it: less than a pixel at any scale.
    private static let scrollEdgeTolerance: CGFloat = 0.01
}

extension ScrollEdgeObserver {
    /// Whether the content of the scroll view `source` names is at this bar's edge (`isAtEdge`), following that
    /// scroll view from now on. A bar no container manages (no source) is never at the scroll edge; a container
    /// showing no scroll view always is, as on iOS 15.
    func followsScrollEdge(of source: (() -> UIScrollView?)?, isAtEdge: (UIScrollView) -> Bool) -> Bool {
        guard let source else { return false }
        guard let scrollView = source() else { return true }
        scrollView.scrollEdgeObservers.add(self)
        return isAtEdge(scrollView)
    }
}
