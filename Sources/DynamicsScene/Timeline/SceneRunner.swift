import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender
import DynamicsAudio

/// Runs a scene on the fixed 1/60 s tick and prepares the view tree the renderer draws.
///
/// Order of work inside the tick at time t: `AnimationClock.advance(to: t)` (so a tween started by an event of this
/// tick begins at t, as one started by a touch handler on a device begins at that frame; display links,
/// device-motion updates and gestures decided by time passing fire here); main-queue work and `Timer`s due by t
/// (`DispatchQueue.main.async`/`asyncAfter`, timers scheduled through the `Dynamics` umbrella), in due order; scripted events and touches due at ≤ t (by time, then scheduling
/// order); every animator advances by 1/60 s; the `onTick` callbacks; main-queue work queued during the tick; the
/// layout pass. Tick 0 (t = 0) runs right after `build`; it advances no animator, since no time has passed yet. The runner's animation clock,
/// sound log, screen, `UIDevice` and scripted device (`context.deviceAttitude`, read by `CMMotionManager`) are current while the scene
/// builds and during every tick.
@MainActor public final class SceneRunner {
    /// The scene being run.
    public let scene: Scene
    /// The context handed to `scene.build`.
    public let context: SceneContext
    /// The clock that drives `UIView.animate` tweens of this scene.
    public let clock = AnimationClock()
    /// What the scene played (`AVAudioPlayer`, system sounds, the audio session), with the times: the render's
    /// audio track is mixed from it.
    public let sounds = SoundLog()
    /// What `arc4random` and `arc4random_uniform` draw from while the scene builds and ticks: seeded alike for every
    /// run, so a scene that places things at random renders the same every time.
    let random = SceneRandom()
    /// The scene's screen: `UIScreen.main` while the scene builds and ticks; its scale is the render's.
    public let screen: UIScreen
    /// The scene's application: `UIApplication.shared` while the scene builds and ticks.
    public let application: UIApplication
    /// The scene's device: `UIDevice.current` while the scene builds and ticks.
    public let device: UIDevice
    /// The view to render: the scene's key window, with the root view (or a root view controller's view) and the
    /// touch indicators (and, when enabled, the debug overlay) on top.
    public var window: UIWindow { context.window }
    /// Draw every driven animator's `debugShapes()` over the scene (`--debug`); without it, only those of animators
    /// whose `debugEnabled` is set.
    public var showsDebugOverlay = false
    /// Draw a ripple where each haptic played (`--show-haptics`; `--debug` draws them too), fading over
    /// `HapticRipple.fadeDuration` of scene time.
    public var showsHaptics = false
    /// The haptics the scene played, on its clock (`context.hapticLog`).
    public var hapticLog: HapticLog { context.hapticLog }
    /// Where the runner's warnings go, one line each (default: standard error, prefixed with "warning: ").
    public var warn: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
    let overlay: UIView
    private var lastTick = -1
    private var hasWarnedAboutTimers = false
    /// The status bar view on the overlay, with the content and width it was made for.
    private var statusBar: (view: StatusBarView, content: StatusBarContent, width: CGFloat)?

    /// How the device is held now: the scene's orientation until it turns the device (`context.rotate(to:at:)`).
    public private(set) var orientation: SceneOrientation

    /// The scene's root view.
    public var rootView: UIView { context.view }
    /// Time of the last tick run.
    public var time: TimeInterval { context.time }

    /// Builds the scene at t = 0 and runs tick 0. With `transparent`, the root view starts with no background;
    /// `screenScale` is `UIScreen.main.scale` for the scene (the render's pixels per point). `device` (default: the
    /// scene's `device`) is `UIDevice.current`, and the screen's traits are the device's defaults with the scene's
    /// `traits` and then `traits` given here put over them (`--appearance dark` gives `userInterfaceStyle` `.dark`).
    /// A named device gives the screen its size, safe areas and status bar, held `orientation` (default: the
    /// scene's), and shows the status bar unless the scene hides it (`context.statusBar = nil`); an unnamed one
    /// keeps the scene's size, turned when `orientation` asks for the other way.
    public init(scene: Scene, transparent: Bool = false, screenScale: CGFloat = 2, device: DeviceProfile? = nil,
                orientation: SceneOrientation? = nil, traits: UITraitCollection? = nil) {
        let scene = scene.shown(on: device, orientation: orientation)
        self.scene = scene
        self.orientation = scene.orientation
        // The scene's window registers with the scene's application as it becomes key.
        let application = UIApplication()
        self.application = application
        let profile = scene.device
        self.device = profile.makeDevice(scene.orientation)
        screen = UIScreen(size: scene.size, scale: screenScale)
        screen.deviceTraits = UITraitCollection(traitsFrom: [UIScreen.defaultDeviceTraits, profile.traits, scene.traits]
            + (traits.map { [$0] } ?? []))
        context = application.withCurrent { SceneContext(size: scene.size, transparent: transparent) }
        context.screen = screen
        context.window.traitScreen = screen
        context.device = self.device
        context.parameterValues = scene.parameterValues
        if profile.metrics != nil { context.statusBar = .automatic }
        overlay = UIView(frame: CGRect(origin: .zero, size: scene.size))
        overlay.isUserInteractionEnabled = false
        context.window.addSubview(overlay)
        // Transitions fade out from this picture of the view's old look, taken at the render's scale and handed
        // over as the premultiplied bitmap the renderer drew (no PNG round trip, which rounded translucent pixels).
        clock.snapshotter = { [screen] view in ViewSnapshots.takePicture(of: view, scale: screen.scale) }
        context.rotationHandler = { [unowned self] orientation in rotate(to: orientation) }
        withSceneCurrent { scene.build(context) }
        runTick(0)
    }

    /// Runs every tick with time ≤ `time` that has not run yet, then refreshes the overlays. A time that is not
    /// finite changes nothing.
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        let target = TickClock.lastTick(atOrBefore: time)
        while lastTick < target { runTick(lastTick + 1) }
        warnAboutWallClockTimers()
        refreshOverlay()
    }

    private func runTick(_ index: Int) {
        let now = TickClock.time(ofTick: index)
        context.time = now
        context.hapticLog.now = now
        withSceneCurrent {
            clock.advance(to: now)
            clock.drainMainQueue()
            while let event = context.events.popDue(atOrBefore: now) { event() }
            if index > 0 { context.advanceAnimators(by: TickClock.tickDuration) }
            for handler in context.tickHandlers { handler(now) }
            clock.drainMainQueue()
            context.window.deviceSafeAreaInsets = safeAreaInsets(statusBarShown: statusBarHeight > 0)
            context.window.runLayoutPass()
        }
        lastTick = index
    }

    /// The status bar's height on this frame: 0 when the scene draws none or the device hides it (an iPhone in
    /// landscape), else the device's (20 pt on an unnamed device).
    private var statusBarHeight: CGFloat {
        guard context.statusBar?.resolved(in: window) != nil else { return 0 }
        return scene.device.metrics?.statusBarHeight(orientation) ?? StatusBarView.homeButtonHeight
    }

    /// What the device obscures of the window: a named device's safe area for its orientation; on an unnamed one,
    /// only the status bar.
    private func safeAreaInsets(statusBarShown: Bool) -> UIEdgeInsets {
        if let metrics = scene.device.metrics {
            return metrics.safeAreaInsets(orientation, statusBarShown: statusBarShown)
        }
        return UIEdgeInsets(top: statusBarShown ? StatusBarView.homeButtonHeight : 0, left: 0, bottom: 0, right: 0)
    }

    /// Turns the device (a scripted rotation, run inside a tick): the device's orientation, then the window's
    /// animated change to the screen of the new orientation, turning a quarter — clockwise on the panel into
    /// landscape, as the device turns the other way. The root view and the overlay follow the window's size.
    private func rotate(to new: SceneOrientation) {
        guard new != orientation else { return }
        orientation = new
        device.turn(to: new.deviceOrientation)
        let size = scene.device.metrics?.size(new) ?? CGSize(width: window.bounds.height, height: window.bounds.width)
        for view in [rootView, overlay] { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        window.transition(to: size, duration: SceneContext.rotationDuration,
                          rotatingBy: new == .landscape ? .pi / 2 : -.pi / 2)
    }

    /// Runs `body` with this scene's screen (`UIScreen.main`), animation clock, sound log, haptic log, scripted
    /// device, animator registry and random numbers current.
    private func withSceneCurrent(_ body: () -> Void) {
        application.withCurrent {
            screen.withCurrent {
                device.withCurrent {
                    clock.withCurrent {
                        sounds.withCurrent {
                            context.hapticLog.withCurrent {
                                context.deviceAttitude.withCurrent {
                                    random.withCurrent { context.animatorRegistry.withCurrent(body) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Prints one warning the first time a timer is found on this thread's wall-clock run loop: timers made and
    /// scheduled through the `Dynamics` umbrella follow the scene clock (`SceneTimers`), but a file that also imports
    /// Foundation itself calls corelibs' `Timer` API, whose timers follow wall-clock time, which a scene cannot move,
    /// so such a timer would fire at whatever moment the render happens to reach. Looking for it polls the run loop
    /// once, which fires a timer that is already due.
    private func warnAboutWallClockTimers() {
        guard !hasWarnedAboutTimers, let next = RunLoop.current.limitDate(forMode: .default),
              next < .distantFuture else { return }
        hasWarnedAboutTimers = true
        warn("a Timer follows wall-clock time, not the scene clock: it was scheduled through Foundation's own API "
             + "(a file that imports Foundation beside Dynamics); import only Dynamics there (see docs/porting.md)")
    }

    /// Rebuilds the overlay views: touch indicators and, when enabled, the animators' debug shapes and haptic ripples. The status bar
    /// view stays from frame to frame while its content and width do: a new one every frame drew its backing store
    /// again, and the two `NSAttributedString`s its text makes leak in swift-corelibs-foundation (with the font
    /// they hold), about 1 KB a frame that a long render kept for good (issue 38).
    private func refreshOverlay() {
        for view in overlay.subviews where view !== statusBar?.view { view.removeFromSuperview() }
        let width = rootView.bounds.width, height = statusBarHeight
        if height > 0, let content = context.statusBar?.resolved(in: window) {
            if statusBar?.content != content || statusBar?.width != width || statusBar?.view.bounds.height != height {
                statusBar?.view.removeFromSuperview()
                let view = StatusBarView(width: width, height: height, content: content)
                overlay.addSubview(view)
                statusBar = (view, content, width)
            }
        } else if let bar = statusBar {
            bar.view.removeFromSuperview()
            statusBar = nil
        }
        // Debug shapes below the status bar, touch indicators and haptic ripples above it.
        for shape in context.debugShapeViews(in: rootView, allAnimators: showsDebugOverlay) {
            if let bar = statusBar?.view { overlay.insertSubview(shape, belowSubview: bar) } else { overlay.addSubview(shape) }
        }
        if context.showsTouches {
            for location in context.touchLocations.sorted(by: { ($0.x, $0.y) < ($1.x, $1.y) }) {
                overlay.addSubview(TouchIndicator.view(at: location))
            }
        }
        // Haptic ripples on top of everything: one that a finger caused starts inside its touch circle.
        if showsHaptics || showsDebugOverlay {
            for ripple in HapticRipple.views(for: context.hapticLog, at: time) { overlay.addSubview(ripple) }
        }
        // Keep the overlay above anything the scene added to the window (a launched app's window, too).
        if overlay.superview !== window { window.addSubview(overlay) }
        window.bringSubviewToFront(overlay)
    }
}
