import Foundation

/// What of an asset catalog Dynamics uses as it is (the package ships the folder; `UIImage(named:)` and
/// `UIColor(named:)` read it) and what it cannot: one note per set it does not draw.
public enum AssetCatalogReview {
    private struct Contents: Decodable {
        struct Entry: Decodable { var filename: String? }
        var images: [Entry]?
        var data: [Entry]?
    }

    /// Notes for the catalog folder at `path` (`file` is how notes name it): app icons and launch images, which an
    /// app on Linux does not show; image sets whose files are vector PDFs or SVGs, which the renderer does not draw;
    /// data sets, which Dynamics has no `NSDataAsset` for; and `Contents.json` files that do not parse.
    public static func notes(catalogAt path: URL, file: String) -> [InterfaceNote] {
        var notes: [InterfaceNote] = []
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: path.path) else { return [] }
        var sets: [String] = []
        while let entry = walker.nextObject() as? String {
            let ext = (entry as NSString).pathExtension
            if ["appiconset", "launchimage", "imageset", "dataset", "colorset", "symbolset", "brandassets",
                "solidimagestack", "textureset", "sticker", "stickerpack"].contains(ext) {
                sets.append(entry)
            }
        }
        for set in sets.sorted() {
            let name = "\(file)/\(set)"
            let ext = (set as NSString).pathExtension
            switch ext {
            case "appiconset", "launchimage", "brandassets":
                notes.append(InterfaceNote(file: name, line: 1, message: "app icon or launch image: ignored (a scene has no home screen)"))
                continue
            case "imageset", "dataset", "colorset": break
            default:
                notes.append(InterfaceNote(file: name, line: 1, message: "\(ext) not used by Dynamics"))
                continue
            }
            let manifest = path.appendingPathComponent(set).appendingPathComponent("Contents.json")
            guard let data = manager.contents(atPath: manifest.path) else { continue }
            guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
                notes.append(InterfaceNote(file: name + "/Contents.json", line: 1, message: "does not parse as an asset catalog manifest: the set is not found"))
                continue
            }
            if ext == "dataset" {
                notes.append(InterfaceNote(file: name, line: 1, message: "data set copied, but Dynamics has no NSDataAsset to read it"))
            }
            for image in contents.images ?? [] {
                guard let filename = image.filename else { continue }
                let lower = filename.lowercased()
                if lower.hasSuffix(".pdf") || lower.hasSuffix(".svg") {
                    notes.append(InterfaceNote(file: name, line: 1, message: "vector image \(filename) is not drawn: UIImage(named:) finds no bitmap for this set"))
                } else if !(lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")) {
                    notes.append(InterfaceNote(file: name, line: 1, message: "image \(filename): only PNG and JPEG are read"))
                }
            }
        }
        return notes
    }
}
