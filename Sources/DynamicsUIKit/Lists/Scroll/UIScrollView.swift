import Foundation
import DynamicsGeometry

/// A view whose content is larger than itself and is scrolled by dragging, with UIKit's properties, deceleration,
/// rubber-banding and scroll indicators.
///
/// As in UIKit, scrolling is the bounds origin: `contentOffset` is `bounds.origin`, so subviews placed in content
/// coordinates are drawn shifted by it and clipped to the view (`clipsToBounds` starts true). The view carries its
/// own `panGestureRecognizer`; after the finger lifts, the content decelerates and bounces on the animation clock's
/// frames (docs/scrolling.md has the formulas). Change the offset through `contentOffset` or
/// `setContentOffset(_:animated:)`, not `bounds`, so that the delegate and subclasses hear about it.
open class UIScrollView: UIView {
    /// The scroll indicators are painted over the subviews, and fade without invalidating the view.
    override package var renderHints: ViewRenderHints {
        var hints = super.renderHints
        hints.drawsOverSubviews = true
        hints.drawsEveryFrame = true
        return hints
    }

    /// Paints the scroll indicators (ScrollIndicators.swift).
    override package func drawOverSubviews(_ rect: CGRect) { drawIndicators() }

    /// How fast a fling slows down: the fraction of its velocity the content keeps every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The per-millisecond velocity factor.
        public let rawValue: CGFloat
        /// A rate from its per-millisecond factor.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop (paging-like lists), 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the scrollable content, in points.
    public var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            updateAdjustedContentInset()
            scrollEdgeObservers.notify()
        }
    }
    /// Extra scrollable space around the content, set by the app; `adjustedContentInset` adds the safe area to it.
    public var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }
    /// How the safe area (status bar, navigation and tab bars) joins `contentInset` (UIKit's default `.automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }
    /// The insets scrolling uses: `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` lets in,
    /// plus the refresh control's height at the top while it refreshes.
    /// Updated when the safe area, the insets, the behaviour or the content size change and at every layout pass;
    /// `adjustedContentInsetDidChange()` and the delegate hear of each change.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero
    /// The pull-to-refresh control above the content; setting it puts it there.
    public var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            refreshInset = 0
            guard let refreshControl else { return }
            refreshControl.scrollView = self
            insertSubview(refreshControl, at: 0)
            if refreshControl.isRefreshing { refreshInset = UIRefreshControl.height }
            refreshControl.scrollViewDidScroll()
        }
    }
    /// How much further down the content rests while the refresh control refreshes. Changing it does not move the
    /// content: the refresh control scrolls it where it belongs.
    var refreshInset: CGFloat = 0 {
        didSet { if refreshInset != oldValue { updateAdjustedContentInset(movingRestingContent: false) } }
    }
    /// The top of `adjustedContentInset` without the refresh control's share: where the content rests when no
    /// refresh is in progress.
    var restingTopInset: CGFloat { adjustedContentInset.top - refreshInset }
    /// Whether dragging scrolls (turns the pan recogniser on and off, as in UIKit).
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether content can be pulled past its edges and springs back.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// How quickly a fling slows down.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track stays from the edges (its right inset moves it left), on top of the
    /// safe area while `automaticallyAdjustsScrollIndicatorInsets` is true (iOS 13). `.zero` by default.
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsDisplay() } }
    /// How far the horizontal indicator's track stays from the edges (its bottom inset moves it up). `.zero` by
    /// default.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsDisplay() } }
    /// Both indicators' insets (UIKit's name before iOS 13): reads the vertical one, sets both.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators keep out of the adjusted content inset (the safe area and `contentInset`) as well as
    /// their own insets (true by default); false keeps them out of `contentInset` and their own insets only.
    public var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsDisplay() } }
    /// Told about scrolling, dragging and deceleration.
    public weak var delegate: (any UIScrollViewDelegate)?
    /// The recogniser that drags the content; attached to the view itself, as on iOS.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// True while a finger is down on the content.
    public internal(set) var isTracking = false
    /// True while a finger drags the content.
    public internal(set) var isDragging = false
    /// True while the content moves on its own after a drag.
    public internal(set) var isDecelerating = false

    /// The offset where the current drag began (unbanded), per axis.
    var dragStartOffset = CGPoint.zero
    /// The free motion of each axis after a drag, nil for an axis that does not move.
    var motions: (x: ScrollAxisMotion?, y: ScrollAxisMotion?) = (nil, nil)
    /// A running `setContentOffset(_:animated:)`.
    var offsetAnimation: (from: CGPoint, to: CGPoint, start: TimeInterval)?
    /// The scroll indicators' opacity and when they last stopped being needed.
    var indicators = ScrollIndicatorState()
    /// Whether the view is registered for animation-clock frames.
    var receivesFrames = false

    /// A scroll view with the given frame, clipping its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installPanHandling()
    }

    /// A scroll view with a zero frame, clipping its content (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanHandling()
    }

    private func installPanHandling() {
        clipsToBounds = true
        panGestureRecognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        panGestureRecognizer.ownerAllowsBegin = { [weak self] in self?.keepsDrag() ?? true }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Called after `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`; the default does nothing. Overrides call `super`.
    open func adjustedContentInsetDidChange() {}

    /// The safe area joins the insets as `contentInsetAdjustmentBehavior` says. Overrides call `super`.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// The layout pass re-reads the safe area and the content size before laying out (the insets depend on both).
    override func layoutPassWillVisit() { updateAdjustedContentInset() }

    /// The point of the content shown at the view's top-left corner: the bounds origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { moveContent(to: newValue) }
    }

    /// Moves the content to `offset`; with `animated`, over 0.3 s on the animation clock (at once without one),
    /// then tells the delegate `scrollViewDidEndScrollingAnimation`. Stops any deceleration.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset, let now = AnimationClock.current?.now else {
            contentOffset = offset
            return
        }
        offsetAnimation = (contentOffset, offset, now)
        indicators.show()
        startFrames()
    }

    /// The offsets the content can rest at along each axis: from −inset to content size + inset − view size.
    /// Non-finite sizes and insets count as zero.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let inset = adjustedContentInset
        let minX = finite(-inset.left), minY = finite(-inset.top)
        let maxX = max(minX, finite(contentSize.width + inset.right - bounds.width))
        let maxY = max(minY, finite(contentSize.height + inset.bottom - bounds.height))
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along each axis: it is larger than the view, or always bounces.
    var scrollableAxes: (x: Bool, y: Bool) {
        let inset = adjustedContentInset
        return (alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width,
                alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height)
    }

    /// Sets the bounds origin and tells the subclass and the delegate; ignores non-finite offsets.
    func moveContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != bounds.origin else { return }
        let newBounds = CGRect(origin: offset, size: bounds.size)
        boundsWillScroll(to: newBounds)
        bounds = newBounds
        boundsDidScroll()
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
        didScrollForNavigationBar?()
        scrollEdgeObservers.notify()
    }

    /// Set by a navigation controller whose large title follows this scroll view (its top controller's).
    var didScrollForNavigationBar: (() -> Void)?
    /// The bars whose look follows this scroll view's edges.
    var scrollEdgeObservers = ScrollEdgeObservers()

    /// Called with the new bounds before a scroll changes them (the collection view asks its layout here).
    func boundsWillScroll(to newBounds: CGRect) {}

    /// Called after a scroll changed the bounds (the collection view lays out its cells here).
    func boundsDidScroll() {}
}
