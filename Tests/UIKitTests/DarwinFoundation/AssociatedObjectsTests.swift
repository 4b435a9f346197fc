import DynamicsUIKit
import Foundation
import Testing

/// Keys are the addresses of variables, as on iOS (SnapKit keys its constraints and labels so).
nonisolated(unsafe) private var firstKey: UInt8 = 0
nonisolated(unsafe) private var secondKey: UInt8 = 0

/// `objc_setAssociatedObject`, `objc_getAssociatedObject` and `objc_removeAssociatedObjects`.
@Suite struct AssociatedObjectsTests {
    private final class Owner {}
    private final class Value {}

    @Test func valuesAreKeptPerObjectAndPerKeyUntilSetToNil() throws {
        let owner = Owner(), other = Owner()
        objc_setAssociatedObject(owner, &firstKey, "first", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(owner, &secondKey, 42, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &firstKey) as? String == "first")
        #expect(objc_getAssociatedObject(owner, &secondKey) as? Int == 42)
        #expect(objc_getAssociatedObject(other, &firstKey) == nil)
        objc_setAssociatedObject(owner, &firstKey, "again", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(owner, &firstKey) as? String == "again")
        objc_setAssociatedObject(owner, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &firstKey) == nil)
        #expect(objc_getAssociatedObject(owner, &secondKey) as? Int == 42)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &secondKey) == nil)
    }

    @Test func retainKeepsTheValueAliveAndAssignDoesNot() {
        let owner = Owner()
        weak var retained: Value?
        weak var assigned: Value?
        do {
            let kept = Value(), loose = Value()
            retained = kept
            assigned = loose
            objc_setAssociatedObject(owner, &firstKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(owner, &secondKey, loose, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &secondKey) as? Value === loose)
        }
        #expect(retained != nil)
        #expect(assigned == nil)
        #expect(objc_getAssociatedObject(owner, &secondKey) == nil)
        #expect(objc_getAssociatedObject(owner, &firstKey) as? Value === retained)
    }

    @Test func copyCopiesAnNSCopyingValue() throws {
        let owner = Owner()
        let text = NSMutableString(string: "snap")
        objc_setAssociatedObject(owner, &firstKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append("Kit")
        #expect((objc_getAssociatedObject(owner, &firstKey) as? NSString) == "snap")
    }

    @Test func anObjectsValuesGoWithIt() {
        weak var value: Value?
        do {
            let owner = Owner()
            let kept = Value()
            value = kept
            objc_setAssociatedObject(owner, &firstKey, kept, .OBJC_ASSOCIATION_RETAIN)
        }
        // Released at the next association of any object.
        objc_setAssociatedObject(Owner(), &secondKey, 1, .OBJC_ASSOCIATION_RETAIN)
        #expect(value == nil)
    }
}
