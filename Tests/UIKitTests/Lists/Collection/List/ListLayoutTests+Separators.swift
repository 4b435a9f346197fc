import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// `UIListSeparatorConfiguration` (iOS 14.5): the defaults UIKit gives every appearance, and the lines a list's
/// `separatorConfiguration` and `itemSeparatorHandler` draw — visibility, insets from the row's edges and colour.
extension ListLayoutTests {
    @Test func separatorConfigurationDefaultsAreUIKits() {
        for appearance: UICollectionLayoutListConfiguration.Appearance in [.plain, .grouped, .insetGrouped, .sidebar] {
            let separators = UICollectionLayoutListConfiguration(appearance: appearance).separatorConfiguration
            #expect(separators.topSeparatorVisibility == .automatic && separators.bottomSeparatorVisibility == .automatic)
            #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
            #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
            #expect(separators.color == .separator && separators.multipleSelectionColor == .separator)
        }
        #expect(UIListSeparatorConfiguration.automaticInsets
                == NSDirectionalEdgeInsets(top: 0, leading: .greatestFiniteMagnitude, bottom: 0,
                                           trailing: .greatestFiniteMagnitude))
    }

    @Test func theSectionsSeparatorConfigurationSetsInsetsColourAndVisibility() throws {
        let view = list(.plain, rows: Rows([3])) {
            $0.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
            $0.separatorConfiguration.color = .systemRed
            $0.separatorConfiguration.topSeparatorVisibility = .visible
        }
        let row = try cell(view, 1)
        #expect(row.bottomSeparator.frame == CGRect(x: 40, y: 43.5, width: 325, height: 0.5), "40 in, 10 short of the end")
        #expect(row.bottomSeparator.backgroundColor == .systemRed)
        #expect(row.topSeparator.frame == CGRect(x: 16, y: 0, width: 359, height: 0.5) && !row.topSeparator.isHidden,
                "a visible top line a plain row lacks: the standard one, from the text")
        #expect(row.separatorLayoutGuide.layoutFrame.minX == 40)
    }

    @Test func theItemSeparatorHandlerDecidesRowByRow() throws {
        var asked: [IndexPath] = []
        let view = list(.insetGrouped, rows: Rows([3])) {
            $0.itemSeparatorHandler = { indexPath, section in
                asked.append(indexPath)
                var separators = section
                if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 2 {
                    separators.bottomSeparatorVisibility = .visible
                    separators.bottomSeparatorInsets.leading = 0
                }
                return separators
            }
        }
        let (first, middle, last) = (try cell(view, 0), try cell(view, 1), try cell(view, 2))
        #expect(first.bottomSeparator.isHidden)
        #expect(middle.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 327, height: 0.5) && !middle.bottomSeparator.isHidden)
        #expect(last.bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 343, height: 0.5) && !last.bottomSeparator.isHidden,
                "an inset-grouped section's last row has no line unless the handler makes one")
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func showsSeparatorsOffOverridesTheConfiguration() throws {
        let view = list(.plain, rows: Rows([2])) {
            $0.showsSeparators = false
            $0.separatorConfiguration.bottomSeparatorVisibility = .visible
        }
        #expect(try cell(view, 0).bottomSeparator.isHidden)
    }
}
