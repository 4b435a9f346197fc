import Foundation
import Testing
@testable import DynamicsUIKit

/// `UICollectionViewUpdateItem.description` names its action as UIKit does (`action (move)`, as in a public crash log
/// of iOS), never as `UICollectionUpdateAction(rawValue: 3)`.
@Suite struct UpdateItemDescriptionTests {
    @Test func theActionIsNamed() {
        let move = UICollectionViewUpdateItem(.move, before: IndexPath(item: 0, section: 0), after: IndexPath(item: 9, section: 0))
        #expect(move.description == "<UICollectionViewUpdateItem index path before update ((0-0)) index path after update "
                + "((0-9)) action (move)>")
        let actions: [UICollectionViewUpdateItem.Action] = [.insert, .delete, .reload, .move, .none,
                                                            UICollectionViewUpdateItem.Action(rawValue: 42)!]
        let names = actions.map { action in
            UICollectionViewUpdateItem(action, before: nil, after: nil).description
                .components(separatedBy: "action (").last.map { String($0.dropLast(2)) }
        }
        #expect(names == ["insert", "delete", "reload", "move", "none", "42"])
    }
}
