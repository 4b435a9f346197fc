import ArgumentParser
import DynamicsCommandLine
import DynamicsDemos

/// The project's own `dynamics`: every subcommand of a scene package's command line, with the demo scenes, plus
/// the studio's web server (`studio`, which replaces a package's launcher of it, so only this tool builds an HTTP
/// stack; only with the package's default trait `Studio`) and `port`, which needs swift-syntax and so lives only here
/// (and only with the default trait `Port`). Without `Studio` there is no `studio` subcommand: the launcher would run
/// this very tool.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: DynamicsCommand.configuration.abstract,
        version: DynamicsCommand.version,
        subcommands: DynamicsCommand.configuration.subcommands.compactMap { command in
            command.configuration.commandName == "studio" ? studioCommand : command
        } + projectSubcommands
    )

    #if Studio
    private static let studioCommand: (any ParsableCommand.Type)? = StudioCommand.self
    #else
    private static let studioCommand: (any ParsableCommand.Type)? = nil
    #endif

    #if Port
    private static let projectSubcommands: [any ParsableCommand.Type] = [PortCommand.self]
    #else
    private static let projectSubcommands: [any ParsableCommand.Type] = []
    #endif
}

DynamicsCommand.main(ProjectCommand.self, scenes: demoScenes)
