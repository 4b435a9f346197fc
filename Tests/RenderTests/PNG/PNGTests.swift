import Dynamics
import Foundation
import Testing

@Suite struct PNGTests {
    @Test func opaqueRoundTripIsIdentical() throws {
        let canvas = makeCanvas(width: 64, height: 48)
        let card = addBox(to: canvas, CGRect(x: 5, y: 5, width: 40, height: 30), color: UIColor(hex: "#61CAB4"))
        card.layer.cornerRadius = 8
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        let image = try render(canvas, scale: 2)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("frame.png").path
        try PNGWriter.write(image, to: path)
        let decoded = try PNGReader.read(path)
        #expect(decoded == image)
        #expect(decoded.isOpaque)
    }

    /// The calibration card at 750×1334 (every primitive the renderer draws): a heavy, realistic frame.
    private static func calibrationFrame() throws -> Image {
        let runner = SceneRunner(scene: .calibration())
        runner.advance(to: 1)
        return try Renderer().render(runner.window, scale: 2)
    }

    /// ISA-L's level 0 (the only one whose bytes do not change from process to process) gives up about a quarter of
    /// the size for speed: 94.5 against zlib's 75.7 KB on this frame when it was chosen.
    @Test func theFastLevelIsAValidPNGAtMostAThirdLargerThanZlib() throws {
        let image = try Self.calibrationFrame()
        let fast = try PNGWriter.encode(image, compressionLevel: 1)
        let zlib = try PNGWriter.encode(image, compressionLevel: 2)
        #expect(Double(fast.count) <= 1.3 * Double(zlib.count), "\(fast.count) bytes against zlib's \(zlib.count)")
        // Same pixels, same bytes, whatever the compressor's recycled working memory held before.
        for fill in [0xAB, 0x11, 0xFF] as [UInt8] {
            for _ in 0..<2 {
                let junk = UnsafeMutableRawPointer.allocate(byteCount: 300_000, alignment: 16)
                junk.initializeMemory(as: UInt8.self, repeating: fill, count: 300_000)
                junk.deallocate()
            }
            #expect(try PNGWriter.encode(image, compressionLevel: 1) == fast, "same pixels, same bytes")
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fast.png").path
        try PNGWriter.write(fast, to: path)
        #expect(try PNGReader.read(path) == image)
        // ffmpeg's own PNG decoder reads the same RGB bytes.
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let pipe = Pipe()
        ffmpeg.standardOutput = pipe
        try ffmpeg.run()
        let decoded = pipe.fileHandleForReading.readDataToEndOfFile()
        ffmpeg.waitUntilExit()
        #expect(ffmpeg.terminationStatus == 0)
        var expected = Data(capacity: image.width * image.height * 3)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                expected.append(contentsOf: [pixel.r, pixel.g, pixel.b])
            }
        }
        #expect(decoded == expected)
    }

    @Test(arguments: [1, 9]) func noiseThatDoesNotCompressRoundTrips(level: Int) throws {
        // Each byte a hash of its index (SplitMix64's finaliser): no repeats for deflate to feed on.
        func scrambled(_ index: Int) -> UInt8 {
            var z = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
        let bytes: [UInt8] = (0..<(300 * 200 * 4)).map { $0 % 4 == 3 ? 255 : scrambled($0) }
        let image = Image(width: 300, height: 200, stride: 1200, bytes: bytes)
        let png = try PNGWriter.encode(image, compressionLevel: level)
        #expect(png.count > 300 * 200 * 3, "noise does not shrink")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("noise.png").path
        try PNGWriter.write(png, to: path)
        #expect(try PNGReader.read(path) == image)
    }

    @Test(arguments: [1, 6]) func alphaRoundTripIsIdentical(level: Int) throws {
        // Every premultiplied value a ≤ 255, c ≤ a, on a 256×256 grid of (alpha, component).
        var bytes = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for alpha in 0..<256 {
            for component in 0..<256 {
                let offset = (alpha * 256 + component) * 4
                let premultiplied = UInt8(min(component, alpha))
                bytes[offset] = premultiplied
                bytes[offset + 1] = UInt8(alpha / 2)
                bytes[offset + 2] = premultiplied / 3
                bytes[offset + 3] = UInt8(alpha)
            }
        }
        let image = Image(width: 256, height: 256, stride: 1024, bytes: bytes)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("alpha.png").path
        try PNGWriter.write(image, to: path, compressionLevel: level)
        let decoded = try PNGReader.read(path)
        #expect(decoded == image)
        #expect(!decoded.isOpaque)
        // Straight colour: a half-transparent pixel with premultiplied 64 reads back as 64 × 255 / 128 ≈ 128.
        let offset = (128 * 256 + 64) * 4
        #expect(decoded.bytes[offset] == 64)
        #expect(decoded.pixel(x: 64, y: 128).b == 128)
    }

    @Test func writingIntoAMissingFolderThrowsAndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let image = Image(width: 2, height: 2)
        let target = blocker.appendingPathComponent("frame.png").path
        #expect(throws: PNGError.self) { try PNGWriter.write(image, to: target) }
        let missing = folder.appendingPathComponent("missing/frame.png").path
        do {
            try PNGWriter.write(image, to: missing)
            Issue.record("writing into a missing folder should throw")
        } catch let error as PNGError {
            #expect(error.description.contains("frame.png"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
    }

    @Test func replacingAFileIsAtomicAndLeavesNoTemporaries() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("frame.png").path
        try PNGWriter.write(Image(width: 3, height: 3), to: path)
        try PNGWriter.write(try render(makeCanvas(width: 5, height: 5), scale: 1), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
        #expect(try PNGReader.read(path).width == 5)
    }

    @Test func readingGarbageThrows() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PNGError.self) { try PNGReader.read(path) }
        #expect(throws: PNGError.self) { try PNGReader.read(folder.appendingPathComponent("none.png").path) }
        #expect(throws: PNGError.self) { try PNGWriter.write(Image(width: 2, height: 2), to: path, compressionLevel: 12) }
    }
}

/// A PNG whose header promises an enormous image is refused from the header, before pixel memory is allocated.
@Suite struct PNGDecompressionBombTests {
    /// PNG signature, an IHDR of `width` × `height` 8-bit RGBA, an empty IDAT and IEND: 65 bytes.
    static func header(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { (shift: UInt32) in UInt8(truncatingIfNeeded: value >> shift) } }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    @Test func aHeaderDeclaring32768SquaredPixelsIsRefused() {
        let bomb = Self.header(width: 32768, height: 32768)
        #expect(bomb.count == 65, "a few dozen bytes")
        let error = #expect(throws: PNGError.self) { try PNGReader.read(data: bomb, name: "bomb.png") }
        #expect(error?.description == "bomb.png: image larger than the pixel limit (32768×32768 pixels; \(PixelLimits.description))")
    }

    @Test func sidesAndAreaAreBothLimited() {
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 8193, height: 1), name: "wide") }
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 8000, height: 8000), name: "big") }
        // Within the limits the header passes and the empty pixel data is what fails.
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 4, height: 4), name: "small") }
    }
}

