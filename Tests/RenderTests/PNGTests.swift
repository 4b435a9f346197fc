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

    @Test func alphaRoundTripIsIdentical() throws {
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
        try PNGWriter.write(image, to: path, compressionLevel: 6)
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
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    @Test func aHeaderDeclaring32768SquaredPixelsIsRefused() {
        let bomb = Self.header(width: 32768, height: 32768)
        #expect(bomb.count == 65, "a few dozen bytes")
        let error = #expect(throws: PNGError.self) { try PNGReader.read(data: bomb, name: "bomb.png") }
        #expect(error?.description == "bomb.png: image of 32768×32768 pixels; \(PixelLimits.description)")
    }

    @Test func sidesAndAreaAreBothLimited() {
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 8193, height: 1), name: "wide") }
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 8000, height: 8000), name: "big") }
        // Within the limits the header passes and the empty pixel data is what fails.
        #expect(throws: PNGError.self) { try PNGReader.read(data: Self.header(width: 4, height: 4), name: "small") }
    }
}
