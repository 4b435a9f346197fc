import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// One ball at one tick.
struct BallMenuBallSample {
    /// Scene time of the tick.
    var time: TimeInterval
    /// Centre in canvas points (what `--trace` writes).
    var canvasCenter: CGPoint
    /// Centre in the ball layer's coordinates, where the collision path lives.
    var layerCenter: CGPoint
    /// The frame (bounding box of the rotated ball) in the ball layer's coordinates, as the source's detector reads it.
    var layerFrame: CGRect
}

/// Runs `ball-menu` in-process on its 1/60 s tick, without rendering, and samples the first card's balls after every
/// tick while its ball layer exists.
final class BallMenuProbe {
    let runner: SceneRunner
    let card: BallMenuCardView
    /// Samples per ball kind, in time order.
    private(set) var samples: [BallMenuBall.Kind: [BallMenuBallSample]] = [:]
    /// The collision path of the ball layer that was live at the last sample.
    private(set) var collisionPath: UIBezierPath?

    init() throws {
        runner = SceneRunner(scene: ballMenuScene)
        let table = try #require(runner.rootView.subviews.first as? BallMenuTableView, "the table is the root's child")
        card = try #require(table.cards.first)
    }

    /// Runs every tick up to `time`, sampling the balls after each.
    func run(until time: TimeInterval) {
        let lastTick = Int((time * 60).rounded(.down))
        var tick = Int((runner.time * 60).rounded()) + 1
        while tick <= lastTick {
            runner.advance(to: Double(tick) / 60)
            sample()
            tick += 1
        }
    }

    /// The samples of one ball.
    func samples(_ kind: BallMenuBall.Kind) -> [BallMenuBallSample] { samples[kind] ?? [] }

    /// The sample of one ball nearest to `time`.
    func sample(_ kind: BallMenuBall.Kind, at time: TimeInterval) throws -> BallMenuBallSample {
        try #require(samples(kind).min { abs($0.time - time) < abs($1.time - time) }, "\(kind) never sampled")
    }

    /// The scene time of the first logged occurrence of `stage`.
    func time(of stage: BallMenuStage) throws -> TimeInterval {
        try #require(card.stageLog.first { $0.stage == stage }?.time, "\(stage) never happened")
    }

    private func sample() {
        guard let layer = card.buttonsView else { return }
        collisionPath = layer.collisionPath
        for ball in layer.balls {
            guard let kind = BallMenuBall.Kind(rawValue: ball.accessibilityIdentifier ?? "") else { continue }
            samples[kind, default: []].append(BallMenuBallSample(
                time: runner.time, canvasCenter: layer.convert(ball.center, to: runner.rootView),
                layerCenter: ball.center, layerFrame: ball.frame))
        }
    }
}
