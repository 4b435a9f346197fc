import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import DynamicsPort

/// UIKit's `@objc optional` requirements, which Dynamics declares as requirements with defaults: calls written with
/// `?(` or `!(` after one lose the mark, matched by full name; and the list names only requirements Dynamics has.
@Suite struct UIKitOptionalRequirementsTests {
    @Test func callsOfUIKitsOptionalRequirementsLoseTheMark() throws {
        let input = """
        final class Feed: UIViewController, UIScrollViewDelegate {
            weak var forward: UIScrollViewDelegate?
            weak var source: UITableViewDataSource?
            var onScroll: ((UIScrollView) -> Void)?
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                forward?.scrollViewDidScroll?(scrollView)
                let title = source?.tableView?(table, titleForHeaderInSection: 0) ?? ""
                let sections = source!.numberOfSections!(in: table)
                onScroll?(scrollView)
                forward?.scrollViewDidScroll?(scrollView, extra: 1)
            }
        }
        """
        let output = try rewritten(input)
        #expect(output.components(separatedBy: "/* port: optional call */").count - 1 == 3)
        #expect(output.contains("forward?.scrollViewDidScroll/* port: optional call */(scrollView)"))
        #expect(output.contains("source?.tableView/* port: optional call */(table, titleForHeaderInSection: 0)"))
        #expect(output.contains("source!.numberOfSections/* port: optional call */(in: table)"))
        // A closure property, and a call whose labels name no requirement, keep their `?`.
        #expect(output.contains("onScroll?(scrollView)"))
        #expect(output.contains("forward?.scrollViewDidScroll?(scrollView, extra: 1)"))
    }

    @Test func aClosurePropertyOfTheAppWithARequirementsNameKeepsItsMark() throws {
        let output = try rewritten("""
        final class Relay {
            var scrollViewDidScroll: ((UIScrollView) -> Void)?
            func relay(_ scrollView: UIScrollView) { scrollViewDidScroll?(scrollView) }
        }
        """)
        #expect(!output.contains("/* port: optional call */"))
    }

    /// Every entry is a requirement of that protocol in Dynamics' sources with a default in an extension of it, with
    /// the same labels: a call the rewrite unmarks compiles against Dynamics.
    @Test func everyEntryIsARequirementWithADefaultHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var requirements: [String: Set<String>] = [:]
        var defaults: [String: Set<String>] = [:]
        // Only files that name one of the protocols are parsed: parsing all of UIKit's sources took 15 s in a debug build.
        let protocols = Set(UIKitOptionalRequirements.byProtocol.keys)
        for folder in ["Sources/DynamicsUIKit", "Sources/DynamicsUIKitDynamics"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder),
                                                            includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let source = try String(contentsOf: url, encoding: .utf8)
                guard protocols.contains(where: { source.contains("protocol \($0)") || source.contains("extension \($0)") })
                else { continue }
                let tree = Parser.parse(source: source)
                for statement in tree.statements {
                    if let proto = statement.item.as(ProtocolDeclSyntax.self) {
                        requirements[proto.name.text, default: []].formUnion(Self.names(in: proto.memberBlock))
                    } else if let ext = statement.item.as(ExtensionDeclSyntax.self) {
                        defaults[ext.extendedType.trimmedDescription, default: []]
                            .formUnion(Self.names(in: ext.memberBlock))
                    }
                }
            }
        }
        #expect(UIKitOptionalRequirements.byProtocol.count == 30)
        let listed: Int = UIKitOptionalRequirements.byProtocol.values.reduce(0) { $0 + $1.count }
        #expect(listed == 150)
        // `window` and `numberOfSections(in:)`, each in two protocols, are one name to match.
        #expect(UIKitOptionalRequirements.methods.count + UIKitOptionalRequirements.properties.count == 148)
        for (proto, names) in UIKitOptionalRequirements.byProtocol {
            for name in names {
                #expect(requirements[proto]?.contains(name) == true, "\(proto).\(name) is no requirement here")
                #expect(defaults[proto]?.contains(name) == true, "\(proto).\(name) has no default here")
            }
        }
    }

    /// Full names of the functions (`tableView(_:didSelectRowAt:)`) and properties a member block declares.
    private static func names(in block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
                names.insert(function.name.text + "(" + labels.joined() + ")")
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
        }
        return names
    }
}
