import Dynamics
import Foundation

/// A physics toy with sound, written as an iOS app writes one: six balls of different sizes drop into a 375×667
/// screen under gravity, bounce off the floor, the walls and each other (elasticity 0.75), and every collision clicks
/// through `AVAudioPlayer` and buzzes through a `UIImpactFeedbackGenerator` on the ball that was hit — both stronger
/// the faster the impact, from the collision delegate's `beganContact` callbacks. A pool of players lets clicks
/// overlap. The click is synthesized in code (a 50 ms, 2.4 kHz tick with a fast decay,
/// written as a 16-bit WAV in memory), so the demo ships no recording. At 3 s a push throws the balls up again.
///
/// `dynamics render clicking-balls --video clicks.mp4` gives the video with its sound track (README "Sound" shows
/// its waveform); `--show-haptics` draws each buzz as a ring on its ball.
let clickingBallsScene = Scene(
    name: "clicking-balls",
    summary: "Balls drop and bounce; every collision clicks (AVAudioPlayer) and buzzes (haptics), harder hits louder; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 6
) { context in
    context.statusBar = .dark
    let controller = ClickingBallsViewController()
    context.window.rootViewController = controller
    context.at(3) { controller.throwBallsUp() }
}

/// The game screen: the balls, their behaviours and the click players.
final class ClickingBallsViewController: UIViewController, UICollisionBehaviorDelegate {
    private var animator: UIDynamicAnimator?
    private let items = UIDynamicItemBehavior(items: [])
    private var balls: [UIView] = []
    private var clickPlayers: [AVAudioPlayer] = []
    /// One per ball, in `balls`' order: a ball's buzz plays on it.
    private var buzzers: [UIImpactFeedbackGenerator] = []
    private var nextPlayer = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        let click = ClickSound.wavData()
        clickPlayers = (0..<6).compactMap { _ in try? AVAudioPlayer(data: click) }
        clickPlayers.forEach { $0.prepareToPlay() }

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let size = CGFloat(36 + 10 * (index % 3))
            let ball = UIView(frame: CGRect(x: 25 + CGFloat(index) * 58, y: 90 + CGFloat(index % 3) * 70,
                                            width: size, height: size))
            ball.backgroundColor = color
            ball.layer.cornerRadius = size / 2
            ball.accessibilityIdentifier = "ball\(index)"
            view.addSubview(ball)
            balls.append(ball)
            buzzers.append(UIImpactFeedbackGenerator(style: .rigid, view: ball))
        }

        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(UIGravityBehavior(items: balls))
        let collision = UICollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        animator.addBehavior(collision)
        for ball in balls { items.addItem(ball) }
        items.elasticity = 0.75
        animator.addBehavior(items)
        self.animator = animator
    }

    /// Kicks every ball up and sideways.
    func throwBallsUp() {
        for (index, ball) in balls.enumerated() {
            items.addLinearVelocity(CGPoint(x: index % 2 == 0 ? 220 : -220, y: -900), for: ball)
        }
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        let velocity = items.linearVelocity(for: item)
        hit(item, speed: (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot())
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        let a = items.linearVelocity(for: item1), b = items.linearVelocity(for: item2)
        let dx = a.x - b.x, dy = a.y - b.y
        hit(item1, speed: (dx * dx + dy * dy).squareRoot())
    }

    /// Plays the next player of the pool from the start and buzzes `item`, both at a strength that grows with the
    /// impact speed (points per second); resting contacts stay quiet.
    private func hit(_ item: any UIDynamicItem, speed: CGFloat) {
        guard speed > 40, !clickPlayers.isEmpty else { return }
        let strength = min(1, speed / 1_000)
        if let index = balls.firstIndex(where: { $0 === item }) { buzzers[index].impactOccurred(intensity: strength) }
        let player = clickPlayers[nextPlayer]
        nextPlayer = (nextPlayer + 1) % clickPlayers.count
        player.stop()
        player.currentTime = 0
        player.volume = Float(strength)
        player.play()
    }
}

/// The click, made in code.
enum ClickSound {
    /// A 16-bit mono 44.1 kHz WAV file: 50 ms of a 2.4 kHz sine under an exponential decay.
    static func wavData() -> Data {
        let rate = 44_100, count = rate / 20
        let samples: [Int16] = (0..<count).map { index in
            let t = Double(index) / Double(rate)
            return Int16((sin(2 * .pi * 2_400 * t) * exp(-t * 90) * 0.8 * 32_767).rounded())
        }
        var data = Data()
        func text(_ string: String) { data.append(contentsOf: Array(string.utf8)) }
        func uint32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) } }
        func uint16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
        text("RIFF"); uint32(36 + 2 * count); text("WAVE")
        text("fmt "); uint32(16); uint16(1); uint16(1); uint32(rate); uint32(2 * rate); uint16(2); uint16(16)
        text("data"); uint32(2 * count)
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }
}
