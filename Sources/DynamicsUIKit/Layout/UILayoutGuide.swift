import Foundation
import DynamicsGeometry

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, or a region such as the
/// safe area or the layout margins. Add it to a view with `addLayoutGuide(_:)`; its `layoutFrame` is in that view's
/// coordinates after the layout pass.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view the guide was added to.
    public internal(set) weak var owningView: UIView?
    /// A name shown in descriptions and layout reports.
    public var identifier = ""
    /// The guide's rectangle in the owning view's coordinates, as the last layout pass solved it.
    public internal(set) var layoutFrame: CGRect = .zero
    /// Which built-in guide this is, if any; the layout engine pins built-in guides to their view.
    let role: Role

    enum Role {
        case custom
        case safeArea
        case layoutMargins
        case readableContent
    }

    /// A guide of your own; add it to a view before constraining it.
    public override init() { role = .custom }

    init(role: Role, owner: UIView, identifier: String) {
        self.role = role
        owningView = owner
        self.identifier = identifier
    }

    /// UIKit decodes guides from archives; there are none here.
    public required init?(coder: NSCoder) { role = .custom }

    /// The guide's anchors, made on first read and the same objects on every read, as UIKit's.
    let layoutAnchors = LayoutAnchorCache()

    /// The leading edge: the left edge, or the right one when the owning view lays out right to left.
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.leading, of: self) }
    /// The trailing edge: the right edge, or the left one right to left.
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.trailing, of: self) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.left, of: self) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.right, of: self) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.top, of: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.bottom, of: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { layoutAnchors.dimension(.width, of: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { layoutAnchors.dimension(.height, of: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.centerX, of: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.centerY, of: self) }

    /// `<UILayoutGuide: 0x…; frame = (…); owningView = …>`.
    open override var description: String { MainActor.assumeIsolated { isolatedDescription } }

    private var isolatedDescription: String {
        let frame = layoutFrame
        return "<\(type(of: self)): \(addressText(self)) - \"\(identifier)\", layoutFrame = {{\(frame.minX), "
            + "\(frame.minY)}, {\(frame.width), \(frame.height)}}, owningView = \(owningView.map { "\($0)" } ?? "nil")>"
    }
}

