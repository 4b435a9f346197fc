import Foundation
import DynamicsGeometry

extension NSLayoutConstraint {
    /// The constraints an ASCII-art visual format describes, as UIKit's visual format language reads it:
    /// `"H:|-[label]-8-[field(>=120@750)]-|"`, `"V:|-20-[a(==b)][b]"`. `|` is the superview, `-` alone the standard
    /// spacing (8 points between views, 20 to the superview's edge), `(…)` holds predicates (`==`, `<=`, `>=`, a
    /// number, a metric name or a view name, and `@priority`). Options align every view in the format on one attribute.
    /// Errors are UIKit's `NSInvalidArgumentException` "Unable to parse constraint format".
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        return parser.parse()
    }
}

/// Reads one visual format string and makes its constraints.
@MainActor struct VisualFormatParser {
    private let text: [Character]
    private let format: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var position = 0
    private var made: [NSLayoutConstraint] = []
    /// Whether a horizontal format runs right to left (`.directionRightToLeft`).
    private var rightToLeft = false

    /// One `(relation, constant or view, priority)` entry of a predicate list.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        text = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    mutating func parse() -> [NSLayoutConstraint] {
        var vertical = false
        if text.starts(with: ["V", ":"]) { vertical = true; position = 2 }
        if text.starts(with: ["H", ":"]) { position = 2 }
        // Left to right and right to left are fixed edges; the default, leading to trailing, follows the layout
        // direction of the views (the engine resolves leading and trailing).
        rightToLeft = !vertical && options.contains(.directionRightToLeft)
        let leftToRight = options.contains(.directionLeftToRight)
        let start: NSLayoutConstraint.Attribute = vertical ? .top
            : (rightToLeft ? .right : (leftToRight ? .left : .leading))
        let end: NSLayoutConstraint.Attribute = vertical ? .bottom
            : (rightToLeft ? .left : (leftToRight ? .right : .trailing))
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width

        var previous: UIView?
        var pendingSuperviewEdge = false
        var pendingConnection: [Predicate]?
        var placed: [UIView] = []
        if peek("|") {
            position += 1
            pendingSuperviewEdge = true
            pendingConnection = connection(toSuperview: true)
        }
        while position < text.count {
            if peek("|") {
                position += 1
                guard let last = previous, let superview = last.superview else { fail("Unable to interpret '|'") }
                for predicate in pendingConnection ?? [] {
                    connect(superview, end, predicate, after: last, end)
                }
                pendingConnection = nil
                guard position == text.count else { fail("Expected the end of the format after '|'") }
                break
            }
            let view = viewElement(size: size)
            placed.append(view)
            if let previous {
                for predicate in pendingConnection ?? [Predicate()] {
                    connect(view, start, predicate, after: previous, end)
                }
            } else if pendingSuperviewEdge {
                guard let superview = view.superview else { fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                for predicate in pendingConnection ?? [Predicate()] {
                    connect(view, start, predicate, after: superview, start)
                }
            }
            previous = view
            pendingConnection = position < text.count ? connection(toSuperview: peekConnectionEndsAtSuperview()) : nil
        }
        for (first, second) in zip(placed, placed.dropFirst()) {
            for attribute in alignedAttributes(vertical: vertical) {
                add(first, attribute, .equal, second, attribute, 0, .required)
            }
        }
        return made
    }

    // MARK: Elements

    private mutating func viewElement(size: NSLayoutConstraint.Attribute) -> UIView {
        expect("[")
        let name = identifier()
        guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.") }
        if peek("(") {
            for predicate in predicateList() {
                if let other = predicate.view {
                    add(view, size, predicate.relation, other, size, predicate.constant, predicate.priority)
                } else {
                    add(view, size, predicate.relation, nil, .notAnAttribute, predicate.constant, predicate.priority)
                }
            }
        }
        expect("]")
        return view
    }

    /// What lies between two elements: nothing (flush), `-` (standard spacing) or `-predicates-`.
    private mutating func connection(toSuperview: Bool) -> [Predicate]? {
        guard peek("-") else { return [Predicate()] }
        position += 1
        if peek("[") || peek("|") {
            return [Predicate(constant: toSuperview ? 20 : LayoutSpacing.system)]
        }
        let predicates: [Predicate]
        if peek("(") {
            predicates = predicateList()
        } else {
            predicates = [Predicate(constant: constantValue(identifierOrNumber()))]
        }
        expect("-")
        return predicates
    }

    private func peekConnectionEndsAtSuperview() -> Bool {
        var index = position
        while index < text.count, text[index] != "[" && text[index] != "|" { index += 1 }
        return index < text.count && text[index] == "|"
    }

    private mutating func predicateList() -> [Predicate] {
        expect("(")
        var predicates: [Predicate] = []
        repeat {
            if peek(",") { position += 1 }
            var predicate = Predicate()
            for (symbol, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
                                       (">=", .greaterThanOrEqual)] where peek(symbol) {
                predicate.relation = relation
                position += 2
            }
            let object = identifierOrNumber()
            if let number = Double(object) {
                predicate.constant = CGFloat(number)
            } else if let view = views[object] as? UIView {
                predicate.view = view
            } else {
                predicate.constant = constantValue(object)
            }
            if peek("@") {
                position += 1
                predicate.priority = UILayoutPriority(Float(constantValue(identifierOrNumber())))
            }
            predicates.append(predicate)
        } while peek(",")
        expect(")")
        return predicates
    }

    // MARK: Tokens

    private func peek(_ token: String) -> Bool {
        let characters = Array(token)
        return position + characters.count <= text.count
            && Array(text[position..<(position + characters.count)]) == characters
    }

    private mutating func expect(_ token: Character) {
        guard position < text.count, text[position] == token else { fail("Expected '\(token)'") }
        position += 1
    }

    private mutating func identifier() -> String {
        let start = position
        while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" {
            position += 1
        }
        guard position > start else { fail("Expected a view") }
        return String(text[start..<position])
    }

    private mutating func identifierOrNumber() -> String {
        let start = position
        while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_"
                || text[position] == "." || (position == start && text[position] == "-") {
            position += 1
        }
        guard position > start else { fail("Expected a number or a metric") }
        return String(text[start..<position])
    }

    private func constantValue(_ token: String) -> CGFloat {
        if let number = Double(token) { return CGFloat(number) }
        switch metrics[token] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: fail("\(token) is not a key in the metrics dictionary.")
        }
    }

    private func alignedAttributes(vertical: Bool) -> [NSLayoutConstraint.Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { options.contains($0.0) }.map(\.1)
    }

    /// The spacing `predicate` gives between `earlier` and `later`, in the order the format reads them:
    /// `later.attribute (relation) earlier.attribute + constant`. Right to left the format runs leftwards, so the
    /// same spacing is `earlier (relation) later + constant` (the earlier edge lies to the right).
    private mutating func connect(_ later: UIView, _ laterAttribute: NSLayoutConstraint.Attribute,
                                  _ predicate: Predicate, after earlier: UIView,
                                  _ earlierAttribute: NSLayoutConstraint.Attribute) {
        if rightToLeft {
            add(earlier, earlierAttribute, predicate.relation, later, laterAttribute, predicate.constant,
                predicate.priority)
        } else {
            add(later, laterAttribute, predicate.relation, earlier, earlierAttribute, predicate.constant,
                predicate.priority)
        }
    }

    private mutating func add(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
                              _ relation: NSLayoutConstraint.Relation, _ second: UIView?,
                              _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                              _ priority: UILayoutPriority) {
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        made.append(constraint)
    }

    private func fail(_ reason: String) -> Never {
        let caret = String(repeating: " ", count: min(position, format.count)) + "^"
        raiseUIKitException(.invalidArgument, "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)")
    }
}
