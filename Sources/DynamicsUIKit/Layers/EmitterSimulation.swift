import Foundation
import DynamicsGeometry

/// One living particle as it is drawn now: where, turned how far, how large, in what colour, from which cell.
package struct ParticleState: Equatable {
    /// Centre, in the emitter layer's coordinates.
    package var position: CGPoint
    /// Rotation in radians.
    package var angle: CGFloat
    /// Scale of the cell's image.
    package var scale: CGFloat
    /// Red, green, blue and alpha, each 0…1: the colour the image is multiplied by.
    package var color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    /// Seconds since birth.
    package var age: TimeInterval
    /// Index of the cell in the layer's `emitterCells`, or in its parent cell's `emitterCells` for a particle a
    /// particle emitted.
    package var cellIndex: Int
    /// The cell the particle was born from.
    package var cell: CAEmitterCell
    /// How many particles separate it from the layer: 0 for the layer's cells' particles, 1 for those they emit…
    package var generation: Int

    package static func == (lhs: ParticleState, rhs: ParticleState) -> Bool {
        lhs.position == rhs.position && lhs.angle == rhs.angle && lhs.scale == rhs.scale && lhs.age == rhs.age
            && lhs.cellIndex == rhs.cellIndex && lhs.cell === rhs.cell && lhs.generation == rhs.generation
            && lhs.color.r == rhs.color.r && lhs.color.g == rhs.color.g
            && lhs.color.b == rhs.color.b && lhs.color.a == rhs.color.a
    }
}

/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, for particles that come out
/// the same every run.
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt32) { state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15 }

    /// A uniform value in [0, 1).
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }

    /// A uniform value in [−1, 1).
    mutating func signed() -> CGFloat { 2 * unit() - 1 }
}

/// A particle's values at birth, from which its state at any age follows in closed form.
private struct Particle {
    var birth: TimeInterval
    var lifetime: TimeInterval
    var origin: CGPoint
    var velocity: CGVector
    var acceleration: CGVector
    var spin: CGFloat
    var scale: CGFloat
    var scaleSpeed: CGFloat
    var color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    var colorSpeed: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    var cellIndex: Int
    var cell: CAEmitterCell
    var generation: Int
    /// Per sub-cell of `cell`: the births due so far and the particles born.
    var subCounts: [(due: Double, born: Int)] = []

    func position(at now: TimeInterval) -> CGPoint {
        let t = CGFloat(now - birth)
        return CGPoint(x: origin.x + velocity.dx * t + acceleration.dx * t * t / 2,
                       y: origin.y + velocity.dy * t + acceleration.dy * t * t / 2)
    }

    func state(at now: TimeInterval) -> ParticleState {
        let t = CGFloat(now - birth)
        let position = position(at: now)
        func channel(_ start: CGFloat, _ speed: CGFloat) -> CGFloat { min(max(start + speed * t, 0), 1) }
        return ParticleState(position: position, angle: spin * t, scale: scale + scaleSpeed * t,
                             color: (channel(color.r, colorSpeed.r), channel(color.g, colorSpeed.g),
                                     channel(color.b, colorSpeed.b), channel(color.a, colorSpeed.a)),
                             age: now - birth, cellIndex: cellIndex, cell: cell, generation: generation)
    }
}

/// The particles of one emitter layer, stepped on the scene clock: each advance gives birth to the particles due
/// since the last one (at their exact times, at the birth rates in force) and drops those past their lifetime.
@MainActor package final class EmitterSimulation {
    /// Steps the simulation on every clock advance while its layer lives.
    private final class Driver: ClockDriven {
        weak var layer: CAEmitterLayer?
        init(layer: CAEmitterLayer) { self.layer = layer }
        func advance(to now: TimeInterval) -> Bool {
            guard let layer else { return false }
            layer.simulation.advance(layer, to: now)
            return true
        }
    }

    private weak var clock: AnimationClock?
    /// The clock's time when the emitter joined it.
    private var attached: TimeInterval = 0
    private var start: TimeInterval?
    private var last: TimeInterval = 0
    /// Per cell: the births due so far (fractional) and the particles born; the next is born when the first
    /// reaches one more than the second.
    private var counts: [ObjectIdentifier: (due: Double, born: Int)] = [:]
    private var particles: [Particle] = []
    private var generator: SeededGenerator?

    /// Joins the current scene clock, once: the emitter starts at the clock's time (or its `beginTime`, if later).
    func attach(_ layer: CAEmitterLayer) {
        guard clock == nil, let current = AnimationClock.current else { return }
        clock = current
        attached = current.now
        current.schedule(Driver(layer: layer))
    }

    /// The states of the living particles at the clock's time, in the layer's drawing order.
    func states(of layer: CAEmitterLayer) -> [ParticleState] {
        guard let now = clock?.now else { return [] }
        let states = particles.filter { now - $0.birth < $0.lifetime }.map { $0.state(at: now) }
        return layer.renderMode == .oldestFirst ? states.reversed() : states
    }

    func advance(_ layer: CAEmitterLayer, to now: TimeInterval) {
        if start == nil {
            let begin = layer.beginTime > 0 ? layer.beginTime : attached
            start = begin
            last = begin
            generator = SeededGenerator(seed: layer.seed)
        }
        guard let start, now > last else { return }
        for (index, cell) in (layer.emitterCells ?? []).enumerated() where cell.isEnabled {
            let rate = Double(cell.birthRate) * Double(layer.birthRate)
            let from = max(last, start + cell.beginTime)
            var to = now
            if cell.duration > 0 { to = min(to, start + cell.beginTime + cell.duration) }
            guard rate > 0, rate.isFinite, to > from else { continue }
            let key = ObjectIdentifier(cell)
            var (due, born) = counts[key] ?? (0, 0)
            let before = due
            due += rate * (to - from)
            // The tolerance keeps a birth due exactly on a tick (60 per second at 1/60 s) on that tick.
            while Double(born + 1) <= due + 1e-9 {
                born += 1
                let birth = from + max(Double(born) - before, 0) / rate
                particles.append(make(cell, index: index, layer: layer, birth: birth, parent: nil))
            }
            counts[key] = (due, born)
        }
        // Particles emit their cells' sub-cells in birth order; the ones born here (sub-particles included) emit
        // from their birth on, in this same advance.
        let withoutSubParticles = particles.count
        var index = 0
        while index < particles.count {
            emitSubCells(of: index, layer: layer, from: last, to: now)
            index += 1
        }
        last = now
        let living = particles.count
        particles.removeAll { now - $0.birth >= $0.lifetime }
        let removed = living - particles.count
        // Oldest first, births at the same instant in the order they were made, so the render modes that order by
        // age see sub-cells' particles in place (the layer's own cells' births already come in time order).
        guard particles.count > withoutSubParticles - removed else { return }
        particles = particles.enumerated().sorted { ($0.element.birth, $0.offset) < ($1.element.birth, $1.offset) }
            .map(\.element)
    }

    /// Births due from the particle at `index`'s sub-cells between `from` and `to`, within its life and each
    /// sub-cell's window (counted from the particle's birth), at `birthRate × layer.birthRate` per second.
    private func emitSubCells(of index: Int, layer: CAEmitterLayer, from: TimeInterval, to: TimeInterval) {
        let parent = particles[index]
        guard let cells = parent.cell.emitterCells, !cells.isEmpty else { return }
        var counts = parent.subCounts
        if counts.count < cells.count { counts += Array(repeating: (0, 0), count: cells.count - counts.count) }
        for (cellIndex, cell) in cells.enumerated() where cell.isEnabled {
            let rate = Double(cell.birthRate) * Double(layer.birthRate)
            let begin = max(from, parent.birth + cell.beginTime)
            var end = min(to, parent.birth + parent.lifetime)
            if cell.duration > 0 { end = min(end, parent.birth + cell.beginTime + cell.duration) }
            guard rate > 0, rate.isFinite, end > begin else { continue }
            var (due, born) = counts[cellIndex]
            let before = due
            due += rate * (end - begin)
            while Double(born + 1) <= due + 1e-9 {
                born += 1
                let birth = begin + max(Double(born) - before, 0) / rate
                particles.append(make(cell, index: cellIndex, layer: layer, birth: birth, parent: particles[index]))
            }
            counts[cellIndex] = (due, born)
        }
        particles[index].subCounts = counts
    }

    /// A new particle of `cell`: every random draw is made, in a fixed order, whether or not its range is zero, so
    /// changing one range does not reshuffle the others.
    /// A sub-cell's particle (`parent` set) is born at the parent's position at that moment, its colour multiplied
    /// by the parent's; the two birth-point draws are still made.
    private func make(_ cell: CAEmitterCell, index: Int, layer: CAEmitterLayer, birth: TimeInterval,
                      parent: Particle?) -> Particle {
        var random = generator ?? SeededGenerator(seed: layer.seed)
        defer { generator = random }
        let lifetime = (Double(cell.lifetime) + Double(cell.lifetimeRange) * Double(random.signed())) * Double(layer.lifetime)
        var origin = EmitterShapeSampler.point(shape: layer.emitterShape, mode: layer.emitterMode,
                                               center: layer.emitterPosition, size: layer.emitterSize,
                                               u: random.unit(), v: random.unit())
        var inherited: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) = (1, 1, 1, 1)
        if let parent {
            origin = parent.position(at: birth)
            inherited = parent.state(at: birth).color
        }
        let direction = cell.emissionLongitude + cell.emissionRange * (random.unit() - 0.5)
        let speed = (cell.velocity + cell.velocityRange * random.signed()) * CGFloat(layer.velocity)
        let spin = (cell.spin + cell.spinRange * random.signed()) * CGFloat(layer.spin)
        let scale = (cell.scale + cell.scaleRange * random.signed()) * CGFloat(layer.scale)
        let base = cell.color ?? .white
        func component(_ value: CGFloat, _ range: Float) -> CGFloat {
            min(max(value + CGFloat(range) * random.signed(), 0), 1)
        }
        let color = (r: component(base.red, cell.redRange) * inherited.r,
                     g: component(base.green, cell.greenRange) * inherited.g,
                     b: component(base.blue, cell.blueRange) * inherited.b,
                     a: component(base.alpha, cell.alphaRange) * inherited.a)
        return Particle(birth: birth, lifetime: max(lifetime, 0), origin: origin,
                        velocity: CGVector(dx: speed * cos(direction), dy: speed * sin(direction)),
                        acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
                        spin: spin, scale: scale, scaleSpeed: cell.scaleSpeed, color: color,
                        colorSpeed: (CGFloat(cell.redSpeed), CGFloat(cell.greenSpeed), CGFloat(cell.blueSpeed),
                                     CGFloat(cell.alphaSpeed)),
                        cellIndex: index, cell: cell, generation: parent.map { $0.generation + 1 } ?? 0)
    }
}

/// Where on an emitter's shape a particle is born, from two uniform draws in [0, 1).
enum EmitterShapeSampler {
    static func point(shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode, center: CGPoint,
                      size: CGSize, u: CGFloat, v: CGFloat) -> CGPoint {
        let outline = mode == .outline
        switch shape {
        case .line:
            return CGPoint(x: center.x + size.width * (u - 0.5), y: center.y)
        case .rectangle, .cuboid:
            guard outline else {
                return CGPoint(x: center.x + size.width * (u - 0.5), y: center.y + size.height * (v - 0.5))
            }
            // A uniform point along the perimeter, clockwise from the top-left corner.
            let w = size.width, h = size.height
            var d = u * 2 * (w + h)
            let left = center.x - w / 2, top = center.y - h / 2
            if d < w { return CGPoint(x: left + d, y: top) }
            d -= w
            if d < h { return CGPoint(x: left + w, y: top + d) }
            d -= h
            if d < w { return CGPoint(x: left + w - d, y: top + h) }
            return CGPoint(x: left, y: top + h - (d - w))
        case .circle, .sphere:
            let radius = size.width / 2 * (outline ? 1 : v.squareRoot())
            let angle = 2 * CGFloat.pi * u
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        default:
            return center
        }
    }
}
