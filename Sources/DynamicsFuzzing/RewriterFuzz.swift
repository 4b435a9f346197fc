import DynamicsPort
import Foundation

/// The rewriter campaign's inputs: a Swift source of a corpus folder, mutated (`SwiftMutator`), through
/// `SourceRewriter.rewrite`, what `dynamics port` runs on an app's sources.
///
/// Each input must be rewritten or refused with one `file:line: message` line naming the file, and keep the
/// rewriter's promises: a source is refused exactly when it does not parse (or its brackets nest deeper than the
/// rewriter reads); a source that parses gives one that parses; every rewritten place carries one mark, so the
/// marks the output adds are the changes the rewriter counts (an edit made twice, or lost to an overlapping one,
/// shows there); notes name the file and a line of it; and the same source gives the same output.
struct RewriterFuzz {
    /// The corpus: each source's name and text, in name order.
    let sources: [(name: String, text: String)]

    /// Reads every `.swift` file in `corpus`; throws when there is none.
    init(corpus: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".swift") }.sorted()
        guard !names.isEmpty else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no .swift file in \(corpus.path)"])
        }
        sources = try names.map { ($0, try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The mutated source of input `seed`.
    func input(seed: UInt64) -> PortSource {
        var random = FuzzRandom(seed: seed)
        let source = random.pick(sources)
        return PortSource(path: source.name, text: SwiftMutator.mutate(source.text, others: sources.map(\.text), random: &random))
    }

    /// Runs input `seed`.
    func run(seed: UInt64) -> FuzzOutcome { check(input(seed: seed)) }

    /// Rewrites `source` and checks the promises: `parsed` when it parses, `changed` when the rewriter changed it.
    func check(_ source: PortSource) -> FuzzOutcome {
        let expectedRefusal = SourceRewriter.syntaxError(in: source)
        let first: PortedSources
        do {
            first = try SourceRewriter.rewrite([source])
        } catch {
            guard error.description.hasPrefix(source.path + ":"), !error.description.contains(where: \.isNewline) else {
                return .bad("not one line naming the file: \(error.description.prefix(200))")
            }
            guard error == expectedRefusal else {
                return .bad("refused with \(error.description.prefix(160)); the check at the door says \(expectedRefusal?.description.prefix(160) ?? "it reads")")
            }
            return .ok(error.description)
        }
        if let expectedRefusal { return .bad("rewrote a source the door refuses: \(expectedRefusal.description.prefix(160))") }
        guard let file = first.files.first, first.files.count == 1 else { return .bad("\(first.files.count) files for one source") }
        if let broken = SourceRewriter.syntaxError(in: PortSource(path: source.path, text: file.text)) {
            return .bad("the rewritten source does not parse: \(broken.description.prefix(200))")
        }
        let added = RewriteKind.marks(in: file.text).merging(RewriteKind.marks(in: source.text).mapValues { -$0 }, uniquingKeysWith: +)
            .filter { $0.value != 0 }
        if added != file.changes {
            return .bad("changes \(Self.text(of: file.changes)) but the output adds marks \(Self.text(of: added))")
        }
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).count
        if let stray = first.notes.first(where: { $0.file != source.path || !(1...lines).contains($0.line) || $0.message.contains(where: \.isNewline) }) {
            return .bad("a note off the file's \(lines) lines: \(stray.description.prefix(200))")
        }
        guard let again = try? SourceRewriter.rewrite([source]), again.files == first.files, again.notes == first.notes else {
            return .bad("the same source rewritten twice gave two answers")
        }
        let reached = ["parsed"] + (file.changes.isEmpty ? [] : ["changed"])
        return .ok("\(source.path): \(file.text.utf8.count) bytes, \(Self.text(of: file.changes)), \(first.notes.count) notes\n"
                   + file.text + first.notes.map(\.description).joined(separator: "\n"), reached: reached)
    }

    /// `2 selector, 1 objc`, by kind name.
    private static func text(of counts: [RewriteKind: Int]) -> String {
        counts.isEmpty ? "none" : counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
            .joined(separator: ", ")
    }
}
