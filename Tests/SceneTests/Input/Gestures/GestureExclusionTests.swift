import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A delegate that lets its recogniser recognise together with any other, as iOS code writes it.
private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// UIKit's default exclusion ("Coordinating multiple gesture recognizers"): a touch reaches the recognisers of the hit
/// view and of its superviews; the first to begin or recognise fails the others still deciding, unless a delegate
/// lets them recognise together or `canPrevent`/`canBePrevented` say no.
@Suite("Gesture recogniser exclusion")
struct GestureExclusionTests {
    /// A 200 × 200 outer view at the origin with a 100 × 100 inner subview at (50, 50); `make` adds recognisers,
    /// `script` the fingers. Returns the log after one second.
    private func run(_ make: @escaping @MainActor (UIView, UIView, Log, SceneContext) -> Void,
                     script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> [String] {
        let log = Log()
        SceneRunner(scene: scene { context in
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            outer.addSubview(inner)
            context.view.addSubview(outer)
            make(outer, inner, log, context)
            script(context)
        }).advance(to: 1)
        return log.entries
    }

    private static func pan(_ label: String, _ log: Log, _ context: SceneContext) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { log.entries.append("\(label) \(stateName($0.state))@\(tick(context.time))") }
    }

    private static func tap(_ label: String, _ log: Log, _ context: SceneContext,
                            taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer { log.entries.append("\(label) \(stateName($0.state))@\(tick(context.time))") }
        tap.numberOfTapsRequired = taps
        return tap
    }

    private static let drag: @MainActor @Sendable (SceneContext) -> Void = {
        $0.pan(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 130)], from: 0.5, duration: 0.05)
    }

    @Test("Two pans on nested views: the inner one takes the drag, the outer one fails and never runs")
    func nestedPansExclude() {
        var outerPan: UIPanGestureRecognizer?
        let log = run({ outer, inner, log, context in
            let pan = Self.pan("outer", log, context)
            outerPan = pan
            outer.addGestureRecognizer(pan)
            inner.addGestureRecognizer(Self.pan("inner", log, context))
        }, script: Self.drag)
        // 10 pt per tick: both are possible on touch-down; the inner one begins on the first move.
        #expect(log == ["inner began@31", "inner changed@32", "inner ended@33"])
        #expect(outerPan?.state == .possible)
    }

    @Test("Two pans on nested views, the outer delegate allowing both: both track the drag, inner first")
    func nestedPansRecognizeTogether() {
        let delegate = Simultaneous()
        let log = run({ outer, inner, log, context in
            let pan = Self.pan("outer", log, context)
            pan.delegate = delegate
            outer.addGestureRecognizer(pan)
            inner.addGestureRecognizer(Self.pan("inner", log, context))
        }, script: Self.drag)
        #expect(log == ["inner began@31", "outer began@31", "inner changed@32", "outer changed@32",
                        "inner ended@33", "outer ended@33"])
    }

    @Test("A tap on a subview with taps on it and its superview: only the subview's recognises")
    func nestedTapsExclude() {
        let log = run({ outer, inner, log, context in
            outer.addGestureRecognizer(Self.tap("outer", log, context))
            inner.addGestureRecognizer(Self.tap("inner", log, context))
        }) { $0.tap(at: CGPoint(x: 100, y: 100), time: 0.5) }
        #expect(log == ["inner ended@30"])
    }

    @Test("Nested taps with a delegate allowing both recognise one after the other; outside the subview only the outer")
    func nestedTapsRecognizeTogether() {
        let delegate = Simultaneous()
        let log = run({ outer, inner, log, context in
            let tap = Self.tap("outer", log, context)
            tap.delegate = delegate
            outer.addGestureRecognizer(tap)
            inner.addGestureRecognizer(Self.tap("inner", log, context))
        }) { context in
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.5)
            context.tap(at: CGPoint(x: 20, y: 20), time: 0.8)
        }
        #expect(log == ["inner ended@30", "outer ended@30", "outer ended@48"])
    }

    /// A single-tap and a double-tap recogniser on the inner view, added in that order or the other, and two taps
    /// 0.2 s apart.
    private func singleAndDouble(doubleFirst: Bool) -> [String] {
        run({ _, inner, log, context in
            let single = Self.tap("single", log, context), double = Self.tap("double", log, context, taps: 2)
            for tap in doubleFirst ? [double, single] : [single, double] { inner.addGestureRecognizer(tap) }
        }) { context in
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.5)
            context.tap(at: CGPoint(x: 101, y: 100), time: 0.7)
        }
    }

    @Test("Tap and double tap without require(toFail:): a tap never prevents one needing more taps, so both fire")
    func tapDoesNotPreventDoubleTap() {
        // The single tap recognises on each tap; the double tap's second tap comes after it and is not prevented.
        #expect(singleAndDouble(doubleFirst: false) == ["single ended@30", "single ended@42", "double ended@42"])
    }

    @Test("A double tap that recognises first prevents a single tap still deciding on the same touch")
    func doubleTapPreventsSingleTap() {
        #expect(singleAndDouble(doubleFirst: true) == ["single ended@30", "double ended@42"])
    }

    @Test("canBePrevented(by:) false keeps a superview's tap going when the subview's tap recognises")
    func canBePreventedOptsOut() {
        final class Unpreventable: UITapGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let log = run({ outer, inner, log, context in
            let tap = Unpreventable { log.entries.append("outer \(stateName($0.state))@\(tick(context.time))") }
            outer.addGestureRecognizer(tap)
            inner.addGestureRecognizer(Self.tap("inner", log, context))
        }) { $0.tap(at: CGPoint(x: 100, y: 100), time: 0.5) }
        #expect(log == ["inner ended@30", "outer ended@30"])
    }

    /// A pan on a subview and a long press on its superview, one `context.touches` finger held `holding` seconds
    /// before it drags 30 pt down in 0.05 s; the log, and the press's state on every tick.
    private func panUnderLongPress(holding: TimeInterval) -> (log: [String], pressStates: [String]) {
        var press: UILongPressGestureRecognizer?
        var pressStates: [String] = []
        let log = run({ outer, inner, log, context in
            let longPress = UILongPressGestureRecognizer { log.entries.append("press \(stateName($0.state))@\(tick(context.time))") }
            press = longPress
            outer.addGestureRecognizer(longPress)
            inner.addGestureRecognizer(Self.pan("inner", log, context))
            context.onTick { _ in if let state = press?.state { pressStates.append(stateName(state)) } }
        }) { context in
            context.touches { fingers in
                fingers.finger(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 130)], from: 0.5, holding: holding,
                               duration: 0.05)
            }
        }
        return (log, pressStates)
    }

    @Test("A pan on a subview and a long press on its superview (one script, every kind): a finger that moves at once pans")
    func panBeatsLongPressOfSuperview() {
        let (log, pressStates) = panUnderLongPress(holding: 0)
        // 10 pt per tick: the pan begins on the first move and the press fails.
        #expect(log.first == "inner began@31")
        #expect(!log.contains { $0.hasPrefix("press") })
        #expect(!pressStates.contains("began"))
    }

    @Test("The same pair with the finger held still 0.7 s first: the press begins at 0.5 s and the pan fails")
    func heldFingerPressesBeforeThePan() {
        let (log, _) = panUnderLongPress(holding: 0.7)
        // The pan is still waiting for 10 pt of movement when the press begins on tick 60.
        #expect(log.first == "press began@60")
        #expect(!log.contains { $0.hasPrefix("inner") })
    }
}
