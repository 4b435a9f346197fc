import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// A white 10 pt square.
private func whiteSquare() -> CGImage {
    UIImage(size: CGSize(width: 10, height: 10)) { context in
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }.cgImage!
}

/// Advances `clock` tick by tick (1/60 s) up to `time`.
private func run(_ clock: AnimationClock, to time: TimeInterval) {
    var tick = Int((clock.now * 60).rounded())
    while Double(tick) / 60 < time - 1e-9 {
        tick += 1
        clock.advance(to: Double(tick) / 60)
    }
}

/// A "rocket" cell (one a second, living 1 s, 100 pt/s to the right, red, no image) whose sub-cell "spark" emits
/// 10 white squares a second, standing still, from 0.5 s to 0.7 s after each rocket's birth; the emitter at
/// (20, 100) of a 200 × 200 canvas.
private func fireworks(on clock: AnimationClock, canvas: UIView) -> (CAEmitterLayer, CAEmitterCell, CAEmitterCell) {
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.birthRate = 10
    spark.lifetime = 5
    spark.beginTime = 0.5
    spark.duration = 0.2
    spark.contents = whiteSquare()
    let rocket = CAEmitterCell()
    rocket.name = "rocket"
    rocket.birthRate = 1
    rocket.lifetime = 1
    rocket.velocity = 100
    rocket.color = UIColor.red.cgColor
    rocket.emitterCells = [spark]
    let emitter = clock.withCurrent {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 20, y: 100)
        emitter.emitterCells = [rocket]
        canvas.layer.addSublayer(emitter)
        return emitter
    }
    return (emitter, rocket, spark)
}

@Suite("CAEmitterCell.emitterCells")
struct EmitterSubCellTests {
    @Test("each particle emits its sub-cells from where it is, inside the window counted from its birth")
    func sparksFromRockets() {
        let clock = AnimationClock()
        let canvas = makeCanvas()
        let (emitter, rocket, spark) = fireworks(on: clock, canvas: canvas)
        run(clock, to: 1.55)
        #expect(emitter.particleStates.count == 1)
        run(clock, to: 2.2)
        // Rocket 1 (born at 1 s) emitted sparks at 1.6 s and 1.7 s, at x = 20 + 100 × 0.6 and 0.7, then died at
        // 2 s; rocket 2 was born at 2 s and emits from 2.5 s.
        let states = emitter.particleStates
        let sparks = states.filter { $0.cell === spark }
        let rockets = states.filter { $0.cell === rocket }
        #expect(rockets.count == 1 && sparks.count == 2)
        #expect(rockets.first?.generation == 0 && sparks.allSatisfy { $0.generation == 1 })
        let xs = sparks.map(\.position.x).sorted()
        #expect(xs.count == 2 && abs(xs[0] - 80) < 1e-6 && abs(xs[1] - 90) < 1e-6)
        #expect(sparks.allSatisfy { abs($0.position.y - 100) < 1e-9 })
        // Sparks take the rocket's colour (white × red).
        #expect(sparks.allSatisfy { $0.color.r == 1 && $0.color.g == 0 && $0.color.b == 0 && $0.color.a == 1 })
        run(clock, to: 3)
        #expect(emitter.particleStates.filter { $0.cell === spark }.count == 4)
        // The layer's birthRate scales sub-cells too: at 0 no rocket or spark is born.
        emitter.birthRate = 0
        run(clock, to: 4)
        #expect(emitter.particleStates.filter { $0.cell === spark }.count == 4)
    }

    @Test("the same scene gives the same particles; the sparks draw in the rocket's colour")
    func deterministicAndDrawn() throws {
        func states() -> ([ParticleState], Image) {
            let clock = AnimationClock()
            let canvas = makeCanvas()
            let (emitter, rocket, spark) = fireworks(on: clock, canvas: canvas)
            spark.velocityRange = 40
            spark.emissionRange = 2 * .pi
            rocket.redRange = 0.5
            run(clock, to: 2.4)
            return (emitter.particleStates, try! render(canvas, scale: 1))
        }
        // Each run has its own cells, so particles are compared by their cell's name and their values.
        func summary(_ states: [ParticleState]) -> [String] {
            states.map { "\($0.cell.name ?? "") \($0.generation) \($0.position) \($0.age) \($0.angle) \($0.scale) \($0.color)" }
        }
        let (first, image) = states(), (second, again) = states()
        #expect(summary(first) == summary(second) && first.count == 3)
        #expect(image.hasSamePixels(as: again))
        let clock = AnimationClock()
        let canvas = makeCanvas()
        _ = fireworks(on: clock, canvas: canvas)
        run(clock, to: 2.2)
        let frame = try render(canvas, scale: 1)
        #expect(matches(pixel(frame, atPoint: 80, 100, scale: 1), (255, 0, 0), tolerance: 0))
        #expect(matches(pixel(frame, atPoint: 90, 100, scale: 1), (255, 0, 0), tolerance: 0))
        #expect(matches(pixel(frame, atPoint: 110, 100, scale: 1), (255, 255, 255), tolerance: 0))
    }
}
