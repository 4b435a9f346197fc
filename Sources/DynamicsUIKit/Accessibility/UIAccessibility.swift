import Foundation
import DynamicsGeometry

/// What an accessibility element is and does, for VoiceOver (UIKit's `UIAccessibilityTraits`), with iOS's bit
/// values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Traits with these bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted through a range of values (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's accessibility functions and settings (`UIAccessibility`). There is no assistive technology here: every
/// setting reads as a device with none turned on, and posted notifications are recorded for tests to read.
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies (`UIAccessibility.Notification`, iOS's values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// iOS's number for it.
        public let rawValue: UInt32
        /// A notification with iOS's number `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (VoiceOver moves to the argument, or the first element).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (VoiceOver moves to the argument when it is an element).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, should be spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses VoiceOver's reading of the screen.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resumes VoiceOver's reading of the screen.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// One call of `post(notification:argument:)`, as recorded.
    package struct Post: @unchecked Sendable {
        /// What was posted.
        package let notification: Notification
        /// What came with it.
        package let argument: Any?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var posts: [Post] = []

    /// Tells assistive technologies about a change (`UIAccessibility.post(notification:argument:)`). Nothing listens
    /// here; the call is recorded, in order, so tests can check what an app announces.
    public static func post(notification: Notification, argument: Any?) {
        lock.lock()
        posts.append(Post(notification: notification, argument: argument))
        lock.unlock()
    }

    /// Every notification posted so far in this process, oldest first (this port's record, not UIKit API).
    package static var postedNotifications: [Post] {
        lock.lock()
        defer { lock.unlock() }
        return posts
    }

    /// Forgets the recorded notifications.
    package static func removeAllPostedNotifications() {
        lock.lock()
        posts.removeAll()
        lock.unlock()
    }

    /// Whether VoiceOver is on: false, as there is none.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: false, so apps animate as they do by default.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: false, so blurs stay translucent.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for darker colours: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether bold text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the screen shows in greyscale: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether colours are inverted: false.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the user asked for no colour-only distinctions: false.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether cross-fades should replace sliding transitions: false.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether videos play automatically: true, the default.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posted when `isReduceMotionEnabled` changes (never here).
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes (never here).
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when `isReduceTransparencyEnabled` changes (never here).
    public static let reduceTransparencyStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isBoldTextEnabled` changes (never here).
    public static let boldTextStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// What a responder or bar item was told about its accessibility; nil where the class's default applies.
struct AccessibilityAttributes {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var isElement: Bool?
    var traits: UIAccessibilityTraits?
    var frame: CGRect = .zero
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
}
