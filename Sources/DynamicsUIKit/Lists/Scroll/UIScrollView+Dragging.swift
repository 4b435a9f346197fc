import Foundation
import DynamicsGeometry

extension UIScrollView {
    /// How long an animated `setContentOffset(_:animated:)` takes.
    static let offsetAnimationDuration: TimeInterval = 0.3

    /// Follows the scroll view's own pan recogniser: drag with rubber-banding, then decelerate or bounce.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
            // The pan begins once the finger has moved its hysteresis; the content follows from touch-down.
            drag(by: pan.translation(in: superview))
        case .changed: drag(by: pan.translation(in: superview))
        case .ended, .cancelled:
            drag(by: pan.translation(in: superview))
            endDragging(fingerVelocity: pan.velocity(in: superview))
        default: break
        }
    }

    private func beginDragging() {
        stopMotion()
        let range = offsetRange
        dragStartOffset = CGPoint(
            x: ScrollPhysics.unbanded(contentOffset.x, range: range.x, dimension: bounds.width),
            y: ScrollPhysics.unbanded(contentOffset.y, range: range.y, dimension: bounds.height))
        isTracking = true
        isDragging = true
        indicators.show()
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved `translation` since the drag began: the content follows it, banded past the edges.
    private func drag(by translation: CGPoint) {
        guard isDragging else { return }
        let range = offsetRange, axes = scrollableAxes
        var offset = contentOffset
        if axes.x {
            offset.x = ScrollPhysics.banded(dragStartOffset.x - translation.x, range: range.x, dimension: bounds.width,
                                            bounces: bounces)
        }
        if axes.y {
            offset.y = ScrollPhysics.banded(dragStartOffset.y - translation.y, range: range.y, dimension: bounds.height,
                                            bounces: bounces)
        }
        contentOffset = offset
    }

    /// The finger lifted moving at `fingerVelocity` (points per second): the content keeps that velocity and
    /// decelerates, or springs back when it is past an edge.
    private func endDragging(fingerVelocity: CGPoint) {
        guard isDragging else { return }
        // A refresh this pull started holds the content lower from here, so it springs back to the spinner.
        refreshControl?.dragWillEnd()
        isTracking = false
        isDragging = false
        let range = offsetRange, axes = scrollableAxes, rate = decelerationRate.rawValue
        var velocity = CGPoint(x: axes.x ? -fingerVelocity.x : 0, y: axes.y ? -fingerVelocity.y : 0)
        let offset = contentOffset
        var target = CGPoint(
            x: min(max(ScrollPhysics.restingOffset(from: offset.x, velocity: velocity.x, rate: rate), range.x.lowerBound),
                   range.x.upperBound),
            y: min(max(ScrollPhysics.restingOffset(from: offset.y, velocity: velocity.y, rate: rate), range.y.lowerBound),
                   range.y.upperBound))
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        // A delegate that moved the target gets a deceleration that comes to rest exactly there.
        if target.x != proposed.x { velocity.x = ScrollPhysics.velocity(from: offset.x, restingAt: target.x, rate: rate) }
        if target.y != proposed.y { velocity.y = ScrollPhysics.velocity(from: offset.y, restingAt: target.y, rate: rate) }

        let now = AnimationClock.current?.now ?? 0
        func motion(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion? {
            let motion = ScrollAxisMotion(offset: offset, velocity: velocity, time: now, range: range, rate: rate,
                                          bounces: bounces)
            return motion.isResting && range.contains(offset) ? nil : motion
        }
        motions = (motion(offset.x, velocity.x, range.x), motion(offset.y, velocity.y, range.y))
        let willDecelerate = motions.x != nil || motions.y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            indicators.hide(after: now)
            startFrames()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if AnimationClock.current == nil {
            // No clock to run frames on: the content arrives where it would come to rest.
            advanceMotion(to: .infinity)
        } else {
            startFrames()
        }
    }

    /// A finger went down on the content: a deceleration or an offset animation stops where it is, before the pan
    /// has decided to begin, as a touch catches scrolling content on iOS.
    func catchOnTouchDown() {
        guard isDecelerating || offsetAnimation != nil else { return }
        stopMotion()
    }

    /// Stops a deceleration or an offset animation where it is (a new touch or an explicit offset).
    func stopMotion() {
        let wasDecelerating = isDecelerating
        motions = (nil, nil)
        offsetAnimation = nil
        isDecelerating = false
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// Registers for animation-clock frames until nothing moves or fades any more.
    func startFrames() {
        guard !receivesFrames, let clock = AnimationClock.current else { return }
        receivesFrames = true
        clock.addFrameCallback { [weak self] now in
            guard let self else { return false }
            let keep = self.displayFrame(at: now)
            self.receivesFrames = keep
            return keep
        }
    }

    /// One display frame: moves the content and fades the indicators; returns whether more frames are needed.
    private func displayFrame(at now: TimeInterval) -> Bool {
        if let animation = offsetAnimation {
            let progress = min(max((now - animation.start) / Self.offsetAnimationDuration, 0), 1)
            let eased = TimingCurve.easeInOut.progress(at: CGFloat(progress))
            contentOffset = CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * eased,
                                    y: animation.from.y + (animation.to.y - animation.from.y) * eased)
            if progress >= 1 {
                offsetAnimation = nil
                indicators.hide(after: now)
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        if isDecelerating { advanceMotion(to: now) }
        indicators.update(at: now)
        return offsetAnimation != nil || isDecelerating || indicators.isFading
    }

    /// Moves each axis to its motion's offset at `time`; ends the deceleration once both rest.
    private func advanceMotion(to time: TimeInterval) {
        var offset = contentOffset
        if var motion = motions.x {
            offset.x = motion.offset(at: time)
            motions.x = motion.isResting ? nil : motion
        }
        if var motion = motions.y {
            offset.y = motion.offset(at: time)
            motions.y = motion.isResting ? nil : motion
        }
        contentOffset = offset
        guard motions.x == nil, motions.y == nil else { return }
        isDecelerating = false
        indicators.hide(after: time.isFinite ? time : AnimationClock.current?.now ?? 0)
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
