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
