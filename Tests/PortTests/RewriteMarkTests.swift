import SwiftParser
import SwiftSyntax
import Testing
@testable import DynamicsPort

/// Where the `/* port: … */` marks go (`FileRewriter+Marks.swift`): Swift reads an operator by the space around it and
/// a comment counts as space, so a mark never goes between two tokens written against each other when one of them is
/// an operator; the rewritten source must parse as the original did.
@Suite struct RewriteMarkTests {
    /// Rewrites `source` as `A.swift` and checks that the output parses.
    private func rewritten(_ source: String) throws -> RewrittenSource {
        let ported = try SourceRewriter.rewrite([PortSource(path: "A.swift", text: source)])
        let file = try #require(ported.files.first)
        #expect(SourceRewriter.syntaxError(in: PortSource(path: "A.swift", text: file.text)) == nil, "\(file.text)")
        return file
    }

    /// The rewriter campaign's seed 466: a `.` repeated in `UIPushBehaviorMode.instantaneous` made the infix operator
    /// `..`; the mark after the renamed type put space in front of it and none after, which makes `..` a prefix
    /// operator, and the output stopped parsing ("unexpected '..instantaneous'").
    @Test func aMarkStaysOffAnInfixOperatorWrittenAgainstTheRenamedName() throws {
        let file = try rewritten("let push = UIPushBehavior(items: [ball], mode: UIPushBehaviorMode..instantaneous)\n")
        #expect(file.text == "let push = UIPushBehavior(items: [ball], mode: /* port: Swift 4.2 name */ UIPushBehavior.Mode..instantaneous)\n")
        #expect(file.changes == [.swift42Name: 1])
    }

    /// Operators written against both sides of the name: the mark goes in front of the whole run.
    @Test func aRunOfGluedOperatorsTakesTheMarkInFrontOfIt() throws {
        let file = try rewritten("let high = 1+UILayoutPriorityDefaultHigh+1\nlet options = -UIViewAnimationOptions!\n")
        #expect(file.text == """
        let high = /* port: Swift 3 priority */ 1+UILayoutPriority.defaultHigh.rawValue+1
        let options = /* port: Swift 4.2 name */ -UIView.AnimationOptions!

        """)
        #expect(file.changes == [.swift3Priority: 1, .swift42Name: 1])
    }

    /// A mark in front of a rewritten expression steps over the operator glued to it and the whole string literal in
    /// front of that operator (a mark inside the literal would change the string).
    @Test func aLeadingMarkStepsOverAGluedOperatorAndALiteral() throws {
        let file = try rewritten("let path = \"layer.\"+#keyPath(CALayer.opacity)\nlet plain = #keyPath(CALayer.opacity)\n")
        #expect(file.text == """
        let path = /* port: key path */ "layer."+"opacity"
        let plain = /* port: key path */ "opacity"

        """)
        #expect(file.changes == [.keyPath: 2])
    }

    /// The end of the file is space after the last token: a rename there keeps its mark after it.
    @Test func aRenameAtTheEndOfTheFileIsMarkedAfterIt() throws {
        let file = try rewritten("let state: UIControlState")
        #expect(file.text == "let state: UIControl.State /* port: Swift 4.2 name */")
    }

    /// A trailing mark where the token after the rewritten call is an operator written against it.
    @Test func aPlatformConditionGluedToAnOperatorIsMarkedInFront() throws {
        let file = try rewritten("#if os(iOS)&&DEBUG\nlet a = 1\n#endif\n#if os(iOS) && DEBUG\nlet b = 1\n#endif\n")
        #expect(file.text == """
        #if /* port: platform condition */ os(Linux)&&DEBUG
        let a = 1
        #endif
        #if os(Linux) /* port: platform condition */ && DEBUG
        let b = 1
        #endif

        """)
        #expect(file.changes == [.platformCondition: 2])
    }

    /// Which neighbours a comment would separate: an operator and a name or literal written against each other, a
    /// `.` and the member after it; not brackets, separators, or a `.` after a name.
    @Test func gluedTokens() throws {
        func pairs(_ text: String) -> [String] {
            let tree = Parser.parse(source: text)
            let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
            return zip(tokens, tokens.dropFirst()).filter { FileRewriter.areGlued($0, $1) }.map { $0.text + $1.text }
        }
        #expect(pairs("let a = b+c") == ["b+", "+c"])
        #expect(pairs("let a = f(-x, y!)") == ["-x", "y!"])
        #expect(pairs("let a = b.c") == [".c"])
        #expect(pairs("let a = [b] + (c)") == [])
        #expect(pairs("let a = \"b\"+c") == ["\"+", "+c"])
        #expect(pairs("let a = b!") == ["b!"])
    }
}
