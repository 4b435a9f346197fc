@testable import DynamicsUIKit
import Testing

/// `UIScene.title` has the SDK's `null_resettable` shape, `String!`: assigning nil gives the empty title back.
@MainActor @Suite struct SceneTitleTests {
    @Test func nilPutsTheEmptyTitleBack() {
        let session = UISceneSession(role: .windowApplication, identifier: "title-test")
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        #expect(scene.title == "")
        scene.title = "Inbox"
        #expect(scene.title.count == 5)
        scene.title = nil
        let title: String = scene.title
        #expect(title.isEmpty)
    }
}
