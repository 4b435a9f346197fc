import Dynamics
import Foundation

/// Vector stand-ins for the source's PNG icons (which cannot be shipped), drawn at the same point sizes and colours:
/// near-white category pictures for the cards and red symbols for the balls.
enum BallMenuIcons {
    /// The category icons' near-white (`≈#ECF0F1`).
    static let categoryColor = UIColor(rgb: 0xECF0F1)
    /// The ball icons' red (`≈#CD5659`).
    static let ballColor = UIColor(rgb: 0xCD5659)

    /// The picture before a card's title: wine glass 32×32, palette 32×32, fork and knife 40×32.
    static func category(_ icon: BallMenuCardModel.Icon) -> UIImage {
        switch icon {
        case .wine: return UIImage(size: CGSize(width: 32, height: 32)) { fill(wineGlass(), in: $0) }
        case .art: return UIImage(size: CGSize(width: 32, height: 32)) { fill(palette(), in: $0) }
        case .food: return UIImage(size: CGSize(width: 40, height: 32)) { fill(forkAndKnife(), in: $0) }
        }
    }

    /// The symbol on a ball: share (curved arrow, 21×20), like (star, 20×20) or add (thin plus, 20×20).
    static func ball(_ kind: BallMenuBall.Kind) -> UIImage {
        switch kind {
        case .share: return UIImage(size: CGSize(width: 21, height: 20)) { stroke(shareArrow(), width: 2, in: $0) }
        case .like: return UIImage(size: CGSize(width: 20, height: 20)) { stroke(star(), width: 1.5, in: $0) }
        case .add: return UIImage(size: CGSize(width: 20, height: 20)) { stroke(plus(), width: 1.5, in: $0) }
        }
    }

    /// A curved arrow rising to the right.
    private static func shareArrow() -> UIBezierPath {
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 2.5, y: 17.5))
        arrow.addCurve(to: CGPoint(x: 17, y: 7), controlPoint1: CGPoint(x: 3, y: 10.5),
                       controlPoint2: CGPoint(x: 8.5, y: 7))
        arrow.move(to: CGPoint(x: 12.5, y: 2.5))
        arrow.addLine(to: CGPoint(x: 17, y: 7))
        arrow.addLine(to: CGPoint(x: 12.5, y: 11.5))
        return arrow
    }

    /// A five-pointed star outline.
    private static func star() -> UIBezierPath {
        let star = UIBezierPath()
        let centre = CGPoint(x: 10, y: 10.8)
        for vertex in 0..<10 {
            let radius: CGFloat = vertex.isMultiple(of: 2) ? 9 : 3.8
            let angle = -CGFloat.pi / 2 + CGFloat(vertex) * .pi / 5
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if vertex == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.close()
        return star
    }

    /// A thin plus.
    private static func plus() -> UIBezierPath {
        let plus = UIBezierPath()
        plus.move(to: CGPoint(x: 10, y: 2))
        plus.addLine(to: CGPoint(x: 10, y: 18))
        plus.move(to: CGPoint(x: 2, y: 10))
        plus.addLine(to: CGPoint(x: 18, y: 10))
        return plus
    }

    /// A wine glass silhouette: bowl, stem and foot.
    private static func wineGlass() -> UIBezierPath {
        let glass = UIBezierPath()
        glass.move(to: CGPoint(x: 8, y: 3))
        glass.addLine(to: CGPoint(x: 24, y: 3))
        glass.addCurve(to: CGPoint(x: 17.2, y: 18.5), controlPoint1: CGPoint(x: 25, y: 11),
                       controlPoint2: CGPoint(x: 22, y: 17))
        glass.addLine(to: CGPoint(x: 17.2, y: 26))
        glass.addCurve(to: CGPoint(x: 22, y: 28.5), controlPoint1: CGPoint(x: 20, y: 26.5),
                       controlPoint2: CGPoint(x: 22, y: 27))
        glass.addLine(to: CGPoint(x: 10, y: 28.5))
        glass.addCurve(to: CGPoint(x: 14.8, y: 26), controlPoint1: CGPoint(x: 10, y: 27),
                       controlPoint2: CGPoint(x: 12, y: 26.5))
        glass.addLine(to: CGPoint(x: 14.8, y: 18.5))
        glass.addCurve(to: CGPoint(x: 8, y: 3), controlPoint1: CGPoint(x: 10, y: 17),
                       controlPoint2: CGPoint(x: 7, y: 11))
        glass.close()
        return glass
    }

    /// A painter's palette: an oval board with four paint wells and a thumb hole cut out (even-odd fill).
    private static func palette() -> UIBezierPath {
        let board = UIBezierPath(ovalIn: CGRect(x: 2, y: 5, width: 28, height: 22))
        let holes: [(CGPoint, CGFloat)] = [
            (CGPoint(x: 9, y: 12), 2.5), (CGPoint(x: 15.5, y: 9.5), 2.5), (CGPoint(x: 22.5, y: 11.5), 2.5),
            (CGPoint(x: 9.5, y: 19.5), 2.5), (CGPoint(x: 20, y: 20.5), 3.5),
        ]
        for (centre, radius) in holes {
            board.append(UIBezierPath(ovalIn: CGRect(x: centre.x - radius, y: centre.y - radius,
                                                     width: 2 * radius, height: 2 * radius)))
        }
        board.usesEvenOddFillRule = true
        return board
    }

    /// A fork (three tines over a handle) beside a knife (a rounded blade over a handle).
    private static func forkAndKnife() -> UIBezierPath {
        let cutlery = UIBezierPath()
        for tineX: CGFloat in [9, 12.2, 15.4] {
            cutlery.append(UIBezierPath(roundedRect: CGRect(x: tineX, y: 3, width: 1.6, height: 9), cornerRadius: 0.8))
        }
        cutlery.append(UIBezierPath(roundedRect: CGRect(x: 9, y: 10, width: 8, height: 5), cornerRadius: 2.5))
        cutlery.append(UIBezierPath(roundedRect: CGRect(x: 11.6, y: 13, width: 2.8, height: 16), cornerRadius: 1.4))
        let blade = UIBezierPath()
        blade.move(to: CGPoint(x: 26.5, y: 3))
        blade.addCurve(to: CGPoint(x: 30.5, y: 17), controlPoint1: CGPoint(x: 30.5, y: 5),
                       controlPoint2: CGPoint(x: 31.5, y: 12))
        blade.addLine(to: CGPoint(x: 26.5, y: 17))
        blade.close()
        cutlery.append(blade)
        cutlery.append(UIBezierPath(roundedRect: CGRect(x: 26.5, y: 15, width: 3, height: 14), cornerRadius: 1.5))
        return cutlery
    }

    private static func fill(_ path: UIBezierPath, in context: UIGraphicsContext) {
        context.setFillColor(categoryColor)
        context.fill(path)
    }

    private static func stroke(_ path: UIBezierPath, width: CGFloat, in context: UIGraphicsContext) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        context.setStrokeColor(ballColor)
        context.stroke(path)
    }
}
