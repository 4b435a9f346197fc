import Foundation

extension UIColor {
    /// The colour set `name` of the asset catalogs copied as resources (`Assets.xcassets`, found as `UIImage(named:)`
    /// finds image sets): its "Any" appearance, and its "Dark" appearance in dark mode, resolved with the traits of
    /// the view that shows it. Nil when no catalog has the set or its colours cannot be read.
    public convenience init?(named name: String) {
        guard let colors = AssetCatalogColor.find(named: name, in: UIImage.resourceDirectories()) else { return nil }
        if let dark = colors.dark {
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : colors.any })
        } else {
            self.init(dynamicProvider: { _ in colors.any })
        }
    }
}

/// A colour set of an asset catalog (`name.colorset/Contents.json`): the colour for any appearance and, if given,
/// for dark.
package struct AssetCatalogColor {
    /// The colour of the "Any" appearance (or "Light" when there is no "Any").
    package var any: UIColor
    /// The colour of the "Dark" appearance, if the set has one.
    package var dark: UIColor?

    private struct Contents: Decodable {
        struct Entry: Decodable {
            struct Appearance: Decodable {
                var appearance: String
                var value: String
            }
            struct Color: Decodable {
                var components: [String: String]?
            }
            var appearances: [Appearance]?
            var color: Color?
        }
        var colors: [Entry]
    }

    /// The first readable colour set `name` in `directories`.
    package static func find(named name: String, in directories: [String]) -> AssetCatalogColor? {
        for set in AssetCatalogImage.assetSets(named: name, kind: "colorset", in: directories) {
            let manifest = (set as NSString).appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: manifest),
                  let contents = try? JSONDecoder().decode(Contents.self, from: data) else { continue }
            var byLuminosity: [String: UIColor] = [:]
            for entry in contents.colors {
                guard let components = entry.color?.components, let color = color(components) else { continue }
                let luminosity = entry.appearances?.first { $0.appearance == "luminosity" }?.value ?? "any"
                if byLuminosity[luminosity] == nil { byLuminosity[luminosity] = color }
            }
            // Xcode's "Any, Light, Dark" sets: light stands in when there is no "Any" entry.
            if let any = byLuminosity["any"] ?? byLuminosity["light"] {
                return AssetCatalogColor(any: any, dark: byLuminosity["dark"])
            }
        }
        return nil
    }

    /// A colour from Xcode's component strings: `red`/`green`/`blue` (or `white`) and `alpha`, each a fraction
    /// (`"0.500"`), an 8-bit integer (`"128"`) or 8-bit hexadecimal (`"0x80"`).
    private static func color(_ components: [String: String]) -> UIColor? {
        func value(_ key: String) -> CGFloat? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            if text.contains("."), let fraction = Double(text), fraction.isFinite { return CGFloat(fraction) }
            if let byte = Int(text) { return CGFloat(byte) / 255 }
            return nil
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
