import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item (iOS 14): dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers the class on first use.
    @preconcurrency @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationNames.next("\(Cell.self)")
            self.handler = handler
        }
    }

    /// A supplementary view class for one kind with the code that configures it (iOS 14): dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view for the element at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        /// The kind of element the registration makes views for.
        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationNames.next("\(Supplementary.self)")
            self.handler = handler
        }
    }

    /// A cell of the registration's class (reused or new) configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellPool.isRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind (reused or new) configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let queue = ElementKey.supplementaryQueue(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if !elementPool.isRegistered(queue) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                    withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Reuse identifiers for registrations: a counter per process, so that the same program names them the same.
@MainActor enum RegistrationNames {
    private static var count = 0

    static func next(_ className: String) -> String {
        count += 1
        return "registration-\(count)-\(className)"
    }
}
