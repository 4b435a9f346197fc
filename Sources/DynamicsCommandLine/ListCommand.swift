import ArgumentParser
import Dynamics
import Foundation

/// `dynamics list`: every scene with its one-line summary, or as JSON for tools.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and demos.")

    @Flag(help: "Print a JSON array: name, summary, width and height in points, duration in seconds.")
    var json = false

    private struct Entry: Encodable {
        var name: String, summary: String, width: Double, height: Double, duration: Double
    }

    func run() throws {
        let scenes = SceneCatalog.all
        if json {
            let entries = scenes.map {
                Entry(name: $0.name, summary: $0.summary, width: Double($0.size.width), height: Double($0.size.height),
                      duration: $0.duration)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.summary)
        }
    }
}
