import Foundation

/// One animation on a layer: the layer's copy, its key, and the clock it runs on. The clock advances it: it tells
/// the delegate when it starts and stops, and drops it from the layer when it ends (unless told to keep it).
@MainActor final class LayerAnimationEntry: ClockDriven, TransactionTracked {
    let key: String?
    let animation: CAAnimation
    weak var clock: AnimationClock?
    private weak var layer: CALayer?
    private var hasStarted = false
    /// Set when the animation was removed or replaced: it stops with `finished == false` on the next advance.
    var wasRemoved = false
    private var isDone = false
    private var finishObservers = FinishObservers()

    init(key: String?, animation: CAAnimation, layer: CALayer, clock: AnimationClock?) {
        self.key = key
        self.animation = animation
        self.layer = layer
        self.clock = clock
    }

    func advance(to now: TimeInterval) -> Bool {
        if isDone { return false }
        // A layer that went away takes its animations with it, as on iOS (no delegate call).
        guard let layer else { return false }
        if wasRemoved {
            stop(finished: false)
            return false
        }
        let timeline = animation.timeline
        let localTime = layer.localTime(atSceneTime: now)
        if !hasStarted, timeline.hasBegun(at: localTime) {
            hasStarted = true
            animation.delegate?.animationDidStart(animation)
        }
        guard localTime >= timeline.endTime - 1e-9 else { return true }
        if animation.isRemovedOnCompletion { layer.animationEntries.removeAll { $0 === self } }
        stop(finished: true)
        return false
    }

    private func stop(finished: Bool) {
        isDone = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.stopHandler?(finished)
        for observer in finishObservers.fired() { observer() }
    }

    func whenFinished(_ block: @escaping () -> Void) { finishObservers.add(block) }
}

extension CALayer {
    /// Adds a copy of `anim` to the layer under `key` (replacing the animation with that key, which stops with
    /// `finished == false`). A `beginTime` of 0 becomes the layer's current time (the scene time, unless the layer or
    /// a superlayer has timing of its own), and a transition takes its picture
    /// of the layer now. The animation runs on the scene clock: the presentation, the renderer and `presentation()`
    /// show its values until it ends (and after, with `isRemovedOnCompletion = false` and a forward fill). Where no
    /// scene runs it is ignored, as an animation on a layer outside a window never runs.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let clock = AnimationClock.current else { return }
        let copy = anim.copy() as! CAAnimation
        if copy.beginTime == 0 { copy.beginTime = localTime(atSceneTime: clock.now) }
        if let transition = copy as? CATransition, transition.snapshot == nil {
            transition.snapshot = clock.snapshotter?(view)
        }
        if let key { removeAnimation(forKey: key) }
        let entry = LayerAnimationEntry(key: key, animation: copy, layer: self, clock: clock)
        animationEntries.append(entry)
        clock.schedule(entry)
        CATransaction.track(entry)
    }

    /// The layer's copy of the animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// Removes the animation added under `key`, or the `UIView.animate` animation of the property UIKit keys that
    /// way (`"position"`, `"bounds"`, `"transform"`, `"opacity"`, `"backgroundColor"`); it stops with
    /// `finished == false` on the clock's next advance.
    public func removeAnimation(forKey key: String) {
        for entry in animationEntries where entry.key == key { entry.wasRemoved = true }
        animationEntries.removeAll { $0.key == key }
        if let property = AnimatableProperty(layerKey: key) {
            view.interruptTweens(of: property)
            view.tweenStacks[property] = nil
        }
    }

    /// Removes every animation of the layer: Core Animation ones and the view's `UIView.animate` tweens; they
    /// stop (completions with `false`) on the clock's next advance.
    public func removeAllAnimations() {
        for entry in animationEntries { entry.wasRemoved = true }
        animationEntries.removeAll()
        for tween in view.tweenStacks.values.joined() { tween.group.wasInterrupted = true }
        view.tweenStacks.removeAll()
    }

    /// The keys of the running animations: the view's `UIView.animate` animations under UIKit's key for their
    /// property, then the Core Animation animations added with a key, in the order they were added.
    public func animationKeys() -> [String]? {
        let viewKeys = AnimatableProperty.allCases.filter { view.tweenStacks[$0] != nil }.map(\.layerKey)
        let keys = viewKeys + animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// True when the view or layer has a running animation.
    public var hasAnimations: Bool { !view.tweenStacks.isEmpty || !animationEntries.isEmpty }
}

extension AnimatableProperty: CaseIterable {
    static var allCases: [AnimatableProperty] { [.center, .bounds, .transform, .alpha, .backgroundColor] }

    /// The key UIKit adds its animation of this property under.
    var layerKey: String {
        switch self {
        case .center: return "position"
        case .bounds: return "bounds"
        case .transform: return "transform"
        case .alpha: return "opacity"
        case .backgroundColor: return "backgroundColor"
        }
    }

    init?(layerKey: String) {
        guard let property = AnimatableProperty.allCases.first(where: { $0.layerKey == layerKey }) else { return nil }
        self = property
    }
}
