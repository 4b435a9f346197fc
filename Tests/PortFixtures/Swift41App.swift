// Swift 4.1, in the manner of SpeedRacerV2's AppDelegate and RacerMainController (2018).
import Dynamics /* port: import */ // import UIKit
/* port: import */ // import AVFoundation
/* port: import */ // import CoreData

class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationWillTerminate(_ application: UIApplication) {
        // Saves changes in the application's managed object context before the application terminates.
        /* port: Core Data template */ // self.saveContext()
    }

    // MARK: - Core Data stack

    /* port: Core Data template */ // lazy var persistentContainer: NSPersistentContainer = {
//         let container = NSPersistentContainer(name: "SpeedRacerV2")
//         container.loadPersistentStores(completionHandler: { (storeDescription, error) in
//             if let error = error as NSError? {
//                 fatalError("Unresolved error \(error), \(error.userInfo)")
//             }
//         })
//         return container
//     }()

    /* port: Core Data template */ // func saveContext () {
//         let context = persistentContainer.viewContext
//         if context.hasChanges {
//             do {
//                 try context.save()
//             } catch {
//                 let nserror = error as NSError
//                 fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
//             }
//         }
//     }
}

class RoadController: UIViewController {
    let road = UIImageView()
    let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(road)
        self.view.sendSubviewToBack(/* port: Swift 4.2 name */ road)
        view.bringSubviewToFront(/* port: Swift 4.2 name */ road)
        addChild(/* port: Swift 4.2 name */ child)
        child.didMove(/* port: Swift 4.2 name */ toParent: self)
        child.willMove(/* port: Swift 4.2 name */ toParent: nil)
        child.removeFromParent(/* port: Swift 4.2 name */)
        try? AVAudioSession.sharedInstance().setCategory(AVAudioSession.Category.playback /* port: Swift 4 name */)
    }
}
