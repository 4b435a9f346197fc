import ArgumentParser
import Dynamics
import Foundation

/// `dynamics fonts`: which family draws each text style here, and how wide it sets English text — to compare the
/// system font's stand-in (Inter) with SF Pro's published metrics, or to check that `DYNAMICS_SF_FONTS` took effect.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Print the family and average advance width of every text style at the Large text size.",
        discussion: """
            The average advance is the advance of English lower-case letters and the space, weighted by how often \
            each occurs in English text (the weighting of Capsize's xWidthAvg font metric), in points and in ems. \
            DYNAMICS_SF_FONTS names a folder of Apple's SF Pro fonts to draw the system font with instead of Inter.
            """
    )

    /// English letter frequencies and the space's, as Capsize weights a font's average width.
    static let weightings: [(Character, Double)] = [
        ("a", 0.0668), ("b", 0.0122), ("c", 0.0228), ("d", 0.0348), ("e", 0.1039), ("f", 0.0182), ("g", 0.0165),
        ("h", 0.0499), ("i", 0.057), ("j", 0.0013), ("k", 0.0063), ("l", 0.0329), ("m", 0.0197), ("n", 0.0552),
        ("o", 0.0614), ("p", 0.0158), ("q", 0.0008), ("r", 0.049), ("s", 0.0518), ("t", 0.0741), ("u", 0.0226),
        ("v", 0.008), ("w", 0.0193), ("x", 0.0012), ("y", 0.0162), ("z", 0.0006), (" ", 0.1818),
    ]

    private static let styles: [(String, UIFont.TextStyle)] = [
        ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
        ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
    ]

    func run() throws {
        MainActor.assumeIsolated { printTable() }
    }

    @MainActor private func printTable() {
        print("style        size  family          average advance (pt)  (em)")
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        for (name, style) in Self.styles {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: large)
            let advance = Self.averageAdvance(of: font)
            print(name.padding(toLength: 13, withPad: " ", startingAt: 0)
                  + String(format: "%-6g", Double(font.pointSize))
                  + font.familyName.padding(toLength: 16, withPad: " ", startingAt: 0)
                  + String(format: "%-22.3f%.4f", advance, advance / Double(font.pointSize)))
        }
    }

    /// The weighted average advance of `font`, each character measured across a run of 100 to keep the layout's
    /// rounding out of it.
    @MainActor static func averageAdvance(of font: UIFont) -> Double {
        weightings.reduce(0) { sum, entry in
            let run = String(repeating: String(entry.0), count: 100)
            return sum + Double(run.size(withAttributes: [.font: font]).width) / 100 * entry.1
        }
    }
}
