import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// What a scene's `build` closure works with: the root view, the clock, scripted events and scripted touches.
///
/// Everything runs on the fixed 1/60 s tick (see `SceneRunner` for the order of work inside a tick); events and
/// touches scheduled between ticks happen on the first tick at or after their time.
@MainActor public final class SceneContext {
    /// The scene's key window, sized to the scene: the root of everything drawn. Set its `rootViewController` to
    /// show a view controller full-window, as an app delegate does on iOS; after `launch(_:sceneDelegate:mainStoryboard:)` it is
    /// the window the app made key.
    public private(set) var window: UIWindow
    /// The root view (canvas): the scene's size at the origin of `window`, `.systemBackground` (white, black in
    /// dark mode) unless rendering transparent frames. Scenes that build views directly add them here; a root view controller's view covers it.
    public let view: UIView
    /// The scene's screen (`UIScreen.main` while the scene runs); set by the runner.
    var screen: UIScreen!
    /// The scene's device (`UIDevice.current` while the scene runs); set by the runner.
    public internal(set) var device: UIDevice!

    /// The traits the scene's screen gives every window: the device's defaults (light appearance, Large text, the
    /// idiom, …) with the scene's `traits` and the render's appearance over them; the screen adds `displayScale`
    /// and the size classes of its size. Setting it at any time changes what the whole scene inherits, as changing
    /// the appearance or text size in Settings does on a device: views and controllers hear of it in the next
    /// layout pass (`traitCollectionDidChange(_:)`, `registerForTraitChanges(_:handler:)`). For one part of the
    /// tree, use UIKit's own `traitOverrides` or `overrideUserInterfaceStyle` instead.
    public var deviceTraits: UITraitCollection {
        get { screen.deviceTraits }
        set { screen.deviceTraits = newValue }
    }

    /// Current scene time in seconds (the time of the tick being run).
    public internal(set) var time: TimeInterval = 0
    /// Draw a translucent circle where a scripted finger is down (default true); `RenderOptions.touches` and
    /// `render --touches` override the scene's choice.
    public var showsTouches = true
    /// The iOS status bar drawn over the top 20 pt: dark or light content, or `.automatic` to follow the window's
    /// view controllers (`preferredStatusBarStyle`, `prefersStatusBarHidden`); nil (the default) draws none.
    public var statusBar: StatusBarContent?
    /// How the device is held over time: `CMMotionManager` in the scene reads its gravity from here (upright portrait
    /// unless tilted, e.g. `context.deviceAttitude.tilt(toGravity: CMAcceleration(x: 0.5, y: -0.87, z: 0), at: 3)`).
    public let deviceAttitude = DeviceAttitudeScript()
    /// The haptics the scene played (feedback generators, Core Haptics, system vibrations), on the scene clock:
    /// `HapticLog.current` while the scene builds and ticks; `render --trace` writes them and `--show-haptics` draws
    /// them.
    public let hapticLog: HapticLog

    /// The scripted inputs scheduled so far (taps, finger gestures, typing and `at` events), in scheduling order: what the
    /// studio marks on its timeline. Device tilts are in `deviceAttitude.tiltTimes`.
    public internal(set) var scriptedEvents: [ScriptedEvent] = []

    /// The parameters the scene declared (`parameter(_:default:in:)`), in the order it declared them.
    public internal(set) var parameters: [SceneParameter] = []
    /// The values given for parameters (`Scene.parameterValues`), by name.
    var parameterValues: [String: Double] = [:]

    var events = EventQueue()
    /// Turns the device when a scripted rotation is due (set by the runner).
    var rotationHandler: ((SceneOrientation) -> Void)?
    /// Whether the scene scripted a rotation: its render then draws the window inside the device's panel.
    var scriptsRotation = false
    var tickHandlers: [(TimeInterval) -> Void] = []
    var drivenAnimators: [UIDynamicAnimator] = []
    /// The animators made while this scene built or ticked (`AnimatorRegistry.current` then).
    let animatorRegistry = AnimatorRegistry()
    /// Where scripted fingers are down now, in root coordinates.
    var touchLocations: [CGPoint] { activeTouches.keys.sorted().compactMap { activeTouches[$0] } }
    private var activeTouches: [Int: CGPoint] = [:]
    /// The scripted fingers of each tick not delivered yet, all scripts together (`FingerFrame`).
    private var fingerFrames: [Int: FingerFrame] = [:]
    private var nextTouchIdentifier = 0

    /// How long a scripted tap's finger stays visibly down.
    static let tapIndicatorDuration: TimeInterval = 0.1

    init(size: CGSize, transparent: Bool) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        hapticLog = HapticLog(windowSize: size)
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = transparent ? nil : .systemBackground
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    /// Launches an app the way `UIApplicationMain` does for an iOS app's `@main` delegate: `appDelegate` becomes
    /// `UIApplication.shared.delegate` and hears `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`; with a `sceneDelegate`, one `UIWindowScene` connects
    /// (`configurationForConnecting`, `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`,
    /// `sceneDidBecomeActive`), without one the app delegate hears `applicationDidBecomeActive`. The window the app
    /// made key (`makeKeyAndVisible()`) becomes the scene's `window`, resized to the scene, with the canvas `view`
    /// under its content. `mainStoryboard` names a registered storyboard to start from, as an Info.plist's main
    /// storyboard does: its initial controller fills a window handed to the app delegate (or, with a scene
    /// delegate, the scene delegate) before its launch call. Call it once, from the scene's `build`.
    public func launch(_ appDelegate: any UIApplicationDelegate, sceneDelegate: (any UIWindowSceneDelegate)? = nil,
                       mainStoryboard: String? = nil) {
        AppLaunch.launch(appDelegate, sceneDelegate: sceneDelegate, mainStoryboard: mainStoryboard,
                         in: UIApplication.shared)
        guard let key = UIApplication.shared.keyWindow, key !== window else { return }
        key.frame = CGRect(origin: .zero, size: window.bounds.size)
        key.insertSubview(view, at: 0)
        key.traitScreen = screen
        window = key
    }

    /// Runs `body` on the first tick at or after `seconds` (before tweens, animators and tick callbacks of that tick);
    /// a time that is not finite never comes.
    public func at(_ seconds: TimeInterval, _ body: @escaping () -> Void) {
        if seconds.isFinite { scriptedEvents.append(ScriptedEvent(kind: .event, start: seconds, end: seconds)) }
        events.schedule(at: seconds, body)
    }

    /// Calls `body` with the scene time on every tick, after tweens and animators have advanced (a display link).
    public func onTick(_ body: @escaping (TimeInterval) -> Void) {
        tickHandlers.append(body)
    }

    /// Taps at `point` (root coordinates) at `time`: hit-tests the view tree and fires the tap recognisers found
    /// there. The finger goes down and lifts on the first tick at or after `time`, in the same touch events as the
    /// fingers of every other script changing on that tick (`FingerFrame`). The touch indicator shows for a tenth of
    /// a second.
    public func tap(at point: CGPoint, time: TimeInterval) {
        guard time.isFinite, abs(time) < TickClock.longestScript else { return }
        let touch = newTouchIdentifier()
        scriptedEvents.append(ScriptedEvent(kind: .tap, start: time, end: time, label: "tap " + ScriptedEvent.place(point)))
        var tap: ScriptedTap?
        fingerFrame(at: TickClock.firstTick(atOrAfter: time)).add(down: { [unowned self] in
            activeTouches[touch] = point
            hapticLog.latestTouch = point
            tap = GestureDelivery.tapDown(at: point, in: window, time: self.time)
        }, move: {}, lift: {
            tap?.lift()
            tap = nil
        })
        events.schedule(at: time + SceneContext.tapIndicatorDuration) { [unowned self] in activeTouches[touch] = nil }
    }

    /// Drags a finger along the polyline `points` (root coordinates) at constant speed, starting at `from` and
    /// lifting `duration` seconds later. Pan recognisers under the first point get `.began` on the first tick, then
    /// `.changed` on every tick and `.ended` on the tick where the finger lifts. A path without points or a time
    /// that is not finite schedules nothing.
    public func pan(along points: [CGPoint], from time: TimeInterval, duration: TimeInterval) {
        scheduleFinger(along: points, from: time, holding: 0, duration: duration, for: UIPanGestureRecognizer.self)
    }

    /// Presses a finger at `point` (root coordinates) at `time` and lifts it `duration` seconds later, without
    /// moving. Long-press recognisers under it get `.began` on the first tick at which the finger has been down for
    /// their `minimumPressDuration`, and `.ended` when it lifts; a shorter press fails them.
    public func longPress(at point: CGPoint, time: TimeInterval, duration: TimeInterval) {
        scheduleFinger(along: [point], from: time, holding: duration, duration: 0,
                       for: UILongPressGestureRecognizer.self)
    }

    /// Presses a finger at the first of `points` at `time`, holds it still for `holding` seconds, then drags it along
    /// the polyline at constant speed for `duration` seconds and lifts it: the press-and-drag that picks an item
    /// up. Long-press recognisers get `.began` after their `minimumPressDuration`, `.changed` as the finger moves
    /// and `.ended` when it lifts.
    public func longPress(along points: [CGPoint], from time: TimeInterval, holding: TimeInterval,
                          duration: TimeInterval) {
        scheduleFinger(along: points, from: time, holding: holding, duration: duration,
                       for: UILongPressGestureRecognizer.self)
    }

    /// Swipes a finger from `start` to `end` (root coordinates) at constant speed, going down at `time` and lifting
    /// `duration` seconds later (0.1 s, a flick, by default). Swipe recognisers under `start` recognise it on the
    /// tick where it has travelled far enough in one of their directions.
    public func swipe(from start: CGPoint, to end: CGPoint, time: TimeInterval, duration: TimeInterval = 0.1) {
        scheduleFinger(along: [start, end], from: time, holding: 0, duration: duration,
                       for: UISwipeGestureRecognizer.self)
    }

    /// Schedules one finger: down at the first point on the first tick at or after `time`, still for `holding`
    /// seconds, then along the path by arc length until it lifts `duration` seconds later, reported on every tick
    /// to the recognisers of `kind` it went down on.
    private func scheduleFinger<Kind: UIGestureRecognizer>(along points: [CGPoint], from time: TimeInterval,
                                                           holding: TimeInterval, duration: TimeInterval,
                                                           for kind: Kind.Type) {
        guard let track = FingerTrack(along: points, from: time, holding: holding, duration: duration) else { return }
        schedule([track], as: ScriptedEvent.Kind(Kind.self), for: kind)
    }

    /// Pinches two fingers on a line through `center` at `angle` radians (0: side by side): they go down
    /// `startDistance` apart at `time` and move apart or together at constant speed until they are `endDistance`
    /// apart, lifting `duration` seconds later. Pinch recognisers under the first finger get `.began` on the first
    /// tick the distance changes, `.changed` on every later tick (`scale` going from 1 to endDistance / startDistance)
    /// and `.ended` when the fingers lift; rotation and two-finger pan recognisers there see the same touches.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
                      time: TimeInterval, duration: TimeInterval) {
        let start = Self.fingers(center: center, distance: startDistance, angle: angle)
        let end = Self.fingers(center: center, distance: endDistance, angle: angle)
        twoFingers(from: start, to: end, time: time, duration: duration)
    }

    /// Turns two fingers `distance` apart around `center` by `rotation` radians (positive: clockwise on screen),
    /// starting on a line at `angle` radians, at constant angular speed from `time` for `duration` seconds. Rotation
    /// recognisers under the first finger get `.began`, `.changed` (`rotation` going from 0 to `rotation`) and
    /// `.ended`; pinch and two-finger pan recognisers there see the same touches.
    public func rotate(center: CGPoint, by rotation: CGFloat, distance: CGFloat = 100, from angle: CGFloat = 0,
                       time: TimeInterval, duration: TimeInterval) {
        scheduleTwoFingers(from: time, duration: duration) { fraction in
            Self.fingers(center: center, distance: distance, angle: angle + rotation * CGFloat(fraction))
        }
    }

    /// Moves two fingers from the points `start` to the points `end` (root coordinates) between `time` and
    /// `time + duration`: their midpoint moves in a straight line while their distance and the angle of the line
    /// between them change at constant rates (the angle the short way round) — a drag, pinch and rotation in one.
    public func twoFingers(from start: (CGPoint, CGPoint), to end: (CGPoint, CGPoint), time: TimeInterval,
                           duration: TimeInterval) {
        let startCenter = CGPoint(x: (start.0.x + start.1.x) / 2, y: (start.0.y + start.1.y) / 2)
        let endCenter = CGPoint(x: (end.0.x + end.1.x) / 2, y: (end.0.y + end.1.y) / 2)
        let startDistance = hypot(start.1.x - start.0.x, start.1.y - start.0.y)
        let endDistance = hypot(end.1.x - end.0.x, end.1.y - end.0.y)
        let startAngle = atan2(start.1.y - start.0.y, start.1.x - start.0.x)
        var turn = atan2(end.1.y - end.0.y, end.1.x - end.0.x) - startAngle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        scheduleTwoFingers(from: time, duration: duration) { fraction in
            let t = CGFloat(fraction)
            return Self.fingers(center: CGPoint(x: startCenter.x + (endCenter.x - startCenter.x) * t,
                                                y: startCenter.y + (endCenter.y - startCenter.y) * t),
                                distance: startDistance + (endDistance - startDistance) * t, angle: startAngle + turn * t)
        }
    }

    /// Two finger positions `distance` apart on a line through `center` at `angle`.
    private static func fingers(center: CGPoint, distance: CGFloat, angle: CGFloat) -> (CGPoint, CGPoint) {
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
    }

    /// Schedules two fingers: down at `positions(0)` on the first tick at or after `time`, at `positions(f)` on every
    /// tick, `f` the elapsed fraction of `duration`, lifting at `positions(1)`.
    private func scheduleTwoFingers(from time: TimeInterval, duration: TimeInterval,
                                    positions: @escaping (Double) -> (CGPoint, CGPoint)) {
        guard time.isFinite, duration.isFinite, abs(time) + abs(duration) < TickClock.longestScript else { return }
        let firstTick = TickClock.firstTick(atOrAfter: time)
        let lastTick = max(firstTick + 1, TickClock.firstTick(atOrAfter: time + max(0, duration)))
        let fraction = { (tick: Int) in Double(tick - firstTick) / Double(lastTick - firstTick) }
        schedule([FingerTrack(firstTick: firstTick, lastTick: lastTick) { positions(fraction($0)).0 },
                  FingerTrack(firstTick: firstTick, lastTick: lastTick) { positions(fraction($0)).1 }],
                 as: .twoFingers, for: UIGestureRecognizer.self)
    }

    /// Schedules the fingers of one gesture, each down on its first tick, at its position on every tick and lifted
    /// on its last; on a tick the fingers that go down are delivered first, then those that move, then those that
    /// lift, each group together with the fingers of every other script of that tick (`FingerFrame`). The first fingers reach recognisers of `kind`; those that join later reach the
    /// recognisers already following and any of `kind` under them.
    func schedule<Kind: UIGestureRecognizer>(_ tracks: [FingerTrack], as eventKind: ScriptedEvent.Kind,
                                             for kind: Kind.Type) {
        guard let firstTick = tracks.map(\.firstTick).min(), let lastTick = tracks.map(\.lastTick).max() else { return }
        let fingers = tracks.count == 1 ? "" : " \(tracks.count) fingers"
        let lead = tracks[0]
        scriptedEvents.append(ScriptedEvent(kind: eventKind, start: TickClock.time(ofTick: firstTick),
                                            end: TickClock.time(ofTick: lastTick),
                                            label: "\(eventKind.rawValue)\(fingers) " + ScriptedEvent.place(lead.position(lead.firstTick))
                                                + " → " + ScriptedEvent.place(lead.position(lead.lastTick))))
        let identifiers = tracks.map { _ in newTouchIdentifier() }
        var session: ScriptedFinger?
        /// The session's number for each track's finger, once it is down.
        var fingerIndex: [Int: Int] = [:]
        for tick in firstTick...lastTick {
            let downs = tracks.indices.filter { tracks[$0].firstTick == tick }
            let moves = tracks.indices.filter { tracks[$0].firstTick < tick && tick < tracks[$0].lastTick }
            let lifts = tracks.indices.filter { tracks[$0].lastTick == tick }
            guard !downs.isEmpty || !moves.isEmpty || !lifts.isEmpty else { continue }
            fingerFrame(at: tick).add(down: { [unowned self] in
                guard !downs.isEmpty else { return }
                let down = session?.fingerCount ?? 0
                let points = downs.map { tracks[$0].position(tick) }
                hapticLog.latestTouch = points.last
                session = GestureDelivery.fingersDown(at: points, in: window, time: self.time, joining: session,
                                                      for: kind)
                for (offset, track) in downs.enumerated() {
                    fingerIndex[track] = down + offset
                    activeTouches[identifiers[track]] = points[offset]
                }
            }, move: { [unowned self] in
                let moved = moves.compactMap { track in fingerIndex[track].map { (index: $0, point: tracks[track].position(tick)) } }
                if let last = moved.last { hapticLog.latestTouch = last.point }
                if !moved.isEmpty { session?.move(moved, time: self.time) }
                for (track, point) in zip(moves, moves.map { tracks[$0].position(tick) }) {
                    activeTouches[identifiers[track]] = point
                }
            }, lift: { [unowned self] in
                let lifted = lifts.compactMap { track in fingerIndex[track].map { (index: $0, point: tracks[track].position(tick)) } }
                if let last = lifted.last { hapticLog.latestTouch = last.point }
                if !lifted.isEmpty { session?.lift(lifted, time: self.time) }
                for track in lifts { activeTouches[identifiers[track]] = nil }
            })
        }
    }

    /// The fingers of every script on tick `tick`, delivered together where the first script of that tick was
    /// scheduled; a tick already delivered (a script added while its tick runs) starts a new frame.
    private func fingerFrame(at tick: Int) -> FingerFrame {
        if let frame = fingerFrames[tick] { return frame }
        let frame = FingerFrame()
        fingerFrames[tick] = frame
        events.schedule(at: TickClock.time(ofTick: tick)) { [unowned self] in
            if fingerFrames[tick] === frame { fingerFrames[tick] = nil }
            frame.deliver()
        }
        return frame
    }

    private func newTouchIdentifier() -> Int {
        nextTouchIdentifier += 1
        return nextTouchIdentifier
    }
}
