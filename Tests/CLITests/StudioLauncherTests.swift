@testable import DynamicsCommandLine
import Foundation
import Testing

/// `studio` in a package's own executable runs the `dynamics` tool's studio on it.
@Suite("a package's studio subcommand")
struct StudioLauncherTests {
    @Test("it names this executable as the product and its folder's configuration, unless the options do; SwiftPM hashes deterministically")
    func command() {
        let base = ["env", "SWIFT_DETERMINISTIC_HASHING=1", "swift", "run", "--package-path", "/src/Dynamics", "--traits", "Studio", "dynamics", "studio"]
        #expect(StudioLauncher.command(options: ["--watch"], executable: "/p/.build/x86_64-unknown-linux-gnu/release/MyScenes",
                                       checkout: "/src/Dynamics")
                == base + ["--product", "MyScenes", "-c", "release", "--watch"])
        #expect(StudioLauncher.command(options: [], executable: "/p/.build/debug/MyScenes", checkout: "/src/Dynamics")
                == base + ["--product", "MyScenes", "-c", "debug"])
        #expect(StudioLauncher.command(options: ["--product", "Other", "-c", "release"], executable: "/p/.build/debug/MyScenes",
                                       checkout: "/src/Dynamics")
                == base + ["--product", "Other", "-c", "release"])
    }

    @Test("the checkout it runs the tool from is this one")
    func checkout() {
        #expect(FileManager.default.fileExists(atPath: StudioLauncher.checkout + "/Sources/DynamicsCLI/StudioCommand.swift"))
    }
}
