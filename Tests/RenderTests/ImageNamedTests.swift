import Dynamics
import Foundation
import Testing

@Suite("UIImage(named:)")
struct ImageNamedTests {
    /// A folder of solid PNGs: `files` maps file names to pixel widths.
    private func folder(_ files: [String: Int]) throws -> String {
        let path = NSTemporaryDirectory() + "image-named-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, width) in files {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: width))
            view.backgroundColor = .red
            try PNGWriter.write(try Renderer().render(view, scale: 1), to: path + "/" + name)
        }
        return path
    }

    @Test("the variant of the render scale wins, then larger ones, then smaller; sizes are in points")
    func scaleVariants() throws {
        let first = try folder(["ball.png": 10, "ball@2x.png": 20])
        let second = try folder(["ball@3x.png": 30, "other.png": 4])
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let at2 = UIImage.resourcePath(named: "ball", scale: 2, in: [first, second])
        #expect(at2 == first + "/ball@2x.png")
        #expect(UIImage(contentsOfFile: at2!)?.size == CGSize(width: 10, height: 10))
        #expect(UIImage.resourcePath(named: "ball", scale: 1, in: [first]) == first + "/ball.png")
        #expect(UIImage.resourcePath(named: "ball", scale: 3, in: [first]) == first + "/ball@2x.png")
        #expect(UIImage.resourcePath(named: "ball", scale: 3, in: [second, first]) == second + "/ball@3x.png")
        #expect(UIImage.resourcePath(named: "other.png", scale: 2, in: [first, second]) == second + "/other.png")
        #expect(UIImage.resourcePath(named: "missing", scale: 2, in: [first, second]) == nil)
    }

    @Test("a name without an extension finds a PNG first, then a JPEG")
    func jpegByName() throws {
        let path = try folder(["logo.png": 8])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: JPEGTests.fixture.path, toPath: path + "/photo@2x.jpg")
        #expect(UIImage.resourcePath(named: "photo", scale: 2, in: [path]) == path + "/photo@2x.jpg")
        #expect(UIImage.resourcePath(named: "logo", scale: 2, in: [path]) == path + "/logo.png")
        let photo = try #require(UIImage(contentsOfFile: path + "/photo@2x.jpg"))
        #expect(photo.size == CGSize(width: 16, height: 8) && photo.scale == 2)
    }

    @Test("the search covers the executable's folder and the SwiftPM resource bundles beside it")
    func searchDirectories() {
        let directories = UIImage.resourceDirectories()
        let executableFolder = Bundle.main.executableURL!.deletingLastPathComponent().path
        #expect(directories.contains(executableFolder))
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: executableFolder)) ?? [])
            .filter { $0.hasSuffix(".resources") }
        for bundle in bundles { #expect(directories.contains(executableFolder + "/" + bundle)) }
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }
}
