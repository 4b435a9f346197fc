import Dynamics

/// `GET /api/devices`: what the page's device menu, appearance toggle, text-size slider and orientation toggle offer —
/// `render`'s `--device`, `--appearance`, `--content-size` and `--orientation` values — with each device's portrait
/// screen in points (null for the unnamed iPhone and iPad, whose screen is the scene's own size).
struct DeviceCatalogJSON: Encodable {
    struct Device: Encodable {
        var identifier: String
        var name: String
        var width: Double?
        var height: Double?
    }

    var devices: [Device]
    var appearances: [String]
    /// Smallest first, as the slider goes.
    var contentSizes: [String]
    var orientations: [String]

    init() {
        devices = DeviceProfile.all.map { profile in
            let size = profile.metrics?.size(.portrait)
            return Device(identifier: profile.identifier, name: profile.name, width: size.map { Double($0.width) },
                          height: size.map { Double($0.height) })
        }
        appearances = SceneAppearance.allCases.map(\.rawValue)
        contentSizes = UIContentSizeCategory.commandLineNames.map(\.name)
        orientations = SceneOrientation.allCases.map(\.rawValue)
    }
}
