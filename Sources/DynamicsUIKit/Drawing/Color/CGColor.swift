import Foundation
import DynamicsGeometry

/// Core Graphics colours are UIColors here, so UIKit code such as `layer.borderColor = UIColor.red.cgColor`
/// compiles unchanged.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour itself (UIKit's bridge to Core Graphics).
    public var cgColor: CGColor { self }

    /// A colour from its Core Graphics form (the same object).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
