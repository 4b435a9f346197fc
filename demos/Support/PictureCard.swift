import Dynamics
import Foundation

/// Stand-ins for TYUIKitDynamicsDemo's two photos, which cannot be shipped: simple vector pictures of the same
/// subject whose average colour is close to the original's, drawn into a 100×100 card (the demos stretch both
/// photos to 100×100 frames).
enum PictureCard: CaseIterable, Sendable {
    /// `lufei`: a cartoon Luffy on white (445×500 px; average colour ≈ #C3A193).
    case lufei
    /// `路飞`: Luffy against a blue sky (600×400 px; average colour ≈ #3E53C0).
    case lufeiSky

    /// The size every demo gives the pictures.
    static let size = CGSize(width: 100, height: 100)

    /// The original photo's average colour, which the drawing approximates.
    var referenceAverageColor: UIColor {
        switch self {
        case .lufei: UIColor(rgb: 0xC3A193)
        case .lufeiSky: UIColor(rgb: 0x3E53C0)
        }
    }

    /// The picture as a vector image of `PictureCard.size`, for `UIImageView(image:)`.
    var image: UIImage {
        let layers = layers
        return UIImage(size: Self.size) { _ in
            for layer in layers {
                layer.color.setFill()
                layer.path.fill()
            }
        }
    }

    /// The picture as filled shapes in card coordinates (100×100, origin top-left), back to front.
    var layers: [(path: UIBezierPath, color: UIColor)] {
        switch self {
        case .lufei: Self.portrait
        case .lufeiSky: Self.skyScene
        }
    }

    private static let straw = UIColor(rgb: 0xD2AA5C)
    private static let hatBand = UIColor(rgb: 0xB02A30)
    private static let skin = UIColor(rgb: 0xDDAA8E)
    private static let hair = UIColor(rgb: 0x241C1C)
    private static let vest = UIColor(rgb: 0x9E2C34)
    private static let mouth = UIColor(rgb: 0x8E1F1F)

    /// A smiling face under a straw hat, shoulders in a red vest, on white.
    private static var portrait: [(path: UIBezierPath, color: UIColor)] {
        [
            (UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .white),
            (shoulders(CGRect(x: 4, y: 80, width: 92, height: 20), radius: 18), vest),
            (neckOpening, skin),
            (UIBezierPath(ovalIn: CGRect(x: 13, y: 31, width: 74, height: 60)), hair),
            (UIBezierPath(ovalIn: CGRect(x: 24, y: 40, width: 52, height: 46)), skin),
            (UIBezierPath(ovalIn: CGRect(x: 36, y: 55, width: 7, height: 9)), hair),
            (UIBezierPath(ovalIn: CGRect(x: 57, y: 55, width: 7, height: 9)), hair),
            (grin, mouth),
            (UIBezierPath(ovalIn: CGRect(x: 3, y: 30, width: 94, height: 16)), straw),
            (UIBezierPath(ovalIn: CGRect(x: 25, y: 8, width: 50, height: 34)), straw),
            (UIBezierPath(rect: CGRect(x: 26, y: 28, width: 48, height: 7)), hatBand),
        ]
    }

    /// Luffy seen from behind (hat, hair, red shirt) against a blue sky with one cloud.
    private static var skyScene: [(path: UIBezierPath, color: UIColor)] {
        [
            (UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), UIColor(rgb: 0x2E4FD2)),
            (UIBezierPath(ovalIn: CGRect(x: 8, y: 12, width: 26, height: 10)), UIColor(rgb: 0xC9D3F2)),
            (UIBezierPath(ovalIn: CGRect(x: 16, y: 8, width: 14, height: 10)), UIColor(rgb: 0xC9D3F2)),
            (shoulders(CGRect(x: 34, y: 78, width: 32, height: 22), radius: 8), vest),
            (UIBezierPath(ovalIn: CGRect(x: 41, y: 58, width: 18, height: 22)), hair),
            (UIBezierPath(ovalIn: CGRect(x: 35, y: 60, width: 30, height: 8)), straw),
            (UIBezierPath(ovalIn: CGRect(x: 42, y: 53, width: 16, height: 11)), straw),
        ]
    }

    /// Shoulders cut by the bottom edge of the card: a rectangle with rounded top corners.
    private static func shoulders(_ rect: CGRect, radius: CGFloat) -> UIBezierPath {
        UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: radius, height: radius))
    }

    /// The skin showing in the vest's open front.
    private static var neckOpening: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 38, y: 80))
        path.addLine(to: CGPoint(x: 62, y: 80))
        path.addLine(to: CGPoint(x: 50, y: 100))
        path.close()
        return path
    }

    /// A wide open grin: the lower half of a circle.
    private static var grin: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 38, y: 69))
        path.addArc(withCenter: CGPoint(x: 50, y: 69), radius: 12, startAngle: .pi, endAngle: 0, clockwise: false)
        path.close()
        return path
    }
}

extension UIImage {
    /// The stand-in for TYUIKitDynamicsDemo's `lufei` image.
    static var lufei: UIImage { PictureCard.lufei.image }
    /// The stand-in for TYUIKitDynamicsDemo's `路飞` image.
    static var lufeiSky: UIImage { PictureCard.lufeiSky.image }
}

extension UIImageView {
    /// An image view showing `image` stretched to `frame` (the demos' `initWithImage:` then `frame = …`), named
    /// `accessibilityIdentifier` for traces.
    convenience init(image: UIImage, frame: CGRect, accessibilityIdentifier: String) {
        self.init(image: image)
        self.frame = frame
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}
