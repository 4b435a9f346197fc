import Foundation

/// Runs many fuzz inputs — scenes, manifests, Interface Builder documents or Swift sources (`target`) — in worker processes, so
/// that a crash or a hang costs one input, not the campaign. (The studio's campaign is `StudioFuzzCampaign`: its
/// worker is the server.)
///
/// A worker is the fuzz executable started with `worker --target T --seed S --count N`: it prints `begin SEED`
/// before each input and `end SEED ok DIGEST [STAGE,STAGE…]`, `end SEED nan DETAIL` or `end SEED bad DETAIL` after
/// it (the stages are how far the input got, counted in `FuzzSummary.reached`). When a
/// worker dies, the input it had begun is a crash — or a UIKit exception when its last words are UIKit's
/// "Terminating app due to uncaught exception" — and a new worker goes on from the next seed. When an input uses
/// `sceneBudget` seconds of CPU without an answer, or stays silent for `idleLimit` seconds, the worker is killed and
/// the input is a hang.
public struct FuzzCampaign {
    /// The fuzz executable that understands `worker`.
    public var executable: URL
    /// First scene seed; scenes use seeds `firstSeed ..< firstSeed + count`.
    public var firstSeed: UInt64
    /// Number of scenes.
    public var count: Int
    /// Most CPU seconds a single input may use before it counts as a hang. The clock is not the measure, so a busy
    /// machine slows a campaign down without making hangs of slow inputs.
    public var sceneBudget: TimeInterval = 20
    /// Longest a single input may stay silent, in wall-clock seconds, before it counts as a hang even though it has
    /// not used its CPU budget (a worker waiting for something that never comes); nil: ten times `sceneBudget`.
    public var idleLimit: TimeInterval?
    /// What the inputs are.
    public var target: FuzzTarget = .scenes
    /// The folder of documents the `interfaceBuilder` target mutates, or of Swift sources the `rewriter` target does.
    public var corpus: URL?

    /// A campaign of `count` scenes from `firstSeed`, run by `executable`.
    public init(executable: URL, firstSeed: UInt64, count: Int) {
        self.executable = executable
        self.firstSeed = firstSeed
        self.count = count
    }

    /// Runs every scene; `progress` is called with the number of scenes finished.
    public func run(progress: (Int) -> Void = { _ in }) throws -> FuzzSummary {
        var summary = FuzzSummary(firstSeed: firstSeed, target: target)
        let silence = idleLimit ?? sceneBudget * 10
        var next = firstSeed
        let end = firstSeed + UInt64(count)
        while next < end {
            let arguments = ["worker", "--target", target.rawValue, "--seed", String(next), "--count", String(end - next)]
                + (corpus.map { ["--corpus", $0.path] } ?? [])
            let worker = try FuzzWorker(executable: executable, arguments: arguments)
            var current: UInt64?, begun = Date()
            while let line = worker.readLine(cpuBudget: sceneBudget, idleLimit: silence) {
                let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard fields.count >= 2, let seed = UInt64(fields[1]) else { continue }
                if fields[0] == "begin" {
                    current = seed
                    begun = Date()
                } else if fields[0] == "end", fields.count >= 3 {
                    current = nil
                    summary.scenes += 1
                    summary.timed(seed, seconds: Date().timeIntervalSince(begun))
                    let detail = fields.count > 3 ? fields[3] : ""
                    if fields[2] == "nan" { summary.failures.append(.init(seed: seed, kind: .nonFinite, detail: detail)) }
                    if fields[2] == "bad" { summary.failures.append(.init(seed: seed, kind: .badResult, detail: detail)) }
                    if fields[2] == "ok", let stages = detail.split(separator: " ").dropFirst().first {
                        for stage in stages.split(separator: ",") { summary.reached[String(stage), default: 0] += 1 }
                    }
                    next = seed + 1
                    progress(summary.scenes)
                }
            }
            guard let failed = current else { break }
            let ending = worker.finish()
            summary.scenes += 1
            switch ending {
            case .timedOut(.cpu):
                summary.failures.append(.init(seed: failed, kind: .hang, detail: "no result after \(sceneBudget) s of CPU"))
            case .timedOut(.idle):
                summary.failures.append(.init(seed: failed, kind: .hang, detail: "silent for \(silence) s"))
            case .uikitException(let message): summary.uikitExceptions.append(.init(seed: failed, kind: .uikitException, detail: message))
            case .crashed(let message): summary.failures.append(.init(seed: failed, kind: .crash, detail: message))
            case .exited: break
            }
            next = failed + 1
            progress(summary.scenes)
        }
        return summary
    }

    /// Runs `count` inputs of `target` from `seed` in this process, printing the worker protocol to standard output.
    /// `duration` is a scene's length; `corpus` the Interface Builder documents' or Swift sources' folder.
    @MainActor public static func serveAsWorker(target: FuzzTarget, seed: UInt64, count: Int, duration: TimeInterval,
                                                corpus: URL?) throws {
        switch target {
        case .scenes: serveScenes(seed: seed, count: count, duration: duration)
        case .manifests:
            let inputs = try ManifestFuzz()
            defer { inputs.remove() }
            for seed in seed..<seed + UInt64(count) { try serve(seed) { try inputs.run(seed: $0) } }
        case .interfaceBuilder:
            guard let corpus else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the interface-builder target needs --corpus"]) }
            let inputs = try InterfaceBuilderFuzz(corpus: corpus)
            for seed in seed..<seed + UInt64(count) { try serve(seed) { inputs.run(seed: $0) } }
        case .rewriter:
            guard let corpus else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the rewriter target needs --corpus"]) }
            let inputs = try RewriterFuzz(corpus: corpus)
            for seed in seed..<seed + UInt64(count) { try serve(seed) { inputs.run(seed: $0) } }
        case .studio:
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the studio campaign has no worker: the server is one"])
        }
    }

    /// Runs input `seed`, announced before and reported after.
    private static func serve(_ seed: UInt64, _ input: (UInt64) throws -> FuzzOutcome) throws {
        say("begin \(seed)")
        switch try input(seed) {
        case .ok(let answer, let reached):
            say("end \(seed) ok \(String(FuzzDigest.of(answer), radix: 16))" + (reached.isEmpty ? "" : " " + reached.joined(separator: ",")))
        case .bad(let detail): say("end \(seed) bad \(detail.replacingOccurrences(of: "\n", with: " "))")
        }
    }

    @MainActor private static func serveScenes(seed: UInt64, count: Int, duration: TimeInterval) {
        for offset in 0..<UInt64(count) {
            let seed = seed + offset
            say("begin \(seed)")
            var scene = FuzzScene(seed: seed)
            scene.duration = duration
            let result = scene.run()
            if let problem = result.nonFinite {
                say("end \(seed) nan after \(result.steps) steps: \(problem)")
            } else {
                say("end \(seed) ok \(String(result.digest, radix: 16))")
            }
        }
    }

    /// One protocol line, written at once (unbuffered), so the campaign sees it even if the next scene crashes.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// What a campaign found.
public struct FuzzSummary: Sendable {
    /// One scene that failed (or raised a UIKit exception).
    public struct Finding: Sendable, Equatable {
        /// How a scene ended badly.
        public enum Kind: String, Sendable {
            case crash, hang, nonFinite = "NaN", uikitException = "UIKit exception"
            /// An answer that breaks a rule: an error of several lines, a file written outside its folder, an HTTP
            /// 5xx.
            case badResult = "bad result"
        }
        /// The scene's seed: `dynamics-fuzz --seed SEED --count 1` runs it again.
        public var seed: UInt64
        /// What happened.
        public var kind: Kind
        /// The message or the offending item.
        public var detail: String
    }

    /// The campaign's first seed.
    public var firstSeed: UInt64
    /// What the inputs were.
    public var target: FuzzTarget = .scenes
    /// Scenes run.
    public var scenes = 0
    /// Crashes, hangs and non-finite items.
    public var failures: [Finding] = []
    /// Scenes that ended with one of UIKit's programmer-error exceptions: UIKit's behaviour, not a failure.
    public var uikitExceptions: [Finding] = []
    /// How many inputs got how far, by stage (the manifest campaign's `read` and `merged`): what share of the
    /// inputs got past the reader into the code behind it.
    public var reached: [String: Int] = [:]
    /// The input that took longest of those that ended in time — for the studio, the request answered last — and its
    /// wall-clock seconds: how far the campaign stayed from its budget. Nil when none ended.
    public var slowest: Slowest?

    /// The input that took longest.
    public struct Slowest: Sendable, Equatable {
        /// Its seed.
        public var seed: UInt64
        /// Wall-clock seconds from its start to its answer.
        public var seconds: Double
        /// What it was, when the campaign knows more than its seed (the studio's request line).
        public var detail: String
    }

    /// Keeps input `seed` as the slowest when its `seconds` are more than the slowest's so far.
    mutating func timed(_ seed: UInt64, seconds: Double, detail: String = "") {
        if seconds > slowest?.seconds ?? -1 { slowest = Slowest(seed: seed, seconds: seconds, detail: detail) }
    }

    /// Failures of one kind.
    public func count(of kind: Finding.Kind) -> Int { failures.filter { $0.kind == kind }.count }

    /// `fuzz: 10000 scenes, 0 crashes, 0 hangs, 0 NaN, 31 UIKit exceptions, seed 1`; for other targets
    /// `fuzz manifests: 10000 manifests, 0 crashes, 0 hangs, 0 bad results, 6000 read, 2000 merged, seed 1` (the
    /// stages reached, when the target has any, in the order `FuzzTarget.stages` lists them).
    public var line: String {
        guard target == .scenes else {
            let stages = target.stages.map { "\(reached[$0] ?? 0) \($0), " }.joined()
            return "fuzz \(target.rawValue): \(scenes) \(target.unit), \(count(of: .crash)) crashes, \(count(of: .hang)) hangs, "
                + "\(count(of: .badResult)) bad results, \(stages)seed \(firstSeed)"
        }
        return "fuzz: \(scenes) scenes, \(count(of: .crash)) crashes, \(count(of: .hang)) hangs, \(count(of: .nonFinite)) NaN, "
            + "\(uikitExceptions.count) UIKit exceptions, seed \(firstSeed)"
    }
}
