import Dynamics
@testable import DynamicsSystemServices
import Foundation
import Testing

/// An app whose one scene makes its window, so a review can be asked for in a real `UIWindowScene`.
private final class ReviewAppDelegate: UIResponder, UIApplicationDelegate {}
private final class ReviewSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
    }
}

/// StoreKit's review prompt: accepted, counted, shown nowhere.
@Suite struct ReviewRequestTests {
    @Test func everyReviewRequestIsCountedAndNothingIsShown() throws {
        let before = SKStoreReviewController.requestCount
        nonisolated(unsafe) var delegates: (ReviewAppDelegate, ReviewSceneDelegate)?
        let runner = SceneRunner(scene: emptyScene { context in
            delegates = (ReviewAppDelegate(), ReviewSceneDelegate())
            context.launch(delegates!.0, sceneDelegate: delegates!.1)
        })
        let scene = try #require(runner.application.connectedScenes.first as? UIWindowScene)
        let windowsBefore = scene.windows.count
        SKStoreReviewController.requestReview()
        SKStoreReviewController.requestReview(in: scene)
        runner.advance(to: 0.5)
        #expect(SKStoreReviewController.requestCount == before + 2)
        #expect(scene.windows.count == windowsBefore)
    }
}
