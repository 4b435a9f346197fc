import ArgumentParser
import Dynamics

/// `dynamics list`: every scene with its one-line summary.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and demos.")

    func run() throws {
        let scenes = SceneCatalog.all
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.summary)
        }
    }
}
