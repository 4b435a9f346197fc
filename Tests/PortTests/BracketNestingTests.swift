import Foundation
import Testing
@testable import DynamicsPort

/// The bound on bracket structure checked before the parser: a source past it is refused in one line, and every
/// real source the project knows stays within it.
@Suite struct BracketNestingTests {
    @Test func aLineLeavingMoreThanEightBracketsOpenIsRefused() {
        let source = PortSource(path: "Deep.swift", text: "let a = 1\nlet b = f([[[[[[[[[1\n")
        #expect(throws: PortError.unreadableNesting(file: "Deep.swift", line: 2, message: "10 brackets opened on this line and left open (at most 8 are read)")) {
            try BracketNesting.check(source)
        }
        #expect((try? BracketNesting.check(PortSource(path: "A.swift", text: "let b = f([[[[[[[1\n]]]]]]])\n"))) != nil)
        // The last line counts without its line break too.
        #expect(throws: PortError.unreadableNesting(file: "End.swift", line: 1, message: "10 brackets opened on this line and left open (at most 8 are read)")) {
            try BracketNesting.check(PortSource(path: "End.swift", text: "let x = [[[[[[[[[["))
        }
    }

    /// A closer of another kind closes nothing, as in the parser's recovery; `#if` and `#endif` pair like brackets.
    @Test func mismatchedClosersLeaveBracketsOpenAndDirectivesCount() {
        let mismatched = String(repeating: "((((\n]]]]\n", count: 17)
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 33, message: "brackets nested more than 64 deep")) {
            try BracketNesting.check(PortSource(path: "A.swift", text: mismatched))
        }
        let directives = String(repeating: "#if os(iOS) #if DEBUG ", count: 5) + "\n"
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 1, message: "10 brackets opened on this line and left open (at most 8 are read)")) {
            try BracketNesting.check(PortSource(path: "A.swift", text: directives))
        }
        #expect((try? BracketNesting.check(PortSource(path: "A.swift", text: "#if os(iOS)\n#if DEBUG\n#endif\n#endif\n#ifdef\n"))) != nil)
    }

    @Test func nestingDeeperThanSixtyFourIsRefused() {
        let deep = String(repeating: "(\n", count: 65) + String(repeating: ")", count: 65)
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 65, message: "brackets nested more than 64 deep")) {
            try BracketNesting.check(PortSource(path: "A.swift", text: deep))
        }
        let valid = String(repeating: "(\n", count: 64) + String(repeating: ")", count: 64)
        #expect((try? BracketNesting.check(PortSource(path: "A.swift", text: valid))) != nil)
    }

    /// Each `[` nested in an expression about doubles the parser's time (16 closed on one line: 1.3 s in a debug
    /// build); more than 12 are refused, whatever brackets come between them.
    @Test func squareBracketsNestedDeeperThanTwelveAreRefused() {
        func nested(_ opener: String, _ closer: String, _ count: Int) -> PortSource {
            PortSource(path: "A.swift", text: "let a = 1\nlet b = " + String(repeating: opener, count: count) + "1"
                       + String(repeating: closer, count: count) + "\n")
        }
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 2, message: "[ nested more than 12 deep")) {
            try BracketNesting.check(nested("[", "]", 13))
        }
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 2, message: "[ nested more than 12 deep")) {
            try BracketNesting.check(nested("[(", ")]", 13))
        }
        #expect((try? BracketNesting.check(nested("[", "]", 12))) != nil)
        #expect((try? BracketNesting.check(nested("(", ")", 40))) != nil)
        // Closed ones are taken off the count: twelve, then twelve again.
        let twice = nested("[", "]", 12).text + "let c = " + String(repeating: "[", count: 12) + "2" + String(repeating: "]", count: 12)
        #expect((try? BracketNesting.check(PortSource(path: "A.swift", text: twice))) != nil)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let text = """
        let s = "((((((((((((((\\"(((((((((("
        // [[[[[[[[[[[[[[[[[[
        /* {{{{{{{{{{{ /* nested ((((((((((( */ [[[[[[[[[[[ */
        let m = \"\"\"
        ((((((((((((((((
        \"\"\"
        """
        #expect((try? BracketNesting.check(PortSource(path: "A.swift", text: text))) != nil)
    }

    /// The run of one bracket that made the parser's recovery take minutes (`make bench`-free: the refusal comes
    /// before the parser, so this returns at once).
    @Test func theRewriterRefusesARunOfFortyBracketsInOneLine() {
        let text = "import UIKit\nclass A { func f() { let x = " + String(repeating: "[", count: 40) + " } }\n"
        #expect(throws: PortError.unreadableNesting(file: "A.swift", line: 2, message: "[ nested more than 12 deep")) {
            try SourceRewriter.rewrite([PortSource(path: "A.swift", text: text)])
        }
        #expect(SourceRewriter.syntaxError(in: PortSource(path: "A.swift", text: text))?.description
                == "A.swift:2: not read: [ nested more than 12 deep")
        let parentheses = "import UIKit\nclass A { func f() { let x = " + String(repeating: "(", count: 40) + " } }\n"
        #expect(SourceRewriter.syntaxError(in: PortSource(path: "A.swift", text: parentheses))?.description
                == "A.swift:2: not read: 42 brackets opened on this line and left open (at most 8 are read)")
    }

    /// Every Swift source of the port fixtures and of the rewriter's fuzz corpus is within both limits.
    @Test func realSourcesAreWithinTheLimits() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["PortFixtures", "FuzzTests/RewriterCorpus", "PortTests"] {
            let url = tests.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                #expect(throws: Never.self, "\(folder)/\(name)") { try BracketNesting.check(PortSource(path: name, text: text)) }
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
