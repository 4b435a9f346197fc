import Dynamics
import Foundation
import Testing

/// A key-value publisher of a view's layer position, as HapticRicochet subscribes to its sphere's, fed by physics.
@Suite struct KeyValuePublisherTests {
    @Test func aSinkHearsTheInitialValueAndEveryFrameThatMovedTheView() {
        let heard = Positions()
        let runner = SceneRunner(scene: emptyScene { context in
            let ball = UIView(frame: CGRect(x: 90, y: 0, width: 20, height: 20))
            context.view.addSubview(ball)
            let subscription = ball.publisher(for: \.layer.position).sink { heard.values.append($0) }
            context.at(1.0) { ball.center = CGPoint(x: 100, y: 50) }
            context.at(1.5) { ball.center = CGPoint(x: 100, y: 50) }
            context.at(2.0) { ball.center = CGPoint(x: 100, y: 80) }
            context.at(2.5) { subscription.cancel() }
            context.at(2.75) { ball.center = CGPoint(x: 100, y: 120) }
        })
        runner.advance(to: 3)
        // The value when subscribed, then each new one once (setting the same centre again sends nothing), none
        // after the cancel.
        #expect(heard.values == [CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 80)])
    }

    @Test func withoutInitialOnlyChangesArriveAndADroppedCancellableEndsTheSubscription() {
        let heard = Positions()
        let runner = SceneRunner(scene: emptyScene { context in
            let ball = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.view.addSubview(ball)
            var kept: AnyCancellable? = ball.publisher(for: \.center, options: [.new]).sink { heard.values.append($0) }
            context.at(0.5) { ball.center = CGPoint(x: 30, y: 30) }
            context.at(1.0) { kept = nil }
            context.at(1.5) { ball.center = CGPoint(x: 60, y: 60) }
            _ = kept
        })
        runner.advance(to: 2)
        #expect(heard.values == [CGPoint(x: 30, y: 30)])
    }

    @Test func demandsAddAndAnyCancellableCancelsOnce() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(1) - 1 == .none)
        var cancels = 0
        var set = Set<AnyCancellable>()
        AnyCancellable { cancels += 1 }.store(in: &set)
        #expect(cancels == 0 && set.count == 1)
        set.first?.cancel()
        set.first?.cancel()
        #expect(cancels == 1)
        set.removeAll()
        #expect(cancels == 1)
    }
}

/// Values a scene's sink writes down for the test (scenes are `@Sendable`).
final class Positions: @unchecked Sendable {
    var values: [CGPoint] = []
}
