import Foundation
import SwiftParser
import SwiftSyntax

/// `parser-brackets SOURCE [--repeats N] [--limit S]`: parses SOURCE (a Swift file of at least 20 lines) with brackets
/// put in, in the shapes below and at growing sizes, and prints the median CPU time of N parses (5) of each. A series
/// stops once a median passes S seconds (5), so the slowest shapes cost a bounded time.
struct Options {
    var source = ""
    var repeats = 5
    var limit = 5.0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--repeats": repeats = Int(rest.popFirst() ?? "") ?? 0
            case "--limit": limit = Double(rest.popFirst() ?? "") ?? 0
            default: source = argument
            }
        }
        guard !source.isEmpty, repeats > 0, limit > 0, limit.isFinite else {
            throw Failure("usage: parser-brackets SOURCE [--repeats N] [--limit SECONDS]")
        }
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One way of putting `size` brackets into the source's lines.
struct Shape {
    let name: String
    let sizes: [Int]
    let make: (_ lines: [String], _ size: Int) -> String
}

/// The CPU time this thread has used, in seconds: on a machine other builds share, the clock would measure them too.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median CPU time of `repeats` parses of `text`, in seconds; whether the parser found an error.
func medianParse(_ text: String, repeats: Int) -> (seconds: Double, hasError: Bool) {
    var times: [Double] = []
    var hasError = false
    for _ in 0..<repeats {
        let start = threadCPUSeconds()
        hasError = Parser.parse(source: text).hasError
        times.append(threadCPUSeconds() - start)
    }
    return (times.sorted()[times.count / 2], hasError)
}

/// `line` with `insert` put after its first `= ` (or at its end).
func put(_ insert: String, into line: String) -> String {
    guard let range = line.range(of: "= ") else { return line + insert }
    return line.replacingCharacters(in: range, with: "= " + insert)
}

func shapes() -> [Shape] {
    let runSizes = [1, 2, 4, 6, 8, 9, 10, 12, 14, 16, 20, 24, 32, 40, 64]
    var shapes: [Shape] = []
    // The fuzzer's shape: a run of one opening bracket, left open, in the middle of line 20.
    for bracket in ["(", "[", "{"] {
        shapes.append(Shape(name: "run of \(bracket) on one line", sizes: runSizes) { lines, size in
            var lines = lines
            lines[19] = put(String(repeating: bracket, count: size), into: lines[19])
            return lines.joined(separator: "\n")
        })
    }
    shapes.append(Shape(name: "run of ([{ on one line", sizes: runSizes) { lines, size in
        var lines = lines
        lines[19] = put(String(String(repeating: "([{", count: size).prefix(size)), into: lines[19])
        return lines.joined(separator: "\n")
    })
    // Left open one per line: deep nesting, no long run on a line.
    shapes.append(Shape(name: "one [ left open per line", sizes: [1, 4, 8, 16, 32, 64, 65, 128]) { lines, size in
        var lines = lines
        let extra = (0..<max(0, size - lines.count + 10)).map { _ in "" }
        lines += extra
        for index in 5..<(5 + size) { lines[index % lines.count] += " [" }
        return lines.joined(separator: "\n")
    })
    // Closed nesting, as in real code (a literal of literals, calls of calls).
    for (open, close) in [("[", "]"), ("(", ")")] {
        shapes.append(Shape(name: "closed \(open)\(close) nesting on one line", sizes: [8, 16, 32, 64, 65, 128, 256]) { lines, size in
            lines.joined(separator: "\n") + "\nlet nested = " + String(repeating: open, count: size) + "1"
                + String(repeating: close, count: size) + "\n"
        })
    }
    shapes.append(Shape(name: "closed { } nesting, one per line", sizes: [8, 16, 32, 64, 65, 128, 256]) { lines, size in
        let opens = (0..<size).map { String(repeating: " ", count: $0) + "do {" }
        let closes = (0..<size).reversed().map { String(repeating: " ", count: $0) + "}" }
        return lines.joined(separator: "\n") + "\nfunc nested() {\n" + (opens + closes).joined(separator: "\n") + "\n}\n"
    })
    return shapes
}

/// Writes `line` at once (unbuffered): a line per shape as it is measured, also into a file or a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    guard let text = try? String(contentsOfFile: options.source, encoding: .utf8) else {
        throw Failure("\(options.source): not a readable UTF-8 file")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 20 else { throw Failure("\(options.source): fewer than 20 lines") }
    let plain = medianParse(text, repeats: options.repeats)
    say(String(format: "%@ as written: %.3f ms", (options.source as NSString).lastPathComponent, plain.seconds * 1000))
    for shape in shapes() {
        var cells: [String] = []
        for size in shape.sizes {
            let result = medianParse(shape.make(lines, size), repeats: options.repeats)
            cells.append(String(format: "%d: %.3f ms%@", size, result.seconds * 1000, result.hasError ? "" : " (no error)"))
            if result.seconds > options.limit {
                cells.append("(stopped: over \(options.limit) s)")
                break
            }
        }
        say("\(shape.name) — " + cells.joined(separator: ", "))
    }
} catch {
    FileHandle.standardError.write(Data("parser-brackets: \(error)\n".utf8))
    exit(1)
}
