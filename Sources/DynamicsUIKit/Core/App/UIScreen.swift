import DynamicsGeometry
import Foundation

/// The screen a scene is shown on: its size follows the scene's canvas, its scale the render's pixels per point.
///
/// `UIScreen.main` is the screen of the scene running on this thread (each scene runner installs its own, so scenes
/// rendered side by side on several threads never see each other's screen); outside a scene it is a 375×667-point
/// screen at 2×, or the screen `DYNAMICS_SCREEN` describes.
@preconcurrency @MainActor public final class UIScreen {
    /// The screen's size in points, at the origin.
    public var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { refreshTraits() } }
    }
    /// Pixels per point (fixed for the screen's life, as on iOS; readable from any thread, which
    /// `UIImage(named:)` needs).
    public nonisolated let scale: CGFloat
    /// Pixels per point of the physical panel; the same as `scale` here.
    public var nativeScale: CGFloat { scale }
    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// A screen of `size` points at `scale` pixels per point.
    public nonisolated init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        storedTraits = UIScreen.traits(device: UIScreen.defaultDeviceTraits, scale: scale, size: size)
        deviceTraits = UIScreen.defaultDeviceTraits
    }

    private nonisolated static let current = ThreadScoped<UIScreen>()
    private nonisolated static let fallback = UIScreen(simulating: ProcessInfo.processInfo.environment["DYNAMICS_SCREEN"])

    /// The screen outside a scene: 375 × 667 points at 2×, or what `DYNAMICS_SCREEN` says in the form
    /// `WIDTHxHEIGHT@SCALE` (`390x844@3`) — the simulator a test suite's reference images were recorded on, whose
    /// screen sizes a new controller's view and sets the scale of pictures taken without one. A value not of that
    /// form is reported on one line and the default is used.
    private nonisolated convenience init(simulating description: String?) {
        let standard = (size: CGSize(width: 375, height: 667), scale: CGFloat(2))
        guard let description, !description.isEmpty else {
            self.init(size: standard.size, scale: standard.scale)
            return
        }
        let parts = description.split(whereSeparator: { $0 == "x" || $0 == "@" }).compactMap { Double($0) }
        guard parts.count == 3, parts.allSatisfy({ $0.isFinite && $0 > 0 }), parts[2] <= 4,
              parts[0] <= 10_000, parts[1] <= 10_000 else {
            FileHandle.standardError.write(Data(
                "Dynamics: DYNAMICS_SCREEN must be WIDTHxHEIGHT@SCALE (such as 390x844@3), not '\(description)'; using 375x667@2\n".utf8))
            self.init(size: standard.size, scale: standard.scale)
            return
        }
        self.init(size: CGSize(width: parts[0], height: parts[1]), scale: CGFloat(parts[2]))
    }

    /// The traits every window on the screen starts from: `deviceTraits` with the screen's scale and the size
    /// classes of its size (`UIScreen+Traits.swift`). Read from any thread by `UITraitCollection.current`.
    nonisolated(unsafe) private var storedTraits: UITraitCollection
    /// What the scene chose for the screen (appearance, text size, idiom, …) before the screen adds its own scale
    /// and size classes.
    package var deviceTraits: UITraitCollection {
        didSet {
            let category = traitCollection.preferredContentSizeCategory
            refreshTraits()
            let now = traitCollection.preferredContentSizeCategory
            // As Settings changing the text size tells the app.
            if now != category {
                NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification,
                                                object: UIApplication.shared,
                                                userInfo: [UIContentSizeCategory.newValueUserInfoKey: now])
            }
        }
    }

    /// The screen's traits: the scene's choices (light appearance, large text, the phone idiom unless the scene
    /// says otherwise), `displayScale` = `scale`, and size classes from the idiom and the size.
    public nonisolated var traitCollection: UITraitCollection { storedTraits }

    private func refreshTraits() {
        storedTraits = UIScreen.traits(device: deviceTraits, scale: scale, size: bounds.size)
        TraitGeneration.bump()
    }

    /// The screen of the scene running on this thread.
    public nonisolated static var main: UIScreen { current.value ?? fallback }

    /// Runs `body` with this screen as `UIScreen.main` on the current thread.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.current.withValue(self, body)
    }
}
