import Dynamics
import DynamicsCommandLine
import Foundation
import Testing

@Suite("dynamics render", .serialized)
struct RenderCommandTests {
    @Test("list --json gives every scene's name, summary, size and duration")
    func listJSON() throws {
        let result = try runDynamics(["list", "--json"])
        #expect(result.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let bounce = try #require(entries.first { $0["name"] as? String == "bounce" })
        #expect(bounce["width"] as? Double == 320 && bounce["height"] as? Double == 568 && bounce["duration"] as? Double == 4)
        let plain = try runDynamics(["list"]).standardOutput.split(separator: "\n")
        #expect(entries.count == plain.count && entries.count > 15)
    }

    @Test("list shows the calibration scene with its summary")
    func list() throws {
        let result = try runDynamics(["list"])
        #expect(result.status == 0)
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("calibration") })
        #expect(line.contains("Renderer calibration card"))
    }

    @Test("1 s at 30 fps: 30 PNGs of 750×1334, a manifest with their hashes, an mp4 of 30 frames")
    func renderWithVideo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("out.mp4")
        let result = try runDynamics(["render", "calibration", "--duration", "1", "--fps", "30", "--out", folder.path,
                                      "--video", video.path])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try frameFiles(in: folder)
        #expect(frames.count == 30)
        #expect(frames.first == "frame_00000.png" && frames.last == "frame_00029.png")
        for name in [frames[0], frames[29]] {
            let image = try PNGReader.read(folder.appendingPathComponent(name).path)
            #expect(image.width == 750 && image.height == 1334)
        }
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.scene == "calibration")
        #expect(manifest.fps == 30 && manifest.frameCount == 30 && manifest.scale == 2)
        #expect(manifest.sizeInPoints == .init(width: 375, height: 667))
        #expect(manifest.sizeInPixels == .init(width: 750, height: 1334))
        #expect(manifest.toolVersion == DynamicsCommand.version)
        for frame in manifest.frames {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(frame.file))
            #expect(frame.fileHash.matches(bytes), "\(frame.file)")
            #expect(abs(frame.time - Double(frame.index) / 30) < 1e-12)
        }
        let probe = try probeVideo(video)
        #expect(probe.frames == 30 && probe.codec == "h264" && probe.pixelFormat == "yuv420p")
        #expect(probe.width == 750 && probe.height == 1334)
        // No temporary files are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
        // Progress goes to stderr as plain lines when it is not a terminal; the summary to stdout.
        #expect(result.standardError.contains("rendered 30/30 frames"))
        #expect(result.standardOutput.contains("30 frames (750×1334 px)"))
    }

    @Test("the same physics render in two processes gives byte-identical PNGs")
    func determinism() throws {
        let first = try temporaryFolder(), second = try temporaryFolder()
        var keep = false
        defer {
            if !keep {
                try? FileManager.default.removeItem(at: first)
                try? FileManager.default.removeItem(at: second)
            }
        }
        for folder in [first, second] {
            // The bouncing square: gravity, a collision with restitution, rest; frames while it falls and bounces.
            let result = try runDynamics(["render", "bounce", "--duration", "1.5", "--fps", "4", "--scale", "1",
                                          "--out", folder.path, "--quiet", "--force"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let names = try frameFiles(in: first)
        #expect(names.count == 6)
        #expect(try frameFiles(in: second) == names)
        let pixelHashes = try [first, second].map { folder in
            try #require(RenderManifest.read(fromFolder: folder.path)).frames.map(\.pixelHash)
        }
        #expect(pixelHashes.allSatisfy { $0.count == names.count && !$0.contains(nil) })
        for (position, name) in names.enumerated() {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            guard a != b else { continue }
            // Issue 38's open lead, seen once on a loaded machine: keep both renders and say which half differed, the
            // pictures (decoded here, not only the encoder's own pixel hashes) or the encoder, and where the bytes part.
            keep = true
            let samePixels = try PNGReader.read(data: a) == PNGReader.read(data: b)
            #expect(samePixels == (pixelHashes[0][position] == pixelHashes[1][position]),
                    "\(name): the decoded pixels and the manifests' pixel hashes disagree")
            Issue.record("""
                \(name) differs between two identical renders (\(PNGDifference.describe(a, b))); both renders are kept \
                in \(first.path) and \(second.path)
                """)
        }
        // The frames do change over time (the test would be meaningless on a still scene).
        let start = try Data(contentsOf: first.appendingPathComponent(names[0]))
        let end = try Data(contentsOf: first.appendingPathComponent(names[5]))
        #expect(start != end)
    }

    @Test("--scale 1 --transparent: 375×667 frames with a clear background, --quiet prints nothing")
    func transparentAtScaleOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "calibration", "--duration", "0.1", "--fps", "10", "--scale", "1",
                                      "--transparent", "--quiet", "--out", folder.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
        let image = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        #expect(image.width == 375 && image.height == 667)
        #expect(image.pixel(x: 2, y: 2).a == 0)
        // The blue rotating square (centre 330, 286) is opaque.
        let square = image.pixel(x: 330, y: 286)
        #expect(square.a == 255 && square.b > 200 && square.r < 40)
        #expect(try #require(RenderManifest.read(fromFolder: folder.path)).transparent)
    }

    @Test("--frames A..B writes only those frames, keeps the rest of an earlier render with the same settings; a shorter re-render removes stale frames")
    func frameRangeAndStaleFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["render", "calibration", "--fps", "10", "--scale", "0.5", "--quiet", "--out", folder.path]
        #expect(try runDynamics(base + ["--duration", "1", "--frames", "2..4"]).status == 0)
        #expect(try frameFiles(in: folder) == ["frame_00002.png", "frame_00003.png", "frame_00004.png"])
        #expect(try runDynamics(base + ["--duration", "1"]).status == 0)
        #expect(try frameFiles(in: folder).count == 10)
        let before = try Data(contentsOf: folder.appendingPathComponent("frame_00007.png"))
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: notes)
        // Same scene and settings: a range refreshes its frames and keeps the others, all in the manifest.
        #expect(try runDynamics(base + ["--duration", "1", "--frames", "2..4"]).status == 0)
        #expect(try frameFiles(in: folder).count == 10)
        #expect(try Data(contentsOf: folder.appendingPathComponent("frame_00007.png")) == before)
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(manifest.frames.map(\.index) == Array(0...9) && manifest.frameCount == 10)
        // Another length: the earlier frames no longer belong to it and go.
        #expect(try runDynamics(base + ["--duration", "0.5"]).status == 0)
        #expect(try frameFiles(in: folder).count == 5)
        #expect(RenderManifest.read(fromFolder: folder.path)?.frames.map(\.index) == Array(0...4))
        #expect(FileManager.default.fileExists(atPath: notes.path), "files other than frames are never deleted")
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "no lock or staging left: \(hidden)")
    }

    @Test("a range rendered with another overlay (--debug, --touches, --show-haptics) does not keep the earlier frames of the other look")
    func rangeWithAnotherOverlayStartsAfresh() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["render", "noise-field", "--fps", "10", "--scale", "0.25", "--duration", "1", "--quiet", "--out",
                    folder.path]
        #expect(try runDynamics(base).status == 0)
        #expect(try frameFiles(in: folder).count == 10)
        #expect(RenderManifest.read(fromFolder: folder.path)?.debugOverlay == nil)
        // The overlay changes the pixels, so frames 0, 1 and 5…9 of the render without it cannot stand in this one.
        #expect(try runDynamics(base + ["--frames", "2..4", "--debug"]).status == 0)
        #expect(try frameFiles(in: folder) == ["frame_00002.png", "frame_00003.png", "frame_00004.png"])
        let debug = try #require(RenderManifest.read(fromFolder: folder.path))
        #expect(debug.debugOverlay == true && debug.frames.map(\.index) == [2, 3, 4])
        // The same overlay again: a range keeps the others.
        #expect(try runDynamics(base + ["--debug"]).status == 0)
        #expect(try runDynamics(base + ["--frames", "2..4", "--debug"]).status == 0)
        #expect(try frameFiles(in: folder).count == 10)
        // Touch circles forced off are another look too.
        #expect(try runDynamics(base + ["--frames", "0..1", "--debug", "--touches", "hide"]).status == 0)
        #expect(try frameFiles(in: folder) == ["frame_00000.png", "frame_00001.png"])
        #expect(RenderManifest.read(fromFolder: folder.path)?.touches == "hide")
        // Haptic ripples are another look too, recorded as `haptics` in the manifest.
        #expect(try runDynamics(base + ["--frames", "0..1", "--debug", "--touches", "hide", "--show-haptics"]).status == 0)
        #expect(RenderManifest.read(fromFolder: folder.path)?.haptics == true)
        #expect(try runDynamics(base + ["--frames", "2..3", "--debug", "--touches", "hide"]).status == 0)
        #expect(try frameFiles(in: folder) == ["frame_00002.png", "frame_00003.png"])
        #expect(RenderManifest.read(fromFolder: folder.path)?.haptics == nil)
    }

    @Test("a non-empty folder that is not a render of the scene is refused unless --force, even if it holds frame_*.png files")
    func refusesForeignFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("thesis.txt"))
        let arguments = ["render", "calibration", "--duration", "0.1", "--fps", "10", "--scale", "0.5", "--quiet",
                         "--out", folder.path]
        try expectUsageError(arguments, mentioning: "--force")
        #expect(try frameFiles(in: folder).isEmpty)
        #expect(try runDynamics(arguments + ["--force"]).status == 0)
        #expect(try frameFiles(in: folder) == ["frame_00000.png"])

        // The user's own frames, without a manifest, are not a render of ours.
        let own = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: own) }
        let mine = own.appendingPathComponent("frame_00007.png")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("frame_00000.png"), to: mine)
        try expectUsageError(Array(arguments.dropLast()) + [own.path], mentioning: "--force")
        #expect(try frameFiles(in: own) == ["frame_00007.png"])

        // A render killed before its manifest leaves its lock file: that folder is ours and is taken over.
        try Data().write(to: own.appendingPathComponent(RenderFolder.lockFileName))
        try FileManager.default.createDirectory(at: own.appendingPathComponent(".dynamics-staging-99999"),
                                                withIntermediateDirectories: false)
        #expect(try runDynamics(Array(arguments.dropLast()) + [own.path]).status == 0)
        #expect(try frameFiles(in: own) == ["frame_00000.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: own.path).sorted() == ["frame_00000.png", "manifest.json"])
    }

    @Test("a render that fails (here: a full disk) leaves an earlier render byte-identical and a first render leaves nothing")
    func failedRenderKeepsTheEarlierOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("render")
        let base = ["render", "calibration", "--fps", "10", "--scale", "0.5", "--quiet", "--out", out.path]
        #expect(try runDynamics(base + ["--duration", "0.5"]).status == 0)
        func snapshot() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
        }
        let before = try snapshot()
        // A disk that fills up: no file may grow past 4 KB.
        let video = folder.appendingPathComponent("out.mp4").path
        let failed = try runDynamics(base + ["--duration", "1", "--scale", "1", "--video", video], fileSizeLimit: 8 * 512)
        #expect(failed.status == 1 && failed.errorLines.count == 1, "\(failed.standardError)")
        #expect(try snapshot() == before, "the earlier render is untouched")
        #expect(!FileManager.default.fileExists(atPath: video))

        let first = folder.appendingPathComponent("first")
        let firstRun = try runDynamics(["render", "calibration", "--fps", "10", "--duration", "0.3", "--quiet",
                                        "--out", first.path, "--video", video], fileSizeLimit: 8 * 512)
        #expect(firstRun.status == 1)
        #expect(!FileManager.default.fileExists(atPath: first.path), "a failed first render leaves no folder")
    }

    @Test("a second render into a folder another render is writing refuses with one line")
    func lockedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lockFile = folder.appendingPathComponent(RenderFolder.lockFileName)
        try Data().write(to: lockFile)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lockFile.path, "sleep", "20"]
        try holder.run()
        defer { holder.terminate() }
        Thread.sleep(forTimeInterval: 0.3)
        let result = try runDynamics(["render", "calibration", "--fps", "10", "--duration", "0.2", "--scale", "0.5",
                                      "--quiet", "--out", folder.path])
        #expect(result.status == 1 && result.errorLines == ["error: another render is writing to '\(folder.path)'; wait for it or choose another folder"])
        #expect(try frameFiles(in: folder).isEmpty)
    }

    @Test("--trace writes each identified view's centre and angle per frame")
    func trace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.csv")
        let result = try runDynamics(["render", "calibration", "--duration", "1", "--fps", "2", "--scale", "0.25",
                                      "--quiet", "--out", folder.appendingPathComponent("frames").path,
                                      "--trace", trace.path])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "frame,time,id,x,y,angle")
        #expect(lines.count == 1 + 2 * 4)
        // Frame 1 (t = 0.5 s): the square has turned π/4; the chip was dragged to the end of its path (300, 600).
        let square = try #require(lines.first { $0.hasPrefix("1,") && $0.contains(",square,") }).split(separator: ",")
        #expect(Double(square[3]) == 330 && Double(square[4]) == 286)
        #expect(abs(try #require(Double(square[5])) - .pi / 4) < 1e-6)
        let chip = try #require(lines.first { $0.hasPrefix("1,") && $0.contains(",chip,") }).split(separator: ",")
        #expect(try #require(Double(chip[3])) > 65)
    }

    @Test("--debug and --compression are accepted and produce frames")
    func debugAndCompression() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["render", "calibration", "--duration", "0.1", "--fps", "10", "--scale", "0.5",
                                      "--debug", "--compression", "9", "--quiet", "--out", folder.path])
        #expect(result.status == 0)
        let image = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        #expect(image.width == 188 && image.height == 334)
    }
}

@Suite("dynamics render progress on a terminal")
struct TerminalProgressTests {
    @Test("on a terminal the progress is a redrawn bar with frames/s and ETA")
    func progressBar() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `script` (util-linux) runs the command on a pseudo-terminal, so stderr is a TTY.
        let command = [try dynamicsExecutable().path, "render", "calibration", "--duration", "0.2", "--fps", "10",
                       "--scale", "0.5", "--out", folder.appendingPathComponent("frames").path]
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["script", "-qec", command, "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("\r"))
        #expect(output.contains("█"))
        #expect(output.contains("2/2 frames"))
        #expect(output.contains("frames/s") && output.contains("ETA"))
        #expect(!output.contains("rendered 2/2"), "plain lines are for non-terminals")
    }
}
