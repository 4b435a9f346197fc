/// What the solver keeps for one added constraint: the symbols it introduced, how to undo its objective terms, and
/// how a change of its constant maps onto its marker column.
struct ConstraintRecord: Sendable {
    /// The symbol that identifies the constraint's row: its slack, positive error or dummy.
    var marker: Symbol
    /// The second error symbol of an optional constraint, or ``Symbol/invalid``.
    var other: Symbol
    /// The objective weight of its error symbols (zero when required).
    var weight: Double
    /// The marker's coefficient in the row as first built (before any sign reversal); a constant change Δ moves the
    /// marker by −Δ / markerCoefficient.
    var markerCoefficient: Double
    /// The expression's constant now.
    var constant: Double
    /// Whether the constraint must hold.
    var isRequired: Bool
}
