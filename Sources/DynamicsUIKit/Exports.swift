@_exported import DynamicsGeometry
@_exported import DynamicsUI
