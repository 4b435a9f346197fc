import Dynamics
import Testing

/// A controller that records what KVO tells it, as iOS code overriding `observeValue` does.
private final class WatchingController: UIViewController {
    var heard: [(keyPath: String, change: [NSKeyValueChangeKey: Any])] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        heard.append((keyPath ?? "", change ?? [:]))
    }
}

@Suite("Key-value observing of views and layers")
struct KeyValueObservingTests {
    @Test("center observers get kind, old and new values; removeObserver stops them")
    func centerChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "center", options: [.old, .new], context: nil)
        view.center = CGPoint(x: 30, y: 40)
        #expect(watcher.heard.count == 1)
        #expect(watcher.heard[0].keyPath == "center")
        #expect(watcher.heard[0].change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(watcher.heard[0].change[.oldKey] as? CGPoint == CGPoint(x: 10, y: 10))
        #expect(watcher.heard[0].change[.newKey] as? CGPoint == CGPoint(x: 30, y: 40))
        view.removeObserver(watcher, forKeyPath: "center")
        view.center = .zero
        #expect(watcher.heard.count == 1)
    }

    @Test("frame observers hear the frame setter only, as on iOS; the frame setter also tells center and bounds")
    func frameAndDependents() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let watcher = WatchingController()
        for key in ["frame", "center", "bounds"] {
            view.addObserver(watcher, forKeyPath: key, options: [.new], context: nil)
        }
        view.center = CGPoint(x: 50, y: 50)
        #expect(watcher.heard.map(\.keyPath) == ["center"])
        watcher.heard.removeAll()
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(watcher.heard.map(\.keyPath) == ["center", "bounds", "frame"])
        #expect(watcher.heard[2].change[.newKey] as? CGRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(watcher.heard[0].change[.newKey] as? CGPoint == CGPoint(x: 25, y: 40))
    }

    @Test("initial and prior options: one call at registration, one before and one after each change")
    func initialAndPrior() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "transform", options: [.initial, .prior, .old, .new], context: nil)
        #expect(watcher.heard.count == 1)
        #expect(watcher.heard[0].change[.newKey] as? CGAffineTransform == .identity)
        let turned = CGAffineTransform(rotationAngle: .pi / 2)
        view.transform = turned
        #expect(watcher.heard.count == 3)
        #expect(watcher.heard[1].change[.notificationIsPriorKey] as? Bool == true)
        #expect(watcher.heard[1].change[.oldKey] as? CGAffineTransform == .identity)
        #expect(watcher.heard[1].change[.newKey] == nil)
        #expect(watcher.heard[2].change[.newKey] as? CGAffineTransform == turned)
        #expect(watcher.heard[2].change[.notificationIsPriorKey] == nil)
    }

    @Test("layer position observers hear the view's centre move, with the layer as the object")
    func layerPosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        final class LayerWatcher: UIView {
            var objects: [AnyObject] = []
            var positions: [CGPoint] = []
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {
                objects.append(object as AnyObject)
                positions.append(change?[.newKey] as? CGPoint ?? .zero)
            }
        }
        let watcher = LayerWatcher()
        view.layer.addObserver(watcher, forKeyPath: "position", options: .new, context: nil)
        view.center = CGPoint(x: 7, y: 9)
        view.layer.position = CGPoint(x: 1, y: 2)
        #expect(watcher.positions == [CGPoint(x: 7, y: 9), CGPoint(x: 1, y: 2)])
        #expect(watcher.objects.allSatisfy { $0 === view.layer })
        view.layer.removeObserver(watcher, forKeyPath: "position", context: nil)
        view.center = .zero
        #expect(watcher.positions.count == 2)
    }

    @Test("an animator moving an observed view tells its observers every step")
    func animatorDrivenChanges() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let box = UIView(frame: CGRect(x: 80, y: 0, width: 40, height: 40))
        reference.addSubview(box)
        let watcher = WatchingController()
        box.addObserver(watcher, forKeyPath: "center", options: .new, context: nil)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        for _ in 0..<10 { animator.advance(by: 1.0 / 60) }
        let ys = watcher.heard.compactMap { ($0.change[.newKey] as? CGPoint)?.y }
        #expect(ys.count >= 9)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ys.last == box.center.y)
    }
}
