import Dynamics
import DynamicsCommandLine
import Foundation
import Testing

@Suite("dynamics render --appearance and --device", .serialized)
struct RenderAppearanceTests {
    private func channels(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b]
    }

    @Test("--appearance dark draws the Settings table as iOS's dark mode; the manifest records it")
    func darkSettings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "settings", "--appearance", "dark", "--at", "0", "--scale", "1",
                                      "--quiet", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        #expect(channels(image, 5, 100) == [0, 0, 0])          // systemGroupedBackground, dark
        #expect(channels(image, 200, 180) == [28, 28, 30])     // secondarySystemGroupedBackground, dark
        #expect(channels(image, 45, 172) == [255, 159, 10])    // the Airplane Mode icon's systemOrange, dark
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.appearance == "dark" && manifest.device == nil)
    }

    @Test("without --appearance the scene's light look is drawn and nothing is recorded")
    func lightSettings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runDynamics(["render", "settings", "--at", "0", "--scale", "1", "--quiet", "--out", folder.path])
            .status == 0)
        let image = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        #expect(channels(image, 5, 100) == [242, 242, 247])
        #expect(channels(image, 200, 180) == [255, 255, 255])
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.appearance == nil && manifest.device == nil)
        let text = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(!text.contains("appearance") && !text.contains("\"device\""))
    }

    @Test("--device names a profile, recorded in the manifest; unknown names and appearances are usage errors")
    func deviceAndBadValues() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runDynamics(["render", "calibration", "--device", "ipad-pro-11", "--at", "0", "--scale", "0.5",
                                 "--quiet", "--out", folder.path]).status == 0)
        #expect(try #require(RenderManifest.read(fromFolder: folder.path)).device == "ipad-pro-11")
        try expectUsageError(["render", "calibration", "--device", "nokia-3310", "--at", "0", "--out", folder.path],
                             mentioning: "nokia-3310")
        try expectUsageError(["render", "calibration", "--appearance", "dim", "--at", "0", "--out", folder.path],
                             mentioning: "dim")
    }
}

@Suite("dynamics merge and --appearance", .serialized)
struct MergeAppearanceTests {
    @Test("shards rendered in different appearances do not merge")
    func differentAppearancesRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, extra) in [("light", ["--shard", "1/2"]), ("dark", ["--shard", "2/2", "--appearance", "dark"])] {
            let result = try runDynamics(["render", "bounce", "--scale", "0.25", "--duration", "1", "--quiet", "--out",
                                          folder.appendingPathComponent(name).path] + extra)
            #expect(result.status == 0, "\(result.standardError)")
        }
        try expectUsageError(["merge", folder.appendingPathComponent("light").path,
                              folder.appendingPathComponent("dark").path, "-o", folder.appendingPathComponent("m").path],
                             mentioning: "appearance dark, not the scene's own")
    }
}
