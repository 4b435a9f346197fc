import ArgumentParser
import DynamicsCommandLine
import DynamicsDemos

/// The project's own `dynamics`: every subcommand of a scene package's command line, with the demo scenes, plus
/// `port`, which needs swift-syntax and so lives only here (and only with the package's default trait `Port`).
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: DynamicsCommand.configuration.abstract,
        version: DynamicsCommand.version,
        subcommands: DynamicsCommand.configuration.subcommands + projectSubcommands
    )

    #if Port
    private static let projectSubcommands: [any ParsableCommand.Type] = [PortCommand.self]
    #else
    private static let projectSubcommands: [any ParsableCommand.Type] = []
    #endif
}

DynamicsCommand.main(ProjectCommand.self, scenes: demoScenes)
