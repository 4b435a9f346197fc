import CPango
import Foundation

/// The fonts an app bundles. iOS registers at launch every file its Info.plist lists under `UIAppFonts` (names or
/// paths relative to the bundle), and `UIFont(name:size:)` then finds each face by its PostScript name
/// ("DS-Digital-Bold"), its full name or its family name ("DS-Digital"), as it finds the system's.
///
/// Here fontconfig adds the files for this process before Pango's font map lists its fonts (`TextEngine`): the list
/// comes from `Bundle.main`'s Info.plist when Foundation finds one, and from `<executable>-Info.plist` in the app's
/// resources — the copy of the app's Info.plist `dynamics port` puts there, since SwiftPM allows no `Info.plist` at
/// the top of a resource bundle. The files are looked for where `UIImage(named:)` looks.
package enum AppFonts {
    /// One face of an added font file, as fontconfig reads it.
    package struct Face: Equatable, Sendable {
        /// The family name, e.g. "DS-Digital".
        package let family: String
        /// The PostScript name, e.g. "DS-Digital-Bold".
        package let postScriptName: String
        /// The full name, e.g. "DS-Digital Bold".
        package let fullName: String
        /// The OpenType weight class, 100…900.
        package let weight: Int32
        /// True for an italic or oblique face.
        package let isItalic: Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var added: [Face] = []

    /// Every face added so far, in the order added.
    package static var faces: [Face] { lock.withLock { added } }

    /// Adds the fonts the app's Info.plists list; called once, before Pango's font map exists. A listed file that
    /// is missing or unreadable is reported on one line; the text falls back as iOS falls back for a name it lacks.
    static func addBundled() {
        let directories = UIImage.resourceDirectories()
        for name in listedFonts(in: directories) {
            guard let path = file(named: name, in: directories) else {
                warn("UIAppFonts lists '\(name)', which is not in the app's resources")
                continue
            }
            if add(fileAt: path).isEmpty { warn("fontconfig cannot read the font '\(path)' that UIAppFonts lists") }
        }
    }

    /// The `UIAppFonts` entries of `Bundle.main`'s Info.plist and of `<executable>-Info.plist` in `directories`,
    /// without repeats, in that order.
    static func listedFonts(in directories: [String]) -> [String] {
        var names = Bundle.main.object(forInfoDictionaryKey: "UIAppFonts") as? [String] ?? []
        if let executable = Bundle.main.executableURL?.lastPathComponent {
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(executable + "-Info.plist")
                names += fonts(listedIn: path)
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The `UIAppFonts` entries of the property list at `path` (none when it is missing or not a dictionary).
    package static func fonts(listedIn path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [] }
        return plist["UIAppFonts"] as? [String] ?? []
    }

    /// The first of `directories` holding `name` (a file name or a path relative to the bundle).
    package static func file(named name: String, in directories: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        for directory in directories {
            let path = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Adds the font file at `path` to fontconfig's fonts for this process and returns its faces (none when
    /// fontconfig cannot read it). Text laid out from then on can use it.
    @discardableResult
    package static func register(fileAt path: String) -> [Face] {
        TextEngine.withContext { _ in
            let faces = add(fileAt: path)
            if !faces.isEmpty { TextEngine.fontsChanged() }
            return faces
        }
    }

    /// Adds the file to fontconfig and records the faces it brought.
    private static func add(fileAt path: String) -> [Face] {
        let config = FcConfigGetCurrent()
        let before = applicationFonts(of: config).count
        let ok = path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
        }
        guard ok != 0 else { return [] }
        let faces = Array(applicationFonts(of: config).dropFirst(before))
        lock.withLock { added += faces }
        return faces
    }

    /// The faces of fontconfig's application font set, in the order added.
    private static func applicationFonts(of config: OpaquePointer?) -> [Face] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            set.pointee.fonts[index].flatMap(face(of:))
        }
    }

    /// The face a fontconfig pattern describes.
    private static func face(of pattern: OpaquePointer) -> Face? {
        func string(_ object: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ object: String) -> Int32? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
        }
        guard let family = string(FC_FAMILY) else { return nil }
        return Face(family: family, postScriptName: string(FC_POSTSCRIPT_NAME) ?? family,
                    fullName: string(FC_FULLNAME) ?? family,
                    weight: FcWeightToOpenType(integer(FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR)),
                    isItalic: (integer(FC_SLANT) ?? 0) != Int32(FC_SLANT_ROMAN))
    }

    /// The added face `name` names: by PostScript name, full name, then family name (the family's upright face of
    /// the regular weight, or the nearest); exact names before names that differ only in case and spaces.
    package static func face(named name: String) -> Face? {
        let faces = self.faces
        let normalized = TextEngine.normalizedFamilyName(name)
        for matches in [{ (text: String) in text == name }, { TextEngine.normalizedFamilyName($0) == normalized }] {
            if let face = faces.first(where: { matches($0.postScriptName) || matches($0.fullName) }) { return face }
            let family = faces.filter { matches($0.family) }
            if let face = family.min(by: { rank($0) < rank($1) }) { return face }
        }
        return nil
    }

    /// How far a face is from a family's plain face: upright first, then the weight nearest 400.
    private static func rank(_ face: Face) -> (Int, Int32) { (face.isItalic ? 1 : 0, abs(face.weight - 400)) }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
}
