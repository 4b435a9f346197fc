import Foundation
import DynamicsGeometry

/// The Core Animation side of a view: rounded corners, border, shadow, mask and the presentation state.
///
/// Position, bounds, anchor point, opacity, background and transform live on the view (`center`, `bounds`,
/// `anchorPoint`, `alpha`, `backgroundColor`, `transform`); the layer reads them through.
@preconcurrency @MainActor open class CALayer {
    /// The view this layer backs (for a standalone layer, the internal view that hosts it).
    public unowned let view: UIView
    /// The host of a standalone layer, owned by it.
    private var hostView: UIView?

    /// Radius of the rounded corners of the background and border; content is clipped to it only when
    /// `masksToBounds` is set (as in UIKit).
    public var cornerRadius: CGFloat = 0 {
        willSet { presentationBeforeChange = presentationBeforeAnimatableChange() }
        didSet { runActions(for: ["cornerRadius"], from: presentationBeforeChange.take()) }
    }
    /// The shape of the rounded corners (default `.circular`).
    public var cornerCurve: CALayerCornerCurve = .circular
    /// Whether content and sublayers are clipped to the (rounded) bounds.
    public var masksToBounds = false
    /// Width of the border drawn inside the bounds edge, on top of the content and subviews.
    public var borderWidth: CGFloat = 0 {
        willSet { presentationBeforeChange = presentationBeforeAnimatableChange() }
        didSet { runActions(for: ["borderWidth"], from: presentationBeforeChange.take()) }
    }
    /// Colour of the border (UIKit's default is opaque black).
    public var borderColor: UIColor? = .black
    /// Colour of the drop shadow (UIKit's default is opaque black).
    public var shadowColor: UIColor? = .black
    /// Shadow offset in points (UIKit's default is (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow opacity, 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float = 0 {
        willSet { presentationBeforeChange = presentationBeforeAnimatableChange() }
        didSet { runActions(for: ["shadowOpacity"], from: presentationBeforeChange.take()) }
    }
    /// Blur radius of the shadow in points (UIKit's default is 3).
    public var shadowRadius: CGFloat = 3
    /// The shadow's shape in the layer's coordinates; nil uses the shape of the layer's drawn content.
    public var shadowPath: CGPath?
    /// A mask: only the parts of the layer under the mask's filled path stay visible.
    public var mask: CAShapeLayer?
    /// An image drawn in the bounds under what the view's `draw(_:)` draws, placed by `contentsGravity`,
    /// `contentsRect`, `contentsCenter` and `contentsScale`: a `CGImage` (as iOS code sets it, `image.cgImage`) or a
    /// `UIImage`; anything else draws nothing, as on iOS.
    public var contents: Any?
    /// How `contents` is placed in the bounds (default `.resize`: stretched to them).
    public var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents image shown, in unit coordinates of the image (default the whole, (0, 0, 1, 1)); a
    /// rectangle with a non-finite value is ignored.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if !CALayer.isFinite(contentsRect) { contentsRect = oldValue } }
    }
    /// The stretchable middle of the contents, in unit coordinates of the shown part (default the whole): when the
    /// gravity scales the contents, the parts outside it keep their size and only the middle stretches (nine-part
    /// stretching). A rectangle with a non-finite value is ignored.
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if !CALayer.isFinite(contentsCenter) { contentsCenter = oldValue } }
    }
    /// Pixels of the contents image per point of the layer (default 1), which sizes the contents under the
    /// gravities that do not scale; values that are not finite and positive are ignored.
    public var contentsScale: CGFloat = 1 {
        didSet { if !(contentsScale > 0 && contentsScale.isFinite) { contentsScale = oldValue } }
    }

    /// The layer's place on the z axis (default 0). Siblings are drawn in increasing `zPosition`, those with equal
    /// values in sublayer order, as Core Animation draws flat layers; hit-testing keeps the order of the sublayers
    /// (`subviews`), as on iOS. A non-finite value is ignored.
    public var zPosition: CGFloat = 0 {
        didSet { if !zPosition.isFinite { zPosition = oldValue } }
    }

    /// Whether the layer is drawn when its back faces the viewer (default true). When false, a layer whose
    /// projected corners run anticlockwise on screen — turned more than 90° about x or y — is not drawn, nor its
    /// sublayers.
    public var isDoubleSided = true
    /// Whether the edges of a transformed layer are antialiased (default false, as in Core Animation). The renderer
    /// antialiases every edge whatever it says — what `true` asks for — so a turned layer with it false shows smooth
    /// edges here where iOS shows stair steps (DECISIONS.md, "Views and layers").
    public var allowsEdgeAntialiasing = false

    /// Whether the layer and its sublayers are drawn once into a bitmap that is then composited with the layer's
    /// position, transform and opacity every frame (default false), redrawn only when something inside changes.
    public var shouldRasterize = false
    /// Pixels per point of the rasterised bitmap (default 1, as in Core Animation: set it to the screen's scale for
    /// sharp pixels on a 2× or 3× screen); values that are not finite and positive are ignored.
    public var rasterizationScale: CGFloat = 1 {
        didSet { if !(rasterizationScale > 0 && rasterizationScale.isFinite) { rasterizationScale = oldValue } }
    }
    /// The row of the renderer's table that holds this layer's rasterised bitmap (`shouldRasterize`).
    package final var rasterCacheKey = RenderCacheKey()

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// What was on screen before the stored property being set changed, kept from its `willSet` to its `didSet` for
    /// the implicit animation.
    package var presentationBeforeChange: LayerPresentation?

    /// `sublayerTransform` when it is not the identity.
    package var storedSublayerTransform: CATransform3D?

    /// When the layer's time starts, in its superlayer's time (default 0); with `speed` and `timeOffset` it maps the
    /// superlayer's time to this layer's (`convertTime(_:from:)`), which the animations on this layer and its
    /// sublayers run in. On a `CAEmitterLayer` it is also the scene time (`CACurrentMediaTime()`) at which the
    /// emitter starts: before it nothing is born, and 0 starts it when the layer is given its cells. A non-finite
    /// value is ignored.
    public var beginTime: TimeInterval = 0 {
        didSet { if !beginTime.isFinite { beginTime = oldValue } }
    }
    /// How fast the layer's time runs against its superlayer's (default 1; 0 stops the animations of the layer and
    /// its sublayers — the "pause a layer" idiom — and 2 runs them twice as fast). A non-finite value is ignored.
    public var speed: Float = 1 {
        didSet { if !speed.isFinite { speed = oldValue } }
    }
    /// Added to the layer's time after `beginTime` and `speed` (default 0). A non-finite value is ignored.
    public var timeOffset: TimeInterval = 0 {
        didSet { if !timeOffset.isFinite { timeOffset = oldValue } }
    }
    /// One iteration of the layer's time, in its local seconds (default 0). 0 means the layer's time runs on for
    /// ever, unlike an animation's 0 (a quarter second); with a duration the time of the layer — and so of the
    /// animations of it and its sublayers — runs from 0 to `duration` and then, as `repeatCount`, `repeatDuration`
    /// and `autoreverses` say, again or back (CALayer+Timing.swift). A negative or non-finite value is ignored.
    public var duration: TimeInterval = 0 {
        didSet { if !duration.isFinite || duration < 0 { duration = oldValue } }
    }
    /// How many iterations of `duration` the layer's time runs (default 0, meaning one; fractions allowed;
    /// `.infinity` for ever). A NaN or negative value is ignored.
    public var repeatCount: Float = 0 {
        didSet { if repeatCount.isNaN || repeatCount < 0 { repeatCount = oldValue } }
    }
    /// How long, in local seconds, the iterations repeat (instead of `repeatCount`; default 0). A NaN or negative
    /// value is ignored.
    public var repeatDuration: TimeInterval = 0 {
        didSet { if repeatDuration.isNaN || repeatDuration < 0 { repeatDuration = oldValue } }
    }
    /// Whether each iteration of the layer's time runs forwards and then back (default false).
    public var autoreverses = false
    /// Whether the layer's time holds at its start before `beginTime` (`.backwards`) and at its end after its
    /// repeats (`.forwards`); where it does not, the layer's animations show nothing then (default `.removed`).
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The Core Animation animations on the layer, in the order they were added.
    var animationEntries: [LayerAnimationEntry] = []

    /// The image `contents` holds, if it holds one.
    package var contentsImage: UIImage? {
        if let bitmap = contents as? CGImage { return bitmap.image }
        return contents as? UIImage
    }

    /// The view whose `layerClass` is being instantiated, and that class: `init()` backs that view instead of making
    /// a host, so a view's layer can be any `CALayer` subclass built through its metatype.
    private static var pendingBacking: (view: UIView, layerClass: ObjectIdentifier)?

    /// A new layer of `layerClass` (`CALayer` when it is not a layer class) backing `view`.
    static func make(_ layerClass: AnyClass, backing view: UIView) -> CALayer {
        let type = layerClass as? CALayer.Type ?? CALayer.self
        pendingBacking = (view, ObjectIdentifier(type))
        defer { pendingBacking = nil }
        return type.init()
    }

    /// A standalone layer, to add to another layer with `addSublayer(_:)` or `insertSublayer(_:at:)`; it has zero
    /// bounds at (0, 0) until given a frame. Required (unlike Core Animation's, see DECISIONS.md) because a view
    /// builds its layer from `layerClass`, which Swift can do only through a required initializer.
    public required init() {
        // Only the layer of the exact class asked for backs the view: a layer the subclass makes in a stored
        // property's initial value, before `super.init()`, is a standalone one.
        if let pending = CALayer.pendingBacking, pending.layerClass == ObjectIdentifier(type(of: self)) {
            CALayer.pendingBacking = nil
            view = pending.view
            hostView = nil
            delegate = pending.view
            return
        }
        let host = LayerHostView()
        view = host
        hostView = host
        host.host(self)
    }

    /// A standalone layer, as `init()` makes (there are no archives here, so nothing is decoded); required, as in
    /// Core Animation, so layer subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        let host = LayerHostView()
        view = host
        hostView = host
        host.host(self)
    }

    /// The point of the bounds, in unit coordinates, that sits at `position` and that transforms turn about.
    /// Changing it keeps `position` and moves the frame, as in Core Animation.
    public var anchorPoint: CGPoint {
        get { view.anchorPoint }
        set { view.anchorPoint = newValue }
    }

    /// The view's centre: where the anchor point sits in the superview.
    public var position: CGPoint {
        get { view.center }
        set { changeAnimatably("position") { view.center = newValue } }
    }

    /// The view's bounds.
    public var bounds: CGRect {
        get { view.bounds }
        set { changeAnimatably("bounds") { view.bounds = newValue } }
    }

    /// The view's frame.
    public var frame: CGRect {
        get { view.frame }
        set { changeAnimatably("position", "bounds") { view.frame = newValue } }
    }

    /// The view's alpha.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { changeAnimatably("opacity") { view.alpha = CGFloat(newValue) } }
    }

    /// The view's background colour.
    public var backgroundColor: CGColor? {
        get { view.backgroundColor }
        set { changeAnimatably("backgroundColor") { view.backgroundColor = newValue } }
    }

    /// The view's `isHidden`.
    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }

    /// The view's transform (the affine part of `transform`).
    public func affineTransform() -> CGAffineTransform { view.transform }

    /// The layer's transform, applied about the anchor point: the view's `transform3D`, whose affine part is the
    /// view's `transform`. Perspective (`m34`) and rotations out of the plane are drawn projected. A transform with
    /// a non-finite entry is ignored.
    public var transform: CATransform3D {
        get { view.transform3D }
        set { changeAnimatably("transform") { view.transform3D = newValue } }
    }

    /// A transform applied to every sublayer, about this layer's anchor point (its centre by default): the usual
    /// place for a shared perspective, `sublayerTransform.m34 = -1 / 500`. A transform with a non-finite entry is
    /// ignored.
    public var sublayerTransform: CATransform3D {
        get { storedSublayerTransform ?? CATransform3DIdentity }
        set {
            guard newValue.isFinite else { return }
            storedSublayerTransform = CATransform3DIsIdentity(newValue) ? nil : newValue
        }
    }

    /// Sets the view's transform.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        changeAnimatably("transform") { view.transform = transform }
    }

    /// What is on screen now: the in-flight values of running animations, the model values elsewhere. Never nil
    /// (the optional matches UIKit's signature so `layer.presentation()?.frame` compiles unchanged).
    public func presentation() -> LayerPresentation? {
        LayerPresentation(view: view)
    }

    /// The object that draws the layer's content when the layer itself does not override `draw(in:)`: for a view's
    /// layer, the view (whose `draw(_:)` the renderer calls).
    public weak var delegate: CALayerDelegate?

    /// Whether a change of the bounds' size invalidates the content (default false: the old drawing is stretched).
    public var needsDisplayOnBoundsChange: Bool {
        get { view.contentMode == .redraw }
        set { view.contentMode = newValue ? .redraw : .scaleToFill }
    }

    /// Draws the layer's content, in its bounds coordinates; the default asks the delegate. Runs only when the
    /// content is invalid (a standalone layer's, only after `setNeedsDisplay()`, as in Core Animation), into a
    /// backing store at the screen scale that is then composited with the layer's geometry.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the content invalid, so `draw(in:)` (for a view's layer, the view's `draw(_:)`) runs before the next
    /// frame is drawn.
    public func setNeedsDisplay() { view.setNeedsDisplay() }

    /// Marks part of the content invalid; the whole content is redrawn (see `UIView.setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ r: CGRect) { view.setNeedsDisplay(r) }

    /// Marks the layer as needing layout: the layer's view (a standalone layer's own) lays out in the next pass.
    public func setNeedsLayout() { view.setNeedsLayout() }

    /// Lays the layer and its sublayers out now if they need it, through the layer's view.
    public func layoutIfNeeded() { view.layoutIfNeeded() }

    /// The actions for property changes, by key (`"position"`, `"opacity"`…); `NSNull` for a key turns that
    /// property's implicit animation off.
    public var actions: [String: CAAction]?

    /// The action for `event` (a property's key): the delegate's answer, else `actions[event]`, else the class's
    /// `defaultAction(forKey:)`, else — for an animatable property of a standalone layer — the implicit animation, a
    /// `CABasicAnimation` over `CATransaction.animationDuration()` with the `.default` curve. `NSNull` at any step
    /// ends the search with nil.
    open func action(forKey event: String) -> CAAction? {
        for step in [delegate?.action(for: self, forKey: event), actions?[event], Self.defaultAction(forKey: event)] {
            if let action = step { return action is NSNull ? nil : action }
        }
        return implicitAction(forKey: event)
    }

    /// The action a layer class gives `event` when neither the delegate nor `actions` does (nil by default).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// A plain layer draws nothing of its own (`LayerDrawing`); subclasses declare what they draw.
    package var renderNeed: LayerRenderNeed { .nothing }

    /// Draws what the layer itself shows over its background every frame (a shape layer's path) as `state`, its
    /// presentation, shows it; called in the layer's bounds coordinates with the drawing context current.
    package func drawContent(_ state: LayerPresentation) {}
}

extension CALayer: LayerDrawing {}

extension CALayer {
    /// The layer this one is a sublayer of: the layer of the view its view is in.
    public var superlayer: CALayer? { view.superview?.layer }

    /// The sublayers, back to front: the layers of the view's subviews (views and standalone layers alike); nil when
    /// there are none, as in Core Animation.
    public var sublayers: [CALayer]? {
        let layers = view.subviews.map(\.layer)
        return layers.isEmpty ? nil : layers
    }

    /// Adds `layer` on top of the sublayers (taking it from its current superlayer).
    public func addSublayer(_ layer: CALayer) {
        view.addSubview(layer.view)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to their count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        view.insertSubview(layer.view, at: Int(min(index, UInt32(view.subviews.count))))
    }

    /// Inserts `layer` just below `sibling`, or on top when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling.view.superview === view else { return addSublayer(layer) }
        view.insertSubview(layer.view, belowSubview: sibling.view)
    }

    /// Inserts `layer` just above `sibling`, or on top when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling.view.superview === view else { return addSublayer(layer) }
        view.insertSubview(layer.view, aboveSubview: sibling.view)
    }

    /// Removes the layer from its superlayer (for a view's layer, the view from its superview).
    public func removeFromSuperlayer() {
        view.removeFromSuperview()
    }
}
