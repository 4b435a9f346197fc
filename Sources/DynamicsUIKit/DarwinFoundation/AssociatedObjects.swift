import Foundation

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy` (with its raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: the value is held weakly here (iOS keeps a dangling pointer once it is gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`), then retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Sets the value `object` keeps under `key` (the address of a variable, as on iOS); nil removes it. Values live
/// as long as their object: once it is gone they are released at the next association. On iOS a value type is
/// boxed afresh on every call, so associating with one keeps nothing; so it is here.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value `object` keeps under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: object as AnyObject, key)
}

/// Removes every value `object` keeps.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The runtime's side table: per live object, its values by key. An entry holds its object weakly, so an identifier
/// reused by a later object never hands that object the earlier one's values.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                guard type(of: value) is AnyClass else { return .strong(value) }
                return .weak(WeakBox(value as AnyObject))
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        // Released outside the lock: a value's deinit may associate again.
        var released: [Entry] = []
        lock.lock()
        for (identifier, entry) in entries where entry.owner == nil {
            released.append(entry)
            entries[identifier] = nil
        }
        let identifier = ObjectIdentifier(object)
        var entry = entries[identifier] ?? Entry(owner: object)
        entry.values[key] = held
        entries[identifier] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    func value(for object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]?.value
    }

    func removeAll(for object: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(object))
        lock.unlock()
        withExtendedLifetime(removed) {}
    }
}
