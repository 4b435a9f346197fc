import ArgumentParser
import Dynamics

@main
struct DynamicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dynamics")
}
