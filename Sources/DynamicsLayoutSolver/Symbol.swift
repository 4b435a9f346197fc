/// A column of the tableau. External symbols are the caller's variables; the others the solver makes for each
/// constraint: slacks for inequalities, error pairs for optional constraints, dummies for required equalities.
struct Symbol: Hashable, Sendable {
    /// The symbol's index in the solver's symbol tables; ids grow in creation order.
    let id: Int32

    /// The sentinel for "no symbol".
    static let invalid = Symbol(id: -1)

    /// Whether this is a real symbol.
    var isValid: Bool { id >= 0 }
}

/// What a symbol stands for.
enum SymbolKind: UInt8, Sendable {
    case external
    case slack
    case error
    case dummy
}
