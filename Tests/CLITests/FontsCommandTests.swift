import Foundation
import Testing

/// `dynamics fonts` and `DYNAMICS_SF_FONTS`: a folder of fonts whose families are SF Pro Text and SF Pro Display
/// draws the system font. Apple's SF fonts cannot be here, so the test makes a stand-in of them — DejaVu Sans
/// renamed with fontTools — and checks the text styles' widths against DejaVu's own advances, read by fontTools.
struct FontsCommandTests {
    /// One row of the table: family and average advance in ems.
    private func rows(_ output: String) -> [String: (family: String, em: Double)] {
        var rows: [String: (String, Double)] = [:]
        for line in output.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard columns.count >= 5, let em = Double(columns[columns.count - 1]) else { continue }
            rows[columns[0]] = (columns[2..<(columns.count - 2)].joined(separator: " "), em)
        }
        return rows
    }

    /// Writes DejaVu Sans renamed "SF Pro Text" and "SF Pro Display" into `folder` and returns DejaVu's weighted
    /// average advance in ems at each point size, from its `hmtx` table, each advance rounded to a whole point as
    /// Pango positions glyphs at 72 dpi (`TextEngine`).
    private func makeStandInSFFonts(in folder: URL) throws -> [Int: Double] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            weights = dict(a=0.0668, b=0.0122, c=0.0228, d=0.0348, e=0.1039, f=0.0182, g=0.0165, h=0.0499, i=0.057,
                           j=0.0013, k=0.0063, l=0.0329, m=0.0197, n=0.0552, o=0.0614, p=0.0158, q=0.0008, r=0.049,
                           s=0.0518, t=0.0741, u=0.0226, v=0.008, w=0.0193, x=0.0012, y=0.0162, z=0.0006)
            weights[' '] = 0.1818
            for family in ('SF Pro Text', 'SF Pro Display'):
                font = TTFont('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')
                for record in font['name'].names:
                    if record.nameID in (1, 16): record.string = family
                    elif record.nameID == 4: record.string = family + ' Regular'
                    elif record.nameID == 6: record.string = family.replace(' ', '') + '-Regular'
                font.save(sys.argv[1] + '/' + family.replace(' ', '-') + '-Regular.ttf')
            cmap, metrics, units = font.getBestCmap(), font['hmtx'], font['head'].unitsPerEm
            for size in (11, 12, 13, 15, 16, 17, 20, 22, 28, 34):
                points = sum(int(metrics[cmap[ord(c)]][0] * size / units + 0.5) * w for c, w in weights.items())
                print(size, points / size)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3-fonttools renames DejaVu Sans")
        var ems: [Int: Double] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let size = Int(parts[0]), let em = Double(parts[1]) { ems[size] = em }
        }
        #expect(ems.count == 10)
        return ems
    }

    @Test func theSFFontsFolderDrawsTheSystemFont() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dejaVuEms = try makeStandInSFFonts(in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["DYNAMICS_SF_FONTS"] = nil
        let inter = try runDynamics(["fonts"], environment: environment)
        #expect(inter.status == 0 && inter.errorLines.isEmpty, "\(inter.standardError)")
        let interRows = rows(inter.standardOutput)
        #expect(interRows.count == 11)
        #expect(interRows["body"]?.family == "Inter" && interRows["largeTitle"]?.family == "Inter Display")

        environment["DYNAMICS_SF_FONTS"] = folder.path
        let sf = try runDynamics(["fonts"], environment: environment)
        #expect(sf.status == 0 && sf.errorLines.isEmpty, "\(sf.standardError)")
        let sfRows = rows(sf.standardOutput)
        #expect(sfRows["body"]?.family == "SF Pro Text" && sfRows["caption2"]?.family == "SF Pro Text")
        #expect(sfRows["title3"]?.family == "SF Pro Display" && sfRows["largeTitle"]?.family == "SF Pro Display")
        // The regular styles are set in the renamed DejaVu Sans: its own advances, as fontTools reads them (within
        // what shaping adds: DejaVu's kerning of a letter with itself). Inter sets the same text 6 % narrower.
        var interDifference = 0.0
        let sizes = ["caption2": 11, "caption1": 12, "footnote": 13, "subheadline": 15, "callout": 16, "body": 17,
                     "title3": 20, "title2": 22, "title1": 28, "largeTitle": 34]
        for (style, size) in sizes {
            let em = try #require(sfRows[style]?.em), expected = try #require(dejaVuEms[size])
            #expect(abs(em - expected) < 0.006, "\(style): \(em) em, DejaVu Sans \(expected) em")
            interDifference += (em - (interRows[style]?.em ?? 0)) / Double(sizes.count)
        }
        #expect(interDifference > 0.02, "no longer Inter's widths: \(interDifference) em wider on average")

        environment["DYNAMICS_SF_FONTS"] = folder.appendingPathComponent("missing").path
        let missing = try runDynamics(["fonts"], environment: environment)
        #expect(missing.status == 0 && missing.errorLines.count == 1 && missing.standardError.contains("not a folder"))
        #expect(rows(missing.standardOutput)["body"]?.family == "Inter")
    }
}
