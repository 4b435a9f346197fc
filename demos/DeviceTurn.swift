import Dynamics
import Foundation

/// The traits tour's screen (`device-tour`) on an iPhone 15 Pro turned to landscape at 1 s and back upright at
/// 2.4 s (`context.rotate(to:at:)`): the controller hears `viewWillTransition(to:with:)`, the window turns a quarter
/// inside the panel over iOS's 0.4 s while taking the landscape screen — 852 × 393 points, 59 pt side insets,
/// 21 pt at the bottom, no status bar — the navigation bar and toolbar take iOS's compact 32 pt with the title in
/// the bar instead of large, and the constraints lay the column out again; a banner fades in with the coordinator's
/// alongside animation in landscape and out again in portrait.
let deviceTurnScene: Scene = {
    var scene = Scene(
        name: "device-turn",
        summary: "Rotation: the traits tour turned to landscape at 1 s and back at 2.4 s, viewWillTransition and the coordinator's alongside animation; 393×852 (iPhone 15 Pro)",
        size: CGSize(width: 393, height: 852),
        duration: 3.2
    ) { context in
        let tour = TourViewController()
        let navigation = TurningNavigationController(rootViewController: tour)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.isToolbarHidden = false
        context.window.rootViewController = navigation
        context.rotate(to: .landscape, at: 1)
        context.rotate(to: .portrait, at: 2.4)
    }
    scene.device = .iPhone15Pro
    return scene
}()

/// Shows a banner along the bottom of the safe area while the device is held sideways, faded by the rotation's
/// coordinator so it comes and goes with the turn.
final class TurningNavigationController: UINavigationController {
    private let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.accessibilityIdentifier = "landscape-banner"
        banner.text = "Landscape"
        banner.textAlignment = .center
        banner.textColor = .white
        banner.font = .preferredFont(forTextStyle: .headline)
        banner.backgroundColor = .systemIndigo
        banner.layer.cornerRadius = 12
        banner.clipsToBounds = true
        banner.alpha = 0
        view.addSubview(banner)
    }

    /// Centred 56 pt above the bottom of the safe area, wherever the turn left it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaLayoutGuide.layoutFrame
        banner.frame = CGRect(x: safe.midX - 100, y: safe.maxY - 56 - 44, width: 200, height: 44)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let landscape = size.width > size.height
        coordinator.animate(alongsideTransition: { [banner] _ in banner.alpha = landscape ? 1 : 0 })
    }
}
