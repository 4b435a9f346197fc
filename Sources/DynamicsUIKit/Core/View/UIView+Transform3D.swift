import Foundation
import DynamicsGeometry

extension UIView {
    /// The view's layer transform in three dimensions (iOS 13): `transform` is its affine part. Setting an affine
    /// value is the same as setting `transform`; a transform with depth or perspective (`m34`) is drawn projected,
    /// and `transform` then reads its affine part. Animatable in `UIView.animate` and property animators (through
    /// its decomposed parts, as Core Animation interpolates transforms). A transform with a non-finite entry is
    /// ignored.
    public var transform3D: CATransform3D {
        get { modelTransform3D ?? CATransform3DMakeAffineTransform(transform) }
        set {
            guard newValue.isFinite else { return }
            setModelTransform(CATransform3DGetAffineTransform(newValue),
                              depth: CATransform3DIsAffine(newValue) ? nil : newValue)
        }
    }
}
