/// The simplex tableau: rows of basic symbols in terms of parametric ones, the objective, and the bookkeeping that
/// maps symbols to rows and to the constraints that made them. A value type, so the one call that can fail half-way
/// (adding through an artificial variable) is undone by keeping a copy; every other failure happens before anything
/// that matters changes.
struct Tableau: Sendable {
    /// What each symbol is, by id.
    private(set) var kinds: [SymbolKind] = []
    /// The constraint (record index) that made each non-external symbol, −1 for external ones.
    private var owners: [Int32] = []
    /// The row slot of each basic symbol, −1 for parametric ones.
    private var rowSlots: [Int32] = []
    /// Rows by slot; a free slot holds an empty row.
    private var rows: [Row] = []
    /// The basic symbol of each row slot.
    private var rowBasics: [Symbol] = []
    private var freeRowSlots: [Int32] = []
    /// The basic symbols, ascending: the one order every walk over the rows uses.
    private var basics: [Symbol] = []
    /// The sum of weighted error symbols being minimised.
    private var objective = Row(constant: 0)
    /// Phase-one objective while a constraint is added through an artificial variable.
    private var artificial: Row?
    /// Basic symbols whose rows went negative and await the dual simplex.
    private var infeasible: [Symbol] = []

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        owners.append(owner)
        rowSlots.append(-1)
        return symbol
    }

    private func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol.id)] }

    func value(of symbol: Symbol) -> Double {
        let slot = rowSlots[Int(symbol.id)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    // MARK: Rows

    private func isBasic(_ symbol: Symbol) -> Bool { rowSlots[Int(symbol.id)] >= 0 }

    private func slot(of symbol: Symbol) -> Int { Int(rowSlots[Int(symbol.id)]) }

    private mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        let slot: Int32
        if let free = freeRowSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            rowBasics[Int(slot)] = symbol
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            rowBasics.append(symbol)
        }
        rowSlots[Int(symbol.id)] = slot
        basics.insert(symbol, at: insertionIndex(of: symbol))
    }

    /// Takes the row of a basic symbol out of the tableau and returns it.
    private mutating func takeRow(of symbol: Symbol) -> Row {
        let slot = slot(of: symbol)
        let row = rows[slot]
        rows[slot] = Row(constant: 0)
        rowSlots[Int(symbol.id)] = -1
        freeRowSlots.append(Int32(slot))
        basics.remove(at: insertionIndex(of: symbol))
        return row
    }

    private func insertionIndex(of symbol: Symbol) -> Int {
        var low = 0, high = basics.count
        while low < high {
            let middle = (low + high) >> 1
            if basics[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Adding

    mutating func add(_ constraint: SolverConstraint, owner: Int32) throws(LinearSolverError) -> ConstraintRecord {
        var (row, record) = makeRow(for: constraint, owner: owner)
        var subject = chooseSubject(row, record)
        if !subject.isValid && row.symbols.allSatisfy({ kind($0) == .dummy }) {
            guard isNearZero(row.constant) else {
                throw .unsatisfiable(conflicting: owners(in: row, excluding: owner))
            }
            subject = record.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else {
            // Only required constraints get here (an optional one always has an error symbol to solve for), so the
            // objective is untouched so far and the symbols just made are unused: the copy undoes all that matters.
            let saved = self
            do {
                try addWithArtificialVariable(row, owner: owner)
            } catch {
                self = saved
                throw error
            }
        }
        try optimize(objectiveIsArtificial: false)
        record.constant = constraint.expression.constant
        return record
    }

    /// Builds the row `expression (+ slack, errors or dummy) = 0` with basic symbols replaced by their rows.
    private mutating func makeRow(for constraint: SolverConstraint, owner: Int32) -> (Row, ConstraintRecord) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = term.variable.symbol
            if isBasic(symbol) {
                row.insert(rows[slot(of: symbol)], coefficient: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        var record = ConstraintRecord(marker: .invalid, other: .invalid, weight: required ? 0 : weight,
                                      markerCoefficient: 1, constant: 0, isRequired: required)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: owner)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.insert(slack, coefficient: coefficient)
            if !required {
                let error = makeSymbol(.error, owner: owner)
                record.other = error
                row.insert(error, coefficient: -coefficient)
                objective.insert(error, coefficient: weight)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy, owner: owner)
                record.marker = dummy
                record.markerCoefficient = 1
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error, owner: owner)
                let minus = makeSymbol(.error, owner: owner)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                objective.insert(plus, coefficient: weight)
                objective.insert(minus, coefficient: weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// The symbol to make basic for a new row: an external variable if there is one, else a marker that can take a
    /// negative coefficient's slack.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        for symbol in row.symbols where kind(symbol) == .external { return symbol }
        for candidate in [record.marker, record.other] where candidate.isValid {
            let candidateKind = kind(candidate)
            if (candidateKind == .slack || candidateKind == .error) && row.coefficient(for: candidate) < 0 {
                return candidate
            }
        }
        return .invalid
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the constraint is satisfiable when the
    /// artificial variable reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row, owner: Int32) throws(LinearSolverError) {
        let art = makeSymbol(.slack, owner: owner)
        insertRow(row, basic: art)
        artificial = row
        try optimize(objectiveIsArtificial: true)
        let satisfied = isNearZero(artificial!.constant)
        artificial = nil
        if isBasic(art) {
            var artRow = takeRow(of: art)
            if !satisfied { throw .unsatisfiable(conflicting: owners(in: artRow, excluding: owner)) }
            if artRow.isConstant { return }
            guard let entering = artRow.symbols.first(where: { kind($0) == .slack || kind($0) == .error }) else {
                throw .unsatisfiable(conflicting: owners(in: artRow, excluding: owner))
            }
            artRow.solve(for: art, entering: entering)
            substitute(entering, with: artRow)
            insertRow(artRow, basic: entering)
        } else if !satisfied {
            throw .unsatisfiable(conflicting: [])
        }
        for basic in basics { rows[slot(of: basic)].remove(art) }
        objective.remove(art)
    }

    /// The constraints (other than `excluding`) whose non-error symbols appear in `row`: the required constraints a
    /// failed row is written in terms of.
    private func owners(in row: Row, excluding: Int32) -> [SolverConstraintID] {
        var found: [Int32] = []
        for symbol in row.symbols where kind(symbol) != .error && kind(symbol) != .external {
            let owner = owners[Int(symbol.id)]
            if owner >= 0 && owner != excluding && !found.contains(owner) { found.append(owner) }
        }
        return found.sorted().map { SolverConstraintID(index: $0) }
    }

    /// Replaces `symbol` by `row` in every row and the objectives; rows of non-external symbols that turn negative
    /// are queued for the dual simplex.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in basics {
            let slot = slot(of: basic)
            rows[slot].substitute(symbol, with: row)
            if kind(basic) != .external && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or the artificial one) until no symbol improves it.
    private mutating func optimize(objectiveIsArtificial: Bool) throws(LinearSolverError) {
        while true {
            let target = objectiveIsArtificial ? artificial! : objective
            guard let entering = enteringSymbol(of: target) else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                // An unbounded objective cannot happen with non-negative weights; treat it as the constraint
                // failing rather than looping.
                throw .unsatisfiable(conflicting: [])
            }
            var row = takeRow(of: leaving)
            row.solve(for: leaving, entering: entering)
            substitute(entering, with: row)
            insertRow(row, basic: entering)
        }
    }

    /// The first non-dummy symbol with a negative objective coefficient.
    private func enteringSymbol(of objective: Row) -> Symbol? {
        for (symbol, coefficient) in objective.cells where kind(symbol) != .dummy && coefficient < 0 {
            return symbol
        }
        return nil
    }

    /// The basic non-external symbol whose row limits `entering` most (the minimum ratio test).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best = Double.greatestFiniteMagnitude
        var leaving: Symbol?
        for basic in basics where kind(basic) != .external {
            let row = rows[slot(of: basic)]
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < best {
                    best = ratio
                    leaving = basic
                }
            }
        }
        return leaving
    }

    /// Dual simplex: pivots infeasible rows back to non-negative constants, keeping the objective optimal.
    private mutating func dualOptimize() throws(LinearSolverError) {
        while let leaving = infeasible.popLast() {
            guard isBasic(leaving) else { continue }
            var row = rows[slot(of: leaving)]
            guard !isNearZero(row.constant) && row.constant < 0 else { continue }
            var best = Double.greatestFiniteMagnitude
            var entering = Symbol.invalid
            for (symbol, coefficient) in row.cells where coefficient > 0 && kind(symbol) != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if ratio < best {
                    best = ratio
                    entering = symbol
                }
            }
            guard entering.isValid else {
                infeasible.removeAll()
                throw .unsatisfiable(conflicting: owners(in: row, excluding: owners[Int(leaving.id)]))
            }
            row = takeRow(of: leaving)
            row.solve(for: leaving, entering: entering)
            substitute(entering, with: row)
            insertRow(row, basic: entering)
        }
    }

    // MARK: Removing and editing

    mutating func remove(_ record: ConstraintRecord) {
        for error in [record.marker, record.other] where error.isValid && kind(error) == .error {
            if isBasic(error) {
                objective.insert(rows[slot(of: error)], coefficient: -record.weight)
            } else {
                objective.insert(error, coefficient: -record.weight)
            }
        }
        let marker = record.marker
        if isBasic(marker) {
            _ = takeRow(of: marker)
        } else if let leaving = markerLeavingSymbol(marker) {
            var row = takeRow(of: leaving)
            row.solve(for: leaving, entering: marker)
            substitute(marker, with: row)
        }
        for symbol in [record.marker, record.other] where symbol.isValid {
            if isBasic(symbol) { _ = takeRow(of: symbol) }
        }
        // Re-optimising after a removal only moves towards a lower objective; with non-negative weights it cannot
        // fail.
        try? optimize(objectiveIsArtificial: false)
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped: the most restrictive
    /// non-external row with a negative coefficient, else with a positive one, else an external row.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var negativeBest = Double.greatestFiniteMagnitude, positiveBest = Double.greatestFiniteMagnitude
        var first: Symbol?, second: Symbol?, third: Symbol?
        for basic in basics {
            let row = rows[slot(of: basic)]
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if kind(basic) == .external {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < negativeBest { negativeBest = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < positiveBest { positiveBest = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Applies a change Δ of a constraint's expression constant. The marker column absorbs it: the new marker equals
    /// the old one plus δ = −Δ / markerCoefficient, so each row gains −coefficient·δ (the marker's own row +δ); rows
    /// that turn negative are repaired by the dual simplex.
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double) throws(LinearSolverError) {
        let shift = -delta / record.markerCoefficient
        let marker = record.marker
        if isBasic(marker) {
            let slot = slot(of: marker)
            rows[slot].add(shift)
            if kind(marker) == .dummy {
                // A redundant required equality: its dummy must stay zero.
                guard isNearZero(rows[slot].constant) else {
                    throw .unsatisfiable(conflicting: owners(in: rows[slot], excluding: owners[Int(marker.id)]))
                }
            } else if rows[slot].constant < 0 {
                infeasible.append(marker)
            }
        }
        for basic in basics where basic != marker {
            let slot = slot(of: basic)
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient != 0 && rows[slot].add(-coefficient * shift) < 0 && kind(basic) != .external {
                infeasible.append(basic)
            }
        }
        try dualOptimize()
    }

    // MARK: Ambiguity

    func isAmbiguous(_ symbol: Symbol) -> Bool {
        guard isBasic(symbol) else { return true }
        for (parametric, _) in rows[slot(of: symbol)].cells where kind(parametric) != .dummy {
            if isNearZero(objective.coefficient(for: parametric)) { return true }
        }
        return false
    }
}
