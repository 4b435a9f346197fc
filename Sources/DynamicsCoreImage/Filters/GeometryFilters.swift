import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// `CICrop`, `CIAffineTransform` and `CIAffineClamp`.
enum GeometryFilters {
    static let definitions: [FilterDefinition] = [
        FilterDefinition("CICrop", [kCICategoryGeometryAdjustment],
                         [.image(kCIInputImageKey),
                          .vector("inputRectangle", CIVector(x: -8.98847e307, y: -8.98847e307, z: 1.79769e308, w: 1.79769e308))]) { inputs in
            inputs.image()?.cropped(to: inputs.vector("inputRectangle").cgRectValue)
        },
        FilterDefinition("CIAffineTransform", [kCICategoryGeometryAdjustment],
                         [.image(kCIInputImageKey),
                          FilterParameter(key: kCIInputTransformKey, kind: .transform,
                                          defaultValue: NSValue(cgAffineTransform: .identity))]) { inputs in
            inputs.image()?.transformed(by: inputs.transform(kCIInputTransformKey))
        },
        FilterDefinition("CIAffineClamp", [kCICategoryTileEffect],
                         [.image(kCIInputImageKey),
                          FilterParameter(key: kCIInputTransformKey, kind: .transform,
                                          defaultValue: NSValue(cgAffineTransform: .identity))]) { inputs in
            inputs.image()?.transformed(by: inputs.transform(kCIInputTransformKey)).clampedToExtent()
        },
    ]
}
