import Foundation
import DynamicsGeometry

/// The stand-in for SF Symbols: a small set of common symbols, each drawn by us on a 24-unit grid as strokes (lines
/// of the configuration's weight with round ends) and fills. SF Symbols' artwork may not be redistributed, so none
/// of it is here; the names are iOS's so that `UIImage(systemName:)` calls port unchanged. The list is in
/// docs/controls.md; any other name gives nil, as iOS does for a name it lacks.
enum SymbolGlyphs {
    /// One piece of a symbol: an outline stroked at the weight's width, or a filled shape.
    enum Piece {
        case stroke(String)
        case fill(String)
        case strokeOval(CGRect)
        case fillOval(CGRect)
        /// SF Symbols' ring round `centre`: a filled outline `radius` from it at the middle of the weight's width,
        /// each wall a circle of four cubic quarters with SF Symbols' handles (`ringHandles`).
        case ring(centre: CGPoint, radius: CGFloat)
        /// A polyline stroked at `relativeWidth` times the weight's width with round ends and joins, cut out of the
        /// pieces after it (they are clipped to outside it), so that what is behind the image shows through there.
        case cutOut(polyline: [CGPoint], relativeWidth: CGFloat)
    }

    /// The symbols by name.
    static let all: [String: [Piece]] = {
        var symbols: [String: [Piece]] = [
            "plus": [.stroke("M12 4V20M4 12H20")],
            "minus": [.stroke("M4 12H20")],
            "xmark": [.stroke("M6 6L18 18M18 6L6 18")],
            "checkmark": [.stroke("M4.5 12.5L9.5 17.5L19.5 6.5")],
            "checkmark.circle.fill": [.cutOut(polyline: circledCheck, relativeWidth: 0.785),
                                      .fillOval(CGRect(x: 2, y: 2, width: 20, height: 20))],
            "chevron.left": [.stroke("M15 4L7 12L15 20")],
            "chevron.right": [.stroke("M9 4L17 12L9 20")],
            "chevron.up": [.stroke("M4 15.5L12 7.5L20 15.5")],
            "chevron.down": [.stroke("M4 8.5L12 16.5L20 8.5")],
            "arrow.left": [.stroke("M20 12H4M10 6L4 12L10 18")],
            "arrow.right": [.stroke("M4 12H20M14 6L20 12L14 18")],
            "arrow.up": [.stroke("M12 20V4M6 10L12 4L18 10")],
            "arrow.down": [.stroke("M12 4V20M6 14L12 20L18 14")],
            "heart": [.stroke(heart)],
            "heart.fill": [.fill(heart)],
            "star": [.stroke(star)],
            "star.fill": [.fill(star)],
            "circle": [.strokeOval(CGRect(x: 3, y: 3, width: 18, height: 18))],
            "circle.fill": [.fillOval(CGRect(x: 2, y: 2, width: 20, height: 20))],
            "trash": [.stroke("M4 6H20M9.5 6V3.5H14.5V6M6 6L7 21H17L18 6M10 10V17M14 10V17")],
            "square.and.arrow.up": [.stroke("M8.5 9.5H6V21H18V9.5H15.5M12 2.5V14.5M8 6.5L12 2.5L16 6.5")],
            "magnifyingglass": [.strokeOval(CGRect(x: 3.5, y: 3.5, width: 12.5, height: 12.5)),
                                .stroke("M14.5 14.5L20.5 20.5")],
            "person": [.strokeOval(CGRect(x: 8, y: 3, width: 8, height: 8)), .stroke(body)],
            "person.fill": [.fillOval(CGRect(x: 7.5, y: 2.5, width: 9, height: 9)), .fill(body + "Z")],
            "house": [.stroke("M2.5 11.5L12 3L21.5 11.5M5 9.5V21H10V15H14V21H19V9.5")],
            "house.fill": [.stroke("M2.5 11.5L12 3L21.5 11.5"), .fill("M5 10L12 4L19 10V21H14V15H10V21H5Z")],
            "bell": [.stroke("M6 17V11C6 7.5 8.5 5 12 5C15.5 5 18 7.5 18 11V17L19.5 18.5H4.5L6 17M10 21H14")],
            "ellipsis": [.fillOval(CGRect(x: 3, y: 10.5, width: 3, height: 3)),
                         .fillOval(CGRect(x: 10.5, y: 10.5, width: 3, height: 3)),
                         .fillOval(CGRect(x: 18, y: 10.5, width: 3, height: 3))],
            "info.circle": [.ring(centre: CGPoint(x: 12, y: 12), radius: 9), .stroke("M12 11V17"),
                            .fillOval(CGRect(x: 10.75, y: 6.5, width: 2.5, height: 2.5))],
            "plus.circle": [.ring(centre: CGPoint(x: 12, y: 12), radius: 9), .stroke("M12 8V16M8 12H16")],
            "square.and.pencil": [.stroke("M11 4H4.5V19.5H20V13"), .stroke("M10 14L10.5 11L18 3.5L20.5 6L13 13.5Z")],
            "arrowshape.turn.up.left": [.stroke("M10 5L3.5 11L10 17V13.5C15 13.5 18.5 15 20.5 19C20 13 16.5 8.5 10 8.5Z")],
            "folder": [.stroke("M3 5H9.5L11.5 7.5H21V19H3Z")],
            "book": [.stroke("M12 6C9.5 4.5 6 4 3 4.5V19C6 18.5 9.5 19 12 20.5C14.5 19 18 18.5 21 19V4.5C18 4 14.5 4.5 12 6ZM12 6V20.5")],
            "camera": [.stroke("M3 8H7.5L9 5.5H15L16.5 8H21V19H3Z"), .strokeOval(CGRect(x: 8.5, y: 9.5, width: 7, height: 7))],
            "play.fill": [.fill("M7 4.5L19.5 12L7 19.5Z")],
            "pause.fill": [.fill("M6.5 4.5H10V19.5H6.5ZM14 4.5H17.5V19.5H14Z")],
            "backward.fill": [.fill("M11.5 6L3 12L11.5 18ZM21 6L12.5 12L21 18Z")],
            "forward.fill": [.fill("M12.5 6L21 12L12.5 18ZM3 6L11.5 12L3 18Z")],
            "doc": [.stroke("M6 3H14L19 8V21H6ZM14 3V8H19")],
            "lock": [.stroke("M8 11V7.5C8 5.3 9.8 3.5 12 3.5C14.2 3.5 16 5.3 16 7.5V11"), .stroke("M5.5 11H18.5V21H5.5Z")],
            "lock.fill": [.stroke("M8 11V7.5C8 5.3 9.8 3.5 12 3.5C14.2 3.5 16 5.3 16 7.5V11"), .fill("M4.5 10H19.5V22H4.5Z")],
            "arrow.clockwise": [.stroke("M19 12A7 7 0 1 1 15.5 5.9M15 2.5L16 6.2L12.3 7.2")],
        ]
        symbols["gear"] = gear
        symbols["gearshape"] = gear
        return symbols
    }()

    /// The images whose box is not the square of the grid: width and height as fractions of the square's side,
    /// the grid centred in it. `checkmark.circle.fill` is 20 × 19 points at 17 points on iOS 17 (the size Tinder's
    /// Layout references print), its disc 17 points across: the grid's 20-unit disc.
    private static let boxes: [String: CGSize] = ["checkmark.circle.fill": CGSize(width: 50.0 / 51, height: 95.0 / 102)]

    /// The handle lengths of the ring's outer and inner walls, as fractions of each wall's radius (a circle's are
    /// 0.5523): measured on a `UIButton(type: .contactAdd)` recorded on an iOS simulator at 3× (DECISIONS.md), where
    /// the outer wall runs 0.09 px inside a circle at 45° and the inner one 0.03 px outside, so the ring is
    /// 0.12 px thinner on its diagonals than on its axes.
    static let ringHandles = (outer: 0.5473, inner: 0.5541)

    /// The check inside `checkmark.circle.fill`, fitted to iOS 17's pictures of it at 3 × (Layout's README example,
    /// 533 pixels across): short arm from (8.12, 12.64), bottom at (10.92, 16.14), long arm to (15.79, 8.44), its
    /// stroke 1.57 units at regular weight (0.785 of the other symbols' 2).
    private static let circledCheck = [CGPoint(x: 8.12, y: 12.64), CGPoint(x: 10.92, y: 16.14),
                                       CGPoint(x: 15.79, y: 8.44)]

    private static let heart = "M12 20.5C5 15.5 2.5 12 2.5 8.5C2.5 5.5 4.8 3.5 7.5 3.5C9.5 3.5 11 4.7 12 6.3"
        + "C13 4.7 14.5 3.5 16.5 3.5C19.2 3.5 21.5 5.5 21.5 8.5C21.5 12 19 15.5 12 20.5Z"
    private static let body = "M4 21C4 16.5 7.5 14 12 14C16.5 14 20 16.5 20 21"

    /// A five-pointed star round (12, 12.5): outer radius 10, inner 4.2, first point straight up.
    private static let star: String = {
        var path = ""
        for index in 0..<10 {
            let radius: CGFloat = index % 2 == 0 ? 10 : 4.2
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let point = (12 + radius * cos(angle), 12.5 + radius * sin(angle))
            path += (index == 0 ? "M" : "L") + String(format: "%.3f %.3f", point.0, point.1)
        }
        return path + "Z"
    }()

    /// A ring with eight teeth and a hole.
    private static let gear: [Piece] = {
        var teeth = ""
        for index in 0..<8 {
            let angle = CGFloat(index) * .pi / 4
            teeth += String(format: "M%.3f %.3fL%.3f %.3f", 12 + 7 * cos(angle), 12 + 7 * sin(angle),
                            12 + 10 * cos(angle), 12 + 10 * sin(angle))
        }
        return [.strokeOval(CGRect(x: 5.5, y: 5.5, width: 13, height: 13)),
                .strokeOval(CGRect(x: 9.5, y: 9.5, width: 5, height: 5)), .stroke(teeth)]
    }()

    /// The size of symbol `name`'s image when the grid's square is `side` points.
    static func size(of name: String, side: CGFloat) -> CGSize {
        let box = boxes[name] ?? CGSize(width: 1, height: 1)
        return CGSize(width: side * box.width, height: side * box.height)
    }

    /// Draws `pieces` in black (the image is a template) scaled from the 24-unit grid to `side` points and centred
    /// in an image of `size`.
    static func draw(_ pieces: [Piece], side: CGFloat, centredIn size: CGSize, weight: UIImage.SymbolWeight,
                     in context: UIGraphicsContext) {
        let grid = CGAffineTransform(translationX: (size.width - side) / 2, y: (size.height - side) / 2)
            .scaledBy(x: side / 24, y: side / 24)
        draw(pieces, gridTo: grid, strokeUnits: weight.strokeUnits, in: context)
    }

    /// Draws `pieces` in black, the 24-unit grid mapped by `transform`, strokes `strokeUnits` grid units wide.
    static func draw(_ pieces: [Piece], gridTo transform: CGAffineTransform, strokeUnits: CGFloat,
                     in context: UIGraphicsContext) {
        context.saveGState()
        context.concatenate(transform)
        context.setFillColor(.black)
        context.setStrokeColor(.black)
        for piece in pieces {
            switch piece {
            case .stroke(let svg): stroke((try? UIBezierPath(svgPath: svg)) ?? UIBezierPath(), strokeUnits, context)
            case .strokeOval(let rect): stroke(UIBezierPath(ovalIn: rect), strokeUnits, context)
            case .fill(let svg): context.fill((try? UIBezierPath(svgPath: svg)) ?? UIBezierPath())
            case .fillOval(let rect): context.fill(UIBezierPath(ovalIn: rect))
            case .ring(let centre, let radius): context.fill(ring(round: centre, radius: radius, width: strokeUnits))
            case .cutOut(let polyline, let relativeWidth):
                // A round-jointed stroke is the union of its segments with round ends; outside a union is inside
                // every "outside one segment" clip, each an even-odd path of the grid's surroundings and a capsule.
                for (start, end) in zip(polyline, polyline.dropFirst()) {
                    let outside = UIBezierPath(rect: CGRect(x: -24, y: -24, width: 72, height: 72))
                    outside.append(capsule(from: start, to: end, radius: strokeUnits * relativeWidth / 2))
                    outside.usesEvenOddFillRule = true
                    context.clip(to: outside)
                }
            }
        }
        context.restoreGState()
    }

    /// The ring's outline: the outer wall clockwise and the inner one anticlockwise, so the non-zero rule leaves
    /// the hole empty.
    static func ring(round centre: CGPoint, radius: CGFloat, width: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        appendCircle(to: path, centre: centre, radius: radius + width / 2, handle: ringHandles.outer, direction: 1)
        appendCircle(to: path, centre: centre, radius: max(radius - width / 2, 0), handle: ringHandles.inner,
                     direction: -1)
        return path
    }

    /// A closed circle of four cubic quarters from its rightmost point, `handle` × `radius` long handles, clockwise
    /// on the screen for `direction` 1 and anticlockwise for −1.
    private static func appendCircle(to path: UIBezierPath, centre: CGPoint, radius: CGFloat, handle: CGFloat,
                                     direction: CGFloat) {
        // The directions to the right, bottom, left and top points (y grows downwards), exact so the circle closes.
        let axes: [(x: CGFloat, y: CGFloat)] = [(1, 0), (0, direction), (-1, 0), (0, -direction)]
        func point(_ quarter: Int, along: CGFloat = 0) -> CGPoint {
            let axis = axes[quarter % 4]
            return CGPoint(x: centre.x + radius * (axis.x - along * direction * axis.y),
                           y: centre.y + radius * (axis.y + along * direction * axis.x))
        }
        path.move(to: point(0))
        for quarter in 0..<4 {
            path.addCurve(to: point(quarter + 1), controlPoint1: point(quarter, along: handle),
                          controlPoint2: point(quarter + 1, along: -handle))
        }
        path.close()
    }

    /// The outline of the segment from `start` to `end` stroked `2 × radius` wide with round ends.
    private static func capsule(from start: CGPoint, to end: CGPoint, radius: CGFloat) -> UIBezierPath {
        let angle = atan2(end.y - start.y, end.x - start.x)
        let side = CGPoint(x: -sin(angle) * radius, y: cos(angle) * radius)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: start.x + side.x, y: start.y + side.y))
        path.addLine(to: CGPoint(x: end.x + side.x, y: end.y + side.y))
        path.addArc(withCenter: end, radius: radius, startAngle: angle + .pi / 2, endAngle: angle - .pi / 2,
                    clockwise: false)
        path.addLine(to: CGPoint(x: start.x - side.x, y: start.y - side.y))
        path.addArc(withCenter: start, radius: radius, startAngle: angle - .pi / 2, endAngle: angle - 3 * .pi / 2,
                    clockwise: false)
        path.close()
        return path
    }

    private static func stroke(_ path: UIBezierPath, _ width: CGFloat, _ context: UIGraphicsContext) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        context.stroke(path)
    }
}
