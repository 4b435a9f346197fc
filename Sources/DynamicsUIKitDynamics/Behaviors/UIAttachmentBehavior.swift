import CUIKitOpenEnums
import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Connects an item to an anchor point or to another item: a rigid rod by default, a spring when `frequency > 0`,
/// or one of the iOS 9 kinds (sliding, limit, fixed, pin).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment connects: `.items` or `.anchor`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/`).
    public typealias AttachmentType = CUIKitOpenEnums.__UIAttachmentBehaviorType

    /// The physical kind, fixed by the initialiser or factory.
    enum Kind {
        case distance, sliding, limit, fixed, pin
    }

    let kind: Kind
    /// Attachment point offsets from each item's centre, in item coordinates.
    let offsets: (UIOffset, UIOffset)
    /// The sliding axis (its length is ignored).
    let axis: CGVector
    /// Whether a length was set by the user before association.
    private(set) var lengthWasSet = false

    /// The attached items: one (to an anchor) or two.
    public let items: [any UIDynamicItem]

    /// What an initializer or factory makes: the kind, items, offsets, anchor and axis of an attachment (opaque).
    public struct Recipe {
        let kind: Kind
        let items: [any UIDynamicItem]
        let offsets: (UIOffset, UIOffset)
        let anchor: CGPoint
        let axis: CGVector
    }

    /// The initializer the initializers and the iOS 9 class factories go through, so that
    /// `MyAttachment.pinAttachment(with:attachedTo:attachmentAnchor:)` makes a `MyAttachment`. A subclass that
    /// declares no initializers of its own inherits it; one that does must repeat it, calling super.
    public required init(recipe: Recipe) {
        requireFinite(recipe.anchor.x, recipe.anchor.y, for: "UIAttachmentBehavior's attachment anchor")
        requireFinite(recipe.offsets.0.horizontal, recipe.offsets.0.vertical, recipe.offsets.1.horizontal,
                      recipe.offsets.1.vertical, for: "UIAttachmentBehavior's offsets from centre")
        requireFinite(recipe.axis.dx, recipe.axis.dy, for: "UIAttachmentBehavior's axis of translation")
        kind = recipe.kind
        items = recipe.items
        offsets = recipe.offsets
        axis = recipe.axis
        anchorPoint = recipe.anchor
        attachmentRange = (kind == .sliding || kind == .pin) ? .infinite : .zero
        super.init()
    }

    private convenience init(kind: Kind, items: [any UIDynamicItem], offsets: (UIOffset, UIOffset), anchor: CGPoint,
                             axis: CGVector = .zero) {
        self.init(recipe: Recipe(kind: kind, items: items, offsets: offsets, anchor: anchor, axis: axis))
    }

    /// An attachment of the class the factory was called on.
    private static func make(_ kind: Kind, _ items: [any UIDynamicItem], offsets: (UIOffset, UIOffset) = (.zero, .zero),
                             anchor: CGPoint, axis: CGVector = .zero) -> Self {
        Self(recipe: Recipe(kind: kind, items: items, offsets: offsets, anchor: anchor, axis: axis))
    }

    /// Attaches the item's centre to an anchor point with a rigid rod.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches a point of the item (offset from its centre, turning with it) to an anchor point.
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(kind: .distance, items: [item], offsets: (offset, .zero), anchor: point)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another, each given as an offset from the item's centre.
    public convenience init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(kind: .distance, items: [item1, item2], offsets: (offset1, offset2), anchor: .zero)
    }

    /// UIKit raises for `init()`: an attachment needs items.
    public override init() {
        raiseUIKitException(.invalidArgument, "init is undefined for objects of type UIAttachmentBehavior")
    }

    /// Two items that slide relative to each other along an axis through the anchor, without relative rotation.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        make(.sliding, [item1, item2], anchor: point, axis: axis)
    }

    /// An item that slides, without rotating, along an axis through the anchor point.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> Self {
        make(.sliding, [item], anchor: point, axis: axis)
    }

    /// A maximum distance between two points of two items, like a rope.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                      attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> Self {
        let attachment = make(.limit, [item1, item2], offsets: (offset1, offset2), anchor: .zero)
        let dx = item2.center.x - item1.center.x, dy = item2.center.y - item1.center.y
        attachment.storedLength = (dx * dx + dy * dy).squareRoot()
        return attachment
    }

    /// Two items fused together at the anchor point.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint) -> Self {
        make(.fixed, [item1, item2], anchor: point)
    }

    /// Two items that turn independently around a shared anchor point.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> Self {
        make(.pin, [item1, item2], anchor: point)
    }

    override var acceptsChildBehaviors: Bool { false }
    override var associatedItems: [any UIDynamicItem] { items }

    /// What the attachment connects. As measured on UIKit, every attachment answers `.items`.
    open var attachedBehaviorType: AttachmentType { .items }

    /// Whether the second end is an anchor point rather than an item.
    var isAnchored: Bool { items.count == 1 }

    /// The anchor point, in the animator's coordinates. Moving it drags the item.
    open var anchorPoint: CGPoint {
        didSet {
            guard acceptsFinite(anchorPoint.x, anchorPoint.y, for: "UIAttachmentBehavior.anchorPoint") else {
                anchorPoint = oldValue
                return
            }
            if anchorPoint != oldValue { parametersDidChange() }
        }
    }

    private var storedLength: CGFloat = 0

    /// Distance between the attachment points: 0 until the attachment joins an animator, then the distance at that
    /// moment, unless set.
    open var length: CGFloat {
        get { storedLength }
        set {
            guard acceptsFinite(newValue, for: "UIAttachmentBehavior.length") else { return }
            storedLength = newValue
            lengthWasSet = true
            parametersDidChange()
        }
    }

    /// The parameters that shape the joint (the anchor point only moves the anchor body).
    struct JointParameters: Equatable {
        var length: CGFloat, frequency: CGFloat, damping: CGFloat, frictionTorque: CGFloat, range: UIFloatRange
    }

    var jointParameters: JointParameters {
        JointParameters(length: length, frequency: frequency, damping: damping, frictionTorque: frictionTorque,
                        range: attachmentRange)
    }

    /// Records the length the animator measured at association.
    func recordAssociatedLength(_ length: CGFloat) {
        storedLength = length
    }

    /// Spring frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            guard acceptsFinite(frequency, for: "UIAttachmentBehavior.frequency") else { frequency = oldValue; return }
            if frequency != oldValue { parametersDidChange() }
        }
    }

    /// Spring damping ratio, 1 = critical; 0 by default. Only springs (`frequency > 0`) use it.
    open var damping: CGFloat = 0 {
        didSet {
            guard acceptsFinite(damping, for: "UIAttachmentBehavior.damping") else { damping = oldValue; return }
            if damping != oldValue { parametersDidChange() }
        }
    }

    /// Resistance to rotation around the anchor of a pin attachment; 0 by default, ignored by other kinds.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            guard acceptsFinite(frictionTorque, for: "UIAttachmentBehavior.frictionTorque") else { frictionTorque = oldValue; return }
            if frictionTorque != oldValue { parametersDidChange() }
        }
    }

    /// Travel along the axis (sliding, in points) or turn (pin, in radians) allowed; must contain 0. Infinite by
    /// default for sliding and pin attachments, zero (and unused) for the others.
    open var attachmentRange: UIFloatRange {
        didSet {
            // Infinite ends are UIKit's own default (UIFloatRangeInfinite); only NaN is refused.
            guard !attachmentRange.minimum.isNaN, !attachmentRange.maximum.isNaN else {
                logUIKitWarning("UIAttachmentBehavior.attachmentRange ignored a NaN end; it keeps its previous value")
                attachmentRange = oldValue
                return
            }
            if attachmentRange != oldValue { parametersDidChange() }
        }
    }
}

// The SDK's alias for code of the Swift 4 era (DynamicsUIKit's Support/Swift42Renames.swift has UIKit's others).
/// Swift 4's name of `UIAttachmentBehavior.AttachmentType`.
@available(swift, obsoleted: 4.2, renamed: "UIAttachmentBehavior.AttachmentType")
public typealias UIAttachmentBehaviorType = UIAttachmentBehavior.AttachmentType
