import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The rolling-ball menu's sequence, checked on the first card's balls after every 1/60 s tick, against the source's
/// triggers and what its recording shows (the stages described in demos/BallMenu/BallMenuBalls.swift).
@Suite struct BallMenuBehaviourTests {
    static let ballRadius = BallMenuBall.diameter / 2
    /// How far a ball may sink into the collision path (solver slop and the speculative margin).
    static let penetrationTolerance: CGFloat = 2

    /// While the balls are in the groove (show, flow-back and rest), every centre stays inside the collision polygon,
    /// at least a radius (less the tolerance) from its outline: no ball tunnels through the curve.
    @Test func ballsNeverLeaveTheGroove() throws {
        let probe = try BallMenuProbe()
        probe.run(until: BallMenuTimeline.secondTap)
        let path = try #require(probe.collisionPath)
        let outline = try #require(path.flattened(tolerance: 0.05).first)
        for kind in BallMenuBall.Kind.allCases {
            let samples = probe.samples(kind)
            #expect(samples.count > 100, "\(kind) sampled \(samples.count) times")
            for sample in samples {
                let clearance = Self.distance(from: sample.layerCenter, to: outline)
                #expect(path.contains(sample.layerCenter), "\(kind) outside the groove at \(sample.time) s")
                #expect(clearance >= Self.ballRadius - Self.penetrationTolerance,
                        "\(kind) at \(sample.time) s is \(clearance) pt from the collision path")
            }
        }
    }

    /// Flow-back happens once, on the first step the trailing (add) ball moves left, after the show physics began;
    /// it re-enables the start button.
    @Test func flowBackFiresOnceWhenTheTrailingBallTurns() throws {
        let probe = try BallMenuProbe()
        probe.run(until: BallMenuTimeline.secondTap - 1.0 / 60)
        #expect(probe.card.stageLog.filter { $0.stage == .flowBack }.count == 1)
        let showTime = try probe.time(of: .showPhysics)
        let flowBackTime = try probe.time(of: .flowBack)
        #expect(flowBackTime > showTime + 0.2 && flowBackTime < BallMenuTimeline.secondTap,
                "flow-back at \(flowBackTime) s, show began at \(showTime) s")
        let add = probe.samples(.add)
        let firstTurn = try #require(zip(add, add.dropFirst()).first { $1.layerCenter.x < $0.layerCenter.x }?.1,
                                     "the add ball never moved left")
        #expect(abs(firstTurn.time - flowBackTime) < 0.5 / 60, "turned at \(firstTurn.time) s")
        #expect(probe.card.startButton.isEnabled)
    }

    /// Before the second tap the chain rests in the bowl as a diagonal: add top-left, like in the middle, share
    /// bottom-right near the deepest point (≈ x 302).
    @Test func ballsRestInTheBowlBeforeTheSecondTap() throws {
        let probe = try BallMenuProbe()
        probe.run(until: BallMenuTimeline.secondTap - 1.0 / 60)
        let restTime = BallMenuTimeline.secondTap - 2.0 / 60
        let add = try probe.sample(.add, at: restTime), like = try probe.sample(.like, at: restTime)
        let share = try probe.sample(.share, at: restTime)
        #expect(add.canvasCenter.x < like.canvasCenter.x && like.canvasCenter.x < share.canvasCenter.x)
        #expect(add.canvasCenter.y < like.canvasCenter.y && like.canvasCenter.y < share.canvasCenter.y)
        #expect(abs(share.canvasCenter.x - 302) < 15, "share rests at \(share.canvasCenter)")
        for sample in [add, like, share] {
            #expect((190...345).contains(sample.canvasCenter.x) && (20...165).contains(sample.canvasCenter.y),
                    "\(sample.canvasCenter) is not in the bowl")
        }
        for kind in BallMenuBall.Kind.allCases {
            let earlier = try probe.sample(kind, at: restTime - 0.25), now = try probe.sample(kind, at: restTime)
            let drift = hypot(now.canvasCenter.x - earlier.canvasCenter.x, now.canvasCenter.y - earlier.canvasCenter.y)
            #expect(drift < 5, "\(kind) moved \(drift) pt in the last 0.25 s before the tap")
        }
    }

    /// After the second tap the balls are pulled up-left and leave through the top; the groove-close trigger fires
    /// exactly when the share ball's bottom edge passes y = 20 in the ball layer (the card's top edge).
    @Test func secondTapSendsTheBallsOutThroughTheTop() throws {
        let probe = try BallMenuProbe()
        probe.run(until: BallMenuTimeline.secondTap - 1.0 / 60)
        var atTap: [BallMenuBall.Kind: CGPoint] = [:]
        for kind in BallMenuBall.Kind.allCases { atTap[kind] = try probe.sample(kind, at: probe.runner.time).canvasCenter }
        probe.run(until: ballMenuScene.duration)
        let closeTime = try probe.time(of: .closePhysics)
        #expect(abs(closeTime - BallMenuTimeline.secondTap) < 0.5 / 60)
        let goneTime = try probe.time(of: .grooveClosing)
        let share = probe.samples(.share)
        let firstAbove = try #require(share.first { $0.time > closeTime && $0.layerFrame.maxY < 20 })
        #expect(abs(firstAbove.time - goneTime) < 0.5 / 60, "share left at \(firstAbove.time) s, close at \(goneTime) s")
        for kind in BallMenuBall.Kind.allCases {
            let start = try #require(atTap[kind])
            let exit = try #require(probe.samples(kind).first { $0.time > closeTime && $0.canvasCenter.y < -23 },
                                    "\(kind) never left through the top")
            #expect(exit.canvasCenter.x < start.x, "\(kind) left at \(exit.canvasCenter), was at \(start)")
            #expect(exit.time < goneTime + BallMenuGrooveView.animationDuration)
        }
    }

    /// The groove retracts over 0.5 s once the share ball is gone, the ball layer is removed and the button works
    /// again; the info slides back after a 0.3 s delay.
    @Test func grooveRetractsAndInfoSlidesBack() throws {
        let probe = try BallMenuProbe()
        probe.run(until: ballMenuScene.duration)
        let goneTime = try probe.time(of: .grooveClosing)
        let idleTime = try probe.time(of: .idle)
        #expect(abs(idleTime - goneTime - BallMenuGrooveView.animationDuration) < 1.5 / 60)
        #expect(probe.card.buttonsView == nil)
        #expect(probe.card.startButton.isEnabled && !probe.card.startButton.isSelected)
        #expect(try #require(probe.card.grooveView.path).bounds.maxY <= -49)
        #expect(probe.card.mainInfoView.center.x == 187.5 && probe.card.assignInfoView.center.x == 187.5)
        #expect(probe.card.stageLog.map(\.stage) == [
            .grooveOpening, .showPhysics, .flowBack, .closePhysics, .grooveClosing, .idle,
        ])
    }

    /// The first tap: the info views slide their centres to x = 0 in 0.3 s, the chevron turns over in 0.5 s, and the
    /// groove drops open in 0.5 s, redrawn on every tick from its moving control points.
    @Test func firstTapOpensTheGroove() throws {
        let probe = try BallMenuProbe()
        let card = probe.card
        let openBottom = BallMenuGrooveOutline.open(BallMenuMetrics(width: 375)).path.bounds.maxY
        probe.run(until: BallMenuTimeline.firstTap + 0.25)
        let midway = try #require(card.grooveView.path).bounds.maxY
        #expect(midway > -45 && midway < openBottom - 10, "groove bottom \(midway) halfway through the drop")
        #expect(try #require(card.mainInfoView.layer.presentation()).position.x < 187.5)
        probe.run(until: BallMenuTimeline.firstTap + 0.35)
        #expect(try #require(card.mainInfoView.layer.presentation()).position.x == 0)
        #expect(try #require(card.assignInfoView.layer.presentation()).position.x == 0)
        probe.run(until: BallMenuTimeline.firstTap + 0.55)
        #expect(abs(try #require(card.grooveView.path).bounds.maxY - openBottom) < 0.5)
        let chevron = try #require(card.startButton.arrow.path).bounds
        #expect(chevron.width == 18 && chevron.height == 9)
        #expect(try #require(card.startButton.arrow.path?.elements.first?.endPoint) == CGPoint(x: 0, y: 9))
        #expect(card.startButton.isSelected && !card.startButton.isEnabled)
    }

    /// Distance from `point` to the nearest segment of a closed polyline.
    static func distance(from point: CGPoint, to outline: Polyline) -> CGFloat {
        var best = CGFloat.infinity
        let points = outline.points
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let ab = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let lengthSquared = ab.x * ab.x + ab.y * ab.y
            let t = lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - a.x) * ab.x + (point.y - a.y) * ab.y) / lengthSquared))
            best = min(best, hypot(point.x - a.x - t * ab.x, point.y - a.y - t * ab.y))
        }
        return best
    }
}
