/// An incremental Cassowary solver: required and weighted optional linear constraints (equalities and inequalities)
/// over real variables, solved by the dual-simplex method of Badros, Borning and Stuckey (2001), as Auto Layout's
/// engine and kiwisolver solve them.
///
/// Adding or removing a constraint, or changing its constant, updates the current optimum from the last one instead of
/// solving again. Every walk over rows and symbols runs in ascending symbol order, so the same calls give the same
/// values, bit for bit, in every process. A call that fails leaves the solver as it was.
public struct LinearSolver: Sendable {
    var tableau = Tableau()
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int32] = []

    /// An empty solver.
    public init() {}

    /// A new variable; its value is zero until constraints say otherwise.
    public mutating func makeVariable() -> SolverVariable {
        SolverVariable(symbol: tableau.makeSymbol(.external, owner: -1))
    }

    /// The variable's value at the current optimum.
    public func value(of variable: SolverVariable) -> Double {
        tableau.value(of: variable.symbol)
    }

    /// How many constraints the solver holds.
    public var constraintCount: Int { records.count - freeRecordSlots.count }

    /// Adds a constraint and moves to the new optimum.
    /// - Throws: ``LinearSolverError/unsatisfiable(conflicting:)`` when it is required and contradicts the required
    ///   constraints already present; ``LinearSolverError/nonFinite`` for NaN or infinite numbers.
    @discardableResult
    public mutating func add(_ constraint: SolverConstraint) throws(LinearSolverError) -> SolverConstraintID {
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFinite }
        let index = freeRecordSlots.last ?? Int32(records.count)
        let record = try tableau.add(constraint, owner: index)
        if Int(index) == records.count {
            records.append(record)
        } else {
            freeRecordSlots.removeLast()
            records[Int(index)] = record
        }
        return SolverConstraintID(index: index)
    }

    /// Removes a constraint and moves to the optimum without it.
    public mutating func remove(_ id: SolverConstraintID) throws(LinearSolverError) {
        let record = try self.record(id)
        tableau.remove(record)
        records[Int(id.index)] = nil
        freeRecordSlots.append(id.index)
    }

    /// Whether `id` names a constraint in this solver.
    public func contains(_ id: SolverConstraintID) -> Bool {
        records.indices.contains(Int(id.index)) && records[Int(id.index)] != nil
    }

    /// Changes the constant of a constraint's expression and moves to the new optimum by dual-simplex pivots,
    /// without re-adding it: what Auto Layout does when a constraint's `constant` changes.
    /// - Throws: ``LinearSolverError/unsatisfiable(conflicting:)`` when a required constraint can no longer hold (the
    ///   constraint keeps its old constant).
    public mutating func setConstant(_ constant: Double, of id: SolverConstraintID) throws(LinearSolverError) {
        guard constant.isFinite else { throw .nonFinite }
        var record = try self.record(id)
        let delta = constant - record.constant
        if delta == 0 { return }
        do {
            try tableau.shiftConstant(of: record, by: delta)
        } catch {
            // The tableau still represents the constraints exactly, with some rows infeasible: shifting the constant
            // back makes it the old, feasible system again, and the dual simplex then finds its optimum.
            try? tableau.shiftConstant(of: record, by: -delta)
            throw error
        }
        record.constant = constant
        records[Int(id.index)] = record
    }

    /// Adds `variable == value` at `strength` (which must be below required): an edit constraint whose value
    /// ``suggest(_:value:)`` moves cheaply.
    public mutating func addEditVariable(
        _ variable: SolverVariable, strength: SolverStrength
    ) throws(LinearSolverError) -> SolverConstraintID {
        precondition(!strength.isRequired, "An edit variable's strength must be below required")
        return try add(SolverConstraint(LinearExpression([(variable, 1)]), .equal, strength: strength))
    }

    /// Suggests a value for an edit constraint made by ``addEditVariable(_:strength:)``.
    public mutating func suggest(_ edit: SolverConstraintID, value: Double) throws(LinearSolverError) {
        try setConstant(-value, of: edit)
    }

    /// Whether the optimum leaves `variable` free to move without changing the objective: the variable is not
    /// determined by the constraints (Auto Layout's ambiguous layout).
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        tableau.isAmbiguous(variable.symbol)
    }

    /// The constraint's current constant.
    public func constant(of id: SolverConstraintID) throws(LinearSolverError) -> Double {
        try record(id).constant
    }

    private func record(_ id: SolverConstraintID) throws(LinearSolverError) -> ConstraintRecord {
        guard records.indices.contains(Int(id.index)), let record = records[Int(id.index)] else {
            throw .unknownConstraint(id)
        }
        return record
    }
}
