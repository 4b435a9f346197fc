import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document (a storyboard or xib in Xcode 8's format) into a tree of ``IBElement``s.
public enum IBDocumentParser {
    /// The document types this compiler reads: Cocoa Touch storyboards and xibs.
    static let documentTypes: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    ]

    /// The document's root element (`document`).
    /// - Throws: ``InterfaceError`` naming `file` and the line where the XML stops being well formed, or line 1 when
    ///   it is not a Cocoa Touch Interface Builder document in the Xcode 8 format.
    public static func parse(_ data: Data, file: String) throws(InterfaceError) -> IBElement {
        // Foundation's XMLParser stops the process on names and values that are not UTF-8, so they never reach it.
        if let line = firstLineNotUTF8(data) {
            throw InterfaceError(file: file, line: line, message: "malformed Interface Builder XML: not UTF-8 text")
        }
        let delegate = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let parsed = parser.parse()
        guard parsed, delegate.failure == nil, let root = delegate.root else {
            let line = max(1, delegate.failureLine ?? parser.lineNumber)
            let reason = delegate.failure ?? parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not XML"
            throw InterfaceError(file: file, line: line, message: "malformed Interface Builder XML: \(oneLine(reason))")
        }
        guard root.name == "document", let type = root["type"], documentTypes.contains(type) else {
            throw InterfaceError(file: file, line: root.line, message: "not a Cocoa Touch storyboard or xib "
                                 + "(document type \(root["type"] ?? root.name))")
        }
        guard root["version"].flatMap(Double.init).map({ $0 >= 3 }) ?? false else {
            throw InterfaceError(file: file, line: root.line, message: "an Interface Builder document older than "
                                 + "Xcode 8's format (version \(root["version"] ?? "none")): open and save it in Xcode")
        }
        return root
    }

    /// The 1-based line of the first byte sequence that is not UTF-8 (or of a NUL), or nil when all of `data` is.
    static func firstLineNotUTF8(_ data: Data) -> Int? {
        var line = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 } else if scalar.value == 0 { return line }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Builds the tree as the parser reports elements; text content is not part of IB's format and is ignored.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [IBElement] = []
        var root: IBElement?
        var failure: String?
        var failureLine: Int?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if root != nil {
                fail(parser, "content after the document element")
                return
            }
            stack.append(IBElement(name: elementName, attributes: attributes, children: [], line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard let element = stack.popLast() else { return fail(parser, "unbalanced </\(elementName)>") }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failure == nil {
                failure = (parseError as NSError).localizedDescription
                failureLine = parser.lineNumber
            }
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            if !stack.isEmpty { fail(parser, "the document ends inside <\(stack.last!.name)>") }
        }

        private func fail(_ parser: XMLParser, _ reason: String) {
            guard failure == nil else { return }
            failure = reason
            failureLine = parser.lineNumber
            parser.abortParsing()
        }
    }
}
