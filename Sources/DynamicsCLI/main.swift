import ArgumentParser
import DynamicsCommandLine
import DynamicsDemos

/// The project's own `dynamics`: every subcommand of a scene package's command line, with the demo scenes, plus
/// `port`, which needs swift-syntax and so lives only here.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: DynamicsCommand.configuration.abstract,
        version: DynamicsCommand.version,
        subcommands: DynamicsCommand.configuration.subcommands + [PortCommand.self]
    )
}

DynamicsCommand.main(ProjectCommand.self, scenes: demoScenes)
