extension SceneContext {
    /// A number the scene can be tweaked with without a rebuild — `dynamics render SCENE --set gravity=2`, or a slider
    /// in the studio that re-runs the scene as it moves: the value given for `name` (kept within `range`), else
    /// `defaultValue`. Declare each parameter once, in `build`, before using it:
    ///
    /// ```swift
    /// let gravity = UIGravityBehavior(items: [card])
    /// gravity.magnitude = context.parameter("gravity", default: 1, in: 0...5)
    /// ```
    ///
    /// A default or range bound that is not finite is kept out: the default is brought within the range, and a range
    /// that is not finite makes the parameter fixed at its default.
    public func parameter(_ name: String, default defaultValue: Double, in range: ClosedRange<Double>) -> Double {
        let finite = range.lowerBound.isFinite && range.upperBound.isFinite
        let fallback = defaultValue.isFinite ? defaultValue : (finite ? range.lowerBound : 0)
        let bounds = finite ? range : fallback...fallback
        let declared = SceneParameter(name: name, defaultValue: min(max(fallback, bounds.lowerBound), bounds.upperBound),
                                      range: bounds)
        if !parameters.contains(where: { $0.name == name }) { parameters.append(declared) }
        return parameterValues[name].flatMap(declared.clamped) ?? declared.defaultValue
    }
}
