import SwiftSyntax

/// Where a rewrite's `/* port: <kind> */` mark goes. Swift reads an operator by the space around it (`a+b` and
/// `a + b` are infix, `-x` prefix, `x!` postfix), and a comment counts as space; so a mark written between two tokens
/// with nothing between them can change what the source says or stop it parsing (`x /* port: … */..y` makes `..` a
/// prefix operator). A mark goes after the rewritten node, or in front of it when the node is glued to the token after
/// it, and never inside a run of glued tokens: in front of the whole run.
extension FileRewriter {
    /// Replaces `node` with `replacement` and the mark of `kind` after it — or, when the token after the node is
    /// glued to it (`UIControl.Event /* port: … */?` does not parse), with the mark in front
    /// (see ``markInFront(of:_:)``).
    func replace(_ node: some SyntaxProtocol, with replacement: String, marked kind: RewriteKind) {
        guard Self.isGluedToNext(node) else { return edits.replace(node, with: "\(replacement) \(mark(kind))") }
        markInFront(of: node, kind)
        edits.replace(node, with: replacement)
    }

    /// Replaces `node` with `replacement` and the mark of `kind` in front of it, or in front of the run of tokens
    /// glued to its start (`x+/* port: … */ y` would make the `+` a postfix operator).
    func replace(_ node: some SyntaxProtocol, markedInFront kind: RewriteKind, with replacement: String) {
        guard Self.markOffset(inFrontOf: node) != node.positionAfterSkippingLeadingTrivia.utf8Offset else {
            return edits.replace(node, with: "\(mark(kind)) \(replacement)")
        }
        markInFront(of: node, kind)
        edits.replace(node, with: replacement)
    }

    /// Inserts `suffix` right after `node`, marked as `kind` after it or, as ``replace(_:with:marked:)`` does, in
    /// front of the node.
    func insert(_ suffix: String, after node: some SyntaxProtocol, marked kind: RewriteKind) {
        guard Self.isGluedToNext(node) else { return edits.insert("\(suffix) \(mark(kind))", after: node) }
        markInFront(of: node, kind)
        edits.insert(suffix, after: node)
    }

    /// Inserts the mark of `kind` in front of `node`, or in front of the run of tokens glued to its start (a prefix
    /// operator, `&` or `\` written against it; `a+` of `a+node`).
    func markInFront(of node: some SyntaxProtocol, _ kind: RewriteKind) {
        let start = Self.markOffset(inFrontOf: node)
        edits.replace(from: start, to: start, with: mark(kind) + " ")
    }

    /// Whether the token after `node` is glued to the node's last token (see ``areGlued(_:_:)``).
    static func isGluedToNext(_ node: some SyntaxProtocol) -> Bool {
        guard let last = node.lastToken(viewMode: .sourceAccurate), let next = last.nextToken(viewMode: .sourceAccurate)
        else { return false }
        return areGlued(last, next)
    }

    /// The offset in front of `node` where a comment changes nothing: in front of the run of glued tokens that
    /// ends at the node's first token. A string or regex literal in the run is stepped over whole.
    static func markOffset(inFrontOf node: some SyntaxProtocol) -> Int {
        guard var first = node.firstToken(viewMode: .sourceAccurate) else { return node.positionAfterSkippingLeadingTrivia.utf8Offset }
        while let previous = first.previousToken(viewMode: .sourceAccurate), areGlued(previous, first) {
            first = literal(closedBy: previous)?.firstToken(viewMode: .sourceAccurate) ?? previous
        }
        return first.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Whether a comment between `left` and `right`, which nothing separates, would change how one of them reads:
    /// one is an operator or other punctuation Swift reads by the space around it, and the other side of it is not
    /// already read as space (`(`, `[`, `{`, `,`, `;` and `:` before a token, their closers after one).
    /// A `.` is read the same with space in front of it (`a /* … */.b`), not after it.
    static func areGlued(_ left: TokenSyntax, _ right: TokenSyntax) -> Bool {
        // The end of the file reads as space, as a line break does.
        guard left.trailingTrivia.isEmpty, right.leadingTrivia.isEmpty, right.tokenKind != .endOfFile else { return false }
        let leftHearsTheSpace = !readsAsWord(left.tokenKind) && !readsAsSpaceBefore(right.tokenKind)
        let rightHearsTheSpace = !readsAsWord(right.tokenKind) && right.tokenKind != .period
            && !readsAsSpaceAfter(left.tokenKind)
        return leftHearsTheSpace || rightHearsTheSpace
    }

    /// The string or regex literal that `token` closes (its closing quote, `#` or `/`).
    private static func literal(closedBy token: TokenSyntax) -> Syntax? {
        guard let parent = token.parent, parent.is(StringLiteralExprSyntax.self) || parent.is(RegexLiteralExprSyntax.self),
              parent.lastToken(viewMode: .sourceAccurate) == token else { return nil }
        return parent
    }

    /// Tokens whose meaning does not depend on the space around them: names, keywords, numbers, brackets,
    /// separators and a literal's quotes.
    private static func readsAsWord(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard, .integerLiteral, .floatLiteral,
             .leftParen, .rightParen, .leftSquare, .rightSquare, .leftBrace, .rightBrace, .comma, .semicolon, .colon,
             .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter, .stringSegment:
            true
        default:
            false
        }
    }

    /// Tokens that Swift's lexer counts as space before the token after them.
    private static func readsAsSpaceAfter(_ kind: TokenKind) -> Bool {
        [.leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon].contains(kind)
    }

    /// Tokens that Swift's lexer counts as space after the token in front of them.
    private static func readsAsSpaceBefore(_ kind: TokenKind) -> Bool {
        [.rightParen, .rightSquare, .rightBrace, .comma, .semicolon, .colon].contains(kind)
    }
}
