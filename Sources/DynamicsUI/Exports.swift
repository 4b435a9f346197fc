@_exported import DynamicsGeometry
