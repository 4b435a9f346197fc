import Foundation

extension UIApplication {
    /// Whether the app may change its home-screen icon: false, as for an iOS app whose Info.plist lists no
    /// alternate icons (a scene has no home screen).
    public var supportsAlternateIcons: Bool { false }

    /// The alternate icon shown now: nil, the primary icon, as on iOS until `setAlternateIconName` succeeds.
    public var alternateIconName: String? { nil }

    /// Asks to show another home-screen icon. A scene has none, so, as iOS does for an app without alternate icons,
    /// nothing changes and `completionHandler` gets an error (Cocoa's "feature unsupported", 3328); the first call
    /// also prints a warning.
    public func setAlternateIconName(_ alternateIconName: String?,
                                     completionHandler: (@MainActor @Sendable (Error?) -> Void)? = nil) {
        if !hasWarnedAboutIcons {
            hasWarnedAboutIcons = true
            logUIKitWarning("UIApplication.setAlternateIconName(\(alternateIconName ?? "nil")) does nothing: a scene "
                            + "has no home-screen icon")
        }
        completionHandler?(NSError(domain: NSCocoaErrorDomain, code: 3328))
    }
}
