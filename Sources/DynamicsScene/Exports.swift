@_exported import DynamicsRender
@_exported import DynamicsUIKit
