import Dynamics
import Foundation

/// Snap damping side by side in time, on the `lufei` picture at (100, 100) of a 375×667 TYUIKitDynamicsDemo screen.
///
/// - First the same four taps as `snap` with TYUIKitDynamicsDemo's handler: remove all behaviours, snap to the tap
///   with damping 0.75 — a stiff little wobble.
/// - Then the four taps again with CoreAnimationEffect's handler, whose damping is `arc4random_uniform(10) / 10`:
///   here the "random" integer comes from a generator seeded in this file, so every render is the same. The seed
///   was picked so that the four draws span the range: 0.8, 0.0 (a long wobble), 0.9 (nearly dead-beat), 0.5.
///
/// A label under the navigation bar shows the damping of the current snap.
let snapDampingScene = Scene(
    name: "snap-damping",
    summary: "TYUIKitDynamicsDemo + CoreAnimationEffect: a picture snaps to taps with damping 0.75, then with seeded random damping 0.0–0.9; 375×667",
    size: TYDemoApp.screenSize,
    duration: 12.5
) { context in
    TYDemoApp.showScreen(in: context) { view in
        view.backgroundColor = TYDemoApp.backgroundColor

        let imageViewFirst = UIImageView(
            image: .lufei, frame: CGRect(x: 100, y: 100, width: 100, height: 100), accessibilityIdentifier: "lufei"
        )
        view.addSubview(imageViewFirst)

        let dampingLabel = UILabel(frame: CGRect(x: 0, y: 72, width: view.bounds.width, height: 24))
        dampingLabel.textAlignment = .center
        dampingLabel.textColor = .darkGray
        view.addSubview(dampingLabel)

        let dynamicAnimator = UIDynamicAnimator(referenceView: view)
        var randomSource = SeededRandomSource(seed: snapDampingSeed)
        var tapCount = 0

        view.addGestureRecognizer(UITapGestureRecognizer { tap in
            tapCount += 1
            let point = tap.location(in: view)
            let snapBehavior = UISnapBehavior(item: imageViewFirst, snapTo: point)
            if tapCount <= snapTaps.count {
                snapBehavior.damping = 0.75
            } else {
                snapBehavior.damping = CGFloat(randomSource.uniform(10)) / 10.0
            }
            dampingLabel.text = String(format: "damping %.2f", Double(snapBehavior.damping))
            dynamicAnimator.removeAllBehaviors()
            dynamicAnimator.addBehavior(snapBehavior)
        })

        context.drive(dynamicAnimator)
        for tap in snapTaps {
            context.tap(at: tap.point, time: tap.time)
        }
        for tap in snapTaps {
            context.tap(at: tap.point, time: tap.time + snapDampingSecondRoundDelay)
        }
    }
}

/// The seed of the "random" damping generator.
let snapDampingSeed: UInt64 = 0x2016_0454

/// How much later the second round of taps (random damping) repeats the first.
let snapDampingSecondRoundDelay: TimeInterval = 6

/// A small deterministic stand-in for `arc4random_uniform`: the scenes' SplitMix64 generator, seeded once, reduced
/// modulo the bound (the draws the goldens were recorded with).
struct SeededRandomSource {
    private let generator: SceneRandom

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        generator = SceneRandom(seed: seed)
    }

    /// The next value in `0..<upperBound` (`upperBound` > 0), like `arc4random_uniform(upperBound)`.
    mutating func uniform(_ upperBound: UInt32) -> UInt32 {
        UInt32(generator.next() % UInt64(upperBound))
    }
}
