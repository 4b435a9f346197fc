import Foundation

/// The name of a data set in an asset catalog, as UIKit's `NSDataAssetName`.
public typealias NSDataAssetName = String

/// The contents of a data set (`*.dataset`) of an asset catalog, as UIKit's `NSDataAsset`: the catalog is looked up
/// as `UIImage(named:)` looks it up (here the package ships the catalog folder itself as a resource).
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The data set's name.
    public let name: NSDataAssetName
    /// The file's bytes.
    public let data: Data
    /// The uniform type identifier the data set declares for the file (`public.json`, …); the file name's
    /// extension's standard type when it declares none, else `public.data`.
    public let typeIdentifier: String

    /// The data set `name` of the asset catalogs in `bundle`'s resources (for the main bundle, every resource
    /// folder `UIImage(named:)` searches); nil when there is none, or its manifest or file cannot be read.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` of the asset catalogs in `bundle`'s resources; nil when there is none.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        struct Contents: Decodable {
            struct Entry: Decodable {
                var filename: String?
                var type: String?
                enum CodingKeys: String, CodingKey {
                    case filename
                    case type = "universal-type-identifier"
                }
            }
            var data: [Entry]
        }
        var directories = bundle.resourcePath.map { [$0, ($0 as NSString).appendingPathComponent("Contents/Resources")] } ?? []
        if bundle == .main { directories += UIImage.resourceDirectories() }
        for set in AssetCatalogImage.assetSets(named: name, kind: "dataset", in: directories) {
            guard let manifest = FileManager.default.contents(atPath: (set as NSString).appendingPathComponent("Contents.json")),
                  let contents = try? JSONDecoder().decode(Contents.self, from: manifest),
                  let entry = contents.data.first(where: { $0.filename != nil }), let filename = entry.filename,
                  let bytes = FileManager.default.contents(atPath: (set as NSString).appendingPathComponent(filename))
            else { continue }
            self.name = name
            data = bytes
            typeIdentifier = entry.type ?? NSDataAsset.standardType(ofExtension: (filename as NSString).pathExtension)
            super.init()
            return
        }
        return nil
    }

    private init(name: String, data: Data, typeIdentifier: String) {
        self.name = name
        self.data = data
        self.typeIdentifier = typeIdentifier
        super.init()
    }

    /// A copy with the same name, data and type.
    public func copy(with zone: NSZone? = nil) -> Any { NSDataAsset(name: name, data: data, typeIdentifier: typeIdentifier) }

    /// The uniform type identifiers of the common data files an app keeps in a catalog.
    static func standardType(ofExtension ext: String) -> String {
        switch ext.lowercased() {
        case "json": "public.json"
        case "txt": "public.plain-text"
        case "plist": "com.apple.property-list"
        case "xml": "public.xml"
        case "png": "public.png"
        case "jpg", "jpeg": "public.jpeg"
        case "wav": "com.microsoft.waveform-audio"
        case "mp3": "public.mp3"
        case "csv": "public.comma-separated-values-text"
        default: "public.data"
        }
    }
}
