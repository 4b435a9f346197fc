import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// What a field does to one body during one sub-step, in SI units (the physics world's).
enum FieldEffect: Equatable {
    /// A force in newtons, applied at the body's centre.
    case force(Vec2)
    /// The velocity field's effect: the body's velocity is replaced (m/s).
    case velocity(Vec2)
}

/// The state of a body a field acts on, in SI units.
struct FieldProbe {
    /// Body position relative to the field's position, metres.
    var offset: Vec2
    /// Linear velocity, m/s.
    var velocity: Vec2
    /// Mass, kg.
    var mass: Double
    /// Charge (from the item behaviour).
    var charge: Double
    /// World time after the sub-step, seconds.
    var time: Double
}

/// The parameters of a built-in field, in SI units.
struct FieldParameters {
    var strength: Double
    var falloff: Double
    /// Metres.
    var minimumRadius: Double
    /// m/s or m/s² (the field direction is not scaled by points per metre).
    var direction: Vec2
    var smoothness: Double
    var animationSpeed: Double

    /// max(r, rmin)^(−falloff), or 1 when the falloff is (nearly) 0.
    func falloffFactor(_ r: Double) -> Double {
        abs(falloff) < 1e-9 ? 1 : pow(Swift.max(r, minimumRadius), -falloff)
    }
}

/// The built-in field kinds and their forces as measured on UIKit (docs/uikit-semantics.md §2.13), in the world's
/// y-down axes: a positive vortex therefore turns clockwise on screen.
enum FieldKind {
    case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic

    /// UIKit's default falloff for the kind: 2 radial gravity, −1 spring, 1 electric and magnetic, else 0.
    var defaultFalloff: Double {
        switch self {
        case .radialGravity: return 2
        case .spring: return -1
        case .electric, .magnetic: return 1
        default: return 0
        }
    }

    /// Whether `smoothness` and `animationSpeed` apply.
    var isNoise: Bool { self == .noise || self == .turbulence }

    /// The field's effect on `probe`.
    func effect(_ field: FieldParameters, on probe: FieldProbe) -> FieldEffect {
        let p = probe.offset
        let r = p.length
        let unit = r > 0 ? p * (1 / r) : Vec2.zero
        let strength = field.strength
        let fall = field.falloffFactor(r)
        switch self {
        case .drag:
            let u = probe.velocity - field.direction
            return .force(u * (-strength * u.length * fall))
        case .vortex:
            return .force(Vec2(-unit.y, unit.x) * (strength * fall / probe.mass))
        case .radialGravity:
            guard r * r >= 1e-5 else { return .force(.zero) }
            return .force(unit * (-strength * probe.mass * fall))
        case .linearGravity:
            return .force(field.direction * (strength * probe.mass * fall))
        case .velocity:
            return .velocity(field.direction)
        case .noise:
            return .force(noiseVector(field, probe) * (strength * fall))
        case .turbulence:
            let speedSquared = probe.velocity.lengthSquared
            return .force(noiseVector(field, probe) * (strength * fall * probe.mass * speedSquared))
        case .spring:
            return .force(unit * (-strength * fall))
        case .electric:
            return .force(unit * (strength * probe.charge * fall))
        case .magnetic:
            return .force(Vec2(probe.velocity.y, -probe.velocity.x) * (strength * fall))
        }
    }

    /// A unit-scale noise vector: two decorrelated simplex-noise channels. Smoothness 0 gives 10 cycles per metre,
    /// 1 gives 1; animation speed moves through the third noise dimension at that many units per second.
    private func noiseVector(_ field: FieldParameters, _ probe: FieldProbe) -> Vec2 {
        let frequency = 1 + 9 * (1 - Swift.min(Swift.max(field.smoothness, 0), 1))
        let x = probe.offset.x * frequency, y = probe.offset.y * frequency
        let z = probe.time * field.animationSpeed
        let noise = SimplexNoise.standard
        return Vec2(noise.value(x, y, z), noise.value(x + 31.416, y - 47.853, z + 12.5))
    }
}
