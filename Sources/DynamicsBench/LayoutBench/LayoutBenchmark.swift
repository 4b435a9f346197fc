import Foundation
import Dynamics
import DynamicsLayoutSolver

/// `dynamics-bench layout [ROWS COLUMNS]`: a grid of constrained views (4 constraints each), laid out through UIKit's
/// API and solved with the bare solver; prints JSON with the timings and the same system in solver form, which
/// `bench/run-layout.sh` hands to kiwisolver.
///
/// Each view `i` in row `r`, column `c`: width == 10 + (i mod 7), height == 12, leading == left neighbour's trailing + 2
/// (the root's leading + 4 in column 0), top == the view above's bottom + 3 (the root's top + 4 in row 0). The
/// incremental change moves the first view's leading constant, which moves its whole row.
func runLayoutBenchmark(arguments: [String]) -> Int32 {
    let numbers = arguments.compactMap(Int.init)
    let rows = numbers.count == 2 ? numbers[0] : 40
    let columns = numbers.count == 2 ? numbers[1] : 25
    guard rows > 0, columns > 0, rows * columns <= 100_000 else {
        FileHandle.standardError.write(Data("usage: dynamics-bench layout [ROWS COLUMNS] (at most 100,000 views)\n".utf8))
        return 2
    }
    let uikit = measureUIKitLayout(rows: rows, columns: columns)
    let solver = measureSolver(rows: rows, columns: columns)
    let report: [String: Any] = [
        "views": rows * columns, "constraints": rows * columns * 4,
        "uikit_first_ms": uikit.first, "uikit_incremental_ms": uikit.incremental,
        "solver_first_ms": solver.first, "solver_incremental_ms": solver.incremental,
        "system": solver.system,
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: report) else { return 1 }
    FileHandle.standardOutput.write(data)
    return 0
}

private func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The grid through `NSLayoutConstraint` and the layout pass.
private func measureUIKitLayout(rows: Int, columns: Int) -> (first: Double, incremental: Double) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    for index in 0..<(rows * columns) {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let row = index / columns, column = index % columns
        constraints.append(view.widthAnchor.constraint(equalToConstant: CGFloat(10 + index % 7)))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 12))
        constraints.append(column == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                           : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 2))
        constraints.append(row == 0 ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
                           : view.topAnchor.constraint(equalTo: views[index - columns].bottomAnchor, constant: 3))
        views.append(view)
    }
    let first = milliseconds {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
    let moved = constraints[2]
    var samples: [Double] = []
    for step in 0..<41 {
        samples.append(milliseconds {
            moved.constant = CGFloat(4 + step % 2 * 10)
            root.layoutIfNeeded()
        })
    }
    precondition(views[columns - 1].frame.minX > 0, "the grid was not laid out")
    return (first, median(samples))
}

/// The same grid as solver constraints (x, y, width, height per view), without views.
private func measureSolver(rows: Int, columns: Int) -> (first: Double, incremental: Double, system: [String: Any]) {
    var solver = LinearSolver()
    var constraints: [SolverConstraint] = []
    var json: [[String: Any]] = []
    var variables: [[SolverVariable]] = []
    func add(_ terms: [(Int, Double)], _ constant: Double) {
        let flat = terms.map { (variables[$0.0 / 4][$0.0 % 4], $0.1) }
        constraints.append(SolverConstraint(LinearExpression(flat, constant: constant), .equal))
        json.append(["terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant])
    }
    for index in 0..<(rows * columns) {
        variables.append((0..<4).map { _ in solver.makeVariable() })
        let x = index * 4, y = x + 1, width = x + 2, height = x + 3
        let row = index / columns, column = index % columns
        add([(width, 1)], -Double(10 + index % 7))
        add([(height, 1)], -12)
        if column == 0 {
            add([(x, 1)], -4)
        } else {
            add([(x, 1), (x - 4, -1), (width - 4, -1)], -2)
        }
        if row == 0 {
            add([(y, 1)], -4)
        } else {
            let above = (index - columns) * 4
            add([(y, 1), (above + 1, -1), (above + 3, -1)], -3)
        }
    }
    var ids: [SolverConstraintID] = []
    let first = milliseconds {
        for constraint in constraints { ids.append(try! solver.add(constraint)) }
        _ = solver.value(of: variables[columns - 1][0])
    }
    var samples: [Double] = []
    for step in 0..<41 {
        samples.append(milliseconds {
            try! solver.setConstant(-Double(4 + step % 2 * 10), of: ids[2])
            for view in variables { _ = solver.value(of: view[0]) }
        })
    }
    return (first, median(samples), ["variables": variables.count * 4, "constraints": json,
                                      "incremental_constraint": 2])
}
