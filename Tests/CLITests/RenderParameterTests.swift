import Dynamics
import Foundation
import Testing

/// `render --set NAME=VALUE`: the gravity demo's `magnitude` parameter (0.2 unless given).
@Suite("render --set")
struct RenderParameterTests {
    /// The lufei picture's centre y at 1 s in a trace of the gravity demo rendered with `arguments`.
    static func fall(_ arguments: [String], in folder: URL) throws -> (y: Double, manifest: String) {
        let out = folder.appendingPathComponent("frames-\(arguments.joined())")
        let trace = folder.appendingPathComponent("trace-\(arguments.joined()).csv")
        let result = try runDynamics(["render", "gravity", "--fps", "10", "--scale", "0.25", "--duration", "1", "--out",
                                      out.path, "--trace", trace.path, "--quiet"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try #require(TraceRow.rows(csv: try String(contentsOf: trace, encoding: .utf8)))
        let last = try #require(rows.last { $0.identifier == "lufei" })
        #expect(last.frame == 9)
        return (last.y, try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8))
    }

    @Test("a magnitude five times the default makes the picture fall five times as far; the manifest says so")
    func magnitudeChangesTheFall() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, plainManifest) = try Self.fall([], in: folder)
        let (strong, strongManifest) = try Self.fall(["--set", "magnitude=1"], in: folder)
        // Starts at y = 150; 0.2 of UIKit's 1000 pt/s² for 0.9 s is about 81 pt.
        #expect(plain > 220 && plain < 240, "\(plain)")
        #expect(abs((strong - 150) / (plain - 150) - 5) < 0.01, "fell \(strong - 150) pt, not 5 × \(plain - 150)")
        #expect(!plainManifest.contains("\"parameters\""))
        #expect(strongManifest.contains("\"parameters\"") && strongManifest.contains("\"magnitude\""))
    }

    @Test("a name the scene does not declare, a value out of range or not a number: one line, exit 2")
    func badSettings() throws {
        for (setting, message) in [("gravity=1", "'gravity' declares no parameter 'gravity' (its parameters: magnitude)"),
                                   ("magnitude=3", "--set magnitude=3 is outside 0.0…2.0"),
                                   ("magnitude=nan", "--set wants NAME=NUMBER (got 'magnitude=nan')"),
                                   ("magnitude", "--set wants NAME=NUMBER (got 'magnitude')")] {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try runDynamics(["render", "gravity", "--set", setting, "--out", folder.appendingPathComponent("f").path])
            #expect(result.status == 2)
            #expect(result.standardError == "error: \(message)\n", "\(result.standardError)")
        }
    }
}
