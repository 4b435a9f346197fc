import ArgumentParser
import DynamicsCommandLine
import DynamicsDemos

/// The project's own `dynamics`: every subcommand of a scene package's command line, with the demo scenes, plus
/// the studio's web server (`studio`, which replaces a package's launcher of it, so only this tool builds an HTTP
/// stack) and `port`, which needs swift-syntax and so lives only here (and only with the package's default trait
/// `Port`).
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: DynamicsCommand.configuration.abstract,
        version: DynamicsCommand.version,
        subcommands: DynamicsCommand.configuration.subcommands.map { $0.configuration.commandName == "studio" ? StudioCommand.self : $0 }
            + projectSubcommands
    )

    #if Port
    private static let projectSubcommands: [any ParsableCommand.Type] = [PortCommand.self]
    #else
    private static let projectSubcommands: [any ParsableCommand.Type] = []
    #endif
}

DynamicsCommand.main(ProjectCommand.self, scenes: demoScenes)
