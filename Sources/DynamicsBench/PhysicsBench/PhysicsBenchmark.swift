import DynamicsPhysics
import Foundation

private let usage = """
    usage: dynamics-bench physics run [--solver box2d|soft] [--soft-tuning SUBSTEPSxHERTZ] [scene ...]
                                                        run our engine, print one JSON object per scene
                                                        (solver profile: box2d, UIKit's, the default; soft: soft step;
                                                        --soft-tuning 4x30 runs the soft step with Box2D v3's defaults)
           dynamics-bench physics report ROWS.jsonl OUT.json
                                                        validate all engines' rows, write them as a JSON array, print the table
    scenes: \(PhysicsBenchScene.names.joined(separator: ", ")) (default: all)
    """

/// Entry point of `dynamics-bench physics …` (`arguments` excludes the program name and "physics");
/// returns the process exit status. bench/run-physics.sh drives it; bench/README.md explains the results.
func runPhysicsBenchmark(arguments: [String]) -> Int32 {
    guard let command = arguments.first else { return fail(usage, status: 2) }
    let operands = Array(arguments.dropFirst())
    switch command {
    case "run":
        var names = operands, solver = SolverProfile.box2d
        if names.first == "--solver" {
            guard names.count >= 2 else { return fail("error: --solver needs a value (box2d or soft)", status: 2) }
            switch names[1] {
            case "box2d": solver = .box2d
            case "soft": solver = .soft
            default: return fail("error: unknown solver '\(names[1])' (known: box2d, soft)", status: 2)
            }
            names.removeFirst(2)
        }
        var softTuning: (substeps: Int, contactHertz: Double)?
        if names.first == "--soft-tuning" {
            let parts = names.count >= 2 ? names[1].split(separator: "x") : []
            guard solver == .soft, parts.count == 2, let substeps = Int(parts[0]), (1...64).contains(substeps),
                  let hertz = Double(parts[1]), hertz > 0, hertz.isFinite else {
                return fail("error: --soft-tuning needs --solver soft and SUBSTEPSxHERTZ, e.g. 4x30", status: 2)
            }
            softTuning = (substeps, hertz)
            names.removeFirst(2)
        }
        var scenes: [PhysicsBenchScene] = []
        for name in names.isEmpty ? PhysicsBenchScene.names : names {
            guard let scene = PhysicsBenchScene(named: name) else {
                return fail("error: unknown scene '\(name)' (known: \(PhysicsBenchScene.names.joined(separator: ", ")))", status: 2)
            }
            scenes.append(scene)
        }
        for scene in scenes {
            // Unbuffered, so a row already measured survives a later failure.
            FileHandle.standardOutput.write(Data((runDynamicsEngine(on: scene, solver: solver, softTuning: softTuning).jsonLine + "\n").utf8))
        }
        return 0
    case "report":
        guard operands.count == 2 else { return fail(usage, status: 2) }
        return writeReport(rowsPath: operands[0], outputPath: operands[1])
    default:
        return fail(usage, status: 2)
    }
}

private func writeReport(rowsPath: String, outputPath: String) -> Int32 {
    let report: PhysicsBenchReport
    do {
        let text = try String(contentsOfFile: rowsPath, encoding: .utf8)
        report = try PhysicsBenchReport(jsonLines: text)
    } catch let error as PhysicsBenchReport.MalformedRow {
        return fail("error: malformed benchmark output in \(rowsPath), \(error)", status: 1)
    } catch {
        return fail("error: cannot read \(rowsPath): \(error.localizedDescription)", status: 1)
    }
    guard !report.rows.isEmpty else { return fail("error: no benchmark rows in \(rowsPath)", status: 1) }
    do {
        try Data(report.json.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    } catch {
        return fail("error: cannot write \(outputPath): \(error.localizedDescription)", status: 1)
    }
    print(report.table, terminator: "")
    return 0
}

private func fail(_ message: String, status: Int32) -> Int32 {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return status
}
