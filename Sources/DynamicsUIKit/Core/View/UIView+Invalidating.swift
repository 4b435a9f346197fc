import Foundation

/// A kind of invalidation a change of a view's property causes (iOS 15): redraw, layout, constraints or intrinsic
/// size. Used by `@UIView.Invalidating`.
@preconcurrency @MainActor public protocol UIViewInvalidating {
    /// Tells `view` that this aspect of it is out of date.
    func invalidate(view: UIView)
}

extension UIView {
    /// The invalidations `@Invalidating` can name.
    public enum Invalidations {
        /// The view's content must be redrawn: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            /// A display invalidation.
            public init() {}
            /// Calls `setNeedsDisplay()`.
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }

        /// The view's subviews must be laid out again: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            /// A layout invalidation.
            public init() {}
            /// Calls `setNeedsLayout()`.
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }

        /// The view's constraints must be updated: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            /// A constraints invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConstraints()`.
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }

        /// The view's intrinsic size changed: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// An intrinsic size invalidation.
            public init() {}
            /// Calls `invalidateIntrinsicContentSize()`.
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }

        /// Two invalidations, applied in order.
        public struct Tuple<Item1: UIViewInvalidating, Item2: UIViewInvalidating>: UIViewInvalidating {
            let item1: Item1
            let item2: Item2
            /// Both invalidations.
            public init(_ item1: Item1, _ item2: Item2) {
                self.item1 = item1
                self.item2 = item2
            }
            /// Applies the first invalidation, then the second.
            public func invalidate(view: UIView) {
                item1.invalidate(view: view)
                item2.invalidate(view: view)
            }
        }
    }

    /// A property wrapper for a view's stored property whose change invalidates an aspect of the view (iOS 15):
    /// `@Invalidating(.display) var reverse = false` redraws the view when `reverse` changes. Setting the value it
    /// already has invalidates nothing (hence `Equatable`).
    @MainActor @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// Wraps `wrappedValue`, invalidating with `invalidation` when it changes.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// Wraps `wrappedValue`, invalidating with both invalidations when it changes.
        public init<Item1: UIViewInvalidating, Item2: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: Item1, _ invalidation2: Item2
        ) where InvalidationType == Invalidations.Tuple<Item1, Item2> {
            value = wrappedValue
            invalidation = Invalidations.Tuple(invalidation1, invalidation2)
        }

        /// Only usable inside a `UIView` subclass, whose instance the wrapper needs.
        @available(*, unavailable, message: "@Invalidating is only available on properties of UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError("@Invalidating is only available on properties of UIView subclasses") }
            set { fatalError("@Invalidating is only available on properties of UIView subclasses") }
        }

        /// The value, read and written through the view that holds it: a change invalidates that view.
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance view: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                let changed = view[keyPath: storageKeyPath].value != newValue
                view[keyPath: storageKeyPath].value = newValue
                if changed { view[keyPath: storageKeyPath].invalidation.invalidate(view: view) }
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// A change that requires the view's content to be redrawn.
    public static var display: UIView.Invalidations.Display { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// A change that invalidates the layout of the view's subviews.
    public static var layout: UIView.Invalidations.Layout { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// A change that invalidates the view's constraints.
    public static var constraints: UIView.Invalidations.Constraints { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// A change that invalidates the view's intrinsic size.
    public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}
