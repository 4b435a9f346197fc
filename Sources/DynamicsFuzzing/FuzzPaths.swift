import DynamicsGeometry
import Foundation

/// Random Bézier paths for bounding paths and boundaries.
enum FuzzPaths {
    /// A convex polygon inside an item of `size`, centred on (0, 0), as `collisionBoundingPath` requires; rarely a
    /// sliver or a near-degenerate triangle.
    static func convex(within size: CGSize, random: inout FuzzRandom) -> UIBezierPath {
        let path = UIBezierPath()
        let count = Int.random(in: 3...8, using: &random)
        let squash = random.chance(0.1) ? random.logUniform(1e-4, 1e-2) : 1
        for index in 0..<count {
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let point = CGPoint(x: size.width / 2 * CGFloat(cos(angle)), y: size.height / 2 * CGFloat(sin(angle)) * squash)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// A boundary path in and around `rect`: polylines, curves, ovals, zig-zags that cross themselves, repeated or
    /// collinear points, open or closed.
    static func boundary(around rect: CGRect, random: inout FuzzRandom) -> UIBezierPath {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let inset = random.uniform(0...Double(min(rect.width, rect.height) / 2))
            return UIBezierPath(ovalIn: rect.insetBy(dx: inset, dy: inset))
        case 1:
            return UIBezierPath(roundedRect: rect.insetBy(dx: rect.width / 8, dy: rect.height / 8),
                                cornerRadius: random.uniform(0...Double(rect.width)))
        case 2:
            // Collinear or coincident points.
            let path = UIBezierPath()
            let start = random.point(in: rect)
            path.move(to: start)
            let direction = CGPoint(x: random.uniform(-1...1), y: random.uniform(-1...1))
            for step in 1...Int.random(in: 1...4, using: &random) {
                let t = random.chance(0.5) ? 0 : CGFloat(step) * random.uniform(0...Double(rect.width))
                path.addLine(to: CGPoint(x: start.x + direction.x * t, y: start.y + direction.y * t))
            }
            if random.chance(0.5) { path.close() }
            return path
        default:
            // A random polyline or curve chain; closed ones often cross themselves.
            let path = UIBezierPath()
            path.move(to: random.point(in: rect, margin: rect.width / 4))
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let end = random.point(in: rect, margin: rect.width / 4)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: path.addLine(to: end)
                case 1: path.addQuadCurve(to: end, controlPoint: random.point(in: rect, margin: rect.width))
                default: path.addCurve(to: end, controlPoint1: random.point(in: rect, margin: rect.width),
                                       controlPoint2: random.point(in: rect, margin: rect.width))
                }
            }
            if random.chance(0.5) { path.close() }
            return path
        }
    }
}
