import Foundation

/// Runs many fuzz scenes in worker processes, so that a crash or a hang costs one scene, not the campaign.
///
/// A worker is the fuzz executable started with `worker --seed S --count N`: it prints `begin SEED` before each
/// scene and `end SEED ok DIGEST` or `end SEED nan DETAIL` after it. When a worker dies, the scene it had begun is
/// a crash — or a UIKit exception when its last words are UIKit's "Terminating app due to uncaught exception" — and a
/// new worker goes on from the next seed. When a scene prints nothing for `sceneBudget` seconds, the worker is
/// killed and the scene is a hang.
public struct FuzzCampaign {
    /// The fuzz executable that understands `worker`.
    public var executable: URL
    /// First scene seed; scenes use seeds `firstSeed ..< firstSeed + count`.
    public var firstSeed: UInt64
    /// Number of scenes.
    public var count: Int
    /// Longest a single scene may run, in wall-clock seconds, before it counts as a hang.
    public var sceneBudget: TimeInterval = 20

    /// A campaign of `count` scenes from `firstSeed`, run by `executable`.
    public init(executable: URL, firstSeed: UInt64, count: Int) {
        self.executable = executable
        self.firstSeed = firstSeed
        self.count = count
    }

    /// Runs every scene; `progress` is called with the number of scenes finished.
    public func run(progress: (Int) -> Void = { _ in }) throws -> FuzzSummary {
        var summary = FuzzSummary(firstSeed: firstSeed)
        var next = firstSeed
        let end = firstSeed + UInt64(count)
        while next < end {
            let worker = try FuzzWorker(executable: executable, seed: next, count: Int(end - next))
            var current: UInt64?
            while let line = worker.readLine(timeout: sceneBudget) {
                let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard fields.count >= 2, let seed = UInt64(fields[1]) else { continue }
                if fields[0] == "begin" {
                    current = seed
                } else if fields[0] == "end", fields.count >= 3 {
                    current = nil
                    summary.scenes += 1
                    if fields[2] == "nan" { summary.failures.append(.init(seed: seed, kind: .nonFinite, detail: fields.count > 3 ? fields[3] : "")) }
                    next = seed + 1
                    progress(summary.scenes)
                }
            }
            guard let failed = current else { break }
            let ending = worker.finish()
            summary.scenes += 1
            switch ending {
            case .timedOut: summary.failures.append(.init(seed: failed, kind: .hang, detail: "no result after \(sceneBudget) s"))
            case .uikitException(let message): summary.uikitExceptions.append(.init(seed: failed, kind: .uikitException, detail: message))
            case .crashed(let message): summary.failures.append(.init(seed: failed, kind: .crash, detail: message))
            case .exited: break
            }
            next = failed + 1
            progress(summary.scenes)
        }
        return summary
    }

    /// Runs `count` scenes from `seed` in this process, printing the worker protocol to standard output.
    @MainActor public static func serveAsWorker(seed: UInt64, count: Int, duration: TimeInterval) {
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
        public enum Kind: String, Sendable { case crash, hang, nonFinite = "NaN", uikitException = "UIKit exception" }
        /// The scene's seed: `dynamics-fuzz --seed SEED --count 1` runs it again.
        public var seed: UInt64
        /// What happened.
        public var kind: Kind
        /// The message or the offending item.
        public var detail: String
    }

    /// The campaign's first seed.
    public var firstSeed: UInt64
    /// Scenes run.
    public var scenes = 0
    /// Crashes, hangs and non-finite items.
    public var failures: [Finding] = []
    /// Scenes that ended with one of UIKit's programmer-error exceptions: UIKit's behaviour, not a failure.
    public var uikitExceptions: [Finding] = []

    /// Failures of one kind.
    public func count(of kind: Finding.Kind) -> Int { failures.filter { $0.kind == kind }.count }

    /// `fuzz: 10000 scenes, 0 crashes, 0 hangs, 0 NaN, 31 UIKit exceptions, seed 1`.
    public var line: String {
        "fuzz: \(scenes) scenes, \(count(of: .crash)) crashes, \(count(of: .hang)) hangs, \(count(of: .nonFinite)) NaN, "
            + "\(uikitExceptions.count) UIKit exceptions, seed \(firstSeed)"
    }
}
