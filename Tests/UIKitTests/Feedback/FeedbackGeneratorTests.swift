import DynamicsGeometry
@testable import DynamicsUIKit
import Foundation
import Testing

/// UIKit's feedback generators record into the installed haptic log: kind, style, clamped intensity, scene time and
/// the place (the location in the generator's view, its centre, the latest touch, the window's centre).
@Suite struct FeedbackGeneratorTests {
    /// A 300×200 window with a 40×40 view at (100, 50) and a log for it at scene time `now` (the caller keeps the
    /// window: a view holds its superview weakly).
    func fixture(now: TimeInterval = 0) -> (log: HapticLog, window: UIWindow, view: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 40, height: 40))
        window.addSubview(view)
        let log = HapticLog(windowSize: window.bounds.size)
        log.now = now
        return (log, window, view)
    }

    @Test func anImpactWithoutViewOrTouchPlaysAtTheWindowCentreAtFullIntensity() {
        let (log, _, _) = fixture(now: 0.75)
        log.withCurrent { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
        #expect(log.events() == [HapticEvent(time: 0.75, kind: .impact, style: "heavy", intensity: 1,
                                             location: CGPoint(x: 150, y: 100), origin: .window)])
    }

    @Test func intensityIsClampedToZeroThroughOneAndNotANumberPlaysNothing() {
        let (log, _, _) = fixture()
        log.withCurrent {
            let generator = UIImpactFeedbackGenerator(style: .soft)
            generator.impactOccurred(intensity: 0.35)
            generator.impactOccurred(intensity: 1.7)
            generator.impactOccurred(intensity: -0.2)
            generator.impactOccurred(intensity: .nan)
            generator.impactOccurred(intensity: .infinity)
        }
        #expect(log.events().map(\.intensity) == [0.35, 1, 0, 1])
        #expect(log.events().allSatisfy { $0.style == "soft" && $0.kind == .impact })
    }

    @Test func theGeneratorsViewGivesItsCentreOrTheLocationInItsCoordinates() {
        let (log, window, view) = fixture()
        #expect(view.superview === window)
        log.latestTouch = CGPoint(x: 10, y: 10)
        log.withCurrent {
            let generator = UIImpactFeedbackGenerator(style: .rigid, view: view)
            generator.impactOccurred()
            generator.impactOccurred(intensity: 0.5, at: CGPoint(x: 5, y: 30))
            UISelectionFeedbackGenerator(view: view).selectionChanged(at: CGPoint(x: 40, y: 0))
        }
        #expect(log.events().map(\.location) == [CGPoint(x: 120, y: 70), CGPoint(x: 105, y: 80), CGPoint(x: 140, y: 50)])
        #expect(log.events().map(\.origin) == [.view, .view, .view])
        #expect(log.events().map(\.style) == ["rigid", "rigid", "selection"])
    }

    @Test func withoutAViewTheLatestTouchWinsOverTheCentreAndALocationIsIgnored() {
        let (log, _, _) = fixture()
        log.latestTouch = CGPoint(x: 30, y: 170)
        log.withCurrent {
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
            UINotificationFeedbackGenerator().notificationOccurred(.error, at: CGPoint(x: 1, y: 1))
        }
        #expect(log.events().map(\.location) == [CGPoint(x: 30, y: 170), CGPoint(x: 30, y: 170)])
        #expect(log.events().map(\.origin) == [.touch, .touch])
        #expect(log.events().map(\.style) == ["warning", "error"])
        #expect(log.events().map(\.kind) == [.notification, .notification])
    }

    @Test func aLocationThatIsNotFiniteFallsBackToTheViewsCentre() {
        let (log, window, view) = fixture()
        #expect(view.superview === window)
        log.withCurrent {
            UIImpactFeedbackGenerator(style: .light, view: view).impactOccurred(at: CGPoint(x: CGFloat.nan, y: 3))
            UISelectionFeedbackGenerator(view: view).selectionChanged(at: CGPoint(x: 0, y: CGFloat.infinity))
        }
        #expect(log.events().map(\.location) == [CGPoint(x: 120, y: 70), CGPoint(x: 120, y: 70)])
    }

    @Test func aGeneratorAddedAsAnInteractionPlaysOnItsView() {
        let (log, window, view) = fixture()
        #expect(view.superview === window)
        let generator = UISelectionFeedbackGenerator()
        view.addInteraction(generator)
        #expect(generator.view === view)
        log.withCurrent { generator.prepare(); generator.selectionChanged() }
        #expect(log.events().map(\.location) == [CGPoint(x: 120, y: 70)])
        view.removeInteraction(generator)
        #expect(generator.view == nil)
    }

    @Test func thePlainInitialiserIsAMediumImpactAndNothingIsRecordedWithoutALog() {
        let (log, _, _) = fixture()
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(log.events().isEmpty)
        log.withCurrent { UIImpactFeedbackGenerator().impactOccurred() }
        #expect(log.events().map(\.style) == ["medium"])
    }

    @Test func eventsKeepTimeOrderAndAreReadByTimeWindow() {
        let (log, _, _) = fixture()
        for time in [0.5, 0.1, 0.3] {
            log.record(HapticEvent(time: time, kind: .transient, intensity: 1, location: .zero, origin: .window))
        }
        #expect(log.events().map(\.time) == [0.1, 0.3, 0.5])
        #expect(log.events(through: 0.3).map(\.time) == [0.1, 0.3])
        #expect(log.events(after: 0.1, through: 0.5).map(\.time) == [0.3, 0.5])
    }
}
