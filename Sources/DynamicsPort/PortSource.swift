/// One Swift file of the folder being ported: its path relative to the folder, and its text.
public struct PortSource: Equatable, Sendable {
    /// The path relative to the ported folder, with `/` separators (`App/ViewController.swift`).
    public var path: String
    /// The file's text.
    public var text: String

    /// A file to port.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The kinds of change the rewriter makes; each rewritten place carries a `/* port: … */` comment naming its kind.
public enum RewriteKind: String, Sendable, CaseIterable {
    /// `import UIKit` and the other Apple frameworks Dynamics stands in for became `import Dynamics`.
    case `import`
    /// A `#selector` target–action call became the closure form Dynamics offers.
    case selector
    /// `@objc`, `@objcMembers`, `@nonobjc` or the `dynamic` that came with `@objc` was removed.
    case objc
    /// `@IBOutlet` was removed (the property stays as it was), `@IBAction` on methods of other than one argument
    /// (Linux's compiler refuses them), and `private` on outlets and actions, which the code compiled from the
    /// storyboard reaches from another file.
    case outlet
    /// An `@objc optional` protocol requirement became a requirement with a default implementation.
    case optionalRequirement = "optional requirement"
    /// A `delegate?.method?(…)` call of such a requirement lost the `?` after the method's name.
    case optionalCall = "optional call"
    /// `@main`/`@UIApplicationMain` was removed from the app delegate: the generated scene launches it.
    case entryPoint = "entry point"
    /// `#if os(iOS)` or `#if canImport(UIKit)` was made true on Linux.
    case platformCondition = "platform condition"
    /// `Bundle.main.url(forResource:…)` and the other lookups became `Bundle.module`'s, where SwiftPM puts the
    /// app's copied resources.
    case bundleResource = "bundle resource"
    /// An `override` written in an extension of a class of the same file moved into the class's body (Swift
    /// overrides from extensions only through the Objective-C runtime); of a class in another file of the folder,
    /// it was renamed and the class got an override forwarding to it.
    case overrideInExtension = "override in extension"
    /// `#keyPath(Type.property)`, which Swift accepts only with the Objective-C runtime, became the string it stands for.
    case keyPath = "key path"
    /// A UIKit type name from before Swift 4.2 (`UIApplicationLaunchOptionsKey`) became its nested Swift 4.2 name
    /// (`UIApplication.LaunchOptionsKey`), as Xcode's migrator renames it: the SDK refuses the old name in the Swift 5
    /// mode on iOS too.
    case swift42Name = "Swift 4.2 name"
    /// `json as? [CHHapticPattern.Key: Any]`, which on iOS bridges the JSON's string keys to the SDK's typed keys,
    /// became a cast to `[String: Any]` re-keyed with `Key(rawValue:)`: Linux's runtime has no such bridging.
    case typedKeyCast = "typed key cast"
    /// A Swift 3 global constant became the static member Swift 4 made of it (`NSFontAttributeName` →
    /// `NSAttributedString.Key.font`), and an attribute dictionary's `String` key type became `NSAttributedString.Key`.
    case swift4Name = "Swift 4 name"
    /// Swift 3 syntax the Swift 5 mode refuses, rewritten as the migrator did: `.characters` dropped, the
    /// parameter of an `animations:` closure (Swift 3 bound `()` to it) removed.
    case swift3Syntax = "Swift 3 syntax"
    /// Swift 3's `UILayoutPriority` was `Float`: the folder keeps `Float`s and converts at UIKit's priorities.
    case swift3Priority = "Swift 3 priority"
    /// A message only the Objective-C runtime answers (`type(of: x).description()`) became the Swift that answers it.
    case objcMessage = "Objective-C message"
    /// Xcode's unused Core Data template stack in the app delegate became comments: Linux has no Core Data.
    case coreDataTemplate = "Core Data template"
    /// `DispatchTime.now()` became `DispatchTime.sceneNow()`, the scene clock's reading, so that a deadline computed
    /// once and used on a later tick keeps its distance from the moment it was read (not in a wait's `timeout:`).
    case sceneClock = "scene clock"

    /// The `/* port: <kind> … */` marks in `text`, counted by kind: what a rewrite's ``RewrittenSource/changes``
    /// tally against (a mark may carry what it replaced after its kind, `/* port: objc @objc */`).
    public static func marks(in text: String) -> [RewriteKind: Int] {
        var counts: [RewriteKind: Int] = [:]
        // Longest names first: `Swift 4.2 name` is not a `Swift 4` anything.
        let kinds = allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        for piece in text.components(separatedBy: "/* port: ").dropFirst() {
            guard let kind = kinds.first(where: { kind in
                piece.hasPrefix(kind.rawValue) && [" ", "*"].contains(piece.dropFirst(kind.rawValue.count).first)
            }) else { continue }
            counts[kind, default: 0] += 1
        }
        return counts
    }
}

/// Something the rewriter did not translate, or translated with a caveat, at a place in a file.
public struct PortNote: Equatable, Sendable, CustomStringConvertible {
    /// The file's path relative to the ported folder.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What was not translated, or what to check, in one line.
    public var message: String

    /// `file:line: message`, as compilers print.
    public var description: String { "\(file):\(line): \(message)" }
}

/// A ported file: the rewritten text and how many changes of each kind it got.
public struct RewrittenSource: Equatable, Sendable {
    /// The path relative to the ported folder.
    public var path: String
    /// The rewritten text.
    public var text: String
    /// How many places of each kind were rewritten.
    public var changes: [RewriteKind: Int]
}
