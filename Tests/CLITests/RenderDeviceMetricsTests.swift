import Dynamics
import DynamicsCommandLine
import Foundation
import Testing

@Suite("dynamics render --device, --orientation and --content-size", .serialized)
struct RenderDeviceMetricsTests {
    @Test("a named device renders at its screen size, turned by --orientation; the manifest records both")
    func deviceScreenAndOrientation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "calibration", "--device", "iphone-15-pro", "--orientation",
                                      "landscape", "--content-size", "ax2", "--at", "0", "--scale", "0.5", "--quiet",
                                      "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.sizeInPoints.width == 852 && manifest.sizeInPoints.height == 393)
        #expect(manifest.sizeInPixels.width == 426 && manifest.sizeInPixels.height == 197)
        #expect(manifest.device == "iphone-15-pro" && manifest.orientation == "landscape")
        #expect(manifest.contentSize == "accessibility-large")
        let image = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        #expect(image.width == 426 && image.height == 197)
    }

    @Test("without them nothing is recorded; unknown orientations and text sizes are usage errors")
    func defaultsAndBadValues() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runDynamics(["render", "calibration", "--at", "0", "--scale", "0.25", "--quiet", "--out",
                                 folder.path]).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(!text.contains("orientation") && !text.contains("contentSize"))
        try expectUsageError(["render", "calibration", "--orientation", "sideways", "--at", "0", "--out", folder.path],
                             mentioning: "sideways")
        try expectUsageError(["render", "calibration", "--content-size", "huge", "--at", "0", "--out", folder.path],
                             mentioning: "huge")
    }

    @Test("command-line names of the text sizes, long and short")
    func contentSizeNames() {
        #expect(UIContentSizeCategory(commandLineName: "accessibility-large") == .accessibilityLarge)
        #expect(UIContentSizeCategory(commandLineName: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory(commandLineName: "xs") == .extraSmall)
        #expect(UIContentSizeCategory(commandLineName: "huge") == nil)
        #expect(UIContentSizeCategory.extraExtraLarge.commandLineName == "extra-extra-large")
        #expect(UIContentSizeCategory.unspecified.commandLineName == nil)
    }

    @Test("dynamics matrix renders every combination and lays them out a row per device")
    func matrix() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["matrix", "calibration", "--devices", "iphone-se-3,ipad-pro-11",
                                      "--appearances", "light,dark", "--at", "0", "--scale", "0.25",
                                      "--thumbnail-width", "60", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let sheet = try PNGReader.read(folder.appendingPathComponent("matrix.png").path)
        #expect(sheet.width == 12 + 2 * (60 + 12))       // two columns: light and dark
        let dark = try #require(RenderManifest.read(fromFolder: folder.appendingPathComponent("ipad-pro-11-dark-large").path))
        #expect(dark.appearance == "dark" && dark.device == "ipad-pro-11" && dark.sizeInPoints.width == 834)
        // The light canvas is white, the dark one black, in the first row's cells.
        let light = sheet.pixel(x: 12 + 30, y: 12 + 40), black = sheet.pixel(x: 12 + 72 + 30, y: 12 + 40)
        #expect(light.r > 200 && black.r < 40)
        try expectUsageError(["matrix", "calibration", "--devices", "iphone-se-3,nokia-3310", "--out", folder.path],
                             mentioning: "nokia-3310")
    }
}
