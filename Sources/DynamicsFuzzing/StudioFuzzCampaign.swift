import Foundation

/// Fuzzes a `dynamics studio` process over real HTTP: each input's requests (`StudioFuzzRequest`) go to the server on
/// connections of their own, and each must be answered with an HTTP status below 500 or refused by closing the
/// connection. A server that dies is a crash (of the input whose request it was serving), one that neither answers
/// nor closes within `budget` seconds is a hang; either way a new server takes over from the next input.
///
/// The server serves the built-in scenes with one reference folder for compare mode, a render of the scene
/// `fuzz` (`FuzzRenderFolders`), whose manifest some inputs replace with a mutated one before asking for its
/// frames, differences and trace.
public struct StudioFuzzCampaign {
    /// The `dynamics` executable whose `studio` command is fuzzed.
    public var executable: URL
    /// First input seed; inputs use seeds `firstSeed ..< firstSeed + count`.
    public var firstSeed: UInt64
    /// Number of inputs.
    public var count: Int
    /// Longest one request may go unanswered, in wall-clock seconds, before it counts as a hang.
    public var budget: TimeInterval = 30

    /// A campaign of `count` inputs from `firstSeed` against `executable studio`.
    public init(executable: URL, firstSeed: UInt64, count: Int) {
        self.executable = executable
        self.firstSeed = firstSeed
        self.count = count
    }

    /// Runs every input; `progress` is called with the number of inputs finished.
    public func run(progress: (Int) -> Void = { _ in }) throws -> FuzzSummary {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-fuzz-studio-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("references")
        var summary = FuzzSummary(firstSeed: firstSeed, target: .studio)
        var server = try FuzzStudioServer(executable: executable, folder: root, references: references)
        // The reference is a render of a scene the studio has, so compare mode draws that scene to compare with it.
        let folders = try FuzzRenderFolders(in: references, names: (StudioFuzzRequest.referenceFolder, "shard-2"),
                                            scene: server.description.scenes[0], side: 8)
        try FileManager.default.removeItem(at: folders.shards[1])
        for seed in firstSeed..<firstSeed + UInt64(count) {
            let input = StudioFuzzRequest(seed: seed, server: server.description, referenceManifest: folders.manifests[0])
            try folders.writeManifest(input.referenceManifest ?? folders.manifests[0], ofShard: 0)
            var finding: FuzzSummary.Finding?
            for (index, request) in input.requests.enumerated() {
                let detail = "\(input.summary[index]) of [\(input.summary.joined(separator: ", "))]"
                guard let connection = FuzzHTTPConnection(port: server.description.port) else {
                    finding = .init(seed: seed, kind: .crash, detail: "no server to connect to before \(detail): \(server.lastWords())")
                    break
                }
                let sent = Date()
                let answer = connection.exchange(request, mayBeIncomplete: input.mutated[index], budget: budget)
                if answer != .silent { summary.timed(seed, seconds: Date().timeIntervalSince(sent), detail: detail) }
                switch answer {
                case .status(let code) where code >= 500:
                    finding = .init(seed: seed, kind: .badResult, detail: "HTTP \(code) for \(detail)")
                case .silent:
                    finding = .init(seed: seed, kind: .hang, detail: "no answer in \(budget) s to \(detail)")
                case .status, .closed:
                    break
                }
                if finding == nil, !server.isRunning {
                    finding = .init(seed: seed, kind: .crash, detail: "the server died on \(detail): \(server.lastWords())")
                }
                if finding != nil { break }
            }
            summary.scenes += 1
            if let finding {
                summary.failures.append(finding)
                if finding.kind != .badResult {
                    server.stop()
                    server = try FuzzStudioServer(executable: executable, folder: root, references: references)
                }
            }
            progress(summary.scenes)
        }
        // The server still serves after everything it was sent.
        if server.isRunning, let connection = FuzzHTTPConnection(port: server.description.port),
           connection.exchange(Array("GET /api/scenes HTTP/1.1\r\nHost: 127.0.0.1:\(server.description.port)\r\nX-Studio-Token: \(server.description.token)\r\nConnection: close\r\n\r\n".utf8),
                               mayBeIncomplete: false, budget: budget) == .status(200) {
            server.stop()
        } else {
            summary.failures.append(.init(seed: firstSeed + UInt64(count) - 1, kind: .hang,
                                          detail: "the server no longer lists its scenes after the campaign: \(server.lastWords())"))
            server.stop()
        }
        return summary
    }
}
