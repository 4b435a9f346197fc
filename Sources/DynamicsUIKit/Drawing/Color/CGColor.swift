import Foundation
import DynamicsGeometry

/// Core Graphics colours are UIColors here, so UIKit code such as `layer.borderColor = UIColor.red.cgColor`
/// compiles unchanged.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as Core Graphics takes it (UIKit's bridge): a fixed colour itself, a dynamic one resolved with
    /// `UITraitCollection.current`, as on iOS — so `layer.borderColor = UIColor.separator.cgColor` keeps the
    /// appearance in force when it runs.
    public var cgColor: CGColor { resolvedColor(with: .current) }

    /// A colour from its Core Graphics form (the same object).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
