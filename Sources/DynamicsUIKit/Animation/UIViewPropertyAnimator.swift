import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// Where an animator is in its life (`UIViewAnimatingState`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIViewAnimatingState = CUIKitOpenEnums.UIViewAnimatingState

/// Where the animated properties ended (`UIViewAnimatingPosition`).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIViewAnimatingPosition = CUIKitOpenEnums.UIViewAnimatingPosition

/// UIKit's interface of interruptible animations.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether it is active and not paused.
    var isRunning: Bool { get }
    /// Whether it runs towards the start.
    var isReversed: Bool { get set }
    /// How far along it is, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes it.
    func startAnimation()
    /// Starts or resumes it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it where it is.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's interface of animators whose animations come from blocks.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// An interruptible view animation on the scene clock (`UIViewPropertyAnimator`): animation blocks run when it
/// starts, and the view properties they change move from their presented values to the new ones with cubic or
/// spring timing. It can be paused, scrubbed (`fractionComplete`), reversed, continued with new timing, stopped
/// where it is and finished at either end. docs/animation.md describes the model.
@preconcurrency @MainActor open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, ClockDriven {
    /// The duration given at creation.
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations can be paused, reversed and stopped (they always can here).
    public var isInterruptible = true
    /// Whether the views the animator animates take touches while it is active (default true); false keeps hit tests
    /// from finding them, as `UIView.animate` without `.allowUserInteraction` does.
    public var isUserInteractionEnabled = true
    /// Accepted for source compatibility: hit tests use model values here.
    public var isManualHitTestingEnabled = false
    /// Whether setting `fractionComplete` while paused moves the views linearly (the default) instead of along the
    /// timing curve.
    public var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing.
    public var pausesOnCompletion = false

    /// One animation block and the part of the animator's time it runs in.
    private final class Block {
        let animations: () -> Void
        let delayFactor: CGFloat
        var group: AnimationGroup?
        /// Where the block's own time starts (0…1 of the animator's).
        var start: CGFloat = 0
        /// The shown progress when the current segment began.
        var anchor: AnimationProgress = .start
        init(animations: @escaping () -> Void, delayFactor: CGFloat) {
            self.animations = animations
            self.delayFactor = delayFactor
        }
    }

    /// A stretch of motion after a pause with new timing or a scrub: from the shown values to one end.
    private struct Segment {
        let fraction: CGFloat
        let model: TimingModel
        let duration: TimeInterval
        let forwards: Bool
    }

    private var blocks: [Block] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var model: TimingModel
    /// How long the whole animation takes (the spring's settling duration for a physical spring).
    private let runLength: TimeInterval
    /// The animator's time fraction, 0…1, when it last changed speed or direction.
    private var baseFraction: CGFloat = 0
    /// The clock time at which `baseFraction` holds (later, during a start delay).
    private var baseTime: TimeInterval = 0
    /// Fraction per second while running.
    private var rate: Double
    private var isPaused = true
    private var isScrubbing = false
    private var segment: Segment?
    private weak var clock: AnimationClock?
    private var isScheduled = false
    /// The values to restore when finishing at the start or end after a stop.
    private var stoppedValues: [(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue)] = []

    /// An animator with `duration` and custom timing (required, as in UIKit, so class methods can make subclasses).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        (model, runLength) = parameters.timing(duration: self.duration)
        rate = runLength > 0 ? 1 / runLength : .infinity
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of this damping ratio that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes, starts and returns an animator, as `UIView.animate` would with these options' curve; the completion
    /// gets the end position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(
            controlPoint1: options.timingCurve.control1, controlPoint2: options.timingCurve.control2))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding work

    /// Adds an animation block: it runs when the animator starts, or at once (animating over the remaining time
    /// from the presented values) when it is already active.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block that starts `delayFactor` (0…1) of the way through the animator's time (of the
    /// remaining time when the animator is already active).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let block = Block(animations: animation, delayFactor: min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1))
        blocks.append(block)
        if state == .active { run(block) }
    }

    /// Adds a block to run, with the position the properties ended at, when the animation finishes.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    /// Whether it is active and not paused.
    public var isRunning: Bool { state == .active && !isPaused }

    /// Whether it runs towards the start: set it while paused or running to turn the animation round (a running one
    /// retraces its curve).
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            // Where the animation got to while it still ran the old way.
            let fraction = fraction(reversed: oldValue)
            if segment != nil || isScrubbing { beginSegment(model: segment?.model ?? model, at: fraction, factor: 1) }
            rebase(at: fraction)
        }
    }

    /// How far along the animation is (its time fraction 0…1). Setting it pauses nothing by itself but only takes
    /// effect on an inactive (which becomes active and paused) or paused animator; with `scrubsLinearly`, the views
    /// then sit at that fraction of the way, without the curve.
    public var fractionComplete: CGFloat {
        get { state == .inactive && blocks.allSatisfy({ $0.group == nil }) ? 0 : currentFraction }
        set {
            if state == .inactive { activate() }
            guard state == .active, isPaused else { return }
            baseFraction = min(max(newValue.isFinite ? newValue : 0, 0), 1)
            isScrubbing = scrubsLinearly
            segment = nil
        }
    }

    // MARK: Control

    /// Starts (running the animation blocks) or resumes the animation now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts or resumes the animation after `delay` seconds of scene time.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard isPaused else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        let fraction = currentFraction
        if isScrubbing {
            // The anchors are the scrubbed (linear) values, so they are taken before scrubbing ends.
            beginSegment(model: model, at: fraction, factor: 1)
            isScrubbing = false
        }
        isPaused = false
        baseFraction = fraction
        baseTime = (clock?.now ?? 0) + self.delay
    }

    /// Pauses the animation where it is (starting an inactive animator paused at the beginning).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard !isPaused else { return }
        baseFraction = currentFraction
        isPaused = true
    }

    /// Resumes a paused animation with new timing (nil keeps the current one) over `durationFactor` times the
    /// remaining part of the original duration (0 keeps it): the views continue from where they are.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let fraction = currentFraction
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        var newModel = segment?.model ?? model
        var length: TimeInterval?
        if let parameters {
            let remaining = Double(isReversed ? fraction : 1 - fraction) * duration * factor
            let timing = parameters.timing(duration: remaining)
            newModel = timing.model
            length = timing.duration
        }
        beginSegment(model: newModel, at: fraction, factor: factor, length: length)
        isScrubbing = false
        isPaused = false
        baseFraction = fraction
        baseTime = clock?.now ?? 0
    }

    /// Stops the animation where it is: the views keep their presented values as their model values. With
    /// `withoutFinishing` true the animator becomes inactive and no completion runs; with false it is `.stopped`
    /// until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        stoppedValues = []
        for block in blocks {
            guard let group = block.group else { continue }
            for (view, property, tween) in group.liveTweens {
                let shown = tween.shownValue(over: view.modelValue(of: property))
                stoppedValues.append((view, property, tween.from, tween.keyframes?.values.last ?? tween.to))
                view.removeTween(tween, of: property)
                view.setModelValue(shown, of: property)
            }
        }
        finishGroups()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { stoppedValues = [] }
    }

    /// Ends a stopped animation: the properties jump to `finalPosition` and the completions run with it.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for (view, property, from, to) in stoppedValues {
            switch finalPosition {
            case .end: view.setModelValue(to, of: property)
            case .start: view.setModelValue(from, of: property)
            case .current: break
            @unknown default: view.setModelValue(to, of: property)
            }
        }
        stoppedValues = []
        state = .inactive
        runCompletions(finalPosition)
    }

    // MARK: Running

    /// Runs the blocks and schedules the animator on the clock; it starts paused at the beginning.
    private func activate() {
        guard let clock = AnimationClock.current else {
            // No scene: the changes apply at once and the animator ends immediately.
            for block in blocks { block.animations() }
            state = .inactive
            runCompletions(.end)
            return
        }
        self.clock = clock
        state = .active
        isPaused = true
        baseFraction = 0
        baseTime = clock.now
        for block in blocks where block.group == nil { run(block) }
        if !isScheduled {
            isScheduled = true
            clock.schedule(self)
        }
    }

    /// Runs one block into a driven group that shows this animator's progress.
    private func run(_ block: Block) {
        guard let clock = clock ?? AnimationClock.current else { return block.animations() }
        let now = state == .active ? currentFraction : 0
        block.start = now + (1 - now) * block.delayFactor
        let group = AnimationGroup(timing: .driven { [weak self, weak block] in
            guard let self, let block else { return .end }
            return self.progress(of: block)
        }, beginsFromCurrentState: true, completion: nil)
        group.allowsUserInteraction = { [weak self] in self?.isUserInteractionEnabled ?? true }
        block.group = group
        block.anchor = .start
        clock.run(group, animations: block.animations)
    }

    /// The time fraction now.
    private var currentFraction: CGFloat { fraction(reversed: isReversed) }

    /// The time fraction now, running forwards or backwards since the base time.
    private func fraction(reversed: Bool) -> CGFloat {
        guard !isPaused, let now = clock?.now else { return baseFraction }
        let elapsed = max(now - baseTime, 0)
        let step = CGFloat(elapsed * effectiveRate)
        return min(max(baseFraction + (reversed ? -step : step), 0), 1)
    }

    /// Fraction per second now.
    private var effectiveRate: Double {
        guard let segment else { return rate }
        let span = Double(segment.forwards ? 1 - segment.fraction : segment.fraction)
        return segment.duration > 0 ? span / segment.duration : .infinity
    }

    /// Starts a segment from the shown values at `fraction` to the end the animator is heading for.
    private func beginSegment(model: TimingModel, at fraction: CGFloat, factor: Double, length: TimeInterval? = nil) {
        for block in blocks { block.anchor = progress(of: block, at: fraction) }
        let span = Double(isReversed ? fraction : 1 - fraction)
        segment = Segment(fraction: fraction, model: model, duration: length ?? span * runLength * factor,
                          forwards: !isReversed)
    }

    /// Keeps the current fraction as the base from now on.
    private func rebase(at fraction: CGFloat) {
        baseFraction = fraction
        baseTime = clock?.now ?? 0
    }

    private func progress(of block: Block) -> AnimationProgress { progress(of: block, at: currentFraction) }

    /// What `block` shows at the animator's time fraction `fraction`.
    private func progress(of block: Block, at fraction: CGFloat) -> AnimationProgress {
        let local = block.start < 1 ? min(max((fraction - block.start) / (1 - block.start), 0), 1) : (fraction >= 1 ? 1 : 0)
        if isScrubbing && segment == nil { return AnimationProgress(local) }
        guard let segment else { return model.progress(fraction: Double(local), duration: runLength * Double(1 - block.start)) }
        let span = segment.forwards ? 1 - segment.fraction : segment.fraction
        let u = span > 0 ? Double(segment.forwards ? fraction - segment.fraction : segment.fraction - fraction) / Double(span) : 1
        let eased = segment.model.progress(fraction: min(max(u, 0), 1), duration: segment.duration)
        let anchor = block.anchor, target: CGFloat = segment.forwards ? 1 : 0
        return AnimationProgress(x: anchor.x + (target - anchor.x) * eased.x, y: anchor.y + (target - anchor.y) * eased.y,
                                 scalar: anchor.scalar + (target - anchor.scalar) * eased.scalar)
    }

    /// Called by the clock on every advance: finishes the animation when it reaches its end.
    func advance(to now: TimeInterval) -> Bool {
        guard state != .inactive || blocks.contains(where: { $0.group != nil }) else {
            isScheduled = false
            return false
        }
        guard state == .active, !isPaused else { return true }
        let fraction = currentFraction
        let atEnd = isReversed ? fraction <= 0 : fraction >= 1
        guard atEnd else { return true }
        if pausesOnCompletion {
            baseFraction = fraction
            isPaused = true
            return true
        }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        for block in blocks {
            guard let group = block.group else { continue }
            for (view, property, tween) in group.liveTweens {
                view.removeTween(tween, of: property)
                if position == .start { view.setModelValue(tween.from, of: property) }
            }
        }
        finishGroups()
        state = .inactive
        isScheduled = false
        runCompletions(position)
        return false
    }

    private func finishGroups() {
        for block in blocks {
            block.group?.finish()
            block.group = nil
        }
        blocks = []
        segment = nil
        isScrubbing = false
        isPaused = true
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }
}

extension UIView {
    /// Sets a property's model value without animating it.
    func setModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
        UIView.performWithoutAnimation {
            switch (property, value) {
            case (.center, .point(let point)): center = point
            case (.bounds, .rect(let rect)): bounds = rect
            case (.transform, .transform(let transform)): self.transform = transform
            case (.transform, .transform3D(let transform)): transform3D = transform.transform
            case (.alpha, .scalar(let alpha)): self.alpha = alpha
            case (.backgroundColor, .color(let color)): backgroundColor = color
            default: break
            }
        }
    }
}
