import Foundation

/// Asset catalogs (`*.xcassets` folders) as `UIImage(named:)` finds images in them. Xcode compiles a catalog into the
/// app; here a package ships the folder itself as a resource (`.copy("Assets.xcassets")`), and the image set's
/// `Contents.json` maps the name to its files, which need not carry the name or an `@2x` suffix.
struct AssetCatalogImage {
    /// The image file (PNG, JPEG or PDF).
    var path: String
    /// The scale its slot in the image set declares; for a PDF, the scale it is to be drawn at.
    var scale: CGFloat
    /// Whether the set's "Render As" is "Template Image" (`template-rendering-intent`): the image is drawn in the
    /// tint colour, as `withRenderingMode(.alwaysTemplate)`; "Original Image" is `.alwaysOriginal`.
    var renderingMode = UIImage.RenderingMode.automatic

    /// The file of the image set `name` in the first catalog of `directories` that has it, at the scale closest to
    /// `scale` (the exact one, then larger ones, then smaller ones, as for loose files). Image sets may sit in a
    /// catalog's folders; catalogs and folders are searched in name order, so the answer never depends on the file
    /// system.
    static func find(named name: String, scale: CGFloat, in directories: [String]) -> AssetCatalogImage? {
        for set in assetSets(named: name, kind: "imageset", in: directories) {
            if let image = pick(from: set, scale: scale) { return image }
        }
        return nil
    }

    /// The folders `name.<kind>` (`imageset`, `colorset`, `dataset`) of the catalogs in `directories`, in search
    /// order.
    static func assetSets(named name: String, kind: String, in directories: [String]) -> [String] {
        let files = FileManager.default
        var found: [String] = []
        for directory in directories {
            let catalogs = ((try? files.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xcassets") }
            for catalog in catalogs.sorted() {
                let root = (directory as NSString).appendingPathComponent(catalog)
                if let set = assetSet(named: "\(name).\(kind)", under: root) { found.append(set) }
            }
        }
        return found
    }

    /// The folder `folderName` in `folder` or, failing that, in its plain subfolders.
    private static func assetSet(named folderName: String, under folder: String) -> String? {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if entries.contains(folderName) { return (folder as NSString).appendingPathComponent(folderName) }
        for entry in entries where !entry.contains(".") {
            let child = (folder as NSString).appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue,
               let found = assetSet(named: folderName, under: child) {
                return found
            }
        }
        return nil
    }

    /// The path of the file a `Contents.json` names: the name as written or, failing that, the folder's entry that is
    /// the same text in another Unicode normalisation. Xcode on macOS writes an accented name decomposed ("o" and a
    /// combining accent) where the file's own name may be precomposed ("ó"); Apple's file systems find either
    /// spelling, Linux's compare bytes. Swift's `==` compares canonical equivalents as equal.
    private static func existingFile(named name: String, in folder: String) -> String? {
        let direct = (folder as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: direct) { return direct }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return entries.first { $0 == name }.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The image set's entry with a file for the preferred scale; entries without a scale count as 1×.
    private static func pick(from set: String, scale: CGFloat) -> AssetCatalogImage? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                var filename: String?
                var scale: String?
            }
            struct Properties: Decodable {
                var intent: String?
                enum CodingKeys: String, CodingKey { case intent = "template-rendering-intent" }
            }
            var images: [Entry]
            var properties: Properties?
        }
        let manifest = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: manifest),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        var byScale: [Int: String] = [:]
        for entry in contents.images {
            guard let filename = entry.filename else { continue }
            let declared = Int(entry.scale?.dropLast() ?? "1") ?? 1
            if byScale[declared] == nil { byScale[declared] = filename }
        }
        for candidate in UIImage.scalePreference(for: scale) {
            guard let filename = byScale[candidate] else { continue }
            if let path = existingFile(named: filename, in: set) {
                let mode: UIImage.RenderingMode = switch contents.properties?.intent {
                case "template": .alwaysTemplate
                case "original": .alwaysOriginal
                default: .automatic
                }
                // A PDF is drawn at the scale asked for, as Xcode draws one slot for each screen scale.
                let drawnScale = filename.lowercased().hasSuffix(".pdf") ? CGFloat(UIImage.scalePreference(for: scale)[0]) : CGFloat(candidate)
                return AssetCatalogImage(path: path, scale: drawnScale, renderingMode: mode)
            }
        }
        return nil
    }
}
