import Dynamics

/// Every demo scene, in the order `dynamics list` shows them. Each demo file adds one line here.
public let demoScenes: [Scene] = [
    ballMenuScene,
]
