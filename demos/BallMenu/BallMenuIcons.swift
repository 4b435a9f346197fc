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

    /// SVG path data of the drawn outlines, in each icon's own points (the tests check that every one parses).
    static let pathData = [
        "share": "M2.5 17.5 C3 10.5 8.5 7 17 7 M12.5 2.5 L17 7 L12.5 11.5",
        "add": "M10 2 V18 M2 10 H18",
        "wine": "M8 3 H24 C25 11 22 17 17.2 18.5 V26 C20 26.5 22 27 22 28.5 H10 C10 27 12 26.5 14.8 26 V18.5 "
            + "C10 17 7 11 8 3 Z",
        "knife": "M26.5 3 C30.5 5 31.5 12 30.5 17 H26.5 Z",
    ]

    /// One of the outlines above; an unparsable one draws nothing (and fails the tests).
    private static func path(_ name: String) -> UIBezierPath {
        (try? UIBezierPath(svgPath: pathData[name] ?? "")) ?? UIBezierPath()
    }

    /// A curved arrow rising to the right.
    private static func shareArrow() -> UIBezierPath { path("share") }

    /// A thin plus.
    private static func plus() -> UIBezierPath { path("add") }

    /// A wine glass silhouette: bowl, stem and foot.
    private static func wineGlass() -> UIBezierPath { path("wine") }

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
        cutlery.append(path("knife"))
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
