import Dynamics
import Foundation
import Testing

/// Writes a presentation controller delegate's calls into a log.
final class DismissDelegate: UIAdaptivePresentationControllerDelegate {
    let log: CallLog
    var allows = true
    init(_ log: CallLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.add("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.add("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttempt")
    }
}

/// The card's top edge in window coordinates (its presented view's top, which the card carries).
@MainActor private func cardTop(_ modal: UIViewController) -> CGFloat {
    modal.view.convert(modal.view.bounds, to: nil).minY
}

/// A view that follows the finger by its own touches, as a game's dragged car does: each move shifts its centre by
/// the touch's step in the view's own coordinates. It counts moves and cancellations.
private final class SelfDraggedView: UIView {
    private var grab: CGPoint?
    var moves = 0
    var cancellations = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        grab = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let grab, let now = touches.first?.location(in: self) else { return }
        moves += 1
        center = CGPoint(x: center.x + now.x - grab.x, y: center.y + now.y - grab.y)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancellations += 1
    }
}

/// UIKit's rubber band, written out: (1 − 1 / (x · 0.55 / d + 1)) · d.
private func rubberBand(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

@Suite("Sheets: swiping the card down to dismiss it")
struct SheetDismissalTests {
    /// A sheet presented at 0.5 s (up by 0.8 s) over a red root, with a delegate, and `drag` scripted after it.
    @MainActor private func sheetScene(_ log: CallLog, _ delegate: DismissDelegate,
                                       drag: @escaping (SceneContext) -> Void)
        -> (SceneRunner, CallLogController, CallLogController) {
        let root = CallLogController("A", log, color: .red)
        let modal = CallLogController("B", log, color: .blue)
        nonisolated(unsafe) let drag = drag
        let runner = presentationScene(root) { context in
            context.at(0.5) {
                modal.presentationController?.delegate = delegate
                root.present(modal, animated: true)
            }
            drag(context)
        }
        runner.advance(to: 0.9)
        _ = log.take()
        return (runner, root, modal)
    }

    /// `sheetScene` with one scripted drag along `points` from 1 s, lasting `duration`.
    @MainActor private func draggedSheet(_ log: CallLog, _ delegate: DismissDelegate, along points: [CGPoint],
                                         duration: TimeInterval)
        -> (SceneRunner, CallLogController, CallLogController) {
        sheetScene(log, delegate) { context in context.pan(along: points, from: 1, duration: duration) }
    }

    @Test("a slow drag tracks the finger, pushes the presenting view forward, and springs back when released short")
    func springBack() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        // 120 pt down over 1.2 s: released at 100 pt/s, projected to 120 + 49.9 pt, short of half the 450 pt.
        let (runner, root, modal) = draggedSheet(
            log, delegate, along: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 320)], duration: 1.2)
        #expect(cardTop(modal) == 30)
        runner.advance(to: 1)
        #expect(log.take().isEmpty, "the finger is down but has not moved the pan's 10 pt")
        runner.advance(to: 1.15)   // 10 pt by tick 66: the swipe begins
        #expect(log.take() == ["shouldDismiss", "willDismiss", "B viewWillDisappear"])
        #expect(modal.isBeingDismissed && modal.transitionCoordinator?.isInteractive == true)
        runner.advance(to: 1.6)   // half way: 60 pt
        #expect(abs(cardTop(modal) - 90) < 1e-6, "the card follows the finger: \(cardTop(modal))")
        // The pushed-back view grows back by the fraction of the travel covered: 0.9 + 0.1 · 60 / 450.
        #expect(abs(root.view.transform.a - (0.9 + 0.1 * 60 / 450)) < 1e-9, "\(root.view.transform)")
        runner.advance(to: 2.2)
        #expect(log.take() == ["B viewWillAppear"], "released short: the dismissal is given up")
        #expect(modal.transitionCoordinator?.isCancelled == true)
        runner.advance(to: 2.4)
        #expect(log.take().isEmpty, "viewDidAppear waits for the card to be back")
        runner.advance(to: 2.7)
        #expect(log.take() == ["B viewDidAppear"])
        #expect(cardTop(modal) == 30 && abs(root.view.transform.a - 0.9) < 1e-9 && !modal.isBeingDismissed)
        #expect(root.presentedViewController === modal && modal.transitionCoordinator == nil)
    }

    @Test("dragging past half the card's travel dismisses it, with UIKit's delegate and appearance order")
    func dismissesPastHalfway() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        let (runner, root, modal) = draggedSheet(
            log, delegate, along: [CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 340)], duration: 1.2)
        runner.advance(to: 2.1)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "B viewWillDisappear"])
        #expect(abs(cardTop(modal) - 250) < 1e-6, "220 pt down: \(cardTop(modal))")
        // Released at 240 pt with 200 pt/s: the rest, 210 of 450 pt, takes 0.3 · 210 / 450 = 0.14 s.
        runner.advance(to: 2.2)
        #expect(log.take() == [])
        runner.advance(to: 2.4)
        #expect(log.take() == ["B viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.window == nil && root.view.transform == .identity)
    }

    @Test("a short fast flick dismisses: its projected end is past half the travel")
    func flickDismisses() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        // 60 pt in 0.1 s: 600 pt/s projects 299 pt further.
        let (runner, root, _) = draggedSheet(
            log, delegate, along: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 260)], duration: 0.1)
        runner.advance(to: 1.6)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "B viewWillDisappear", "B viewDidDisappear",
                               "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test("isModalInPresentation refuses the swipe: the attempt is reported, the card resists and springs back")
    func modalInPresentation() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        let (runner, root, modal) = draggedSheet(
            log, delegate, along: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 500)], duration: 0.5)
        modal.isModalInPresentation = true
        runner.advance(to: 1.25)   // the finger is 150 pt down
        #expect(log.take() == ["didAttempt"], "shouldDismiss is not asked")
        #expect(abs(cardTop(modal) - (30 + rubberBand(150, 450))) < 1e-6, "\(cardTop(modal))")
        runner.advance(to: 2.2)
        #expect(log.take().isEmpty && cardTop(modal) == 30 && root.presentedViewController === modal)
    }

    @Test("presentationControllerShouldDismiss false refuses too; dragging up rubber-bands")
    func delegateRefusesAndUpwardRubberBand() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        delegate.allows = false
        let (runner, _, modal) = draggedSheet(
            log, delegate, along: [CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 100)], duration: 0.5)
        runner.advance(to: 1.25)   // 100 pt up
        #expect(log.take() == ["shouldDismiss", "didAttempt"])
        #expect(abs(cardTop(modal) - (30 - rubberBand(100, 450))) < 1e-6, "\(cardTop(modal))")
        runner.advance(to: 2.2)
        #expect(cardTop(modal) == 30)
    }

    @Test("presentationController exists before present, keeps its delegate, and code dismissals do not call it")
    func presentationControllerAndCodeDismissal() {
        let log = CallLog()
        let delegate = DismissDelegate(log)
        nonisolated(unsafe) var presented: UIViewController?
        let (runner, root, modal) = sheetScene(log, delegate) { context in
            context.at(1) { presented?.dismiss(animated: true) { log.add("completion") } }
        }
        presented = modal
        let controller = modal.presentationController
        #expect(controller?.presentingViewController === root && controller?.presentedViewController === modal)
        #expect(controller?.delegate === delegate && controller?.presentationStyle == .automatic)
        runner.advance(to: 1)
        #expect(log.take() == ["B viewWillDisappear"])
        runner.advance(to: 1.5)
        #expect(log.take() == ["B viewDidDisappear", "completion"])
    }

    @Test("a sideways drag leaves the card alone: a view dragging itself by its touches keeps them all")
    func sidewaysDragStaysWithTheContent() {
        let log = CallLog()
        let root = CallLogController("A", log, color: .red)
        let modal = CallLogController("B", log, color: .blue)
        let delegate = DismissDelegate(log)
        // 40 pt square whose centre is at (60, 300) in the window once the card is up (its top at 30).
        let car = SelfDraggedView(frame: CGRect(x: 40, y: 250, width: 40, height: 40))
        let runner = presentationScene(root) { context in
            context.at(0.5) {
                modal.view.addSubview(car)
                modal.presentationController?.delegate = delegate
                root.present(modal, animated: true)
            }
            // 200 pt right and 40 pt up over 1 s: more sideways than vertical.
            context.pan(along: [CGPoint(x: 60, y: 300), CGPoint(x: 260, y: 260)], from: 1, duration: 1)
        }
        runner.advance(to: 0.9)
        _ = log.take()
        runner.advance(to: 2.2)
        #expect(log.take().isEmpty, "the card's pan never began: no delegate or appearance calls")
        #expect(cardTop(modal) == 30 && car.cancellations == 0)
        // One move per tick but the last, whose step comes with the lift (the view does not handle touchesEnded):
        // 59 of the 60 steps of (3⅓, −⅔) pt.
        #expect(car.moves == 59)
        #expect(abs(car.center.x - (60 + 200 * 59 / 60)) < 1e-9 && abs(car.center.y - (270 - 40 * 59 / 60)) < 1e-9,
                "the view followed the finger: \(car.center)")
    }

    /// A sheet whose controller is a 1000 pt tall list in a scroll view filling the card, scrolled to `offset` when
    /// presented, with one drag along `points` from 1 s lasting `duration`.
    @MainActor private func scrollingSheet(_ log: CallLog, offset: CGFloat, along points: [CGPoint],
                                           duration: TimeInterval)
        -> (SceneRunner, CallLogController, UIScrollView) {
        let root = CallLogController("A", log, color: .red)
        let modal = CallLogController("B", log, color: .blue)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 450))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        let runner = presentationScene(root) { context in
            context.at(0.5) {
                modal.view.addSubview(scrollView)
                scrollView.frame = modal.view.bounds
                root.present(modal, animated: true)
                scrollView.contentOffset = CGPoint(x: 0, y: offset)
            }
            context.pan(along: points, from: 1, duration: duration)
        }
        runner.advance(to: 0.9)
        _ = log.take()
        return (runner, modal, scrollView)
    }

    @Test("a scroll view at its top hands a downward drag to the sheet: the card follows, the content stays")
    func scrollViewAtTopHandsOverToTheSheet() {
        let log = CallLog()
        // 120 pt down over 1.2 s (10 pt every 0.1 s), then released slowly: the card springs back.
        let (runner, modal, scrollView) = scrollingSheet(
            log, offset: 0, along: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 320)], duration: 1.2)
        let top = scrollView.contentOffset.y
        runner.advance(to: 1.6)   // 60 pt down
        #expect(abs(cardTop(modal) - 90) < 1e-6, "the card follows the finger: \(cardTop(modal))")
        #expect(scrollView.contentOffset.y == top && !scrollView.isDragging, "the content does not bounce")
        #expect(log.take() == ["B viewWillDisappear"])
        runner.advance(to: 2.7)
        #expect(cardTop(modal) == 30 && scrollView.contentOffset.y == top)
        #expect(log.take() == ["B viewWillAppear", "B viewDidAppear"])
    }

    @Test("a scroll view scrolled down keeps a downward drag: the content scrolls, the card stays")
    func scrolledDownKeepsTheDrag() {
        let log = CallLog()
        let (runner, modal, scrollView) = scrollingSheet(
            log, offset: 200, along: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 320)], duration: 1.2)
        runner.advance(to: 1.6)   // 60 pt down: the content follows the finger back towards its top
        #expect(scrollView.contentOffset.y == 140 && scrollView.isDragging, "\(scrollView.contentOffset)")
        #expect(cardTop(modal) == 30 && log.take().isEmpty)
        runner.advance(to: 2.7)
        #expect(cardTop(modal) == 30 && modal.presentingViewController != nil)
    }

    @Test("at its top a scroll view keeps an upward drag: the content scrolls, the card stays")
    func upwardDragAtTheTopScrolls() {
        let log = CallLog()
        let (runner, modal, scrollView) = scrollingSheet(
            log, offset: 0, along: [CGPoint(x: 160, y: 320), CGPoint(x: 160, y: 200)], duration: 1.2)
        runner.advance(to: 1.6)
        #expect(scrollView.contentOffset.y == 60 && cardTop(modal) == 30, "\(scrollView.contentOffset)")
    }
}
