import Foundation

/// The type `#imageLiteral(resourceName:)` makes when nothing else is asked for: `UIImage`, as in UIKit (the compiler
/// looks this name up for the literal's default type).
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The image `#imageLiteral(resourceName: name)` names: `UIImage(named: name)`, loose files and asset catalogs'
    /// image sets alike. Like the literal on iOS, it traps when no such image is in the app's resources.
    public convenience init(imageLiteralResourceName name: String) {
        guard let found = UIImage.namedResource(name, scale: UIScreen.main.scale, in: UIImage.resourceDirectories()) else {
            preconditionFailure("#imageLiteral: no image named \(name) in the app's resources")
        }
        self.init(size: found.size, scale: found.scale, source: found.source)
        renderingMode = found.renderingMode
    }
}
