// One `import Dynamics` gives the whole UIKit-compatible API: geometry, colours, paths, views, the animator and its
// behaviours, the renderer and the scene timeline.
@_exported import DynamicsGeometry
@_exported import DynamicsUI
@_exported import DynamicsUIKit
@_exported import DynamicsRender
@_exported import DynamicsScene
