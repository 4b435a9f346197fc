/// What `UIApplicationDelegate` and `UIWindowSceneDelegate` refine so that their optional `window` requirement reads
/// as the SDK imports it through the protocol: `UIWindow??`, the outer optional saying whether the delegate has a
/// window property at all. iOS code reaches the app's window as `UIApplication.shared.delegate?.window??` and
/// `(delegate?.window)!!`; Swift on Linux has no optional requirements, so the requirement itself is a plain
/// `UIWindow?` with a default, and this `UIWindow??` overload beside it (in a protocol of its own: beside the default
/// it would be a redeclaration) is what a read through the protocol finds. A delegate's own class still reads its
/// own `UIWindow?` property, and assignments go to the requirement.
@preconcurrency @MainActor public protocol OptionalWindowRequirement: AnyObject {}

extension OptionalWindowRequirement {
    /// The delegate's window as iOS imports the optional requirement: `.some` of the `window` property (nil when
    /// the delegate declares none, whose default is nil; iOS gives `.none` then, which the usual `??` reads the same).
    public var window: UIWindow?? {
        let window: UIWindow?
        if let delegate = self as? any UIApplicationDelegate {
            window = delegate.window
        } else if let delegate = self as? any UIWindowSceneDelegate {
            window = delegate.window
        } else {
            return .none
        }
        return .some(window)
    }
}
