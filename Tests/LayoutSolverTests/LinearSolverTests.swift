import Testing
@testable import DynamicsLayoutSolver

/// Small systems whose optimum is known by hand.
struct LinearSolverTests {
    private func expression(_ terms: [(SolverVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms, constant: constant)
    }

    @Test func requiredEqualitiesChainThroughVariables() throws {
        var solver = LinearSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(left, 1)], -20), .equal))
        try solver.add(SolverConstraint(expression([(right, 1), (left, -1), (width, -1)]), .equal))
        try solver.add(SolverConstraint(expression([(right, 1)], -300), .equal))
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: width) == 280)
        #expect(solver.value(of: right) == 300)
    }

    @Test func strongerOptionalConstraintWins() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(x, 1)], -100), .equal, strength: .weak))
        let strong = try solver.add(SolverConstraint(expression([(x, 1)], -40), .equal, strength: .strong))
        #expect(solver.value(of: x) == 40)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 100)
    }

    @Test func inequalityBoundsAnOptionalPreference() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(x, 1)], -500), .equal, strength: .medium))
        try solver.add(SolverConstraint(expression([(x, 1)], -320), .lessThanOrEqual))
        #expect(solver.value(of: x) == 320)
        try solver.add(SolverConstraint(expression([(x, 1)], -10), .greaterThanOrEqual))
        #expect(solver.value(of: x) == 320)
    }

    @Test func conflictingRequiredConstraintIsRefusedAndNamesTheOthers() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.add(SolverConstraint(expression([(x, 1)], -10), .equal))
        let second = try solver.add(SolverConstraint(expression([(y, 1), (x, -1)], -5), .equal))
        #expect(throws: LinearSolverError.unsatisfiable(conflicting: [first, second])) {
            try solver.add(SolverConstraint(expression([(y, 1)], -30), .equal))
        }
        // The refused constraint left nothing behind.
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: y) == 15)
        let inequality = try solver.add(SolverConstraint(expression([(y, 1)], -20), .lessThanOrEqual))
        #expect(throws: LinearSolverError.self) {
            try solver.add(SolverConstraint(expression([(y, 1)], -25), .greaterThanOrEqual))
        }
        #expect(solver.constraintCount == 3)
        #expect(solver.contains(inequality))
    }

    @Test func changingAConstantMovesTheOptimumIncrementally() throws {
        var solver = LinearSolver()
        let top = solver.makeVariable(), height = solver.makeVariable(), bottom = solver.makeVariable()
        let topPin = try solver.add(SolverConstraint(expression([(top, 1)], -64), .equal))
        try solver.add(SolverConstraint(expression([(bottom, 1), (top, -1), (height, -1)]), .equal))
        try solver.add(SolverConstraint(expression([(bottom, 1)], -844), .equal))
        try solver.add(SolverConstraint(expression([(height, 1)], -200), .greaterThanOrEqual, strength: .strong))
        #expect(solver.value(of: height) == 780)
        try solver.setConstant(-700, of: topPin)
        #expect(solver.value(of: top) == 700)
        #expect(solver.value(of: height) == 144)
        #expect(try solver.constant(of: topPin) == -700)
    }

    @Test func editVariableFollowsSuggestions() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(y, 1), (x, -2)], -1), .equal))
        try solver.add(SolverConstraint(expression([(x, 1)], -50), .lessThanOrEqual))
        let edit = try solver.addEditVariable(x, strength: .strong)
        for (suggested, expected) in [(10.0, 10.0), (35, 35), (80, 50), (-4, -4)] {
            try solver.suggest(edit, value: suggested)
            #expect(solver.value(of: x) == expected)
            #expect(solver.value(of: y) == 2 * expected + 1)
        }
    }

    @Test func constantChangeThatBreaksARequiredConstraintIsRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(x, 1)]), .equal, strength: .weak))
        try solver.add(SolverConstraint(expression([(x, 1)], -100), .lessThanOrEqual))
        let floor = try solver.add(SolverConstraint(expression([(x, 1)], -40), .greaterThanOrEqual))
        #expect(throws: LinearSolverError.self) { try solver.setConstant(-150, of: floor) }
        #expect(try solver.constant(of: floor) == -40)
        #expect(solver.value(of: x) == 40)
        try solver.setConstant(-90, of: floor)
        #expect(solver.value(of: x) == 90)
    }

    @Test func ambiguityIsReportedForUndeterminedVariables() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable(), width = solver.makeVariable()
        try solver.add(SolverConstraint(expression([(width, 1)], -100), .equal))
        try solver.add(SolverConstraint(expression([(x, 1)], -10), .greaterThanOrEqual))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(x))
        try solver.add(SolverConstraint(expression([(x, 1)], -10), .equal, strength: .weak))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func nonFiniteNumbersAndUnknownIdsAreRefused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        #expect(throws: LinearSolverError.nonFinite) {
            try solver.add(SolverConstraint(expression([(x, .nan)]), .equal))
        }
        let id = try solver.add(SolverConstraint(expression([(x, 1)], -3), .equal))
        #expect(throws: LinearSolverError.nonFinite) { try solver.setConstant(.infinity, of: id) }
        try solver.remove(id)
        #expect(throws: LinearSolverError.unknownConstraint(id)) { try solver.remove(id) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func removedSlotsAreReused() throws {
        var solver = LinearSolver()
        let x = solver.makeVariable()
        let first = try solver.add(SolverConstraint(expression([(x, 1)], -3), .equal))
        try solver.remove(first)
        let second = try solver.add(SolverConstraint(expression([(x, 1)], -4), .equal))
        #expect(second == first)
        #expect(solver.value(of: x) == 4)
    }
}
