import Dynamics

/// The environment a studio frame is drawn in — `dynamics render`'s `--device`, `--appearance`, `--content-size` and
/// `--orientation` — by their command-line names (nil: the scene's own). Names are checked where they enter
/// (`init(device:appearance:contentSize:orientation:)`), so a look only ever holds known ones.
package struct FrameTraits: Hashable, Codable, Sendable {
    /// A `DeviceProfile.identifier`, e.g. `iphone-15-pro`.
    package private(set) var device: String?
    /// `light` or `dark`.
    package private(set) var appearance: String?
    /// A `UIContentSizeCategory.commandLineNames` name, e.g. `accessibility-large`.
    package private(set) var contentSize: String?
    /// `portrait` or `landscape`.
    package private(set) var orientation: String?

    /// The scene's own traits.
    package init() {}

    /// Traits from command-line names (short text sizes such as `ax2` too, any case); a name that is not known is
    /// refused with one line saying which are.
    package init(device: String?, appearance: String?, contentSize: String?, orientation: String?)
        throws(SceneRequestError) {
        if let device {
            guard let profile = DeviceProfile(identifier: device) else {
                throw SceneRequestError(.badRequest, "device must be one of \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")) (got '\(device)')")
            }
            self.device = profile.identifier
        }
        if let appearance {
            guard let value = SceneAppearance(rawValue: appearance.lowercased()) else {
                throw SceneRequestError(.badRequest, "appearance must be light or dark (got '\(appearance)')")
            }
            self.appearance = value.rawValue
        }
        if let contentSize {
            guard let value = UIContentSizeCategory(commandLineName: contentSize)?.commandLineName else {
                throw SceneRequestError(.badRequest, "content-size must be one of \(UIContentSizeCategory.commandLineNames.map(\.name).joined(separator: ", ")) (got '\(contentSize)')")
            }
            self.contentSize = value
        }
        if let orientation {
            guard let value = SceneOrientation(rawValue: orientation.lowercased()) else {
                throw SceneRequestError(.badRequest, "orientation must be portrait or landscape (got '\(orientation)')")
            }
            self.orientation = value.rawValue
        }
    }

    /// The device profile chosen, nil for the scene's own.
    package var profile: DeviceProfile? { device.flatMap(DeviceProfile.init(identifier:)) }
    /// The orientation chosen, nil for the scene's own.
    package var sceneOrientation: SceneOrientation? { orientation.flatMap(SceneOrientation.init(rawValue:)) }
    /// What the chosen appearance and text size put over the scene's traits, as `render` puts them.
    package var traitCollection: UITraitCollection? {
        RenderOptions.traits(appearance: appearance.flatMap(SceneAppearance.init(rawValue:)),
                             contentSize: contentSize.flatMap(UIContentSizeCategory.init(commandLineName:)))
    }

    /// A runner of `scene` shown with these traits, as `render` runs it with the same options.
    @MainActor package func runner(_ scene: Scene, transparent: Bool = false, screenScale: Double = 2) -> SceneRunner {
        SceneRunner(scene: scene, transparent: transparent, screenScale: CGFloat(screenScale), device: profile,
                    orientation: sceneOrientation, traits: traitCollection)
    }

    /// The choices in a few characters, for cache keys and ETags (empty for the scene's own).
    package var tag: String {
        let names = [device, appearance, contentSize, orientation]
        return names.allSatisfy { $0 == nil } ? "" : "-[" + names.map { $0 ?? "_" }.joined(separator: ",") + "]"
    }
}
