import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// A `side`-point square image in `color`.
private func squareImage(_ side: CGFloat = 10, color: UIColor = .white) -> CGImage {
    UIImage(size: CGSize(width: side, height: side)) { context in
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }.cgImage!
}

/// A cell emitting `rate` white squares a second that live `lifetime` seconds.
private func makeCell(rate: Float, lifetime: Float = 100) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.contents = squareImage()
    return cell
}

/// Advances `clock` tick by tick (1/60 s) up to `time`.
private func run(_ clock: AnimationClock, to time: TimeInterval) {
    var tick = Int((clock.now * 60).rounded())
    while Double(tick) / 60 < time - 1e-9 {
        tick += 1
        clock.advance(to: Double(tick) / 60)
    }
}

/// An emitter made on `clock` (so it starts at the clock's time) on a 200×200 canvas.
private func makeEmitter(on clock: AnimationClock, canvas: UIView, cells: [CAEmitterCell]) -> CAEmitterLayer {
    clock.withCurrent {
        let emitter = CAEmitterLayer()
        emitter.emitterCells = cells
        canvas.layer.addSublayer(emitter)
        return emitter
    }
}

@Suite("CAEmitterLayer and CAEmitterCell")
struct EmitterLayerTests {
    @Test("birthRate × the layer's birthRate particles are born per second; each lives its lifetime")
    func counts() {
        let clock = AnimationClock()
        let emitter = makeEmitter(on: clock, canvas: makeCanvas(), cells: [makeCell(rate: 10)])
        run(clock, to: 0.5)
        #expect(emitter.particleStates.count == 5)
        run(clock, to: 1)
        #expect(emitter.particleStates.count == 10)
        emitter.birthRate = 2
        run(clock, to: 1.5)
        #expect(emitter.particleStates.count == 20)
        emitter.birthRate = 0
        run(clock, to: 3)
        #expect(emitter.particleStates.count == 20, "no births at rate 0; the living stay")

        let shortLived = AnimationClock()
        let brief = makeEmitter(on: shortLived, canvas: makeCanvas(), cells: [makeCell(rate: 10, lifetime: 0.35)])
        run(shortLived, to: 1)
        // Born at 0.1 … 1.0 s; alive when younger than 0.35 s: those born at 0.7, 0.8, 0.9 and 1.0 s.
        #expect(brief.particleStates.count == 4)
        #expect(brief.particleStates.map(\.age).max()! < 0.35)
    }

    @Test("a zero-range particle moves as position + velocity·t + ½·acceleration·t², turns and fades linearly")
    func closedForm() throws {
        let clock = AnimationClock()
        let cell = makeCell(rate: 1)
        cell.velocity = 100
        cell.emissionLongitude = .pi / 2
        cell.xAcceleration = -20
        cell.yAcceleration = 50
        cell.spin = 2
        cell.scaleSpeed = 0.5
        cell.alphaSpeed = -0.25
        let emitter = makeEmitter(on: clock, canvas: makeCanvas(), cells: [cell])
        emitter.emitterPosition = CGPoint(x: 20, y: 30)
        run(clock, to: 2.5)
        // The first particle is born after 1 s, so it is 1.5 s old; the second (at 2 s) is 0.5 s old.
        let states = emitter.particleStates
        try #require(states.count == 2)
        let first = states[0], t: CGFloat = 1.5
        #expect(abs(first.age - 1.5) < 1e-9)
        #expect(abs(first.position.x - (20 + -20 * t * t / 2)) < 1e-6, "\(first.position)")
        #expect(abs(first.position.y - (30 + 100 * t + 50 * t * t / 2)) < 1e-6, "\(first.position)")
        #expect(abs(first.angle - 3) < 1e-9)
        #expect(abs(first.scale - 1.75) < 1e-9)
        #expect(abs(first.color.a - 0.625) < 1e-9 && first.color.r == 1)
    }

    @Test("the same scene gives the same particles and pixels; another seed gives others")
    func determinism() throws {
        func scene(seed: UInt32) throws -> ([CGPoint], Image) {
            let clock = AnimationClock()
            let canvas = makeCanvas()
            let cell = makeCell(rate: 40, lifetime: 2)
            cell.velocity = 60
            cell.velocityRange = 30
            cell.emissionRange = 2 * .pi
            cell.spinRange = 3
            cell.scaleRange = 0.5
            cell.color = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).cgColor
            cell.redRange = 0.5
            let emitter = makeEmitter(on: clock, canvas: canvas, cells: [cell])
            emitter.seed = seed
            emitter.emitterPosition = CGPoint(x: 100, y: 100)
            emitter.emitterShape = .circle
            emitter.emitterSize = CGSize(width: 40, height: 40)
            run(clock, to: 1)
            return (emitter.particleStates.map(\.position), try render(canvas, scale: 1))
        }
        let (a, imageA) = try scene(seed: 7)
        let (b, imageB) = try scene(seed: 7)
        let (c, _) = try scene(seed: 8)
        #expect(a.count == 40)
        #expect(a == b)
        #expect(imageA.bytes == imageB.bytes)
        #expect(a != c)
        // Directions drawn from the full circle reach all four quadrants around the emitter.
        let quadrants = Set(a.map { (point: CGPoint) -> Int in (point.x > 100 ? 1 : 0) + (point.y > 100 ? 2 : 0) })
        #expect(quadrants.count == 4)
    }

    @Test("emitter shapes: a line spreads births along x, an outlined circle puts them on the circle")
    func shapes() {
        let clock = AnimationClock()
        let line = makeEmitter(on: clock, canvas: makeCanvas(), cells: [makeCell(rate: 60)])
        line.emitterShape = .line
        line.emitterPosition = CGPoint(x: 100, y: 20)
        line.emitterSize = CGSize(width: 200, height: 0)
        let ring = makeEmitter(on: clock, canvas: makeCanvas(), cells: [makeCell(rate: 60)])
        ring.emitterShape = .circle
        ring.emitterMode = .outline
        ring.emitterPosition = CGPoint(x: 50, y: 50)
        ring.emitterSize = CGSize(width: 60, height: 60)
        run(clock, to: 1)
        let xs = line.particleStates.map(\.position.x)
        #expect(line.particleStates.allSatisfy { $0.position.y == 20 })
        #expect(xs.allSatisfy { $0 >= 0 && $0 <= 200 } && xs.min()! < 30 && xs.max()! > 170)
        #expect(ring.particleStates.allSatisfy { abs(hypot($0.position.x - 50, $0.position.y - 50) - 30) < 1e-9 })
    }

    @Test("particles draw their image multiplied by their colour; additive mode sums overlaps", arguments: [1.0, 2.0])
    func pixels(scale: CGFloat) throws {
        func draw(_ mode: CAEmitterLayerRenderMode) throws -> Image {
            let clock = AnimationClock()
            let canvas = makeCanvas()
            canvas.backgroundColor = .black
            let cell = makeCell(rate: 2)
            cell.color = UIColor(red: 0.4, green: 0.2, blue: 0, alpha: 1).cgColor
            cell.scale = 2
            let emitter = makeEmitter(on: clock, canvas: canvas, cells: [cell])
            emitter.emitterPosition = CGPoint(x: 100, y: 100)
            emitter.renderMode = mode
            run(clock, to: 1)
            return try render(canvas, scale: scale)
        }
        // Two 20-point squares (10 points at scale 2) on the same spot.
        let over = try draw(.unordered)
        #expect(matches(pixel(over, atPoint: 100, 100, scale: scale), (102, 51, 0)))
        #expect(matches(pixel(over, atPoint: 108, 92, scale: scale), (102, 51, 0)))
        #expect(matches(pixel(over, atPoint: 112, 100, scale: scale), (0, 0, 0)), "outside the scaled square")
        let added = try draw(.additive)
        #expect(matches(pixel(added, atPoint: 100, 100, scale: scale), (204, 102, 0)))
    }

    @Test("a coloured image is multiplied channel by channel; an emitter that begins later waits")
    func tintAndBeginTime() throws {
        let clock = AnimationClock()
        let canvas = makeCanvas()
        let cell = makeCell(rate: 1)
        cell.contents = squareImage(color: UIColor(red: 1, green: 0.5, blue: 1, alpha: 1))
        cell.color = UIColor(red: 0.5, green: 1, blue: 0, alpha: 1).cgColor
        let emitter = makeEmitter(on: clock, canvas: canvas, cells: [cell])
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.beginTime = 2
        run(clock, to: 2.5)
        #expect(emitter.particleStates.isEmpty)
        run(clock, to: 3)
        #expect(emitter.particleStates.count == 1)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 1), (128, 128, 0)))
    }
}
