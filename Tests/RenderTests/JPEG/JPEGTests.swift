import Dynamics
import Foundation
import Testing

@Suite("JPEG images")
struct JPEGTests {
    /// A 32×16-pixel JPEG, left half RGB(230, 30, 30), right half RGB(30, 60, 220), named "@2x".
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/two-colours@2x.jpg")

    @Test("a JPEG file is a UIImage of its header's size at its name's scale, drawn with its colours")
    func drawsJPEG() throws {
        let image = try #require(UIImage(contentsOfFile: Self.fixture.path))
        #expect(image.size == CGSize(width: 16, height: 8) && image.scale == 2)
        guard case .jpeg = image.source else { Issue.record("not read as a JPEG"); return }
        let canvas = makeCanvas(width: 40, height: 20)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 4, y: 6, width: 32, height: 8)
        canvas.addSubview(view)
        let rendered = try render(canvas, scale: 2)
        let left = rendered.pixel(x: 2 * 10, y: 2 * 10), right = rendered.pixel(x: 2 * 30, y: 2 * 10)
        #expect(abs(Int(left.r) - 230) <= 8 && abs(Int(left.g) - 30) <= 8 && abs(Int(left.b) - 30) <= 8, "\(left)")
        #expect(abs(Int(right.r) - 30) <= 8 && abs(Int(right.g) - 60) <= 8 && abs(Int(right.b) - 220) <= 8, "\(right)")
        #expect(rendered.pixel(x: 2 * 2, y: 2 * 2).r == 255, "outside the view stays white")
    }

    @Test("a truncated JPEG is an error, not half a picture; the renderer then draws nothing")
    func truncated() throws {
        let whole = try Data(contentsOf: Self.fixture)
        let cut = whole.prefix(whole.count - 20)
        #expect(throws: PNGError.self) { try JPEGReader.read(data: cut) }
        do {
            _ = try JPEGReader.read(data: cut)
        } catch let error as PNGError {
            #expect(error.reason.contains("truncated or corrupt"), "\(error)")
        }
        let image = try #require(UIImage(data: cut))
        let canvas = makeCanvas(width: 20, height: 20)
        let view = UIImageView(image: image)
        view.frame = canvas.bounds
        canvas.addSubview(view)
        let rendered = try render(canvas, scale: 1)
        #expect(rendered.pixel(x: 10, y: 10).r == 255 && rendered.pixel(x: 10, y: 10).b == 255)
    }

    @Test("a header declaring 60000×60000 pixels is refused before any pixel memory is taken")
    func decompressionBomb() throws {
        var bytes = [UInt8](try Data(contentsOf: Self.fixture))
        let frame = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [frame + 5, frame + 7] {
            bytes[offset] = 0xEA
            bytes[offset + 1] = 0x60
        }
        let image = try #require(UIImage(data: Data(bytes)))
        #expect(image.size == CGSize(width: 60000, height: 60000))
        do {
            _ = try JPEGReader.read(data: Data(bytes), name: "bomb.jpg")
            Issue.record("decoded a 3.6-gigapixel image")
        } catch let error as PNGError {
            #expect(error.description.hasPrefix("bomb.jpg: image of 60000×60000 pixels"), "\(error)")
        }
    }

    @Test("bytes that are neither PNG nor JPEG make no image")
    func notAnImage() {
        #expect(UIImage(data: Data("GIF89a not supported".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }
}
