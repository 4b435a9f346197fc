import Foundation

extension RenderManifest {
    /// What keeps frames of this manifest from standing in a render of `reference`, as the settings that differ
    /// ("fps 30, not 60"); empty when they are frames of one render. A shard count differs only when both say one.
    public func differences(from reference: RenderManifest) -> [String] {
        let manifest = self
        var found: [String] = []
        func note(_ name: String, _ mine: String, _ theirs: String) {
            if mine != theirs { found.append("\(name) \(mine), not \(theirs)") }
        }
        func size(_ size: RenderManifest.Size) -> String {
            Self.format(size.width) + "×" + Self.format(size.height)
        }
        note("scene", manifest.scene, reference.scene)
        note("fps", String(manifest.fps), String(reference.fps))
        note("scale", Self.format(manifest.scale), Self.format(reference.scale))
        note("duration", manifest.duration.map(Self.format) ?? "unrecorded",
             reference.duration.map(Self.format) ?? "unrecorded")
        note("size", size(manifest.sizeInPoints) + " pt", size(reference.sizeInPoints) + " pt")
        if manifest.sizeInPoints == reference.sizeInPoints && manifest.scale == reference.scale {
            // The same canvas at the same scale, yet other pixels: a device bezel around one of them.
            note("frame size", size(manifest.sizeInPixels) + " px", size(reference.sizeInPixels) + " px")
        }
        if manifest.transparent != reference.transparent {
            found.append(manifest.transparent ? "transparent, not opaque" : "opaque, not transparent")
        }
        note("appearance", manifest.appearance ?? "the scene's own", reference.appearance ?? "the scene's own")
        note("device", manifest.device ?? "the scene's own", reference.device ?? "the scene's own")
        note("orientation", manifest.orientation ?? "the scene's own", reference.orientation ?? "the scene's own")
        note("content size", manifest.contentSize ?? "the scene's own", reference.contentSize ?? "the scene's own")
        if (manifest.debugOverlay ?? false) != (reference.debugOverlay ?? false) {
            found.append(manifest.debugOverlay == true ? "debug overlay, not without it" : "without debug overlay, not with it")
        }
        if (manifest.haptics ?? false) != (reference.haptics ?? false) {
            found.append(manifest.haptics == true ? "haptic ripples, not without them" : "without haptic ripples, not with them")
        }
        note("touches", manifest.touches ?? "the scene's own", reference.touches ?? "the scene's own")
        let values = { (given: [String: Double]?) in
            given.map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") } ?? "the defaults"
        }
        note("parameters", values(manifest.parameters), values(reference.parameters))
        note("tool version", manifest.toolVersion, reference.toolVersion)
        if let mine = manifest.shard?.count, let theirs = reference.shard?.count {
            note("shards", "K/\(mine)", "K/\(theirs)")
        }
        return found
    }

    /// A number as a person writes it: whole numbers without a decimal point.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
