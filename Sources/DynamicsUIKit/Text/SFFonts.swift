import CPango
import Foundation

/// Apple's SF Pro fonts, for a user who has them. Apple licenses them for its own platforms only, so Dynamics ships
/// Inter in their place; `DYNAMICS_SF_FONTS` names a folder holding them (Apple's SF Pro package: `SF-Pro-Text-*.otf`,
/// `SF-Pro-Display-*.otf`, or the variable `SF-Pro.ttf`). Fontconfig adds the folder's fonts before the first text is
/// laid out, and the system font becomes SF Pro Text below 20 points and SF Pro Display from 20, as on iOS.
enum SFFonts {
    /// The environment variable naming the folder.
    static let variable = "DYNAMICS_SF_FONTS"

    /// Whether the folder was given and added; read once, before Pango's font map exists (`TextEngine`).
    nonisolated(unsafe) private static var added = false

    /// Adds the folder `DYNAMICS_SF_FONTS` names to fontconfig's fonts. A value that is not a folder is reported on
    /// one line and the system font stays Inter.
    static func addFolder() {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            warn("\(variable)=\(path) is not a folder; the system font stays Inter")
            return
        }
        added = path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigAppFontAddDir(FcConfigGetCurrent(), $0) != 0
            }
        }
        if !added { warn("fontconfig could not read the fonts in \(variable)=\(path); the system font stays Inter") }
    }

    /// The families that draw the system font below 20 points and from 20 points: SF Pro Text and SF Pro Display
    /// (or the variable SF Pro for both) when `DYNAMICS_SF_FONTS` brought them, else Inter and Inter Display.
    static let systemFamilies: (text: String, display: String) = {
        let installed = TextEngine.installedFamilies   // adds the folder first
        guard added else { return ("Inter", "Inter Display") }
        if installed.contains("sfprotext") {
            return ("SF Pro Text", installed.contains("sfprodisplay") ? "SF Pro Display" : "SF Pro Text")
        }
        if installed.contains("sfpro") { return ("SF Pro", "SF Pro") }
        warn("\(variable) holds no SF Pro Text, SF Pro Display or SF Pro font; the system font stays Inter")
        return ("Inter", "Inter Display")
    }()

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
}
