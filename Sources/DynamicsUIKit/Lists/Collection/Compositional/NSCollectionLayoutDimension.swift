import Foundation
import DynamicsGeometry

/// One side of a compositional-layout size: a fraction of the container's width or height, a fixed length, or an
/// estimate that the element's cell may replace with its measured length, as in UIKit.
@preconcurrency @MainActor open class NSCollectionLayoutDimension: @MainActor CustomStringConvertible {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    private let kind: Kind
    /// The fraction (for fractional dimensions) or the length in points (absolute and estimated).
    public let dimension: CGFloat

    private init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        if value.isFinite {
            dimension = value
        } else {
            reportInvalidLayoutValue("collection layout dimension", value)
            dimension = 0
        }
    }

    /// `fractionalWidth` times the width of the container (the group's, or the section's for a group).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// `fractionalHeight` times the height of the container.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// A length in points the element starts at until its cell is measured (self-sizing).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// The kind and value, like UIKit's description.
    public var description: String {
        switch kind {
        case .fractionalWidth: "NSCollectionLayoutDimension: fractionalWidth=\(dimension)"
        case .fractionalHeight: "NSCollectionLayoutDimension: fractionalHeight=\(dimension)"
        case .absolute: "NSCollectionLayoutDimension: absolute=\(dimension)"
        case .estimated: "NSCollectionLayoutDimension: estimated=\(dimension)"
        }
    }
}
