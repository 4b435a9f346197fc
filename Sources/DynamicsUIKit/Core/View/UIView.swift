import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A rectangular view in a tree of views, with UIKit's geometry, appearance and hierarchy API.
///
/// Geometry follows UIKit: `center` (the layer's `position`) is in the superview's coordinates, `bounds` in the
/// view's own, and `transform` applies about the anchor point, the point of the bounds that sits at `center` (the
/// middle, (0.5, 0.5), unless `anchorPoint` moves it). `frame` is derived from those.
@preconcurrency @MainActor open class UIView: UIResponder, KeyValueObserver, CALayerDelegate {
    private var modelCenter: CGPoint
    private var modelBounds: CGRect
    private var modelTransform: CGAffineTransform = .identity
    /// The layer's full 3D transform when it is not an affine one (`modelTransform` then holds its affine part);
    /// nil for the usual flat transform. Setting `transform` clears it, as setting `view.transform` replaces
    /// `layer.transform` on iOS.
    package var modelTransform3D: CATransform3D?
    private var modelAlpha: CGFloat = 1
    /// The unit-square point of the bounds placed at `center` and kept still by `transform` (Core Animation's
    /// anchor point; UIKit exposes it as `layer.anchorPoint`, and since iOS 16 as `anchorPoint`).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var modelBackgroundColor: UIColor?

    /// Running tweens by property, oldest first: one absolute tween, or additive tweens whose offsets add up
    /// (UIView+Animate.swift); read through the presentation layer.
    var tweenStacks: [AnimatableProperty: [Tween]] = [:]

    /// The view's layer: corner radius, border, shadow, mask, sublayers and the presentation state. An instance of
    /// the class's `layerClass`, made on first use.
    public var layer: CALayer { backingLayer }
    /// What `layer` returns: a layer made for the view on first use, or, for the view that hosts a standalone
    /// `CALayer`, that layer.
    var backingLayer: CALayer { ownLayer }
    private lazy var ownLayer = CALayer.make(type(of: self).layerClass, backing: self)

    /// The class of the layer every view of this class gets (`CALayer` unless a subclass overrides it with a
    /// `CALayer` subclass, such as `CAGradientLayer` or `CAShapeLayer`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Bumped by `setNeedsDisplay()` and by a bounds-size change under `.redraw`: the renderer redraws the view's
    /// backing store when this differs from the value it last drew at. A standalone layer's host starts at 0,
    /// meaning its content is never drawn until asked for, as in Core Animation.
    package var contentGeneration = 1
    /// The row of the renderer's table that holds this view's cached drawing (its backing store).
    package final var backingStoreKey = RenderCacheKey()

    /// The view containing this one, if any.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// Whether the view and its subviews are skipped when drawing. A stack view leaves its hidden arranged subviews
    /// out of its arrangement.
    open var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) } }
    }
    /// Whether the view promises to fill its bounds with opaque content (true by default, as in UIKit). On iOS it
    /// lets the compositor skip what lies behind; here every view is composited the same way, so it changes no
    /// pixel, as it changes none on iOS for a view that keeps the promise.
    open var isOpaque = true
    /// Whether the bounds are cleared before `draw(_:)` runs (true by default). The renderer always starts a drawing
    /// from a clear backing store, so it is only kept.
    open var clearsContextBeforeDrawing = true
    /// Whether subviews and content are clipped to the bounds (same as `layer.masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// An integer to find the view with `viewWithTag(_:)`.
    open var tag = 0
    /// A stable name; scene traces record every view that has one.
    public var accessibilityIdentifier: String?
    /// The interactions attached with `addInteraction(_:)`, in order (see UIView+Interactions.swift).
    var attachedInteractions: [any UIInteraction] = []
    /// How UIKit Dynamics shapes this view for collisions. Override in a subclass, as on iOS 9+, for `.ellipse` or
    /// `.path`; declared here (not in a protocol extension) so the override is seen through `UIDynamicItem`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex outline used when `collisionBoundsType` is `.path`, with (0,0) at the view's centre. The default
    /// is empty, which the animator rejects with UIKit's "invalid bounding path" message.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one finger at a time (default false: a second finger that lands on it
    /// while one is down is not delivered to it).
    open var isMultipleTouchEnabled = false
    /// Whether a finger in this view keeps every other view of the window from receiving touches, and the view from
    /// receiving a finger while another view has one (default false).
    open var isExclusiveTouch = false
    /// Whether the view's content flips for right-to-left languages (`.unspecified` by default: it does).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutStructureDidChange() } }
    }
    /// The tint system controls draw with: the value set here, else the superview's, else system blue.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }
    /// The tint set on this view itself (a refresh control colours its spinner with it, grey otherwise).
    private(set) var explicitTintColor: UIColor?
    /// How content is laid out when the bounds change: how an image view places its image, and how a stale
    /// backing store of `draw(_:)` is stretched or placed (`.redraw` draws again instead).
    open var contentMode: ContentMode = .scaleToFill
    /// Gesture recognisers attached to the view, in the order they were added.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Constraints, guides and priorities, made when Auto Layout first touches the view.
    var layoutState: ViewLayoutState?
    /// The view's anchors, made on first read (kept apart from `layoutState`: reading an anchor is not using Auto
    /// Layout).
    var layoutAnchorCache: LayoutAnchorCache?

    /// A view with the given frame (origin in the superview's coordinates).
    public init(frame: CGRect) {
        let frame = frame.standardized
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        modelBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        ViewCreation.observer?(self)
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// UIKit decodes a view from an Interface Builder archive here. There are no archives, so this makes a view with
    /// a zero frame; because the initializer is `required`, as in UIKit, subclasses written for iOS (which implement it,
    /// often calling `super.init(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        modelCenter = .zero
        modelBounds = .zero
        super.init()
        ViewCreation.observer?(self)
    }

    /// Not isolated, as UIKit's (an Objective-C `dealloc`): iOS subclasses declare a plain `deinit` (to remove
    /// observers, say), which an isolated one here would refuse to override.
    deinit {
        // A standalone sublayer and the view hosting it hold each other while attached; a superlayer that goes away
        // releases its sublayers, as Core Animation's does.
        for case let host as LayerHostView in subviews { host.superlayerWillGo() }
    }

    /// The centre in the superview's coordinates. Animatable.
    open var center: CGPoint {
        get { modelCenter }
        set {
            let old = modelCenter
            keyValueObservations?.willChange(.center, of: self, old: old)
            recordChange(of: .center, from: .point(modelCenter), to: .point(newValue))
            modelCenter = newValue
            keyValueObservations?.didChange(.center, of: self, old: old, new: newValue)
            engineReadGeometryDidChange()
        }
    }

    /// The view's own coordinate rectangle; its origin shifts the content and subviews. Animatable. A new size
    /// resizes the subviews by their `autoresizingMask` and asks for a layout pass.
    open var bounds: CGRect {
        get { modelBounds }
        set {
            let old = modelBounds
            keyValueObservations?.willChange(.bounds, of: self, old: old)
            recordChange(of: .bounds, from: .rect(modelBounds), to: .rect(newValue))
            let oldSize = modelBounds.size
            modelBounds = newValue
            keyValueObservations?.didChange(.bounds, of: self, old: old, new: newValue)
            engineReadGeometryDidChange()
            if newValue.size != oldSize {
                if contentMode == .redraw { contentGeneration &+= 1 }
                if autoresizesSubviews { resizeSubviews(from: oldSize) }
                setNeedsLayout()
            }
        }
    }

    /// The transform applied about the centre. Animatable.
    open var transform: CGAffineTransform {
        get { modelTransform }
        set { setModelTransform(newValue, depth: nil) }
    }

    /// Sets the model transform: its affine part and, for a transform with depth or perspective, the whole 3D
    /// transform. Inside an animation block the change is animated (a 3D one through its decomposed parts).
    package func setModelTransform(_ newValue: CGAffineTransform, depth: CATransform3D?) {
        let old = modelTransform
        keyValueObservations?.willChange(.transform, of: self, old: old)
        let target: AnimatableValue = depth.map { .transform3D(DepthTransform(transform: $0)) } ?? .transform(newValue)
        recordChange(of: .transform, from: modelValue(of: .transform), to: target)
        modelTransform = newValue
        modelTransform3D = depth
        keyValueObservations?.didChange(.transform, of: self, old: old, new: newValue)
    }

    /// The rectangle in the superview's coordinates that encloses the (transformed) view.
    ///
    /// Setting it moves the centre to the rectangle's middle; the bounds size follows the rectangle only when the
    /// transform is the identity (UIKit calls the frame undefined otherwise). Animatable.
    open var frame: CGRect {
        get { UIView.frame(center: modelCenter, bounds: modelBounds, transform: modelTransform, anchor: anchorPoint) }
        set {
            let rect = newValue.standardized
            let old = frame
            keyValueObservations?.willChange(.frame, of: self, old: old)
            center = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
            if modelTransform.isIdentity {
                bounds = CGRect(origin: modelBounds.origin, size: rect.size)
            }
            keyValueObservations?.didChange(.frame, of: self, old: old, new: frame)
        }
    }

    /// Opacity, 0…1, applied to the view and its subviews as a group. Animatable.
    open var alpha: CGFloat {
        get { modelAlpha }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            recordChange(of: .alpha, from: .scalar(modelAlpha), to: .scalar(clamped))
            modelAlpha = clamped
        }
    }

    /// The fill behind the content, nil for none. Animatable.
    open var backgroundColor: UIColor? {
        get { modelBackgroundColor }
        set {
            recordChange(of: .backgroundColor, from: .color(modelBackgroundColor), to: .color(newValue))
            modelBackgroundColor = newValue
        }
    }

    /// The enclosing rectangle of `bounds` placed at `center` and transformed about it.
    nonisolated static func frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform, anchor: CGPoint) -> CGRect {
        let local = CGRect(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width,
                           height: bounds.height)
        let placed = transform.isIdentity ? local : local.applying(transform)
        return placed.offsetBy(dx: center.x, dy: center.y)
    }

    /// The model value of an animatable property.
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: return .point(modelCenter)
        case .bounds: return .rect(modelBounds)
        case .transform: return modelTransform3D.map { .transform3D(DepthTransform(transform: $0)) } ?? .transform(modelTransform)
        case .alpha: return .scalar(modelAlpha)
        case .backgroundColor: return .color(modelBackgroundColor)
        }
    }

    /// What the renderer must know of this view beyond its layer. A plain view caches its drawing and reaches past
    /// its bounds only when its layer does; view classes that draw otherwise override this one value.
    package var renderHints: ViewRenderHints {
        ViewRenderHints(drawsOutsideBounds: layer.renderNeed.drawsOutsideBounds)
    }

    /// Paints over the subviews, inside the view's clip, in its bounds coordinates with the current drawing context;
    /// the renderer calls it when `renderHints.drawsOverSubviews` is set. Nothing by default.
    package func drawOverSubviews(_ rect: CGRect) {}

    /// Draws the view's content in its bounds coordinates. Override it and draw with `UIColor.setFill()`,
    /// `UIBezierPath.fill()`/`stroke()`, `UIRectFill` or `UIGraphicsGetCurrentContext()`. As in UIKit it runs only
    /// when the content is invalid — first display, `setNeedsDisplay()`, a bounds-size change under
    /// `contentMode = .redraw` — into a backing store of the bounds at the screen scale, which is then moved,
    /// rotated, faded and stretched (by `contentMode`) with the view without drawing again.
    open func draw(_ rect: CGRect) {}

    /// Draws a layer this view is the delegate of (a standalone layer whose `delegate` is set to the view); the
    /// default draws nothing. The view's own layer is drawn through `draw(_:)`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Marks the content invalid: `draw(_:)` runs again before the next frame is drawn.
    public func setNeedsDisplay() { contentGeneration &+= 1 }

    /// Marks part of the content invalid. The whole backing store is redrawn (with the full bounds as the rectangle),
    /// which shows the same pixels as redrawing the part: the rectangle is only an optimisation hint on iOS.
    public func setNeedsDisplay(_ invalidRect: CGRect) { setNeedsDisplay() }

    /// How the view is resized when its superview's size changes (when the superview `autoresizesSubviews`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews follow their `autoresizingMask` when this view's size changes (default true).
    open var autoresizesSubviews = true
    /// Set by `setNeedsLayout()`; cleared by the layout pass.
    public private(set) var needsLayout = false
    /// The view controller whose root view this is, told around every layout of it.
    weak var owningViewController: UIViewController?
    /// The view's trait overrides, the traits it last heard about and its trait-change registrations
    /// (Traits/UITraitEnvironment.swift).
    var traitState = TraitEnvironmentState()

    /// Called in the layout pass when the view's traits changed since it last heard (not for the traits it gets on
    /// first joining a hierarchy), before its `layoutSubviews()`, with `UITraitCollection.current` set to the new
    /// traits; `previousTraitCollection` is what it had. The default does nothing. (Deprecated on iOS 17 for
    /// `registerForTraitChanges(_:handler:)`, and still called there.)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Who observes this view's and its layer's geometry; nil until someone does.
    var keyValueObservations: KeyValueObservations?

    /// Told of changes to key paths this view observes (KVO); the default ignores them.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Lays out the subviews. The default gives every subview that does not translate its autoresizing mask the
    /// frame Auto Layout solved for it (its `center` and bounds size; a transform is kept), as UIKit's does; an
    /// override should call `super.layoutSubviews()` first. The layout pass calls it; never call it yourself.
    open func layoutSubviews() {
        rootView.layoutState?.engine?.applyFrames(toSubviewsOf: self)
    }

    /// Asks for a layout pass of this view before the next frame is drawn.
    public func setNeedsLayout() { needsLayout = true }

    /// Runs the layout pass now: first the update-constraints pass and Auto Layout's solve for the whole tree, then
    /// every view that needs layout gets `layoutSubviews()` (its view controller's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around it), parents before children — from the topmost
    /// ancestor that needs layout, as Core Animation does. A scene runs it on the window before every frame, as a
    /// run-loop turn does on iOS.
    public func layoutIfNeeded() {
        let root = rootView
        // Laying out can move the safe area or margins that constraints used; UIKit then lays out again. A few
        // rounds settle any real layout.
        for _ in 0..<4 {
            root.prepareAutoLayout()
            var start: UIView = self
            var ancestor = superview
            while let view = ancestor {
                if view.needsLayout { start = view }
                ancestor = view.superview
            }
            start.layoutSubtreeIfNeeded()
            guard let engine = root.layoutState?.engine, engine.insetsMoved() else { return }
        }
    }

    /// Core Animation asks the view, its layer's delegate, to lay the layer out: UIKit's answer is the view
    /// controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`. Override it to
    /// place sublayers from `layer.bounds`; without `super` the view's subviews are not laid out, as on iOS.
    open func layoutSublayers(of layer: CALayer) {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    func layoutSubtreeIfNeeded() {
        layoutPassWillVisit()
        updateTraitsIfNeeded()
        if needsLayout {
            needsLayout = false
            UITraitCollection.withCurrent(traitState.delivered) { layoutSublayers(of: layer) }
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Called for every view the layout pass walks, before its `layoutSubviews()` would run; a scroll view re-reads
    /// its safe area here (`adjustedContentInset`), as UIKit does during layout.
    func layoutPassWillVisit() {}

    /// The size of the content when nothing else constrains it: `UIView.noIntrinsicMetric` on an axis without one
    /// (the default for a plain view). Labels, buttons, image views and controls report their content's size.
    /// Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Whether the intrinsic size depends on the width layout gives the view (a label that wraps): the engine then
    /// measures it again at its solved width, as UIKit does for a multi-line label without `preferredMaxLayoutWidth`.
    var wrapsToLayoutWidth: Bool { false }

    /// The intrinsic size at a given layout width, for views that wrap.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// Where the first or last text baseline lies: `scale × height + offset` below the top. A plain view's
    /// baselines are its bottom edge.
    func baselineOffset(last: Bool) -> (scale: CGFloat, offset: CGFloat) { (1, 0) }

    /// Updates the view's constraints in the update-constraints pass; call `super.updateConstraints()` last, as
    /// UIKit asks. The default does nothing.
    open func updateConstraints() {}

    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass now for this view's subtree: `updateConstraints()` on every view that needs
    /// it, children before parents (and `updateViewConstraints()` for a controller's root view), as UIKit does.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }

    /// Whether the view only works with Auto Layout; UIKit reads it for custom views, here it is only declared.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when `layoutMargins` change; the default does nothing.
    open func layoutMarginsDidChange() {}

    /// The view whose first baseline `firstBaselineAnchor` follows (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline `lastBaselineAnchor` follows (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// The smallest size that satisfies the view's constraints closest to `targetSize`
    /// (`UIView.layoutFittingCompressedSize` or `layoutFittingExpandedSize`), both axes at the fitting-size priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints closest to `targetSize`, each axis pulled towards it at its
    /// priority (`.required` fixes that axis, as a self-sizing cell fixes its width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called after a subview was added (or moved within the subviews); the default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) joins or leaves a window (nil when it leaves).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) joined or left a window.
    open func didMoveToWindow() {}
    /// Called when a view is loaded from an Interface Builder archive; never here, so overrides compile and run
    /// only when called.
    open func awakeFromNib() {}

    /// The window the view is in: the outermost window among it and its ancestors — its topmost ancestor, or the
    /// window a render holds in a device frame or panel (which are plain views around the scene's window).
    public var window: UIWindow? {
        var view: UIView = self
        var found = self as? UIWindow
        while let parent = view.superview {
            view = parent
            if let window = parent as? UIWindow { found = window }
        }
        return found
    }

    /// How far the unobscured area lies inside this view's edges, as UIKit computes it: the window's insets (the
    /// 20-point status bar of the home-button iPhones when the scene draws one), narrowed by each view controller's
    /// `additionalSafeAreaInsets` and what its container adds (a navigation bar) on the way down, where that area
    /// overlaps the view; zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let frame = convert(bounds, to: window)
        let (safe, container) = safeRect(in: window)
        return Self.overlapInsets(of: frame, with: safe, insetFrom: container)
    }

    /// The unobscured rectangle in window coordinates at this view's depth, and the rectangle it was inset from (an
    /// edge that is not inset obscures nothing, however far a view reaches past it).
    private func safeRect(in window: UIWindow) -> (safe: CGRect, container: CGRect) {
        var container = window.bounds
        var rect = container.inset(by: window.deviceSafeAreaInsets)
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, view !== window {
            chain.append(view)
            current = view.superview
        }
        for view in chain.reversed() {
            guard let controller = view.owningViewController else { continue }
            let extra = controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
            guard extra != .zero else { continue }
            let frame = view.convert(view.bounds, to: window)
            let inherited = Self.overlapInsets(of: frame, with: rect, insetFrom: container)
            container = frame
            rect = frame.inset(by: inherited + extra)
        }
        return (rect, container)
    }

    /// How far `safe` lies inside `frame`'s edges, on the edges where `safe` is inset from `container` (zero where it
    /// reaches past them).
    private static func overlapInsets(of frame: CGRect, with safe: CGRect, insetFrom container: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: safe.minY > container.minY ? max(0, safe.minY - frame.minY) : 0,
                     left: safe.minX > container.minX ? max(0, safe.minX - frame.minX) : 0,
                     bottom: safe.maxY < container.maxY ? max(0, frame.maxY - safe.maxY) : 0,
                     right: safe.maxX < container.maxX ? max(0, frame.maxX - safe.maxX) : 0)
    }

    /// Called when the safe area insets change; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Tells the subtree that its safe area may have changed: Auto Layout looks again at its guides and margins.
    func safeAreaDidChange() {
        forEachInSubtree {
            $0.safeAreaInsetsDidChange()
            $0.owningViewController?.viewSafeAreaInsetsDidChange()
            $0.setNeedsLayout()
        }
        rootView.layoutState?.engine?.needsSync = true
    }

    /// True when `point` (in this view's coordinates) is inside its bounds, as UIKit's default. Override it to
    /// grow or shrink the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or self) containing `point` (this view's coordinates), front-most
    /// subview first; nil when the point is outside or the view is hidden, transparent (alpha < 0.01), has
    /// `isUserInteractionEnabled` off, or is being animated without `.allowUserInteraction`. Uses model geometry, as
    /// UIKit does. Override it to redirect touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isAnimatingWithoutInteraction,
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Asked when `gestureRecognizer`, attached to this view, has the touches to leave `.possible` (begin, or
    /// recognise a discrete gesture): false makes it fail, as UIKit's `UISlider` refuses drags along its track.
    /// UIKit asks the view before the recogniser's delegate, and a view that says no leaves the delegate unasked;
    /// the default is true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The size that fits the view's content; a plain view keeps its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits`, keeping its origin (as UIKit does).
    open func sizeToFit() {
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        let origin = frame.origin
        bounds = CGRect(origin: bounds.origin, size: size)
        center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }

    /// The view controller whose root view this is, else the superview (UIKit's chain for views).
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The class name, frame and identifier, like UIKit's debug description. `NSObject` declares it nonisolated;
    /// it reads the view's geometry, so it must be read on the main actor (where views live), and traps elsewhere.
    open override var description: String {
        MainActor.assumeIsolated { isolatedDescription }
    }

    /// What `description` gives when the view's class does not override it; UIKit's `recursiveDescription` prints
    /// each view by its `description`, so a printer tells an override (printed as it is) from this default.
    package var defaultDescription: String { isolatedDescription }

    private var isolatedDescription: String {
        var text = "<\(type(of: self)) frame = (\(frame.origin.x) \(frame.origin.y); \(frame.width) \(frame.height))"
        if let identifier = accessibilityIdentifier { text += "; id = \(identifier)" }
        return text + ">"
    }
}

extension UIView {
    /// How a view lays out its content within its bounds, with UIKit's cases (`.scaleToFill`, `.scaleAspectFit`,
    /// `.scaleAspectFill`, `.redraw`, `.center`, the edges and the corners). Declared in C as the SDK declares it
    /// (`NS_ENUM`, open to new cases), so a `switch` over it gets the SDK's diagnostics
    /// (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentMode = CUIKitOpenEnums.__UIViewContentMode
}
