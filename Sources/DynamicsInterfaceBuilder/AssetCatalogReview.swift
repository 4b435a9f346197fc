import Foundation

/// What of an asset catalog Dynamics uses as it is (the package ships the folder; `UIImage(named:)` and
/// `UIColor(named:)` read it) and what it cannot: one note per set it does not draw.
public enum AssetCatalogReview {
    private struct Contents: Decodable {
        struct Entry: Decodable { var filename: String? }
        var images: [Entry]?
        var data: [Entry]?
    }

    /// Checks that every `Contents.json` of the catalog folder at `path` (`file` is how errors name it) is a
    /// JSON object whose `images`, `colors` and `data` entries are lists of objects with string file names, as
    /// Xcode's asset compiler requires before it builds the app.
    /// - Throws: an ``InterfaceError`` naming the first manifest that is not, with the line JSON reports.
    public static func validate(catalogAt path: URL, file: String) throws(InterfaceError) {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: path.path) else { return }
        var manifests: [String] = []
        while let entry = walker.nextObject() as? String {
            if (entry as NSString).lastPathComponent == "Contents.json" { manifests.append(entry) }
        }
        for entry in manifests.sorted() {
            let name = "\(file)/\(entry)"
            guard let data = manager.contents(atPath: path.appendingPathComponent(entry).path) else {
                throw InterfaceError(file: name, line: 1, message: "cannot be read")
            }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data)
            } catch {
                let reason = "\(error)"
                let line = reason.firstMatch(of: /line (\d+)/).flatMap { Int($0.1) } ?? 1
                throw InterfaceError(file: name, line: max(1, line), message: "not JSON: the asset catalog cannot be compiled")
            }
            guard let manifest = object as? [String: Any] else {
                throw InterfaceError(file: name, line: 1, message: "not a JSON object: the asset catalog cannot be compiled")
            }
            for key in ["images", "colors", "data"] where manifest[key] != nil {
                guard let entries = manifest[key] as? [[String: Any]],
                      entries.allSatisfy({ $0["filename"] == nil || $0["filename"] is String }) else {
                    throw InterfaceError(file: name, line: 1, message: "\"\(key)\" is not a list of entries with file names")
                }
            }
        }
    }

    /// Notes for the catalog folder at `path` (`file` is how notes name it): app icons and launch images, which an
    /// app on Linux does not show; image sets whose files are SVGs, which the renderer does not draw (PDFs are drawn,
    /// data sets read by `NSDataAsset`); and `Contents.json` files that do not parse.
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
            for image in contents.images ?? [] {
                guard let filename = image.filename else { continue }
                let lower = filename.lowercased()
                if lower.hasSuffix(".svg") {
                    notes.append(InterfaceNote(file: name, line: 1, message: "vector image \(filename) is not drawn: UIImage(named:) finds no bitmap for this set"))
                } else if !(lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") || lower.hasSuffix(".pdf")) {
                    notes.append(InterfaceNote(file: name, line: 1, message: "image \(filename): only PNG and JPEG are read"))
                }
            }
        }
        return notes
    }
}
