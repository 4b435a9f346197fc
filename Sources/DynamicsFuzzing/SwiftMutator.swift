/// Turns a Swift source into a nearly valid one, for the rewriter of `dynamics port`: tokens and lines deleted,
/// repeated or swapped, brackets dropped in (runs of one bracket too, the unbalanced nesting a parser's recovery
/// scans over), the text cut short, lines of another source spliced in, and the old UIKit spellings the rewriter
/// translates (`#selector`, `@objc`, `@IBOutlet`, Swift 3 and 4.1 names) put where they do not belong. A tenth of
/// the inputs get byte-level mutations (`FuzzMutator`) instead.
///
/// Tokens here are a fuzzer's, not the compiler's: runs of letters, digits and `_@#$`, or any one other character;
/// whitespace separates them and stays as it was.
enum SwiftMutator {
    /// Old spellings and the constructs the rewriter looks for, put in at a token boundary.
    static let spellings = [
        "#selector(tap(_:))", "#selector(step)", "@objc ", "@objc dynamic ", "@objcMembers ", "@nonobjc ", "@IBOutlet weak ",
        "@IBAction ", "@UIApplicationMain ", "@objc optional ", "optional ", "override ", "private ", "dynamic ",
        "UIControlEvents", "UIControlState", "UIControlEvents?", "UIControlState!", "NSLayoutAttribute",
        "UIApplicationLaunchOptionsKey", "UIViewAnimationOptions.curveEaseIn", "NSFontAttributeName",
        "NSForegroundColorAttributeName", "UIFontWeightBold", "UILayoutPriority", "UILayoutPriorityDefaultHigh",
        "UILayoutPriorityRequired", "UILayoutPriority(750)", ".characters", ".characters?", ".characters.count", ".priority",
        "?", "!", "?.", "!.", "-", "&", "\\",
        "addTarget(self, action: #selector(go(_:)), for: .touchUpInside)",
        "removeTarget(self, action: #selector(go), for: UIControlEvents.touchUpInside)",
        "UITapGestureRecognizer(target: self, action: #selector(tap(_:)))",
        "UIBarButtonItem(title: \"A\", style: .plain, target: self, action: #selector(go))",
        "Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)",
        "CADisplayLink(target: self, selector: #selector(step(_:)))",
        "NotificationCenter.default.addObserver(self, selector: #selector(note(_:)), name: .x, object: nil)",
        "perform(#selector(fade), with: nil, afterDelay: 1)", "delegate?.ballDidBounce?(ball, speed: 3)",
        "bringSubview(toFront: v)", "addChildViewController(c)", "removeFromParentViewController()",
        "#keyPath(CALayer.opacity)", "#keyPath(Score.points)", "type(of: self).description()",
        "Bundle.main.url(forResource: \"a\", withExtension: \"wav\")", "UIView.animate(withDuration: 1, animations: { _ in })",
        "@objc optional func f(_ s: UIControlState) -> UIColor?", "@objc optional var g: UIControlEvents? { get }",
        "import UIKit", "import CoreData", "#if os(iOS)", "#endif", "#if canImport(UIKit)",
    ]

    /// One to three mutations of `text`; `others` are the corpus's sources, for splices.
    static func mutate(_ text: String, others: [String], random: inout FuzzRandom) -> String {
        if random.chance(0.1) {
            return String(decoding: FuzzMutator.mutate(Array(text.utf8), random: &random), as: UTF8.self)
        }
        var text = text
        for _ in 0...Int.random(in: 0...2, using: &random) {
            text = mutateOnce(text, others: others, random: &random)
        }
        return text
    }

    private static func mutateOnce(_ text: String, others: [String], random: inout FuzzRandom) -> String {
        var pieces = self.pieces(of: text)
        let tokens = pieces.indices.filter { !pieces[$0].allSatisfy(\.isWhitespace) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let token = random.pick(optional: tokens) else { return random.pick(spellings) }
        switch Int.random(in: 0..<11, using: &random) {
        case 0:
            pieces.remove(at: token)
        case 1:
            pieces.insert(pieces[token], at: token)
        case 2:
            pieces.swapAt(token, random.pick(tokens))
        case 3:
            lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 4:
            let line = Int.random(in: 0..<lines.count, using: &random)
            lines.insert(lines[line], at: line)
            return lines.joined(separator: "\n")
        case 5:
            lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 6:
            // A run of one bracket (up to 40 deep), or a few of any kind scattered.
            if random.chance(0.5) {
                let bracket = random.pick(Array("([{<)]}>"))
                pieces.insert(String(repeating: bracket, count: Int.random(in: 1...40, using: &random)), at: token)
            } else {
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    pieces.insert(String(random.pick(Array("([{)]}"))), at: Int.random(in: 0...pieces.count, using: &random))
                }
            }
        case 7:
            pieces.removeSubrange(token...)
        case 8:
            let other = random.pick(others).split(separator: "\n", omittingEmptySubsequences: false)
            let start = Int.random(in: 0..<other.count, using: &random)
            let spliced = other[start..<min(other.count, start + Int.random(in: 1...12, using: &random))].map(String.init)
            lines.insert(contentsOf: spliced, at: Int.random(in: 0...lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 9:
            pieces.insert(random.pick(spellings), at: random.chance(0.5) ? token : token + 1)
        default:
            // An identifier replaced by an old name, where a type or a value may stand.
            let words = tokens.filter { pieces[$0].first?.isLetter == true }
            guard let word = random.pick(optional: words) else { return text }
            pieces[word] = random.pick(spellings.filter { $0.first?.isLetter == true && !$0.contains(" ") })
        }
        return pieces.joined()
    }

    /// `text` cut into runs of word characters, runs of whitespace and single other characters.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var currentIsWord = false, currentIsSpace = false
        for character in text {
            let isWord = character.isLetter || character.isNumber || "_@#$".contains(character)
            let isSpace = character.isWhitespace
            if !current.isEmpty, (isWord && currentIsWord) || (isSpace && currentIsSpace) {
                current.append(character)
                continue
            }
            if !current.isEmpty { pieces.append(current) }
            current = String(character)
            currentIsWord = isWord
            currentIsSpace = isSpace
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
