import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A view's and a layout guide's anchors are the same objects on every read, as UIKit's (code compares them with
/// `===`, Tinder's Layout tests among it), a constraint's `firstAnchor` and `secondAnchor` are those objects, and
/// keeping them makes no retain cycle.
@Suite struct LayoutAnchorIdentityTests {
    /// `===` as a function: Swift 6.3.1's SIL generation crashes on `#expect(a === b)` over `AnyObject` values.
    private func isSame(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }

    private func xAnchors(_ view: UIView) -> [NSLayoutXAxisAnchor] {
        [view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor, view.centerXAnchor]
    }

    private func yAnchors(_ view: UIView) -> [NSLayoutYAxisAnchor] {
        [view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.firstBaselineAnchor, view.lastBaselineAnchor]
    }

    @Test func aViewReturnsTheSameAnchorOnEveryRead() {
        let view = UIView(), other = UIView()
        let first: [AnyObject] = xAnchors(view) + yAnchors(view) + [view.widthAnchor, view.heightAnchor]
        let second: [AnyObject] = xAnchors(view) + yAnchors(view) + [view.widthAnchor, view.heightAnchor]
        let others: [AnyObject] = xAnchors(other) + yAnchors(other) + [other.widthAnchor, other.heightAnchor]
        #expect(first.count == 12)
        for (a, b) in zip(first, second) { #expect(isSame(a, b)) }
        // Twelve distinct objects, none shared with another view.
        let identities = Set(first.map { ObjectIdentifier($0) })
        let otherIdentities = Set(others.map { ObjectIdentifier($0) })
        #expect(identities.count == 12)
        #expect(identities.isDisjoint(with: otherIdentities))
    }

    @Test func aGuideReturnsTheSameAnchorOnEveryRead() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        for guide in [guide, view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide] {
            #expect(isSame(guide.leadingAnchor, guide.leadingAnchor))
            #expect(isSame(guide.trailingAnchor, guide.trailingAnchor))
            #expect(isSame(guide.topAnchor, guide.topAnchor))
            #expect(isSame(guide.widthAnchor, guide.widthAnchor))
            #expect(isSame(guide.centerYAnchor, guide.centerYAnchor))
            #expect(!isSame(guide.leadingAnchor, view.leadingAnchor))
        }
        #expect(isSame(view.safeAreaLayoutGuide, view.safeAreaLayoutGuide))
    }

    @Test func aConstraintsAnchorsAreItsItemsAnchors() {
        let root = UIView(), card = UIView()
        root.addSubview(card)
        let pinned = card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor, constant: 4)
        #expect(isSame(pinned.firstAnchor, card.leadingAnchor))
        #expect(isSame(pinned.secondAnchor, root.layoutMarginsGuide.trailingAnchor))
        // Made from items and attributes, the constraint still names the items' own anchors.
        let sized = NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: root,
                                       attribute: .height, multiplier: 0.5, constant: 0)
        #expect(isSame(sized.firstAnchor, card.widthAnchor))
        #expect(isSame(sized.secondAnchor, root.heightAnchor))
        #expect(isSame(sized.firstAnchor, sized.firstAnchor))
        // The objects keep their classes behind `NSLayoutAnchor<AnyObject>`, as on iOS.
        let objects: [AnyObject?] = [pinned.firstAnchor, sized.secondAnchor, sized.firstAnchor]
        #expect(objects[0] is NSLayoutXAxisAnchor)
        #expect(objects[1] is NSLayoutDimension)
        #expect(!(objects[2] is NSLayoutXAxisAnchor))
        #expect(pinned.firstAnchor.debugDescription.hasPrefix("<NSLayoutXAxisAnchor:0x"))
        #expect(pinned.firstAnchor.debugDescription.hasSuffix(".leading\">"))
        // A margin attribute has an anchor of its own, kept as well.
        let margin = NSLayoutConstraint(item: card, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                                        attribute: .leading, multiplier: 1, constant: 0)
        #expect(isSame(margin.firstAnchor, margin.firstAnchor))
        #expect(!isSame(margin.firstAnchor, card.leadingAnchor))
        #expect(isSame(margin.secondAnchor, root.leadingAnchor))
    }

    @Test func keptAnchorsDoNotKeepTheirViewAlive() {
        weak var gone: UIView?
        var anchor: NSLayoutXAxisAnchor?
        var guideAnchor: NSLayoutYAxisAnchor?
        do {
            let view = UIView()
            anchor = view.leadingAnchor
            guideAnchor = view.safeAreaLayoutGuide.topAnchor
            let constraint = view.widthAnchor.constraint(equalToConstant: 10)
            _ = constraint.firstAnchor
            gone = view
        }
        #expect(gone == nil)
        #expect(anchor?.item == nil)
        #expect(guideAnchor?.item == nil)
    }
}
