/// The scenes that ship with the library itself (the demos add theirs in `demoScenes`).
public let builtInScenes: [Scene] = [CalibrationScene.scene]
