import Foundation

extension ReusePool where View: UICollectionReusableView {
    /// Registers `viewClass` (which must be `View` or a subclass) as the maker of `queue`; nil unregisters it.
    mutating func register(_ viewClass: AnyClass?, queue: String, identifier: String) {
        guard let viewClass else {
            register(queue, maker: nil)
            return
        }
        guard let viewType = viewClass as? View.Type else {
            preconditionFailure("UICollectionView: \(viewClass) registered for '\(identifier)' is not a \(View.self)")
        }
        register(queue) { viewType.init(registeredClassFrame: .zero) }
    }

    /// A view of `queue`: a waiting one after `prepareForReuse()`, or a new one of the registered class that will
    /// return to `queue`. An identifier never registered is a programmer error, with UIKit's message.
    mutating func dequeue(queue: String, identifier: String, kind: String) -> View {
        if let view = takeWaiting(queue) {
            view.prepareForReuse()
            return view
        }
        guard let view = makeNew(queue) else {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or "
                + "a class for the identifier or connect a prototype cell in a storyboard'")
        }
        view.reuseIdentifier = identifier
        view.poolQueue = queue
        return view
    }
}
