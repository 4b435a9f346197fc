import Foundation

/// The frames of reference a device-motion attitude can be measured in (Core Motion's `CMAttitudeReferenceFrame`).
/// A scene's device is only ever tilted, so its gravity, which is all it reports, is the same in every frame.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    /// The frame's bit.
    public let rawValue: UInt
    /// A frame of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, X in an arbitrary direction in the horizontal plane.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As `xArbitraryZVertical`, corrected by the magnetometer for drift.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// Z vertical, X towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// Z vertical, X towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}
