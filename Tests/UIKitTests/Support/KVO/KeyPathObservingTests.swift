import Foundation
import DynamicsGeometry
import DynamicsUIKit
import Testing

/// A view subclass observed through its own key paths, as ShakeShake observes its `BigDrop`'s centre.
private final class Drop: UIView {}

@Suite("Key-path observing of views (observe(_:options:changeHandler:))")
struct KeyPathObservingTests {
    @Test("observe(\\.center) hands the subclass and the typed new and old values to the handler at each set")
    func centerChangesArriveTyped() {
        let drop = Drop(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var heard: [(Drop, CGPoint?, CGPoint?)] = []
        let observation = drop.observe(\.center, options: [.old, .new]) { view, change in
            heard.append((view, change.newValue, change.oldValue))
        }
        drop.center = CGPoint(x: 30, y: 40)
        drop.center = CGPoint(x: 35, y: 45)
        #expect(heard.count == 2)
        #expect(heard.allSatisfy { $0.0 === drop })
        #expect(heard[0].1 == CGPoint(x: 30, y: 40))
        #expect(heard[0].2 == CGPoint(x: 10, y: 10))
        #expect(heard[1].1 == CGPoint(x: 35, y: 45))
        #expect(heard[1].2 == CGPoint(x: 30, y: 40))
        observation.invalidate()
        drop.center = .zero
        #expect(heard.count == 2)
    }

    @Test("Without .new or .old the values are nil; .initial calls the handler once at registration")
    func optionsDecideTheValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [NSKeyValueObservedChange<CGRect>] = []
        let observation = view.observe(\.bounds, options: [.initial, .new]) { _, change in changes.append(change) }
        #expect(changes.count == 1)
        #expect(changes[0].newValue == CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(changes.count == 2)
        #expect(changes[1].newValue == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(changes[1].oldValue == nil)
        #expect(changes[1].kind == .setting)
        #expect(!changes[1].isPrior)
        var bare: [NSKeyValueObservedChange<CGAffineTransform>] = []
        let second = view.observe(\.transform) { _, change in bare.append(change) }
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(bare.count == 1)
        #expect(bare[0].newValue == nil && bare[0].oldValue == nil)
        withExtendedLifetime((observation, second)) {}
    }

    @Test("Releasing the observation ends it, as on iOS, where the app keeps it in a property")
    func aReleasedObservationStops() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.frame) { _, _ in count += 1 }
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(count == 1)
        observation = nil
        view.frame = CGRect(x: 9, y: 9, width: 10, height: 10)
        #expect(count == 1)
        #expect(observation == nil)
    }
}
