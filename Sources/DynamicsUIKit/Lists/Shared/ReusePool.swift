import Foundation

/// The registry and reuse queues behind `UICollectionView` and `UITableView`: which class makes the views of each
/// reuse identifier, and the views of each identifier that left the screen and wait to be handed out again.
@MainActor struct ReusePool<View: UIView> {
    private var makers: [String: @MainActor () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Sets (or, with nil, removes) how views for `identifier` are made.
    mutating func register(_ identifier: String, maker: (@MainActor () -> View)?) {
        makers[identifier] = maker
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A waiting view of `identifier` (the caller prepares it for reuse), nil when none waits.
    mutating func takeWaiting(_ identifier: String) -> View? {
        guard var queue = waiting[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeLast()
        waiting[identifier] = queue
        return view
    }

    /// A new view of the class registered for `identifier`; nil when none is.
    func makeNew(_ identifier: String) -> View? { makers[identifier]?() }

    /// Takes a view off screen (out of the view tree, so neither drawn, hit nor traced) into its identifier's queue;
    /// a view without an identifier is dropped.
    mutating func enqueue(_ view: View, identifier: String?) {
        view.removeFromSuperview()
        guard let identifier else { return }
        waiting[identifier, default: []].append(view)
    }
}
