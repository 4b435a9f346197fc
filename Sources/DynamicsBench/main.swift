import Foundation

/// `dynamics-bench render …` prints rendering and encoding figures; `dynamics-bench physics …` runs our engine's
/// side of the physics comparison (driven by `bench/run-physics.sh`, which also runs Box2D 2.4 and Chipmunk 7);
/// `dynamics-bench layout` times Auto Layout (driven by `bench/run-layout.sh`, which also times kiwisolver);
/// `dynamics-bench bounce …` renders the scene `bench/run-render.sh` also renders with manim; `dynamics-bench studio`
/// times the studio's seeks; `dynamics-bench cached-drawing` compares drawing with and without backing stores;
/// `dynamics-bench table-scroll` scrolls a 10,000-row table beside a plain view; `dynamics-bench several-scenes`
/// renders six demos in one process with and without the worker pipeline; `dynamics-bench soak` renders 20,000
/// frames and prints the resident memory at each quarter; `dynamics-bench png-determinism` compresses one frame in
/// fresh processes and counts the streams that differ.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render":
    exit(runRenderBenchmark(arguments: Array(arguments.dropFirst())))
case "cached-drawing":
    exit(runCachedDrawingBenchmark(arguments: Array(arguments.dropFirst())))
case "table-scroll":
    exit(runTableScrollBenchmark(arguments: Array(arguments.dropFirst())))
case "several-scenes":
    exit(runSeveralScenesBenchmark(arguments: Array(arguments.dropFirst())))
case "physics":
    exit(runPhysicsBenchmark(arguments: Array(arguments.dropFirst())))
case "layout":
    exit(runLayoutBenchmark(arguments: Array(arguments.dropFirst())))
case "bounce":
    exit(runBounceBenchmark(arguments: Array(arguments.dropFirst())))
case "studio":
    exit(runStudioBenchmark(arguments: Array(arguments.dropFirst())))
case "soak":
    exit(runSoakBenchmark(arguments: Array(arguments.dropFirst())))
case "png-determinism":
    exit(runPNGDeterminismBenchmark(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data("usage: dynamics-bench render | cached-drawing [--frames N] | table-scroll [--seconds S] | several-scenes [--seconds S] | layout [ROWS COLUMNS] | bounce png DIR | bounce mp4 FILE | physics run [scene…] | physics report ROWS OUT | studio [SCENE] | soak [--frames N] [--scene NAME] [--trace] [--video] | png-determinism FRAME.png [--processes N]\n".utf8))
    exit(2)
}
