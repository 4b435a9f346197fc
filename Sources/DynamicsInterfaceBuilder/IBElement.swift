/// One element of an Interface Builder document: its tag, attributes, children and the line it starts on.
public struct IBElement: Sendable {
    /// The tag (`view`, `label`, `constraint`, …).
    public var name: String
    /// The attributes as written.
    public var attributes: [String: String]
    /// The child elements in document order.
    public var children: [IBElement]
    /// The 1-based line of the element's start tag.
    public var line: Int

    /// The attribute `key`.
    public subscript(_ key: String) -> String? { attributes[key] }

    /// The element's `id`.
    var id: String? { attributes["id"] }
    /// The element's `key` (the property of its parent it fills: `view`, `frame`, `backgroundColor`, …).
    var key: String? { attributes["key"] }

    /// The first child named `name` whose `key` is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with `key`, whatever its tag.
    func child(key: String) -> IBElement? { children.first { $0.key == key } }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`, …).
    func items(of name: String) -> [IBElement] { child(name)?.children ?? [] }

    /// Whether the boolean attribute `key` is `YES`.
    func flag(_ key: String) -> Bool { attributes[key] == "YES" }

    /// This element and every element below it, depth first.
    func descendants() -> [IBElement] { [self] + children.flatMap { $0.descendants() } }
}
