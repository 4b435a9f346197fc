/// A variable of a ``LinearSolver``: a number the solver chooses. Made by ``LinearSolver/makeVariable()``.
public struct SolverVariable: Hashable, Sendable {
    /// The variable's column in its solver.
    let symbol: Symbol
}

/// `Σ coefficient·variable + constant`, the left-hand side of a constraint `expression (==, <=, >=) 0`.
public struct LinearExpression: Sendable, Equatable {
    /// The terms, in the order they were added; a variable may appear more than once (the coefficients add up).
    public var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// An expression with the given terms and constant.
    public init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    /// Adds `coefficient·variable`.
    public mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append((variable: variable, coefficient: coefficient))
    }

    /// The same terms in the same order and the same constant.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.elementsEqual(rhs.terms) {
            $0.variable == $1.variable && $0.coefficient == $1.coefficient
        }
    }
}

/// How a constraint's expression relates to zero.
public enum SolverRelation: Sendable, Equatable {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// How much the solver minds a constraint's violation: the weight of its error in the objective, or required.
public struct SolverStrength: Sendable, Comparable, Hashable {
    /// The weight; ``required`` and anything above it mean the constraint must hold exactly.
    public let weight: Double

    /// A strength of `weight`, clipped to `0 ... required`.
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), SolverStrength.requiredWeight)
    }

    /// Cassowary's conventional required weight (kiwisolver's `strength.required`, 1000·1e6 + 1000·1e3 + 1000).
    static let requiredWeight = 1_001_001_000.0

    /// A constraint that must hold.
    public static let required = SolverStrength(requiredWeight)
    /// kiwisolver's `strong`: 10⁶.
    public static let strong = SolverStrength(1_000_000)
    /// kiwisolver's `medium`: 10³.
    public static let medium = SolverStrength(1_000)
    /// kiwisolver's `weak`: 1.
    public static let weak = SolverStrength(1)

    /// Whether the constraint must hold.
    public var isRequired: Bool { weight >= SolverStrength.requiredWeight }

    /// Orders by weight.
    public static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.weight < rhs.weight }
}

/// `expression relation 0` at a strength.
public struct SolverConstraint: Sendable, Equatable {
    /// The left-hand side.
    public var expression: LinearExpression
    /// How it relates to zero.
    public var relation: SolverRelation
    /// How much a violation costs.
    public var strength: SolverStrength

    /// A constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: SolverRelation, strength: SolverStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// A constraint added to a ``LinearSolver``, to remove it or change its constant later.
public struct SolverConstraintID: Hashable, Sendable, Comparable {
    /// The index of the constraint's record in its solver.
    public let index: Int32

    /// Orders by index (the order slots were first used).
    public static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Why a solver call was refused. The solver is left exactly as it was before the call.
public enum LinearSolverError: Error, Equatable, Sendable {
    /// The required constraints cannot all hold; `conflicting` lists the constraints already in the solver whose
    /// combination rules the new one out (the one being added or changed is not among them).
    case unsatisfiable(conflicting: [SolverConstraintID])
    /// The id names no constraint in this solver (never added, or removed).
    case unknownConstraint(SolverConstraintID)
    /// The expression holds a NaN or infinite coefficient or constant.
    case nonFinite
}
