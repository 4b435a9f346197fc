import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// A colour literal with no type around it is a `UIColor`, as UIKit's `_ColorLiteralType` makes it.
@MainActor @Suite struct ColorLiteralTypeTests {
    @Test func aBareColourLiteralIsAUIColor() {
        let layer = CALayer()
        layer.shadowColor = #colorLiteral(red: 0.5725490451, green: 0, blue: 0.2313725501, alpha: 1).cgColor
        let bare = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(type(of: bare) == UIColor.self)
        #expect(bare.red == 0.25 && bare.green == 0.5 && bare.blue == 1 && bare.alpha == 0.75)
        #expect(abs((layer.shadowColor?.red ?? 0) - 0.5725490451) < 1e-6)
    }
}
