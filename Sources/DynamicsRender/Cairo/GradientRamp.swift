import DynamicsUIKit
import Foundation

extension GradientColorMixing {
    /// A gradient's stops taken into the mixing space once, so that its colour at any position costs no allocation:
    /// what a loop over every pixel of a gradient reads.
    struct Ramp {
        private let locations: [Double]
        /// Each stop's colour in the mixing space, and its alpha.
        private let values: [SIMD4<Double>]
        private let toSRGB = GradientColorMixing.toSRGB

        init(_ stops: [(location: CGFloat, color: UIColor)]) {
            locations = stops.map { Double($0.location) }
            values = stops.map { stop in
                let c = stop.color
                let encoded = GradientColorMixing.encoded((c.red, c.green, c.blue, c.alpha))
                return SIMD4(encoded, Double(c.alpha))
            }
        }

        /// The colour at `t` along the gradient, mixed as Core Animation mixes it between the stops around it (the end
        /// colours beyond them), as sRGB-encoded red, green, blue and alpha; a ramp without stops is clear.
        func color(at t: Double) -> SIMD4<Double> {
            guard let first = locations.first else { return .zero }
            var value = values[values.count - 1]
            if t <= first {
                value = values[0]
            } else {
                for i in 1..<locations.count where t <= locations[i] {
                    let span = locations[i] - locations[i - 1]
                    let f = span > 0 ? min(max((t - locations[i - 1]) / span, 0), 1) : 1
                    value = values[i - 1] + (values[i] - values[i - 1]) * f
                    break
                }
            }
            let mixed = SIMD3(value.x, value.y, value.z)
            return SIMD4(GradientColorMixing.decoded(mixed, through: toSRGB), value.w)
        }
    }
}
