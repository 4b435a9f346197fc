import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

@Suite struct DynamicColorTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// 0–255 components and the alpha in hundredths.
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let resolved = color.resolvedColor(with: traits)
        return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
            + [Int((resolved.alpha * 100).rounded())]
    }

    /// Apple's published values (Human Interface Guidelines, Color; UIKit's UI element colours): light, then dark.
    private let table: [(String, UIColor, [Int], [Int])] = [
        ("systemBackground", .systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
        ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
        ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255, 100],
         [28, 28, 30, 100]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247, 100],
         [44, 44, 46, 100]),
        ("label", .label, [0, 0, 0, 100], [255, 255, 255, 100]),
        ("secondaryLabel", .secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
        ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
        ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
        ("placeholderText", .placeholderText, [60, 60, 67, 30], [235, 235, 245, 30]),
        ("separator", .separator, [60, 60, 67, 29], [84, 84, 88, 60]),
        ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
        ("link", .link, [0, 122, 255, 100], [9, 132, 255, 100]),
        ("systemFill", .systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
        ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 16], [120, 120, 128, 32]),
        ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 12], [118, 118, 128, 24]),
        ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 8], [118, 118, 128, 18]),
        ("systemBlue", .systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
        ("systemGreen", .systemGreen, [52, 199, 89, 100], [48, 209, 88, 100]),
        ("systemIndigo", .systemIndigo, [88, 86, 214, 100], [94, 92, 230, 100]),
        ("systemOrange", .systemOrange, [255, 149, 0, 100], [255, 159, 10, 100]),
        ("systemPink", .systemPink, [255, 45, 85, 100], [255, 55, 95, 100]),
        ("systemPurple", .systemPurple, [175, 82, 222, 100], [191, 90, 242, 100]),
        ("systemRed", .systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
        ("systemTeal", .systemTeal, [90, 200, 250, 100], [100, 210, 255, 100]),
        ("systemYellow", .systemYellow, [255, 204, 0, 100], [255, 214, 10, 100]),
        ("systemBrown", .systemBrown, [162, 132, 94, 100], [172, 142, 104, 100]),
        ("systemMint", .systemMint, [0, 199, 190, 100], [99, 230, 226, 100]),
        ("systemCyan", .systemCyan, [50, 173, 230, 100], [100, 210, 255, 100]),
        ("systemGray", .systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
        ("systemGray2", .systemGray2, [174, 174, 178, 100], [99, 99, 102, 100]),
        ("systemGray3", .systemGray3, [199, 199, 204, 100], [72, 72, 74, 100]),
        ("systemGray4", .systemGray4, [209, 209, 214, 100], [58, 58, 60, 100]),
        ("systemGray5", .systemGray5, [229, 229, 234, 100], [44, 44, 46, 100]),
        ("systemGray6", .systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
    ]

    @Test func systemColoursResolveToApplesLightAndDarkValues() {
        for (name, color, lightValue, darkValue) in table {
            #expect(rgba(color, light) == lightValue, "\(name) light")
            #expect(rgba(color, dark) == darkValue, "\(name) dark")
        }
    }

    @Test func anUnspecifiedAppearanceResolvesAsLight() {
        #expect(rgba(.label, UITraitCollection()) == [0, 0, 0, 100])
        #expect(rgba(.systemBackground, UITraitCollection()) == [255, 255, 255, 100])
    }

    @Test func fixedColoursStayThemselves() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.resolvedColor(with: dark) === red)
        #expect(rgba(.white, dark) == [255, 255, 255, 100])
    }

    @Test func aDynamicProviderIsAskedWithTheTraits() {
        var asked: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1)
        }
        #expect(rgba(color, dark) == [51, 51, 51, 100])
        #expect(rgba(color, light) == [230, 230, 230, 100])
        #expect(asked == [.dark, .light])
        // A provider may answer with another dynamic colour: it is resolved with the same traits.
        let nested = UIColor { _ in .label }
        #expect(rgba(nested, dark) == [255, 255, 255, 100])
        #expect(color != UIColor(dynamicProvider: { _ in .white }))
        #expect(color == color)
    }

    @Test func componentsAndCGColorFollowTheCurrentTraits() throws {
        var darkRed: CGFloat = -1
        var cg: CGColor?
        dark.performAsCurrent {
            darkRed = UIColor.systemBlue.red
            cg = UIColor.separator.cgColor
        }
        #expect(Int((darkRed * 255).rounded()) == 10)
        // `cgColor` is fixed at the traits in force when it was asked for, as on iOS.
        let fixed = try #require(cg)
        #expect(Int((fixed.alpha * 100).rounded()) == 60)
        light.performAsCurrent { #expect(Int((fixed.alpha * 100).rounded()) == 60) }
        #expect(UIColor.systemBlue.withAlphaComponent(0.5).resolvedColor(with: dark).red == 10.0 / 255)
    }
}
