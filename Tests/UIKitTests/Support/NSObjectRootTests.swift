import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A card view as iOS code writes one: designated initialisers overridden, `description` overridden.
private final class CardView: UIView {
    let title: String

    init(title: String, frame: CGRect) {
        self.title = title
        super.init(frame: frame)
    }

    override init(frame: CGRect) {
        title = "untitled"
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        title = "decoded"
        super.init(coder: coder)
    }

    // `NSObject.description` is nonisolated, on iOS as here: in a target isolated to the main actor by default, the
    // override says `nonisolated`, as the same code must in an Xcode app target.
    nonisolated override var description: String { "CardView" }
}

/// A recogniser subclass with `override init()`, as custom recognisers are written on iOS.
private final class TouchDownRecognizer: UIGestureRecognizer {
    var made = 0
    override init() {
        made = 1
        super.init()
    }
}

/// A plain `NSObject` subclass, to check the class tests answer false across unrelated roots.
private final class Unrelated: NSObject {}

@Suite("NSObject at the root of UIKit's classes")
struct NSObjectRootTests {
    @Test("isKind(of:) follows the class chain up to NSObject; isMember(of:) is the exact class only")
    func classQueries() {
        let card = CardView(title: "A", frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(card.isKind(of: CardView.self))
        #expect(card.isKind(of: UIView.self))
        #expect(card.isKind(of: UIResponder.self))
        #expect(card.isKind(of: NSObject.self))
        #expect(!card.isKind(of: UIViewController.self))
        #expect(!card.isKind(of: Unrelated.self))
        #expect(card.isMember(of: CardView.self))
        #expect(!card.isMember(of: UIView.self))
        #expect(ObjectIdentifier(card.classForCoder) == ObjectIdentifier(CardView.self))
        #expect(UIViewController().isKind(of: UIResponder.self))
        #expect(UIWindow(frame: .zero).isKind(of: UIView.self))
    }

    @Test("Every responder, touch, event and recogniser class is an NSObject")
    func rootsAreNSObjects() {
        let objects: [NSObject] = [UIResponder(), UIView(), UIViewController(), UIEvent(timestamp: 0),
                                   UIPanGestureRecognizer(), UITapGestureRecognizer(), TouchDownRecognizer()]
        #expect(objects.count == 7)
        #expect(TouchDownRecognizer().made == 1)
        #expect(UIPinchGestureRecognizer().isKind(of: UIGestureRecognizer.self))
        #expect(UIScreenEdgePanGestureRecognizer().isKind(of: UIPanGestureRecognizer.self))
        #expect(!UIScreenEdgePanGestureRecognizer().isMember(of: UIPanGestureRecognizer.self))
    }

    @Test("description: UIKit's frame text for views, the subclass's own when overridden")
    func descriptions() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.description == "<UIView frame = (1.0 2.0; 30.0 40.0)>")
        #expect("\(view)" == "<UIView frame = (1.0 2.0; 30.0 40.0)>")
        let card = CardView(title: "A", frame: .zero)
        #expect(card.description == "CardView")
        #expect(String(describing: card) == "CardView")
        #expect(card.title == "A")
        #expect(CardView(frame: .zero).title == "untitled")
        #expect(CardView(coder: NSCoder())?.title == "decoded")
    }

    @Test("hash and isEqual are identity: equal-looking views stay distinct in sets and as dictionary keys")
    func identityEquality() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
        #expect(a != b)
        #expect(a == a)
        #expect(a.hash == a.hash)
        #expect(a.hash != b.hash)
        let views: Set<UIView> = [a, b, a]
        #expect(views.count == 2)
        var offsets: [UIView: CGFloat] = [a: 1]
        offsets[b] = 2
        #expect(offsets[a] == 1 && offsets[b] == 2)
        let recognizers: Set<UIGestureRecognizer> = [UIPanGestureRecognizer(), UIPanGestureRecognizer()]
        #expect(recognizers.count == 2)
        let controllers: Set<UIViewController> = [UIViewController(), UIViewController()]
        #expect(controllers.count == 2)
    }
}
