import CUIKitOpenEnums
import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`: a hosted app gets one window scene, connected by
/// `SceneContext.launch(_:sceneDelegate:mainStoryboard:)`. Scenes compare and hash by identity (`NSObject`'s).
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// A scene's activity states.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ActivationState = CUIKitOpenEnums.__UISceneActivationState

    /// What the system passes a connecting scene (URLs, activities, shortcut items); a scene gets none here.
    @preconcurrency @MainActor public final class ConnectionOptions {
        /// Options carrying nothing.
        package init() {}
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene delegate. UIKit holds it strongly, as does this.
    public var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title (the app switcher's; only kept). Implicitly unwrapped as the SDK's `null_resettable`
    /// property: assigning nil puts the empty title back.
    public var title: String! = "" {
        didSet { if title == nil { title = "" } }
    }

    /// A scene of `session`, as the system makes it.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
    }
}

/// A scene that shows windows, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    private var windowList: [WeakSceneWindow] = []

    /// The scene's windows, back to front: by `windowLevel`, then in the order they were made for it.
    public var windows: [UIWindow] { byLevel(windowList.compactMap(\.window)) }
    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on: the scene's screen (`UIScreen.main`).
    public var screen: UIScreen { UIScreen.main }

    /// Adds `window` to the scene's windows.
    func attach(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakSceneWindow(window: window))
    }
}

/// A window a scene lists without keeping it alive.
private struct WeakSceneWindow {
    weak var window: UIWindow?
}

/// The session a scene runs in, as UIKit's `UISceneSession`; sessions compare and hash by identity (app delegates
/// receive them in sets).
@preconcurrency @MainActor public final class UISceneSession: Hashable {
    /// The kinds of scene a session can hold.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interface on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role: always `.windowApplication` here.
    public let role: Role
    /// A string naming the session for its whole life.
    public let persistentIdentifier: String
    /// The scene now in the session.
    public internal(set) weak var scene: UIScene?
    /// The configuration the app delegate chose for it.
    public internal(set) var configuration: UISceneConfiguration

    /// Sessions are equal only to themselves.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the session's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A session of `role` named `identifier`.
    init(role: Role, identifier: String) {
        self.role = role
        persistentIdentifier = identifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// A scene's configuration, as UIKit's `UISceneConfiguration`: the name and classes an Info.plist entry gives on
/// iOS. A host is handed the scene delegate itself, so `delegateClass` and `sceneClass` are only kept.
@preconcurrency @MainActor public final class UISceneConfiguration {
    /// The configuration's name in the Info.plist.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    public var delegateClass: AnyClass?
    /// The scene's class.
    public var sceneClass: AnyClass?
    /// The storyboard the scene's window would load its root controller from (there are no storyboard files).
    public var storyboard: UIStoryboard?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
