import CPango
import Foundation

/// What `UIFont.familyNames` and `fontNames(forFamilyName:)` list: fontconfig's fonts for this process — the
/// machine's and those the app bundles (`AppFonts`) — asked under the text engine's lock, as Pango asks.
enum FontCatalog {
    /// Every family name, sorted, without repeats.
    static func familyNames() -> [String] {
        Set(list(matching: nil, property: FC_FAMILY)).sorted()
    }

    /// The PostScript names of `family`'s faces, sorted, without repeats.
    static func fontNames(forFamilyName family: String) -> [String] {
        guard !family.isEmpty else { return [] }
        return Set(list(matching: family, property: FC_POSTSCRIPT_NAME)).sorted()
    }

    /// `property` (a string) of every font of `family` (of all fonts when nil).
    private static func list(matching family: String?, property: String) -> [String] {
        TextEngine.withContext { _ in
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            if let family {
                _ = family.withCString { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                        FcPatternAddString(pattern, FC_FAMILY, $0)
                    }
                }
            }
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, property)
            guard let set = FcFontList(FcConfigGetCurrent(), pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            var values: [String] = []
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[index] else { continue }
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(font, property, 0, &value) == FcResultMatch, let value {
                    values.append(String(cString: value))
                }
            }
            return values
        }
    }
}
