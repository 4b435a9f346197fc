import Dynamics
import Foundation
import Testing

/// `SceneContext.parameter(_:default:in:)`: a value changed without a rebuild.
@Suite("scene parameters")
struct SceneParameterTests {
    /// A square that moves right at `speed` points per second for one second.
    static let slide = Scene(name: "slide", summary: "a square slides", size: CGSize(width: 400, height: 100), duration: 1) { context in
        let square = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        context.view.addSubview(square)
        let speed = context.parameter("speed", default: 100, in: 0...300)
        context.onTick { time in square.center.x = 10 + speed * time }
    }

    @Test("without values the default is used; a value moves the square; values are kept within the range")
    func valuesChangeThePosition() {
        func centre(_ values: [String: Double]) -> Double {
            var scene = Self.slide
            scene.parameterValues = values
            let runner = SceneRunner(scene: scene)
            runner.advance(to: 1)
            return Double(runner.rootView.subviews[0].center.x)
        }
        #expect(abs(centre([:]) - 110) < 1e-6)
        #expect(abs(centre(["speed": 250]) - 260) < 1e-6)
        #expect(abs(centre(["speed": 1000]) - 310) < 1e-6)
        #expect(abs(centre(["speed": -5]) - 10) < 1e-6)
        #expect(abs(centre(["speed": .nan]) - 110) < 1e-6)
        #expect(abs(centre(["other": 50]) - 110) < 1e-6)
    }

    @Test("the runner lists what the scene declared, with its default and range; non-finite bounds fix the value")
    func declarations() {
        let scene = Scene(name: "p", summary: "", size: CGSize(width: 10, height: 10), duration: 1) { context in
            _ = context.parameter("gravity", default: 9, in: 0...5)
            _ = context.parameter("gravity", default: 1, in: 0...5)
            _ = context.parameter("wild", default: 3, in: 0...Double.infinity)
        }
        let runner = SceneRunner(scene: scene)
        #expect(runner.context.parameters == [SceneParameter(name: "gravity", defaultValue: 5, range: 0...5),
                                              SceneParameter(name: "wild", defaultValue: 3, range: 3...3)])
    }
}
