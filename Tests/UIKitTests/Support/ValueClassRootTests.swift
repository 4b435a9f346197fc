import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Compares through `NSObject`'s `isEqual(_:)` and `hash` only, from a function that is not on the main actor (as
/// code on a background queue would).
nonisolated private func sameObjectValue(_ a: NSObject, _ b: NSObject) -> (equal: Bool, sameHash: Bool) {
    (a.isEqual(b), a.hash == b.hash)
}

@Suite("NSObject at the root of UIKit's value classes")
struct ValueClassRootTests {
    @Test("UIColor: equal components are equal objects, with one hash, in Sets and as keys; description as iOS")
    func colorEquality() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let alsoRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red !== alsoRed)
        #expect(sameObjectValue(red, alsoRed) == (true, true))
        #expect(red == alsoRed && red == UIColor.red)
        #expect(!red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)) && !red.isEqual("red"))
        #expect(Set([red, alsoRed, UIColor.blue]).count == 2)
        #expect([red: "stop"][alsoRed] == "stop")
        #expect(red.description == "UIExtendedSRGBColorSpace 1.0 0.0 0.0 1.0")
        #expect(red.isKind(of: NSObject.self) && (red as Any) is NSObject)
        let pattern = UIImage(size: CGSize(width: 2, height: 2)) { _ in }
        #expect(!UIColor(patternImage: pattern).isEqual(UIColor(patternImage: UIImage(size: pattern.size) { _ in })))
        #expect(UIColor(patternImage: pattern).isEqual(UIColor(patternImage: pattern)))
    }

    @Test("UIFont: the same font at the same size is equal; another size or weight is not")
    func fontEquality() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(sameObjectValue(body, UIFont.systemFont(ofSize: 17)) == (true, true))
        #expect(!body.isEqual(UIFont.systemFont(ofSize: 18)))
        #expect(!body.isEqual(UIFont.systemFont(ofSize: 17, weight: .bold)))
        #expect(Set([body, UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17)]).count == 2)
    }

    @Test("UIImage and UIBezierPath are NSObjects compared by identity; a path copies through NSCopying")
    func identityClasses() throws {
        let image = UIImage(size: CGSize(width: 4, height: 4)) { _ in }
        let twin = UIImage(size: CGSize(width: 4, height: 4)) { _ in }
        #expect(sameObjectValue(image, image).equal && !image.isEqual(twin))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path && copy.elements == path.elements && copy.lineWidth == 3)
        #expect(!path.isEqual(copy) && path.isEqual(path))
        #expect((path as NSCopying).copy(with: nil) is UIBezierPath)
    }

    @Test("constraints, anchors and guides are NSObjects with UIKit's descriptions")
    func autoLayoutObjects() {
        let view = UIView(frame: .zero), other = UIView(frame: .zero)
        let constraint = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 2)
        #expect(constraint.isKind(of: NSObject.self) && constraint == constraint && constraint != view.widthAnchor
            .constraint(equalTo: other.widthAnchor, multiplier: 2))
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.hasSuffix(".width == 2*UIView:\(addressOf(other)).width   (inactive)>"),
                "\(constraint.description)")
        let anchor = view.leadingAnchor
        #expect(anchor.isKind(of: NSLayoutAnchor<NSLayoutXAxisAnchor>.self))
        #expect(anchor.description == anchor.debugDescription && anchor.description.hasSuffix(".leading\">"))
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        #expect(guide.isKind(of: NSObject.self) && guide.description.contains("\"spacer\""))
        #expect(Set([guide, guide, UILayoutGuide()]).count == 2)
    }
}

/// `0x…`, as UIKit's descriptions print an object's address.
private func addressOf(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
