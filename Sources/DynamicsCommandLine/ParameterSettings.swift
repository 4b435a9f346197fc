import Dynamics

/// `--set NAME=VALUE` (repeatable): values for the parameters a scene declares with `context.parameter(…)`.
enum ParameterSettings {
    /// `scene` with the values of `settings`; a usage error for a malformed setting, a name the scene does not declare
    /// or a value outside the declared range.
    @MainActor static func apply(_ settings: [String], to scene: Scene) throws -> Scene {
        guard !settings.isEmpty else { return scene }
        // Building the scene once tells which parameters it declares.
        let declared = SceneRunner(scene: scene).context.parameters
        var values: [String: Double] = [:]
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw CommandLineError.usage("--set wants NAME=NUMBER (got '\(setting)')")
            }
            let name = String(parts[0])
            guard let parameter = declared.first(where: { $0.name == name }) else {
                let known = declared.isEmpty ? "none" : declared.map(\.name).joined(separator: ", ")
                throw CommandLineError.usage("'\(scene.name)' declares no parameter '\(name)' (its parameters: \(known))")
            }
            guard value >= parameter.minimum && value <= parameter.maximum else {
                throw CommandLineError.usage("--set \(name)=\(parts[1]) is outside \(parameter.minimum)…\(parameter.maximum)")
            }
            values[name] = value
        }
        var tweaked = scene
        tweaked.parameterValues = values
        return tweaked
    }
}
