/// Hears of every view as it is made, once its own `init` has run but before a subclass's finishes — how the
/// studio's inspector learns where each view of a scene was made (`ViewOrigins` in DynamicsScene). Only this package
/// sets it, and only around an inspection; nil otherwise, so making a view costs one check.
@MainActor package enum ViewCreation {
    /// Called with each new view; nil when nobody listens.
    package static var observer: ((UIView) -> Void)?
}
