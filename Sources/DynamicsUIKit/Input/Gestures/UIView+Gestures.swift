import Foundation
import DynamicsGeometry

extension UIView {
    /// The recognisers attached to this view, in the order they were added; nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let recognizers = gestureRecognizerStorage
            return recognizers.isEmpty ? nil : recognizers
        }
        set {
            for old in gestureRecognizers ?? [] where !(newValue ?? []).contains(where: { $0 === old }) { old.view = nil }
            gestureRecognizerStorage = newValue ?? []
            for recognizer in newValue ?? [] { recognizer.view = self }
        }
    }

    /// Attaches `recognizer` to this view (detaching it from any other view first).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
