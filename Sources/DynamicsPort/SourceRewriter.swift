import DynamicsInterfaceBuilder
import Foundation
import SwiftParser
import SwiftSyntax

/// The folder's Swift files rewritten for Dynamics, with what could not be translated.
public struct PortedSources: Sendable {
    /// Every file, rewritten (a file with nothing to rewrite comes back as it was).
    public var files: [RewrittenSource]
    /// One line per construct that was not translated or needs a look, by file and line.
    public var notes: [PortNote]
    /// The app delegate class that carried `@main`/`@UIApplicationMain` (or, without one, conforms to
    /// `UIApplicationDelegate`), if any.
    public var appDelegate: String?
    /// The class conforming to `UIWindowSceneDelegate`, if the folder has one.
    public var sceneDelegate: String?
    /// The view controller classes a scene can make with `Name()`, in file order.
    public var viewControllers: [String]
    /// The folder's classes as the Interface Builder compiler needs them.
    public var classCatalog: ClassCatalog
}

/// Rewrites an iOS folder's Swift sources into sources that build against Dynamics on Linux: exactly the changes
/// Linux forces, each marked with a `/* port: <kind> */` comment (see ``RewriteKind``).
public enum SourceRewriter {
    /// Rewrites `sources` as one module (a selector in one file may name a method of another); with
    /// `bundlesResources`, the package copies the app's resources into the module's bundle.
    /// - Throws: ``PortError/syntax(file:line:message:)`` for the first file that does not parse.
    public static func rewrite(_ sources: [PortSource], bundlesResources: Bool = false) throws(PortError) -> PortedSources {
        var trees: [(PortSource, SourceFileSyntax)] = []
        var index = ProjectIndex()
        for source in sources {
            let tree = try parse(source)
            index.add(tree, file: source.path)
            trees.append((source, tree))
        }
        var files: [RewrittenSource] = []
        var notes: [PortNote] = []
        let forwarders = OverrideForwarding.forwarders(in: trees, index: index)
        for (source, tree) in trees {
            let rewriter = FileRewriter(tree: tree, path: source.path, index: index, bundlesResources: bundlesResources,
                                        forwarders: forwarders[source.path] ?? [:])
            rewriter.rewrite(tree)
            files.append(RewrittenSource(path: source.path, text: rewriter.edits.result(), changes: rewriter.changes))
            // By line: a rewrite notes its selector after the calls inside it were walked.
            notes += rewriter.notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        }
        let delegates = index.classes.filter { $0.inherited.contains("UIApplicationDelegate") }
        let appDelegate = (delegates.first { $0.isMarkedMain } ?? delegates.first)?.name
        let sceneDelegate = index.classes.first { $0.inherited.contains("UIWindowSceneDelegate") }?.name
        let controllers = index.classes(derivingFrom: ["UIViewController", "UITableViewController",
                                                       "UICollectionViewController"])
            .filter { $0.hasPlainInit && !$0.isHidden }
            .sorted { ($0.file, $0.name) < ($1.file, $1.name) }
            .map(\.name)
        return PortedSources(files: files, notes: notes, appDelegate: appDelegate, sceneDelegate: sceneDelegate,
                             viewControllers: controllers, classCatalog: index.classCatalog)
    }
}

extension SourceRewriter {
    /// The refusal ``rewrite(_:bundlesResources:)`` gives `source`, or nil when it reads it: brackets nested too deep
    /// for the parser (``BracketNesting``), or the first place the parser could not read.
    public static func syntaxError(in source: PortSource) -> PortError? {
        do {
            _ = try parse(source)
            return nil
        } catch {
            return error
        }
    }

    /// The syntax tree of `source`, when it has no error.
    static func parse(_ source: PortSource) throws(PortError) -> SourceFileSyntax {
        try BracketNesting.check(source)
        let tree = Parser.parse(source: source.text)
        if let error = FirstSyntaxError.find(in: tree, file: source.path) { throw error }
        return tree
    }
}

/// Finds the first place the parser could not read: a token it had to invent or text it had to skip.
final class FirstSyntaxError: SyntaxVisitor {
    private var found: AbsolutePosition?
    private var message = ""

    static func find(in tree: SourceFileSyntax, file: String) -> PortError? {
        guard tree.hasError else { return nil }
        let finder = FirstSyntaxError(viewMode: .all)
        finder.walk(tree)
        let position = finder.found ?? tree.position
        let line = SourceLocationConverter(fileName: file, tree: tree).location(for: position).line
        return .syntax(file: file, line: line, message: finder.found == nil ? "not Swift" : finder.message)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "unexpected '\(node.trimmedDescription.prefix(30))'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.position, "expected '\(token.text.isEmpty ? "\(token.tokenKind)" : token.text)'") }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition, _ text: String) {
        guard found.map({ position < $0 }) ?? true else { return }
        found = position
        message = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
