import SwiftParser
import SwiftSyntax
import Testing
@testable import DynamicsPort

/// The edit applier: edits never share a byte, the first made keeps it, a replacement takes in the edits it read,
/// and the result is made in one pass whatever order the edits came in.
@Suite struct TextEditsTests {
    @Test func anEditOverlappingAnEarlierOneIsRefusedAndTheFirstKeepsItsBytes() {
        var edits = TextEdits("0123456789")
        edits.replace(from: 2, to: 6, with: "ab")
        edits.replace(from: 4, to: 8, with: "XY")
        edits.replace(from: 3, to: 3, with: "inside")
        #expect(edits.result() == "01ab6789")
        #expect(edits.refused.map(\.offset) == [4, 3])
        #expect(edits.refused.map(\.text) == ["XY", "inside"])
    }

    @Test func aReplacementAroundAnEditItDidNotReadIsRefused() {
        var edits = TextEdits("0123456789")
        edits.replace(from: 4, to: 5, with: "four")
        edits.replace(from: 2, to: 8, with: "whole")
        #expect(edits.result() == "0123four56789")
        #expect(edits.refused.count == 1)
    }

    /// Before, the applier worked back to front on offsets of the original: an insertion made after a replacement
    /// at the same place was applied first and then half eaten by the replacement.
    @Test func anInsertionWhereAReplacementStartsGoesInFrontOfIt() {
        var edits = TextEdits("abcdef")
        edits.replace(from: 0, to: 3, with: "XYZ")
        edits.replace(from: 0, to: 0, with: "1")
        edits.replace(from: 0, to: 0, with: "2")
        edits.replace(from: 3, to: 3, with: "3")
        #expect(edits.result() == "12XYZ3def")
        #expect(edits.refused.isEmpty)
    }

    @Test func aReplacementTakesInTheEditsItReadOnce() throws {
        let tree = Parser.parse(source: "f(x, y)")
        let call = try #require(tree.statements.first?.item.as(FunctionCallExprSyntax.self))
        let arguments = Array(call.arguments)
        var edits = TextEdits(tree.description)
        edits.replace(arguments[0].expression, with: "one")
        edits.replace(arguments[1].expression, with: "two")
        let inner = edits.text(of: arguments[0].expression)
        #expect(inner == "one")
        #expect(edits.preview(of: call) == "f(one, two)")
        // Reading the whole call marks both edits read: the replacement takes their place.
        let whole = edits.text(of: call)
        edits.replace(call, with: "[\(whole)]")
        #expect(edits.result() == "[f(one, two)]")
        #expect(edits.refused.isEmpty)
    }

    @Test func removingTheEditsInsideANodeGivesTheirTexts() throws {
        let tree = Parser.parse(source: "g(a) + b")
        let call = try #require(tree.statements.first?.item.as(SequenceExprSyntax.self)?.elements.first?.as(FunctionCallExprSyntax.self))
        var edits = TextEdits(tree.description)
        edits.replace(from: 2, to: 3, with: "A")
        edits.replace(from: 7, to: 8, with: "B")
        #expect(edits.removeEdits(inside: call) == ["A"])
        #expect(edits.result() == "g(a) + B")
    }
}
