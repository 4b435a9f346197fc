import Dynamics
import Foundation
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "render" {
    exit(runRenderBenchmark(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
print("dynamics-bench")
