import Dynamics
import Foundation
import Testing

/// `CIQRCodeGenerator`: every code read back by zbar (`zbarimg`), and the module pattern equal to the reference
/// encoder's (Debian's python3-qrcode: byte mode, the same level, the smallest version, the mask this encoder chose).
@Suite("CIQRCodeGenerator")
struct QRCodeGeneratorTests {
    /// The code for `message` as modules (true = dark), rows from the top, without the quiet zone.
    static func modules(_ message: String, level: String) throws -> (modules: [[Bool]], image: CIImage) {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(message.utf8)
        filter.correctionLevel = level
        let image = try #require(filter.outputImage)
        let pixels = try CoreImageFixture.render(image, image.extent)
        let side = pixels.width
        let modules = (1..<(side - 1)).map { y in (1..<(side - 1)).map { x in CoreImageFixture.pixel(pixels, x, y)[0] == 0 } }
        // The quiet zone is white.
        #expect((0..<side).allSatisfy { CoreImageFixture.pixel(pixels, $0, 0)[0] == 255 })
        return (modules, image)
    }

    nonisolated static let messages: [(String, String)] = [
        ("Hello", "M"), ("https://example.com/puzzle?level=7", "L"), ("UIKit Dynamics", "H"),
        (String(repeating: "0123456789abcdef", count: 12), "Q"), (String(repeating: "Core Image ", count: 60), "M"),
    ]

    /// The mask a symbol's format information names (the 15 bits beside the top-left finder, XOR 0x5412).
    static func mask(of modules: [[Bool]]) -> Int {
        let positions = (0...5).map { ($0, 8) } + [(7, 8), (8, 8), (8, 7)] + (9..<15).map { (8, 14 - $0) }
        let bits = positions.enumerated().reduce(0) { bits, entry in
            bits | (modules[entry.element.0][entry.element.1] ? 1 << entry.offset : 0)
        } ^ 0x5412
        return (bits >> 10) & 7
    }

    @Test(arguments: messages)
    func matchesTheReferenceEncoder(message: String, level: String) throws {
        let ours = try Self.modules(message, level: level).modules
        // The reference draws the same version with the mask this encoder chose by its penalty; every module —
        // data, error correction, placement, format and version information — must then agree.
        let output = try CoreImageFixture.python(script: "qr_reference.py",
                                                 arguments: ["matrix", level, String(Self.mask(of: ours))],
                                                 input: Data(message.utf8))
        let rows = String(decoding: output, as: UTF8.self).split(separator: "\n").map { $0.map { $0 == "1" } }
        #expect(ours.count == rows.count)
        #expect(ours == rows)
    }

    @Test(arguments: messages)
    func zbarReadsTheCode(message: String, level: String) throws {
        let image = try Self.modules(message, level: level).image
        // Scaled up 4 × (whole-pixel scale keeps modules sharp) over a wider white quiet zone for the reader.
        let scaled = image.transformed(by: CGAffineTransform(scaleX: 4, y: 4))
        let quiet = CIImage(color: .white).cropped(to: scaled.extent.insetBy(dx: -16, dy: -16))
        let framed = scaled.composited(over: quiet)
        let context = CIContext()
        let cgImage = try #require(context.createCGImage(framed, from: framed.extent))
        let png = try #require(UIImage(cgImage: cgImage).pngData())
        let output = try CoreImageFixture.python(script: "qr_reference.py", arguments: ["decode"], input: png)
        #expect(String(decoding: output, as: UTF8.self) == message)
    }

    @Test func versionsGrowWithTheMessageAndTooLongIsNil() throws {
        #expect(try Self.modules("Hello", level: "M").modules.count == 21)
        #expect(try Self.modules(String(repeating: "x", count: 100), level: "M").modules.count == 41)
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(repeating: 65, count: 3000)
        #expect(filter.outputImage == nil)
        filter.message = Data("ok".utf8)
        filter.correctionLevel = "Z"
        #expect(filter.outputImage == nil)
    }
}
