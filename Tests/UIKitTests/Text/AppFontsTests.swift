import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// Fonts an app bundles (`UIAppFonts`) are found by PostScript, full and family name, listed by `UIFont.familyNames`
/// and set with their own advances. No font file is shipped for the test: fontTools renames a copy of DejaVu Sans
/// Mono Bold (Bitstream Vera licence, which allows renamed copies) "Test Digital" at test time.
@Suite struct AppFontsTests {
    /// The text measured: narrow and wide letters, which a monospaced face sets alike and the fallback does not.
    private let sample = "iiiii00000"

    /// Writes the renamed font and an Info.plist listing it into `folder`; returns the width of `sample` at 20 pt
    /// from DejaVu Sans Mono's `hmtx` table, each advance rounded to a whole point as Pango places glyphs at 72 dpi
    /// (`TextEngine`).
    private func makeTestDigital(in folder: URL) throws -> Double {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            font = TTFont('/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf')
            names = {1: 'Test Digital', 2: 'Bold', 4: 'Test Digital Bold', 6: 'TestDigital-Bold', 16: 'Test Digital', 17: 'Bold'}
            for record in font['name'].names:
                if record.nameID in names: record.string = names[record.nameID]
            font.save(sys.argv[1] + '/TestDigital.ttf')
            cmap, units = font.getBestCmap(), font['head'].unitsPerEm
            print(sum(int(font['hmtx'][cmap[ord(c)]][0] * 20 / units + 0.5) for c in sys.argv[2]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.path, sample]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3-fonttools renames DejaVu Sans Mono Bold")
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UIAppFonts": ["TestDigital.ttf"]],
                                                       format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("TestDigital-Info.plist"))
        return try #require(Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func aBundledFontIsFoundByItsNamesAndSetWithItsOwnAdvances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedWidth = try makeTestDigital(in: folder)

        // Before the app's fonts are added the name falls back to the system font's stand-in.
        let fallback = try #require(UIFont(name: "TestDigital-Bold", size: 20))
        #expect(fallback.familyName == "Inter")
        #expect(!UIFont.familyNames.contains("Test Digital"))
        let fallbackWidth = sample.size(withAttributes: [.font: fallback]).width

        let listed = AppFonts.fonts(listedIn: folder.appendingPathComponent("TestDigital-Info.plist").path)
        #expect(listed == ["TestDigital.ttf"])
        let file = try #require(AppFonts.file(named: listed[0], in: ["/nonexistent", folder.path]))
        let faces = AppFonts.register(fileAt: file)
        #expect(faces.map(\.family) == ["Test Digital"] && faces.map(\.postScriptName) == ["TestDigital-Bold"])
        #expect(faces.map(\.fullName) == ["Test Digital Bold"])
        #expect(faces.map(\.weight) == [700] && faces.map(\.isItalic) == [false])

        // iOS's three names find the face; the family lists it.
        for name in ["TestDigital-Bold", "Test Digital Bold", "Test Digital"] {
            let font = try #require(UIFont(name: name, size: 20))
            #expect(font.familyName == "Test Digital" && font.weight == .bold, "\(name)")
        }
        #expect(UIFont.familyNames.contains("Test Digital"))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: "Test Digital") == ["TestDigital-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)

        // DejaVu Sans Mono's advances (12 pt each at 20 pt), not the fallback's.
        let font = try #require(UIFont(name: "TestDigital-Bold", size: 20))
        let width = sample.size(withAttributes: [.font: font]).width
        #expect(Double(width) == expectedWidth, "\(width) pt, fontTools: \(expectedWidth) pt")
        #expect(abs(width - fallbackWidth) > 20, "\(width) pt against Inter's \(fallbackWidth) pt")
    }
}
