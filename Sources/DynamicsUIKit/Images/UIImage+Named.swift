import Foundation

extension UIImage {
    /// The image called `name` in the app's resources: the main bundle and the resource bundles SwiftPM builds next
    /// to the executable (a target's `.process`/`.copy` resources, found without naming `Bundle.module`). A name
    /// without an extension means a PNG, then a JPEG (`.jpg`, `.jpeg`); the `@2x`/`@3x` variant closest to
    /// `UIScreen.main.scale` is picked, as on iOS (the exact scale first, then larger ones, then smaller). Loose files
    /// come first, then the image sets of asset catalogs copied as resources (`Assets.xcassets`), drawn as templates
    /// when the set says "Render As: Template Image". Nil when nothing matches.
    public convenience init?(named name: String) {
        guard let found = UIImage.namedResource(name, scale: UIScreen.main.scale, in: UIImage.resourceDirectories()) else {
            return nil
        }
        self.init(size: found.size, scale: found.scale, source: found.source)
        renderingMode = found.renderingMode
    }

    /// What `UIImage(named:)` makes of `name` for a screen of `scale` from `directories`: a loose file or a catalog's
    /// bitmap, decoded when drawn, or a catalog's PDF drawn at the screen's scale, as Xcode draws it when it builds
    /// the app.
    package static func namedResource(_ name: String, scale: CGFloat, in directories: [String])
        -> (size: CGSize, scale: CGFloat, source: Source, renderingMode: RenderingMode)? {
        guard let file = resourceFile(named: name, scale: scale, in: directories),
              let data = FileManager.default.contents(atPath: file.path) else { return nil }
        if file.path.lowercased().hasSuffix(".pdf") {
            guard let page = PDFRasterizer.bitmap(of: data, scale: file.scale) else { return nil }
            return (page.size, file.scale, .bitmap(page.bitmap), file.renderingMode)
        }
        guard let image = UIImage(data: data, scale: file.scale) else { return nil }
        return (image.size, image.scale, image.source, file.renderingMode)
    }

    /// The file `UIImage(named:)` loads for `name` at `scale` from `directories`, and the scale it declares: a loose
    /// file (its `@2x`/`@3x` suffix), else an asset catalog's image set (its slot; for a PDF, the scale asked for).
    /// A catalog's set is found by its name, or by its name with `.png` after it, as UIKit finds it; another
    /// extension (`ball.jpg`) names no set (DECISIONS.md, "Asset catalog names and extensions").
    package static func resourceFile(named name: String, scale: CGFloat, in directories: [String])
        -> (path: String, scale: CGFloat, renderingMode: RenderingMode)? {
        if let path = resourcePath(named: name, scale: scale, in: directories) {
            return (path, declaredScale(ofFile: path), .automatic)
        }
        let setName = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        return AssetCatalogImage.find(named: setName, scale: scale, in: directories).map { ($0.path, $0.scale, $0.renderingMode) }
    }

    /// The file that `UIImage(named:)` loads for `name` at `scale`, searching `directories` in order.
    package static func resourcePath(named name: String, scale: CGFloat, in directories: [String]) -> String? {
        let given = name as NSString
        let extensions = given.pathExtension.isEmpty ? ["png", "jpg", "jpeg"] : [given.pathExtension]
        let stem = given.pathExtension.isEmpty ? name : given.deletingPathExtension
        for directory in directories {
            for ext in extensions {
                for candidate in scalePreference(for: scale) {
                    let file = candidate == 1 ? "\(stem).\(ext)" : "\(stem)@\(candidate)x.\(ext)"
                    let path = (directory as NSString).appendingPathComponent(file)
                    if FileManager.default.fileExists(atPath: path) { return path }
                }
            }
        }
        return nil
    }

    /// The image scales to try for a screen of `scale`, best first: the exact one (1–3), then larger, then smaller.
    static func scalePreference(for scale: CGFloat) -> [Int] {
        let wanted = max(1, min(3, Int(scale.rounded())))
        return [wanted] + Array(stride(from: wanted + 1, through: 3, by: 1)) + (1..<wanted).reversed()
    }

    /// The main bundle's resource folder, the executable's folder, then every resource bundle (`*.resources`,
    /// `*.bundle`) in either, sorted by name so the search order never depends on the file system.
    package static func resourceDirectories() -> [String] {
        var roots: [String] = []
        let candidates = [Bundle.main.resourcePath, Bundle.main.executableURL?.deletingLastPathComponent().path]
        for root in candidates.compactMap({ $0 }) where !roots.contains(root) { roots.append(root) }
        var directories = roots
        for root in roots {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                let bundle = (root as NSString).appendingPathComponent(entry)
                directories.append(bundle)
                // Bundles built on Apple platforms keep their files under Contents/Resources.
                directories.append((bundle as NSString).appendingPathComponent("Contents/Resources"))
            }
        }
        return directories
    }
}
