/// Which installed family draws an iOS font name.
///
/// A name whose family fontconfig knows is drawn in that family. iOS families this machine lacks get a freely
/// licensed look-alike: Arial Rounded MT Bold → Quicksand Bold (round stroke ends), Verdana → DejaVu Sans (both wide
/// humanist faces; DejaVu descends from Bitstream Vera, drawn for the same screen use), Courier/Menlo/Monaco/SF Mono →
/// DejaVu Sans Mono, everything else (Helvetica, Arial, Trebuchet MS, San Francisco…) → Inter, the system font's
/// stand-in. Weight and slant come from the words in the name.
enum FontStandIns {
    /// The family, weight, slant and monospacing a font name resolves to.
    struct Face {
        var family: String
        var weight: UIFont.Weight
        var italic: Bool
        var monospaced: Bool
    }

    private static let substitutes: [(nameContains: String, family: String, monospaced: Bool)] = [
        ("arialrounded", "Quicksand", false),
        ("verdana", "DejaVu Sans", false),
        ("courier", "DejaVu Sans Mono", true),
        ("menlo", "DejaVu Sans Mono", true),
        ("monaco", "DejaVu Sans Mono", true),
        ("mono", "DejaVu Sans Mono", true),
    ]

    private static let weightWords: [(word: String, weight: UIFont.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
        ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]

    /// Resolves a PostScript name ("TrebuchetMS-Italic") or family name ("Helvetica Neue").
    static func face(forName name: String) -> Face {
        let lower = name.lowercased()
        let familyPart = String(lower.split(separator: "-", maxSplits: 1).first ?? Substring(lower))
        let weight = weightWords.first { lower.contains($0.word) }?.weight ?? .regular
        let italic = lower.contains("italic") || lower.contains("oblique")
        let installed = TextEngine.installedFamilies
        if installed.contains(TextEngine.normalizedFamilyName(name)) {
            return Face(family: name, weight: .regular, italic: false, monospaced: lower.contains("mono"))
        }
        if installed.contains(TextEngine.normalizedFamilyName(familyPart)) {
            return Face(family: familyPart, weight: weight, italic: italic, monospaced: lower.contains("mono"))
        }
        if let substitute = substitutes.first(where: { lower.contains($0.nameContains) }) {
            return Face(family: substitute.family, weight: weight, italic: italic, monospaced: substitute.monospaced)
        }
        return Face(family: "Inter", weight: weight, italic: italic, monospaced: false)
    }
}
