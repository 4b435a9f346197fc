import Dynamics

/// `--set NAME=VALUE` (repeatable): values for the parameters a scene declares with `context.parameter(…)`.
package enum ParameterSettings {
    /// `scene` with the values of `settings`; a usage error for a malformed setting, a name the scene does not declare
    /// or a value outside the declared range.
    @MainActor static func apply(_ settings: [String], to scene: Scene) throws -> Scene {
        guard !settings.isEmpty else { return scene }
        // Building the scene once tells which parameters it declares.
        let declared = SceneRunner(scene: scene).context.parameters
        for (name, value, text) in try parsed(settings) {
            guard let parameter = declared.first(where: { $0.name == name }) else {
                let known = declared.isEmpty ? "none" : declared.map(\.name).joined(separator: ", ")
                throw CommandLineError.usage("'\(scene.name)' declares no parameter '\(name)' (its parameters: \(known))")
            }
            guard value >= parameter.minimum && value <= parameter.maximum else {
                throw CommandLineError.usage("--set \(name)=\(text) is outside \(parameter.minimum)…\(parameter.maximum)")
            }
        }
        var tweaked = scene
        tweaked.parameterValues = try values(settings)
        return tweaked
    }

    /// The values `settings` give, by name (the last of two settings of one name wins); a usage error for a setting
    /// that is not NAME=NUMBER with a finite number.
    package static func values(_ settings: [String]) throws -> [String: Double] {
        Dictionary(try parsed(settings).map { ($0.name, $0.value) }) { _, last in last }
    }

    /// Each setting's name, value and the value as written, in order.
    private static func parsed(_ settings: [String]) throws -> [(name: String, value: Double, text: String)] {
        try settings.map { setting in
            let parts = setting.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else {
                throw CommandLineError.usage("--set wants NAME=NUMBER (got '\(setting)')")
            }
            return (String(parts[0]), value, String(parts[1]))
        }
    }
}
