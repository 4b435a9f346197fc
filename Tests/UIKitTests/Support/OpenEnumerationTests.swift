import DynamicsGeometry
import DynamicsUIKit
import Testing

/// The enumerations declared in C as the SDK declares them (`Sources/CUIKitOpenEnums`): UIKit's raw values, and
/// what `print` shows for a value — the SDK's C type name and the raw value, as Swift's runtime prints an imported
/// enumeration on iOS too (swiftlang/swift PR 37949).
@Suite struct OpenEnumerationTests {
    @Test func rawValuesAreUIKits() {
        #expect([UIDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
                 .faceDown].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        // The interface's landscape sides cross the device's.
        #expect([UIInterfaceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
                    .map(\.rawValue) == [0, 1, 2, 4, 3])
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        #expect([UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
                 .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == Array(0...12))
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)
    }

    @Test func printShowsTheSDKsCTypeNameAndRawValue() {
        #expect(String(describing: UIGestureRecognizer.State.began) == "UIGestureRecognizerState(rawValue: 1)")
        #expect(String(describing: UIDeviceOrientation.faceUp) == "UIDeviceOrientation(rawValue: 5)")
        #expect(String(describing: UIInterfaceOrientation.landscapeLeft) == "UIInterfaceOrientation(rawValue: 4)")
        #expect(String(describing: UIUserInterfaceStyle.dark) == "UIUserInterfaceStyle(rawValue: 2)")
        #expect(String(describing: UIView.ContentMode.scaleAspectFit) == "UIViewContentMode(rawValue: 1)")
    }

    @Test func aValueOfALaterSystemIsKeptNotRefused() {
        // An open enumeration takes raw values no case names, as a newer iOS may send; a `switch` reaches its
        // `@unknown default` with them.
        let later = UIUserInterfaceStyle(rawValue: 3)
        #expect(later?.rawValue == 3)
        let described: String = switch later ?? .unspecified {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        @unknown default: "later"
        }
        #expect(described == "later")
    }
}
