import Foundation
import DynamicsUIKit

extension UIContentSizeCategory {
    /// The twelve text sizes by their command-line names (`dynamics render --content-size accessibility-large`),
    /// smallest first; each also answers to its short name (`xs` … `xxxl`, `ax1` … `ax5`).
    public static let commandLineNames: [(name: String, short: String, category: UIContentSizeCategory)] = [
        ("extra-small", "xs", .extraSmall), ("small", "s", .small), ("medium", "m", .medium),
        ("large", "l", .large), ("extra-large", "xl", .extraLarge), ("extra-extra-large", "xxl", .extraExtraLarge),
        ("extra-extra-extra-large", "xxxl", .extraExtraExtraLarge),
        ("accessibility-medium", "ax1", .accessibilityMedium), ("accessibility-large", "ax2", .accessibilityLarge),
        ("accessibility-extra-large", "ax3", .accessibilityExtraLarge),
        ("accessibility-extra-extra-large", "ax4", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", "ax5", .accessibilityExtraExtraExtraLarge),
    ]

    /// The category with this command-line name or short name (any case), if any.
    public init?(commandLineName: String) {
        let name = commandLineName.lowercased()
        guard let found = Self.commandLineNames.first(where: { $0.name == name || $0.short == name }) else {
            return nil
        }
        self = found.category
    }

    /// The category's command-line name, e.g. "accessibility-large"; nil for `unspecified` and unknown strings.
    public var commandLineName: String? { Self.commandLineNames.first { $0.category == self }?.name }
}
