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

@Suite("UIImage(named:) in asset catalogs")
struct AssetCatalogImageTests {
    /// A resource folder holding `Assets.xcassets` with `Box.imageset` (files named unlike the set, as Xcode's
    /// duplicates are) inside a `Shapes` group and, if asked, a loose `Box@2x.png` beside the catalog.
    private func resources(withLooseFile: Bool) throws -> String {
        let root = NSTemporaryDirectory() + "asset-catalog-\(UUID().uuidString)"
        let set = root + "/Assets.xcassets/Shapes/Box.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        for (file, width) in [("Box@2x-1.png", 40), ("Box@2x.png", 80)] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: width / 2))
            view.backgroundColor = .blue
            try PNGWriter.write(try Renderer().render(view, scale: 1), to: set + "/" + file)
        }
        let contents = """
            {"images":[{"idiom":"universal","filename":"Box@2x-1.png","scale":"1x"},
                       {"idiom":"universal","filename":"Box@2x.png","scale":"2x"},
                       {"idiom":"universal","scale":"3x"}],
             "info":{"version":1,"author":"xcode"}}
            """
        try Data(contents.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        if withLooseFile {
            let loose = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
            try PNGWriter.write(try Renderer().render(loose, scale: 1), to: root + "/Box@2x.png")
        }
        return root
    }

    @Test("an image set is found by its name in a catalog's group, at the slot closest to the screen's scale")
    func imageSetSlots() throws {
        let root = try resources(withLooseFile: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = [root]
        // The 2× slot at 2× and 3× (no 3× file: the next larger is missing, so the smaller one), the 1× slot at 1×.
        let at2 = try #require(UIImage.resourceFile(named: "Box", scale: 2, in: catalog))
        #expect(at2.path.hasSuffix("Box.imageset/Box@2x.png") && at2.scale == 2)
        let image = try #require(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: at2.path)), scale: at2.scale))
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(UIImage.resourceFile(named: "Box", scale: 3, in: catalog)?.scale == 2)
        let at1 = try #require(UIImage.resourceFile(named: "Box", scale: 1, in: catalog))
        #expect(at1.path.hasSuffix("Box.imageset/Box@2x-1.png") && at1.scale == 1)
        #expect(UIImage.resourceFile(named: "Missing", scale: 2, in: catalog) == nil)
    }

    @Test("a loose file of the same name wins over the catalog")
    func looseFilesFirst() throws {
        let root = try resources(withLooseFile: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try #require(UIImage.resourceFile(named: "Box", scale: 2, in: [root]))
        #expect(found.path == root + "/Box@2x.png" && found.scale == 2)
    }
}

@Suite("Asset catalog colour sets and rendering intents")
struct AssetCatalogColorTests {
    /// A catalog with `Accent.colorset` (any appearance sRGB fractions, dark appearance 8-bit and hexadecimal
    /// components, as Xcode writes all three) and `Glyph.imageset` rendered as a template.
    private func catalog() throws -> String {
        let root = NSTemporaryDirectory() + "asset-colors-\(UUID().uuidString)"
        let colors = root + "/Assets.xcassets/Accent.colorset"
        try FileManager.default.createDirectory(atPath: colors, withIntermediateDirectories: true)
        try Data("""
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"red":"51","green":"0x66","blue":"255","alpha":"0.500"}}}]}
            """.utf8).write(to: URL(fileURLWithPath: colors + "/Contents.json"))
        let glyph = root + "/Assets.xcassets/Glyph.imageset"
        try FileManager.default.createDirectory(atPath: glyph, withIntermediateDirectories: true)
        try PNGWriter.write(try Renderer().render(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)), scale: 1),
                            to: glyph + "/glyph.png")
        try Data(#"{"images":[{"idiom":"universal","filename":"glyph.png"}],"properties":{"template-rendering-intent":"template"}}"#.utf8)
            .write(to: URL(fileURLWithPath: glyph + "/Contents.json"))
        return root
    }

    @Test("a colour set resolves its any and dark appearances from fractions, 8-bit and hexadecimal components")
    func colorSetAppearances() throws {
        let root = try catalog()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let colors = try #require(AssetCatalogColor.find(named: "Accent", in: [root]))
        #expect(colors.any == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(colors.dark == UIColor(red: 51.0 / 255, green: 102.0 / 255, blue: 1, alpha: 0.5))
        #expect(AssetCatalogColor.find(named: "Missing", in: [root]) == nil)
    }

    @Test("an image set marked Template Image is drawn in the tint colour")
    func templateIntent() throws {
        let root = try catalog()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(UIImage.resourceFile(named: "Glyph", scale: 2, in: [root])?.renderingMode == .alwaysTemplate)
    }
}
