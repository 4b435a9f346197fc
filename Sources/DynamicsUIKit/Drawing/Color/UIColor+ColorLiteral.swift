import Foundation
import DynamicsGeometry

extension UIColor: _ExpressibleByColorLiteral {
    /// What Xcode's `#colorLiteral(red:green:blue:alpha:)` makes: a colour from its sRGB components, so colour
    /// literals in iOS code (for views, and for layers, whose `CGColor` is `UIColor` here) compile unchanged.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type a colour literal takes when nothing else gives it one, as UIKit declares it: `#colorLiteral(…).cgColor`
/// is a `UIColor`'s (found porting iMaxiOS's Project Dynamics).
public typealias _ColorLiteralType = UIColor
