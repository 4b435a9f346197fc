import Dynamics
import DynamicsDemos
import Foundation
import Testing

/// The same render gives the same files on every run, under load, with any number of encoder threads: two renders
/// of the same scene, with 1, 2 and 3 raster and encoder workers, must write identical manifest files (file and
/// pixel hashes of every frame) — text, sprites and shadows rasterised on several threads at once included. `PNGByteIdentityTests` pins the cause this once missed: the encoder's state taken from the stack.
@Suite("byte identity under load", .serialized)
struct ByteIdentityStressTests {
    /// bounce through its first bounce (0.86 s): the scene whose frames once came out in other bytes in the command
    /// line's two-process test on a loaded machine.
    @Test(arguments: [("boundary-outline", 1.0), ("alert", 0.5), ("settings", 0.5), ("layer-party", 1.0), ("bounce", 1.5)])
    func rendersWithAnyEncoderCountWriteIdenticalManifests(_ name: String, _ seconds: Double) throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var manifests: [String: Data] = [:], failures: [String] = []
        for workers in [1, 2, 3] {
            // Scenes share the main actor, so the copies run one after the other; their encoders run in parallel.
            for copy in 0..<2 {
                let label = "\(workers) workers, copy \(copy)"
                var options = RenderOptions(folder: root.appendingPathComponent("\(workers)-\(copy)").path)
                options.scale = 0.5
                options.duration = seconds
                options.encoderThreads = workers
                do {
                    try SceneRenderer.render(scene, options: options)
                    let data = try Data(contentsOf: URL(fileURLWithPath: options.folder!).appendingPathComponent("manifest.json"))
                    manifests[label] = data
                } catch {
                    failures.append("\(label): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        let reference = try #require(manifests["1 workers, copy 0"])
        let manifest = try JSONDecoder().decode(RenderManifest.self, from: reference)
        #expect(manifest.frames.count == Int(seconds * 60))
        #expect(manifest.frames.allSatisfy { $0.pixelHash?.algorithm == .xxh3 })
        for (label, data) in manifests.sorted(by: { $0.key < $1.key }) where data != reference {
            let other = try JSONDecoder().decode(RenderManifest.self, from: data)
            let differing = zip(manifest.frames, other.frames).filter { $0 != $1 }.map(\.0.index)
            Issue.record("\(name), \(label): manifest differs from 1 worker's, frames \(differing)")
        }
        #expect(manifests.count == 6)
    }
}
