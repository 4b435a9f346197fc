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

    /// The leading edge.
    public lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    /// The trailing edge.
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    /// The left edge.
    public lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    /// The right edge.
    public lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    /// The top edge.
    public lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    /// The bottom edge.
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The width.
    public lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    /// The height.
    public lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    /// The horizontal centre.
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    /// The vertical centre.
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    /// `<UILayoutGuide: 0x…; frame = (…); owningView = …>`.
    open override var description: String { MainActor.assumeIsolated { isolatedDescription } }

    private var isolatedDescription: String {
        let frame = layoutFrame
        return "<\(type(of: self)): \(addressText(self)) - \"\(identifier)\", layoutFrame = {{\(frame.minX), "
            + "\(frame.minY)}, {\(frame.width), \(frame.height)}}, owningView = \(owningView.map { "\($0)" } ?? "nil")>"
    }
}

