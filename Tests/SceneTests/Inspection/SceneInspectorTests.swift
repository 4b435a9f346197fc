import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// The studio inspector's library side: which view is under a canvas point, what it says of that view, and when each
/// behaviour acts (the timeline's lanes).
@Suite("SceneInspector and BehaviorActivity")
struct SceneInspectorTests {
    /// A 200×200 scene: a backdrop; `box` (20, 20, 50, 50), which takes no touches; a hidden cover over the top left;
    /// `clip`, clipping a child larger than itself; `bar`, 80×20 turned a quarter turn around (150, 50); `mover`,
    /// 2 points right every tick.
    static let layered = scene { context in
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        backdrop.accessibilityIdentifier = "backdrop"
        context.view.addSubview(backdrop)
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        box.isUserInteractionEnabled = false
        backdrop.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cover.isHidden = true
        backdrop.addSubview(cover)
        let clip = UIView(frame: CGRect(x: 120, y: 120, width: 40, height: 40))
        clip.clipsToBounds = true
        clip.accessibilityIdentifier = "clip"
        backdrop.addSubview(clip)
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        wide.accessibilityIdentifier = "wide"
        clip.addSubview(wide)
        let bar = UIView(frame: CGRect(x: 110, y: 40, width: 80, height: 20))
        bar.accessibilityIdentifier = "bar"
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        backdrop.addSubview(bar)
        let mover = UIView(frame: CGRect(x: 0, y: 180, width: 10, height: 10))
        mover.accessibilityIdentifier = "mover"
        backdrop.addSubview(mover)
        context.onTick { _ in mover.center.x += 2 }
    }

    @Test("the frontmost visible view under a point, through hidden covers and clipping, as transformed")
    func hitTesting() {
        let at = { (x: Double, y: Double) in
            SceneInspector.inspect(Self.layered, at: 0.5, point: CGPoint(x: x, y: y))?.identifier
        }
        #expect(at(30, 30) == "box", "a hidden cover is passed over, a view that takes no touches is found")
        #expect(at(90, 10) == "backdrop")
        #expect(at(130, 130) == "wide")
        #expect(at(170, 170) == "backdrop", "the child of a clipping view is not found outside its parent")
        #expect(at(150, 85) == "bar", "turned a quarter, the bar reaches 40 points below its centre")
        #expect(at(185, 50) == "backdrop", "and no longer 40 points to the side")
    }

    @Test("geometry, velocity over the last tick, constraints and the scene's source line")
    func description() throws {
        let box = try #require(SceneInspector.inspect(Self.layered, at: 0.5, point: nil, identifier: "box"))
        #expect(box.className == "UIView" && box.frame == .init(x: 20, y: 20, width: 50, height: 50))
        #expect(box.ancestors == ["UIView 'backdrop'", "UIView"])
        #expect(box.constraints == ["self.width == 50"])
        #expect(box.velocity == .init(x: 0, y: 0) && !box.isUserInteractionEnabled)
        #expect(box.source?.hasSuffix("SceneRunnerTests.swift:7") == true, "\(box.source ?? "nil")")
        let bar = try #require(SceneInspector.inspect(Self.layered, at: 0.5, point: nil, identifier: "bar"))
        #expect(abs(bar.angle - .pi / 2) < 1e-12 && abs(bar.frameInScene.height - 80) < 1e-9 && abs(bar.frameInScene.width - 20) < 1e-9)
        #expect(abs(bar.transform[1] - 1) < 1e-12 && abs(bar.transform[2] + 1) < 1e-12)
        // 2 points a tick is 120 points a second; the tick callbacks of ticks 0 to 30 have moved it 62 points.
        let mover = try #require(SceneInspector.inspect(Self.layered, at: 0.5, point: nil, identifier: "mover"))
        #expect(mover.velocity == .init(x: 120, y: 0) && mover.centerInScene == .init(x: 67, y: 185))
        #expect(SceneInspector.inspect(Self.layered, at: 0, point: nil, identifier: "mover")?.velocity == .init(x: 0, y: 0))
        #expect(SceneInspector.inspect(Self.layered, at: 0.5, point: nil, identifier: "nobody") == nil)
    }

    /// A view subclass with an initialiser of its own, which the origin passes over.
    final class Marker: UIView {
        init() { super.init(frame: CGRect(x: 60, y: 0, width: 10, height: 10)) }
        required init?(coder: NSCoder) { nil }
    }

    /// A helper of the scene's code that makes a view: the view's origin is the helper's line.
    static func dot() -> UIView {
        let dot = UIView(frame: CGRect(x: 80, y: 0, width: 10, height: 10)) // origin: dot
        dot.accessibilityIdentifier = "dot"
        return dot
    }

    @Test("the line of the scene's code that made a view: its init call, a subclass's, a helper's; none for the library's")
    func origins() throws {
        let made = scene { context in
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) // origin: plain
            plain.accessibilityIdentifier = "plain"
            context.view.addSubview(plain)
            let marker = Marker() // origin: marker
            marker.accessibilityIdentifier = "marker"
            context.view.addSubview(marker)
            context.view.addSubview(Self.dot())
            let label = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20)) // origin: label
            label.accessibilityIdentifier = "label"
            context.view.addSubview(label)
            context.at(0.2) {
                let late = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10)) // origin: late
                late.accessibilityIdentifier = "late"
                context.view.addSubview(late)
            }
        }
        let lines = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for name in ["plain", "marker", "dot", "label", "late"] {
            let line = try #require(lines.firstIndex { $0.hasSuffix("// origin: \(name)") }) + 1
            let origin = SceneInspector.inspect(made, at: 0.5, point: nil, identifier: name)?.origin
            #expect(origin?.path == #filePath && origin?.line == line, "\(name): \(String(describing: origin)), made on line \(line)")
        }
        // The root view is the library's (SceneContext makes it): no line of the scene's made it.
        let root = try #require(SceneInspector.inspect(made, at: 0.5, point: CGPoint(x: 150, y: 180)))
        #expect(root.identifier == nil && root.origin == nil, "\(root.className) \(String(describing: root.origin))")
        // Once the inspection is over no one listens to views being made: frames and renders record nothing.
        #expect(ViewCreation.observer == nil)
    }

    @Test("a behaviour's lane spans the frames its animator runs, from when it is added")
    func behaviourLanes() {
        let falling = scene { context in
            let ball = UIView(frame: CGRect(x: 90, y: 0, width: 20, height: 20))
            ball.accessibilityIdentifier = "ball"
            context.view.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: context.view)
            context.drive(animator)
            context.at(0.5) { animator.addBehavior(UIGravityBehavior(items: [ball])) }
        }
        let runner = SceneRunner(scene: falling)
        let activity = BehaviorActivity()
        _ = TraceRow.rows(of: runner, fps: 10, duration: 1) { frame, time in
            activity.sample(runner, frame: frame, time: time, fps: 10)
        }
        #expect(activity.lanes == [BehaviorLane(name: "UIGravityBehavior: ball", spans: [[0.5, 1.0]])])
    }
}
