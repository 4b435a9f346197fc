// A Swift 4.1 app delegate, as Xcode 9's template wrote it.
import UIKit
import CoreData

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let state: UIApplicationState = application.applicationState
        if state == .active { window?.tintColor = .orange }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        NotificationCenter.default.post(name: .UIApplicationDidEnterBackground, object: nil)
    }
}
