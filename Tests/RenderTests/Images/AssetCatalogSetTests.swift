import Dynamics
import Foundation
import Testing

@Suite("Asset catalog PDF image sets, data sets and names with extensions")
struct AssetCatalogSetTests {
    /// A one-page PDF, 40 × 20 points, whose left half is filled red (the PDF origin is the bottom-left corner).
    static func halfRedPDF() -> Data {
        let stream = "1 0 0 rg 0 0 20 20 re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R >>",
            "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// A resource folder whose catalog holds `Flag.imageset` (the PDF, one universal slot), `ball.imageset`
    /// (a JPEG named `ball.jpg`), `Dot.imageset` (a PNG) and `Levels.dataset` (a JSON file).
    private func resources() throws -> String {
        let root = NSTemporaryDirectory() + "asset-sets-\(UUID().uuidString)"
        func write(_ data: Data, _ path: String) throws {
            try FileManager.default.createDirectory(atPath: ((root + "/" + path) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: root + "/" + path))
        }
        try write(Self.halfRedPDF(), "Assets.xcassets/Flag.imageset/flag.pdf")
        try write(Data(#"{"images":[{"idiom":"universal","filename":"flag.pdf"}],"properties":{"preserves-vector-representation":true}}"#.utf8),
                  "Assets.xcassets/Flag.imageset/Contents.json")
        let dot = try Renderer().render(UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)), scale: 1)
        try write(Data(#"{"images":[{"idiom":"universal","filename":"dot.png"}]}"#.utf8), "Assets.xcassets/Dot.imageset/Contents.json")
        try PNGWriter.write(dot, to: root + "/Assets.xcassets/Dot.imageset/dot.png")
        try write(Data([0xFF, 0xD8, 0xFF]), "Assets.xcassets/ball.imageset/ball.jpg")
        try write(Data(#"{"images":[{"idiom":"universal","filename":"ball.jpg","scale":"1x"}]}"#.utf8), "Assets.xcassets/ball.imageset/Contents.json")
        try write(Data(#"{"levels":[1,2,3]}"#.utf8), "Assets.xcassets/Levels.dataset/levels.json")
        try write(Data(#"{"data":[{"idiom":"universal","filename":"levels.json","universal-type-identifier":"public.json"}]}"#.utf8),
                  "Assets.xcassets/Levels.dataset/Contents.json")
        return root
    }

    @Test("a Contents.json naming its file with a decomposed accent finds the file named with the precomposed one")
    func decomposedFileName() throws {
        let root = NSTemporaryDirectory() + "asset-names-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/Assets.xcassets/Smiley.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        // The file's name holds U+00F3; the manifest spells it "o" + U+0301, as Xcode on macOS writes it.
        let onDisk = "sonris\u{00F3}n.png", written = "sonriso\u{0301}n.png"
        #expect(onDisk == written && Array(onDisk.utf8) != Array(written.utf8))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.backgroundColor = .red
        try PNGWriter.write(try Renderer().render(view, scale: 1), to: set + "/" + onDisk)
        try Data(#"{"images":[{"idiom":"universal","filename":"\#(written)","scale":"1x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: set).contains { Array($0.utf8) == Array(onDisk.utf8) })
        let found = try #require(UIImage.namedResource("Smiley", scale: 1, in: [root]))
        #expect(found.size == CGSize(width: 3, height: 2))
        #expect(UIImage.namedResource("Frown", scale: 1, in: [root]).map(\.size) == nil)
    }

    @Test("a PDF image set is drawn by Poppler at the screen's scale, its page size in points")
    func pdfImageSet() throws {
        let root = try resources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try #require(UIImage.namedResource("Flag", scale: 2, in: [root]))
        #expect(found.size == CGSize(width: 40, height: 20) && found.scale == 2)
        guard case .bitmap(let bitmap) = found.source else { Issue.record("\(found.source)"); return }
        #expect(bitmap.width == 80 && bitmap.height == 40)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.bytes[(y * 80 + x) * 4 ..< (y * 80 + x) * 4 + 4]) }
        #expect(pixel(10, 20) == [0, 0, 255, 255])   // B, G, R, A: red
        #expect(pixel(39, 0) == [0, 0, 255, 255])
        #expect(pixel(41, 20) == [0, 0, 0, 0])        // the right half is transparent
        #expect(pixel(79, 39) == [0, 0, 0, 0])
        #expect(UIImage.namedResource("Flag", scale: 3, in: [root]).map { $0.size } == CGSize(width: 40, height: 20))
        // Bytes that are not a PDF give no image rather than a crash.
        try Data("%PDF-1.4 cut".utf8).write(to: URL(fileURLWithPath: root + "/Assets.xcassets/Flag.imageset/flag.pdf"))
        #expect(UIImage.namedResource("Flag", scale: 2, in: [root]) == nil)
    }

    @Test("a set is found by its name or its name with .png, not with another extension (as UIKit)")
    func namesWithExtensions() throws {
        let root = try resources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(UIImage.resourceFile(named: "Dot.png", scale: 2, in: [root])?.path.hasSuffix("Dot.imageset/dot.png") == true)
        #expect(UIImage.resourceFile(named: "ball", scale: 2, in: [root])?.path.hasSuffix("ball.imageset/ball.jpg") == true)
        #expect(UIImage.resourceFile(named: "ball.jpg", scale: 2, in: [root]) == nil)
    }

    @Test("NSDataAsset reads a data set's file and type")
    func dataAsset() throws {
        let root = try resources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))
        let asset = try #require(NSDataAsset(name: "Levels", bundle: bundle))
        #expect(asset.name == "Levels")
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"levels":[1,2,3]}"#)
        #expect(asset.typeIdentifier == "public.json")
        #expect((asset.copy() as? NSDataAsset)?.data == asset.data)
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "Flag", bundle: bundle) == nil)
    }
}
