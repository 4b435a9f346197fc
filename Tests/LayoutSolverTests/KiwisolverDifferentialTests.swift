import Foundation
import Testing
import DynamicsLayoutSolver

/// The same random constraint scripts, replayed by this solver and by Debian's kiwisolver (another Cassowary
/// implementation) in the same test: every variable agrees within 1e-6 at every check, and the same required
/// constraints are refused.
struct KiwisolverDifferentialTests {
    /// One script operation, as both solvers see it.
    enum Operation {
        case add(terms: [(Int, Double)], constant: Double, relation: SolverRelation, strength: Double)
        case remove(Int)
        case setConstant(Int, Double)
        case check
    }

    struct Script {
        var variableCount: Int
        var operations: [Operation]
    }

    /// SplitMix64, so every seed gives the same script on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    }

    /// A layout-like system: every variable has a weak preferred value (so the optimum is unique), and random
    /// sums and differences of a few variables are tied by required and weighted equalities and inequalities; then
    /// constants change, constraints go and new ones come.
    static func makeScript(seed: UInt64, variableCount: Int, constraintCount: Int) -> Script {
        var random = Random(state: seed)
        var operations: [Operation] = []
        for index in 0..<variableCount {
            operations.append(.add(terms: [(index, 1)], constant: -random.uniform(-500, 500), relation: .equal,
                                   strength: random.uniform(0.5, 2)))
        }
        func randomConstraint() -> Operation {
            let count = 1 + random.int(3)
            var terms: [(Int, Double)] = []
            for _ in 0..<count {
                let coefficient = random.int(4) == 0 ? random.uniform(-2, 2) : (random.int(2) == 0 ? 1 : -1)
                terms.append((random.int(variableCount), coefficient))
            }
            let relations: [SolverRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            let relation = relations[random.int(3)]
            let strength = random.int(3) == 0 ? SolverStrength.required.weight : random.uniform(1, 1_000_000)
            return .add(terms: terms, constant: random.uniform(-300, 300), relation: relation, strength: strength)
        }
        for _ in 0..<constraintCount { operations.append(randomConstraint()) }
        operations.append(.check)
        for round in 0..<20 {
            switch round % 3 {
            case 0: operations.append(.setConstant(variableCount + random.int(constraintCount), random.uniform(-300, 300)))
            case 1: operations.append(.setConstant(random.int(variableCount), -random.uniform(-500, 500)))
            default: operations.append(randomConstraint())
            }
            if round % 4 == 3 { operations.append(.remove(variableCount + random.int(constraintCount))) }
            operations.append(.check)
        }
        return Script(variableCount: variableCount, operations: operations)
    }

    struct Outcome {
        var checks: [[Double]]
        var failed: [Int]
    }

    static func replay(_ script: Script) -> Outcome {
        var solver = LinearSolver()
        let variables = (0..<script.variableCount).map { _ in solver.makeVariable() }
        var ids: [SolverConstraintID?] = []
        var removed = Set<Int>()
        var outcome = Outcome(checks: [], failed: [])
        for operation in script.operations {
            switch operation {
            case let .add(terms, constant, relation, strength):
                let expression = LinearExpression(terms.map { (variables[$0.0], $0.1) }, constant: constant)
                if let id = try? solver.add(SolverConstraint(expression, relation, strength: SolverStrength(strength))) {
                    ids.append(id)
                } else {
                    outcome.failed.append(ids.count)
                    ids.append(nil)
                }
            case let .remove(index):
                guard let id = ids[index], !removed.contains(index) else { continue }
                try! solver.remove(id)
                removed.insert(index)
            case let .setConstant(index, constant):
                guard let id = ids[index], !removed.contains(index) else { continue }
                if (try? solver.setConstant(constant, of: id)) == nil { outcome.failed.append(index) }
            case .check:
                outcome.checks.append(variables.map { solver.value(of: $0) })
            }
        }
        return outcome
    }

    /// The script as kiwi_solve.py reads it; removals and constant changes of refused or removed constraints are
    /// left out, as the Swift replay skips them.
    static func json(_ script: Script, skipping skipped: Set<Int>) throws -> Data {
        var operations: [[String: Any]] = []
        var removed = Set<Int>()
        for operation in script.operations {
            switch operation {
            case let .add(terms, constant, relation, strength):
                let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
                operations.append(["op": "add", "terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant,
                                   "relation": symbol, "strength": strength])
            case let .remove(index):
                guard !skipped.contains(index), !removed.contains(index) else { continue }
                removed.insert(index)
                operations.append(["op": "remove", "constraint": index])
            case let .setConstant(index, constant):
                guard !skipped.contains(index), !removed.contains(index) else { continue }
                operations.append(["op": "set_constant", "constraint": index, "constant": constant])
            case .check:
                operations.append(["op": "check"])
            }
        }
        return try JSONSerialization.data(withJSONObject: ["variables": script.variableCount, "ops": operations])
    }

    static func kiwi(_ input: Data) throws -> Outcome {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi_solve.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [fixture.path]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try JSONSerialization.jsonObject(with: output) as? [String: Any],
              let checks = object["checks"] as? [[Double]], let failed = object["failed_adds"] as? [Int] else {
            throw KiwiFailure(status: process.terminationStatus)
        }
        return Outcome(checks: checks, failed: failed)
    }

    struct KiwiFailure: Error { var status: Int32 }

    @Test(arguments: [(UInt64(12), 40, 80), (2, 120, 200), (3, 300, 420), (4, 60, 160), (5, 200, 150)])
    func agreesWithKiwisolver(seed: UInt64, variableCount: Int, constraintCount: Int) throws {
        let script = Self.makeScript(seed: seed, variableCount: variableCount, constraintCount: constraintCount)
        let ours = Self.replay(script)
        // Indices refused when added never reach kiwi's remove or set_constant either.
        var refusedAdds = Set<Int>()
        var index = 0
        for operation in script.operations {
            if case .add = operation {
                if ours.failed.contains(index) { refusedAdds.insert(index) }
                index += 1
            }
        }
        let theirs = try Self.kiwi(try Self.json(script, skipping: refusedAdds))
        #expect(ours.failed == theirs.failed)
        #expect(ours.checks.count == theirs.checks.count)
        #expect(ours.checks.count == 21)
        var worst = 0.0
        for (mine, kiwis) in zip(ours.checks, theirs.checks) {
            for (a, b) in zip(mine, kiwis) { worst = max(worst, abs(a - b)) }
        }
        #expect(worst <= 1e-6, "largest difference \(worst)")
        // The scripts must exercise refusals, or the comparison of refused constraints says nothing.
        #expect(!ours.failed.isEmpty)
    }
}
