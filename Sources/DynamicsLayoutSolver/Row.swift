/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols, kept sorted by
/// symbol id so that every walk over it has one order (the solver's choices, and so its answers, never depend on
/// hashing).
struct Row: Sendable {
    /// The row's constant: the basic symbol's value while every parametric symbol is zero.
    var constant: Double
    /// Parametric symbols, ascending.
    private(set) var symbols: [Symbol] = []
    /// Their coefficients, index for index.
    private(set) var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    /// Whether the row has no symbols, only a constant.
    var isConstant: Bool { symbols.isEmpty }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = symbols[middle]
            if candidate == symbol { return (middle, true) }
            if candidate.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when it is absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`; a coefficient that cancels to (near) zero removes the symbol.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient·other` (constant and symbols), merging the two sorted symbol lists in one pass.
    mutating func insert(_ other: Row, coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.symbols.isEmpty { return }
        if other.symbols.count == 1 {
            insert(other.symbols[0], coefficient: other.coefficients[0] * coefficient)
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var mine = 0, theirs = 0
        while mine < symbols.count || theirs < other.symbols.count {
            if theirs == other.symbols.count
                || (mine < symbols.count && symbols[mine].id < other.symbols[theirs].id) {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
            } else if mine == symbols.count || other.symbols[theirs].id < symbols[mine].id {
                let value = other.coefficients[theirs] * coefficient
                if !isNearZero(value) {
                    mergedSymbols.append(other.symbols[theirs])
                    mergedCoefficients.append(value)
                }
                theirs += 1
            } else {
                let value = coefficients[mine] + other.coefficients[theirs] * coefficient
                if !isNearZero(value) {
                    mergedSymbols.append(symbols[mine])
                    mergedCoefficients.append(value)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol` (its coefficient is taken as zero).
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row + coefficient·symbol` as `symbol = …`: divides by the symbol's negated coefficient and drops
    /// the symbol. The row must hold `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solve(for:) on a row without the symbol")
        let scale = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= scale
        for position in coefficients.indices { coefficients[position] *= scale }
    }

    /// Rewrites `lhs = row` (with `rhs` in the row) as `rhs = …`, moving `lhs` into the row.
    mutating func solve(for lhs: Symbol, entering rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` wherever it occurs here.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient: coefficient)
    }

    /// The symbols and coefficients, in ascending symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}

/// Values this close to zero are zero to the solver, as in every Cassowary implementation.
@inline(__always)
func isNearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
