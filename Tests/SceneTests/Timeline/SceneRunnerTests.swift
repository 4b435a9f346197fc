import Dynamics
import Foundation
import Testing

/// A scene built by `body` on a 200×200 canvas.
func scene(_ body: @escaping @MainActor @Sendable (SceneContext) -> Void) -> Scene {
    Scene(name: "test", summary: "", size: CGSize(width: 200, height: 200), duration: 1, build: body)
}

/// A box the runner's closures can write to (scenes are `@Sendable`, so test state goes through a reference).
final class Log: @unchecked Sendable {
    var entries: [String] = []
    var points: [CGPoint] = []
}

@Suite("SceneRunner timeline")
struct SceneRunnerTests {
    @Test("events run by time then registration; within a tick: tweens, events, tick callbacks")
    func orderInsideTick() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.view.addSubview(dot)
            context.at(0.05) { log.entries.append("b@\(context.time)") }
            context.at(0.02) { log.entries.append("a@\(context.time)") }
            context.at(0.05) { log.entries.append("c") }
            UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: {
                dot.center = CGPoint(x: 105, y: 5)
            })
            context.onTick { time in
                if time > 0.04 && time < 0.07 {
                    log.entries.append(String(format: "tick %.4f x=%.1f", time, LayerPresentation(view: dot).position.x))
                }
            }
        })
        runner.advance(to: 0.1)
        // 0.02 s runs on tick 2 (t = 1/30); 0.05 s on tick 3 (t = 0.05).
        // The tween started in `build` (t = 0) is at its tick's time when the tick callbacks run.
        #expect(log.entries == ["a@\(2.0 / 60)", "b@0.05", "c", "tick 0.0500 x=55.0", "tick 0.0667 x=71.7"])
    }

    @Test("a tween started by an event begins at the event's tick")
    func tweenStartedByEventBeginsAtItsTick() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.view.addSubview(dot)
            context.at(0.05) {
                UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: {
                    dot.center = CGPoint(x: 105, y: 5)
                })
            }
            context.onTick { time in
                log.entries.append(String(format: "%.4f x=%.1f", time, LayerPresentation(view: dot).position.x))
            }
        })
        runner.advance(to: 0.1)
        #expect(log.entries.suffix(4) == ["0.0500 x=5.0", "0.0667 x=21.7", "0.0833 x=38.3", "0.1000 x=55.0"])
    }

    @Test("frame k shows every tick with time ≤ k / fps")
    func tickResolution() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            context.onTick { time in log.entries.append(String(format: "%.4f", time)) }
        })
        #expect(log.entries == ["0.0000"])
        runner.advance(to: 1.0 / 30)
        #expect(log.entries == ["0.0000", "0.0167", "0.0333"])
        runner.advance(to: 1.0 / 24)   // 0.04167: tick 2 (0.0333) is the last at or before it
        #expect(log.entries.count == 3)
        runner.advance(to: 0.05)
        #expect(log.entries.count == 4)
    }

    @Test("a tap hits the front-most interactive view and fires the nearest tap recogniser")
    func tapDelivery() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back.addGestureRecognizer(UITapGestureRecognizer { tap in
                let point = tap.location(in: back)
                log.entries.append("back \(point.x),\(point.y) \(tap.state == .recognized)")
            })
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            front.addGestureRecognizer(UITapGestureRecognizer { tap in
                let point = tap.location(in: front)
                log.entries.append("front \(point.x),\(point.y)")
            })
            // A label on top ignores touches (UIKit's default for labels), so the tap goes to `front` below it.
            let label = UILabel(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
            context.view.addSubview(back)
            context.view.addSubview(front)
            context.view.addSubview(label)
            context.tap(at: CGPoint(x: 20, y: 30), time: 0.1)
            context.tap(at: CGPoint(x: 60, y: 70), time: 0.2)
            context.at(0.25) { front.isUserInteractionEnabled = false }
            context.tap(at: CGPoint(x: 60, y: 70), time: 0.3)
            context.tap(at: CGPoint(x: 190, y: 190), time: 0.4)
        })
        runner.advance(to: 0.5)
        #expect(log.entries == ["back 20.0,30.0 true", "front 10.0,20.0", "back 60.0,70.0 true"])
    }

    @Test("a tap on a button sends touchUpInside, not to the container's recogniser; a disabled one swallows it")
    func tapOnControl() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(UITapGestureRecognizer { _ in log.entries.append("container") })
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            button.addAction(UIAction { _ in log.entries.append("button") }, for: .touchUpInside)
            context.view.addSubview(button)
            context.tap(at: CGPoint(x: 50, y: 30), time: 0.1)
            context.tap(at: CGPoint(x: 150, y: 150), time: 0.2)
            context.at(0.25) { button.isEnabled = false }
            context.tap(at: CGPoint(x: 50, y: 30), time: 0.3)
        })
        runner.advance(to: 0.5)
        #expect(log.entries == ["button", "container"])
    }

    @Test("a pan reports began, changed every tick and ended, with translation and velocity")
    func panDelivery() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            pad.addGestureRecognizer(UIPanGestureRecognizer { pan in
                let t = pan.translation(in: pad), v = pan.velocity(in: pad)
                log.entries.append(stateName(pan.state))
                log.points.append(t)
                if pan.state == .ended { log.points.append(v) }
            })
            // 60 points right in 0.1 s (6 ticks): 10 points per tick, 600 points per second.
            context.pan(along: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)], from: 0.1, duration: 0.1)
        })
        runner.advance(to: 0.1)
        #expect(log.entries.isEmpty, "down, but not yet 10 pt from where it went down")
        runner.advance(to: 0.12)
        #expect(log.entries == ["began"])
        runner.advance(to: 0.15)
        #expect(runner.context.showsTouches)
        runner.advance(to: 1)
        // Began on the first move, translation counted from touch-down (10 pt), then changed on every tick.
        #expect(log.entries == ["began"] + Array(repeating: "changed", count: 4) + ["ended"])
        let millipoints: [CGFloat] = log.points.map { ($0.x * 1000).rounded() / 1000 }
        #expect(millipoints == [10, 20, 30, 40, 50, 60, 600])
        #expect(log.points.allSatisfy { abs($0.y) < 1e-9 })
    }

    @Test("disabling a pan recogniser mid-gesture delivers .cancelled once and then nothing of that finger")
    func disablingCancels() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            pad.addGestureRecognizer(UIPanGestureRecognizer { pan in
                log.entries.append(stateName(pan.state))
                if pan.state == .changed && log.entries.count == 3 { pan.isEnabled = false }
            })
            context.pan(along: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)], from: 0.1, duration: 0.1)
        })
        runner.advance(to: 1)
        #expect(log.entries == ["began", "changed", "changed", "cancelled"])
        let pan = try? #require(runner.rootView.subviews.first?.gestureRecognizers?.first)
        #expect(pan?.state == .possible && pan?.isEnabled == false)
    }

    @Test("setTranslation rebases the translation; location converts into rotated views")
    func translationAndConversion() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let turned = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            context.view.addSubview(turned)
            context.view.addGestureRecognizer(UIPanGestureRecognizer { pan in
                if pan.state == .began && log.points.isEmpty {
                    log.points.append(pan.translation(in: nil))
                    log.points.append(pan.translation(in: turned))
                    pan.setTranslation(CGPoint(x: 3, y: 0), in: turned)
                    log.points.append(pan.translation(in: turned))
                    log.points.append(pan.translation(in: nil))
                }
            })
            context.pan(along: [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 70)], from: 0, duration: 0.1)
        })
        runner.advance(to: 0.2)
        #expect(log.points.count == 4)
        // At .began the finger is 10 points down the window from where it went down; the view turned 90° sees that
        // along its own x axis.
        #expect(abs(log.points[0].x) < 1e-9 && abs(log.points[0].y - 10) < 1e-9)
        #expect(abs(log.points[1].x - 10) < 1e-9 && abs(log.points[1].y) < 1e-9)
        // Rebased to (3, 0) in the turned view, which is (0, 3) in the window.
        #expect(abs(log.points[2].x - 3) < 1e-9 && abs(log.points[2].y) < 1e-9)
        #expect(abs(log.points[3].x) < 1e-9 && abs(log.points[3].y - 3) < 1e-9)
    }

    @Test("the touch indicator is drawn only while the finger is down")
    func touchIndicator() throws {
        let runner = SceneRunner(scene: scene { context in
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.5)
        })
        let renderer = Renderer()
        runner.advance(to: 0.5)
        let down = try renderer.render(runner.window, scale: 1).pixel(x: 100, y: 100)
        runner.advance(to: 0.7)
        let up = try renderer.render(runner.window, scale: 1).pixel(x: 100, y: 100)
        #expect(up == (255, 255, 255, 255))
        // A 30 % grey disc over white: visibly grey, yet translucent.
        #expect(down.r < 235 && down.r > 200 && down.r == down.g && down.g == down.b)
    }

    @Test("the touch indicator never hides what is under it, and scenes or settings can hide it")
    func touchIndicatorIsTranslucentAndOptional() throws {
        let tapOnBlack = scene { context in
            let box = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
            box.backgroundColor = .black
            context.view.addSubview(box)
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.5)
        }
        let runner = SceneRunner(scene: tapOnBlack)
        let renderer = Renderer()
        runner.advance(to: 0.5)
        let overBlack = try renderer.render(runner.window, scale: 1).pixel(x: 100, y: 100)
        #expect(overBlack.r > 20 && overBlack.r < 80, "black shows through: \(overBlack.r)")
        runner.context.showsTouches = false
        runner.advance(to: 0.55)
        #expect(try renderer.render(runner.window, scale: 1).pixel(x: 100, y: 100) == (0, 0, 0, 255))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touches-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (touches, expectGrey) in [(TouchVisibility.hide, false), (.show, true)] {
            var options = RenderOptions(folder: folder.path)
            options.fps = 10
            options.frames = .range(5...5)
            options.scale = 1
            options.encoderThreads = 0
            options.touches = touches
            options.force = true
            try SceneRenderer.render(scene { $0.showsTouches = !expectGrey; $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5) },
                                     options: options)
            let frame = try PNGReader.read(folder.appendingPathComponent("frame_00005.png").path)
            #expect((frame.pixel(x: 50, y: 50).r < 240) == expectGrey, "\(touches)")
        }
    }

    @Test("traces list identified views in tree order with centre and angle")
    func traceRows() {
        let runner = SceneRunner(scene: scene { context in
            let outer = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            outer.accessibilityIdentifier = "outer"
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            inner.accessibilityIdentifier = "inner"
            inner.transform = CGAffineTransform(rotationAngle: 0.5)
            outer.addSubview(inner)
            context.view.addSubview(outer)
        })
        let rows = TraceRow.rows(for: runner.rootView, frame: 3, time: 0.1)
        #expect(rows.map(\.identifier) == ["outer", "inner"])
        #expect(rows[1].x == 40 && rows[1].y == 40 && abs(rows[1].angle - 0.5) < 1e-12)
        #expect(rows[1].csvLine == "3,0.100000,inner,40.0000,40.0000,0.500000")
    }
}

@Suite("SceneContext.drive")
struct DriveTests {
    /// A 40×40 box under default gravity (1000 pt/s²) in a 200×800 canvas, driven by the runner.
    private func fallingBox(log: Log, debugEnabled: Bool = false) -> Scene {
        Scene(name: "fall", summary: "", size: CGSize(width: 200, height: 800), duration: 1) { context in
            let box = UIView(frame: CGRect(x: 80, y: 0, width: 40, height: 40))
            box.backgroundColor = .systemRed
            context.view.addSubview(box)
            let animator = UIDynamicAnimator(referenceView: context.view)
            animator.debugEnabled = debugEnabled
            animator.addBehavior(UIGravityBehavior(items: [box]))
            context.drive(animator)
            context.drive(animator)
            context.onTick { _ in log.points.append(box.center) }
        }
    }

    @Test("a driven animator steps once per tick after tick 0: a box falls ½·g·t² in one second")
    func gravity() throws {
        let log = Log()
        let runner = SceneRunner(scene: fallingBox(log: log))
        runner.advance(to: 1)
        #expect(log.points.count == 61)
        #expect(log.points[0] == CGPoint(x: 100, y: 20))
        let fallen = log.points[60].y - 20
        // ½·g·t² = 500 points; the engine's discrete steps land within 10 % of it. Stepping twice per tick (the
        // animator is passed to `drive` twice) would make it about 1000.
        #expect(abs(fallen - 500) < 50, "fell \(fallen) points")
        #expect(zip(log.points, log.points.dropFirst()).allSatisfy { $0.y <= $1.y })
        #expect(log.points[60].x == 100)
    }

    @Test("--debug draws the animator's shapes over the scene")
    func debugOverlay() throws {
        let plain = SceneRunner(scene: fallingBox(log: Log()))
        let debug = SceneRunner(scene: fallingBox(log: Log()))
        debug.showsDebugOverlay = true
        plain.advance(to: 0.5)
        debug.advance(to: 0.5)
        let renderer = Renderer()
        let a = try renderer.render(plain.window, scale: 1)
        let b = try renderer.render(debug.window, scale: 1)
        let comparison = try ImageComparison.compare(a, b)
        #expect(comparison.result.differentPixels > 100)
    }

    @Test("an animator with debugEnabled set draws its overlay without --debug, as the private flag does on iOS")
    func debugEnabledAnimator() throws {
        let flagged = SceneRunner(scene: fallingBox(log: Log(), debugEnabled: true))
        let forced = SceneRunner(scene: fallingBox(log: Log()))
        forced.showsDebugOverlay = true
        flagged.advance(to: 0.5)
        forced.advance(to: 0.5)
        let renderer = Renderer()
        let comparison = try ImageComparison.compare(try renderer.render(flagged.window, scale: 1),
                                                     try renderer.render(forced.window, scale: 1))
        #expect(comparison.result.differentPixels == 0)
    }
}

@Suite("SceneContext bad input")
struct SceneContextBadInputTests {
    @Test("non-finite times and empty paths schedule nothing and never trap")
    func nonFinite() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(UIPanGestureRecognizer { _ in log.entries.append("pan") })
            context.pan(along: [CGPoint(x: 1, y: 1)], from: .nan, duration: 1)
            context.pan(along: [CGPoint(x: 1, y: 1)], from: 0, duration: .infinity)
            context.pan(along: [], from: 0, duration: 1)
            context.at(.nan) { log.entries.append("nan") }
            context.at(0.1) { log.entries.append("later") }
        })
        runner.advance(to: .nan)
        runner.advance(to: .infinity)
        #expect(log.entries.isEmpty)
        runner.advance(to: 2)
        #expect(log.entries == ["later"])
    }
}
