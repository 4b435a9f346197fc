import Dynamics
import Foundation

/// FlowMenuAnimation (BearRan), the rolling-ball menu, as its screen recording shows it on an iPhone 6s (375×667):
/// a table of six menu cards. At 0.5 s a finger taps the first card's start button: the chevron turns to "^", the
/// text slides half off to the left and the groove drops open; then three white balls (share, star, plus) roll in
/// on springs, the leading one kicked right, swing through the bowl, flow back once the trailing ball turns, and
/// settle as a diagonal row. At 3.9 s a second tap yanks them up-left out through the top edge; the groove retracts
/// and the text slides back.
let ballMenuScene = Scene(
    name: "ball-menu",
    summary: "FlowMenuAnimation: rolling-ball menu, groove drops open, three balls roll in on springs and flow back, "
        + "a second tap pulls them out; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 6.5
) { context in
    context.statusBar = .light
    let table = BallMenuTableView(frame: context.view.bounds, rows: BallMenuCardModel.tableRows)
    context.view.addSubview(table)
    for card in table.cards {
        card.animatorDidStart = { [unowned context] animator in context.drive(animator) }
    }
    context.onTick { _ in
        for card in table.cards {
            for link in card.displayLinks { link.fire() }
        }
    }
    let button = table.cards[0].startButton
    let chevronCentre = CGPoint(x: button.arrow.frame.midX, y: button.arrow.frame.midY)
    let tapPoint = button.convert(chevronCentre, to: context.view)
    context.tap(at: tapPoint, time: BallMenuTimeline.firstTap)
    context.tap(at: tapPoint, time: BallMenuTimeline.secondTap)
}

/// When the scripted finger taps the first card's start button.
enum BallMenuTimeline {
    /// Opens the menu.
    static let firstTap: TimeInterval = 0.5
    /// Closes it, 3.4 s after the first tap.
    static let secondTap: TimeInterval = 3.9
}
