import DynamicsCommandLine
import DynamicsDemos

// The project's own `dynamics` command: the reusable command line with the demo scenes.
DynamicsCommand.main(scenes: demoScenes)
