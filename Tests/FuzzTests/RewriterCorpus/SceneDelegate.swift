// A scene delegate that loads a sound from the bundle and a class description by the Objective-C runtime.
import UIKit
import AVFoundation

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var player: AVAudioPlayer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        if let url = Bundle.main.url(forResource: "bounce", withExtension: "wav") {
            player = try? AVAudioPlayer(contentsOf: url)
        }
        try? AVAudioSession.sharedInstance().setCategory(AVAudioSessionCategoryPlayback)
        print(type(of: self).description())
        window?.makeKeyAndVisible()
    }
}
