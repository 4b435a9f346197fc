import DynamicsUIKit
import Testing
import UIKitTestSupport

/// The enumerations of the iOS 14 and 15 configuration types and the last UIKit ones moved to C
/// (`UIKitConfigurationOpenEnums.h`): each `switch` below lists every case and ends in `default`, which compiles
/// without "default will never be executed" only because the type is open, as the SDK's is.
extension OpenEnumerationCaseTests {
    @Test func listAppearance() {
        typealias Appearance = UICollectionLayoutListConfiguration.Appearance
        func name(_ value: Appearance) -> String {
            switch value {
            case .plain: "plain"
            case .grouped: "grouped"
            case .insetGrouped: "insetGrouped"
            case .sidebar: "sidebar"
            case .sidebarPlain: "sidebarPlain"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain], unknown: 99, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2, 3, 4], names: ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"],
                                   unknownName: "later", printed: "UICollectionLayoutListAppearance",
                                   described: "UICollectionLayoutListAppearance(rawValue: 0)"))
    }

    @Test func listHeaderAndFooterModes() {
        typealias Configuration = UICollectionLayoutListConfiguration
        func name(_ value: Configuration.HeaderMode) -> String {
            switch value {
            case .none: "none"
            case .supplementary: "supplementary"
            case .firstItemInSection: "firstItemInSection"
            default: "later"
            }
        }
        func name(_ value: Configuration.FooterMode) -> String {
            switch value {
            case .none: "none"
            case .supplementary: "supplementary"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([Configuration.HeaderMode.none, .supplementary, .firstItemInSection], unknown: 7, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2], names: ["none", "supplementary", "firstItemInSection"],
                                   unknownName: "later", printed: "UICollectionLayoutListHeaderMode",
                                   described: "UICollectionLayoutListHeaderMode(rawValue: 0)"))
        #expect(OpenEnumerationView([Configuration.FooterMode.none, .supplementary], unknown: -3, name: name)
            == OpenEnumerationView(rawValues: [0, 1], names: ["none", "supplementary"], unknownName: "later",
                                   printed: "UICollectionLayoutListFooterMode",
                                   described: "UICollectionLayoutListFooterMode(rawValue: 0)"))
    }

    @Test func cellAccessoryStates() {
        func name(_ value: UICellAccessory.DisplayedState) -> String {
            switch value {
            case .always: "always"
            case .whenEditing: "whenEditing"
            case .whenNotEditing: "whenNotEditing"
            default: "later"
            }
        }
        func name(_ value: UICellAccessory.OutlineDisclosureOptions.Style) -> String {
            switch value {
            case .automatic: "automatic"
            case .header: "header"
            case .cell: "cell"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([UICellAccessory.DisplayedState.always, .whenEditing, .whenNotEditing], unknown: 3, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2], names: ["always", "whenEditing", "whenNotEditing"],
                                   unknownName: "later", printed: "UICellAccessoryDisplayedState",
                                   described: "UICellAccessoryDisplayedState(rawValue: 0)"))
        #expect(OpenEnumerationView([UICellAccessory.OutlineDisclosureOptions.Style.automatic, .header, .cell], unknown: 3,
                                    name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2], names: ["automatic", "header", "cell"], unknownName: "later",
                                   printed: "UICellAccessoryOutlineDisclosureStyle",
                                   described: "UICellAccessoryOutlineDisclosureStyle(rawValue: 0)"))
    }

    @Test func buttonConfigurationEnumerations() {
        typealias Configuration = UIButton.Configuration
        func name(_ value: Configuration.Size) -> String {
            switch value {
            case .medium: "medium"
            case .small: "small"
            case .mini: "mini"
            case .large: "large"
            default: "later"
            }
        }
        func name(_ value: Configuration.TitleAlignment) -> String {
            switch value {
            case .automatic: "automatic"
            case .leading: "leading"
            case .center: "center"
            case .trailing: "trailing"
            default: "later"
            }
        }
        func name(_ value: Configuration.CornerStyle) -> String {
            switch value {
            case .fixed: "fixed"
            case .dynamic: "dynamic"
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            case .capsule: "capsule"
            default: "later"
            }
        }
        // The SDK's values: medium is 0 (the old Swift enumeration here counted from mini).
        #expect(OpenEnumerationView([Configuration.Size.medium, .small, .mini, .large], unknown: 9, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2, 3], names: ["medium", "small", "mini", "large"], unknownName: "later",
                                   printed: "UIButtonConfigurationSize", described: "UIButtonConfigurationSize(rawValue: 0)"))
        #expect(OpenEnumerationView([Configuration.TitleAlignment.automatic, .leading, .center, .trailing], unknown: 9, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2, 3], names: ["automatic", "leading", "center", "trailing"],
                                   unknownName: "later", printed: "UIButtonConfigurationTitleAlignment",
                                   described: "UIButtonConfigurationTitleAlignment(rawValue: 0)"))
        #expect(OpenEnumerationView([Configuration.CornerStyle.fixed, .dynamic, .small, .medium, .large, .capsule], unknown: 9,
                                    name: name)
            == OpenEnumerationView(rawValues: [-1, 0, 1, 2, 3, 4],
                                   names: ["fixed", "dynamic", "small", "medium", "large", "capsule"], unknownName: "later",
                                   printed: "UIButtonConfigurationCornerStyle",
                                   described: "UIButtonConfigurationCornerStyle(rawValue: -1)"))
    }

    @Test func tableSeparatorStyleAndVibrancyStyle() {
        func name(_ value: UITableViewCell.SeparatorStyle) -> String {
            switch value {
            case .none: "none"
            case .singleLine: "singleLine"
            case .singleLineEtched: "singleLineEtched"
            default: "later"
            }
        }
        func name(_ value: UIVibrancyEffectStyle) -> String {
            switch value {
            case .label: "label"
            case .secondaryLabel: "secondaryLabel"
            case .tertiaryLabel: "tertiaryLabel"
            case .quaternaryLabel: "quaternaryLabel"
            case .fill: "fill"
            case .secondaryFill: "secondaryFill"
            case .tertiaryFill: "tertiaryFill"
            case .separator: "separator"
            default: "later"
            }
        }
        #expect(UITableView().separatorStyle == .singleLine)
        #expect(OpenEnumerationView([UITableViewCell.SeparatorStyle.none, .singleLine, .singleLineEtched], unknown: 3, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2], names: ["none", "singleLine", "singleLineEtched"], unknownName: "later",
                                   printed: "UITableViewCellSeparatorStyle",
                                   described: "UITableViewCellSeparatorStyle(rawValue: 0)"))
        let vibrancy: [UIVibrancyEffectStyle] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill, .separator
        ]
        #expect(OpenEnumerationView(vibrancy, unknown: 8, name: name)
            == OpenEnumerationView(rawValues: Array(0...7), names: vibrancy.map(name), unknownName: "later",
                                   printed: "UIVibrancyEffectStyle", described: "UIVibrancyEffectStyle(rawValue: 0)"))
        #expect(vibrancy.map(name) == ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill",
                                       "tertiaryFill", "separator"])
    }

    @Test func listSeparatorVisibility() {
        func name(_ value: UIListSeparatorConfiguration.Visibility) -> String {
            switch value {
            case .automatic: "automatic"
            case .visible: "visible"
            case .hidden: "hidden"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([UIListSeparatorConfiguration.Visibility.automatic, .visible, .hidden], unknown: 5, name: name)
            == OpenEnumerationView(rawValues: [0, 1, 2], names: ["automatic", "visible", "hidden"], unknownName: "later",
                                   printed: "UIListSeparatorVisibility", described: "UIListSeparatorVisibility(rawValue: 0)"))
    }
}
