// A test file written for iOS imports UIKit and SnapshotTesting; here it imports this module (or Dynamics) in
// UIKit's place, so the module brings Dynamics' UIKit with it.
@_exported import Dynamics
