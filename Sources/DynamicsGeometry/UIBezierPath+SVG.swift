import Foundation

extension UIBezierPath {
    /// A path from SVG path data (the `d` attribute), as exported by Sketch, Figma or Illustrator.
    ///
    /// Supports every command of SVG 1.1 — M L H V C S Q T A Z, absolute (upper case) and relative (lower case) —
    /// with implicit repetition (extra coordinates after `M` are line-tos), numbers such as `1e-3` or `-.5.5`, and
    /// comma or white-space separators. Elliptical arcs become cubic curves of at most 90° following the SVG
    /// endpoint-to-centre conversion, radii too small to reach the end point being scaled up. Empty data gives an
    /// empty path.
    /// - Throws: `SVGPathError` with the character offset of the first malformed token.
    public convenience init(svgPath: String) throws {
        self.init()
        var parser = SVGPathParser(svgPath, into: self)
        try parser.parse()
    }
}

/// Turns SVG path data into `UIBezierPath` elements.
private struct SVGPathParser {
    private var scanner: SVGPathScanner
    private let path: UIBezierPath
    /// The current point in SVG terms (also after `Z`, where it is the subpath's start).
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The control point that `S` or `T` reflects: the previous curve's last control point when the previous command
    /// was of the same family, otherwise nil (the current point is used).
    private var cubicControl: CGPoint?
    private var quadraticControl: CGPoint?

    init(_ text: String, into path: UIBezierPath) {
        scanner = SVGPathScanner(text)
        self.path = path
    }

    mutating func parse() throws {
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else { return }
        guard scanner.next == "M" || scanner.next == "m" else {
            throw scanner.error("path data must begin with a moveto ('M' or 'm')")
        }
        var command: Unicode.Scalar = "M"
        var canRepeat = false
        while true {
            let hadComma = scanner.skipSeparator()
            if scanner.isAtEnd {
                if hadComma { throw scanner.error("expected a number after ','") }
                return
            }
            if scanner.isAtNumber, canRepeat {
                // Implicit repetition: coordinates after a moveto are line-tos.
                if command == "M" { command = "L" } else if command == "m" { command = "l" }
            } else if let letter = scanner.next, !hadComma, Self.commands.contains(letter) {
                command = letter
                _ = scanner.advance()
                scanner.skipWhitespace()
                if scanner.next == "," { throw scanner.error("expected a number or command after '\(letter)'") }
            } else {
                throw scanner.error(hadComma ? "expected a number after ','" : "expected a path command letter")
            }
            try perform(command)
            canRepeat = command != "Z" && command != "z"
        }
    }

    private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".unicodeScalars)

    private mutating func perform(_ command: Unicode.Scalar) throws {
        let relative = ("a"..."z").contains(command)
        let origin = relative ? current : .zero
        var nextCubicControl: CGPoint?
        var nextQuadraticControl: CGPoint?
        switch command {
        case "M", "m":
            let point = origin + (try pair(command))
            path.move(to: point)
            subpathStart = point
            current = point
        case "L", "l":
            current = origin + (try pair(command))
            path.addLine(to: current)
        case "H", "h":
            current = CGPoint(x: origin.x + (try number(command)), y: current.y)
            path.addLine(to: current)
        case "V", "v":
            current = CGPoint(x: current.x, y: origin.y + (try number(command)))
            path.addLine(to: current)
        case "C", "c":
            let control1 = origin + (try pair(command))
            let control2 = origin + (try pair(command))
            current = origin + (try pair(command))
            path.addCurve(to: current, controlPoint1: control1, controlPoint2: control2)
            nextCubicControl = control2
        case "S", "s":
            let control1 = reflection(of: cubicControl)
            let control2 = origin + (try pair(command))
            current = origin + (try pair(command))
            path.addCurve(to: current, controlPoint1: control1, controlPoint2: control2)
            nextCubicControl = control2
        case "Q", "q":
            let control = origin + (try pair(command))
            current = origin + (try pair(command))
            path.addQuadCurve(to: current, controlPoint: control)
            nextQuadraticControl = control
        case "T", "t":
            let control = reflection(of: quadraticControl)
            current = origin + (try pair(command))
            path.addQuadCurve(to: current, controlPoint: control)
            nextQuadraticControl = control
        case "A", "a":
            try arc(command, origin: origin)
        default:
            path.close()
            current = subpathStart
        }
        cubicControl = nextCubicControl
        quadraticControl = nextQuadraticControl
    }

    /// `rx ry x-axis-rotation large-arc-flag sweep-flag x y`, converted with SVG 1.1 appendix F.6.5–F.6.6.
    private mutating func arc(_ command: Unicode.Scalar, origin: CGPoint) throws {
        var radiusX = abs(try number(command))
        var radiusY = abs(try number(command))
        let rotation = (try number(command)) * .pi / 180
        scanner.skipSeparator()
        let largeArc = try scanner.flag(for: command)
        scanner.skipSeparator()
        let sweep = try scanner.flag(for: command)
        let end = origin + (try pair(command))
        let start = current
        current = end
        guard end != start else { return }
        guard radiusX > 0, radiusY > 0 else {
            path.addLine(to: end)
            return
        }
        let cosine = cos(rotation), sine = sin(rotation)
        let half = 0.5 * (start - end)
        let x1 = cosine * half.x + sine * half.y
        let y1 = -sine * half.x + cosine * half.y
        let excess = (x1 * x1) / (radiusX * radiusX) + (y1 * y1) / (radiusY * radiusY)
        if excess > 1 {
            radiusX *= excess.squareRoot()
            radiusY *= excess.squareRoot()
        }
        let rx2 = radiusX * radiusX, ry2 = radiusY * radiusY
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        let magnitude = max(0, numerator / denominator).squareRoot()
        let coefficient = largeArc == sweep ? -magnitude : magnitude
        let centerX1 = coefficient * radiusX * y1 / radiusY
        let centerY1 = -coefficient * radiusY * x1 / radiusX
        let mid = start.midpoint(end)
        let center = CGPoint(
            x: cosine * centerX1 - sine * centerY1 + mid.x,
            y: sine * centerX1 + cosine * centerY1 + mid.y
        )
        let startAngle = atan2((y1 - centerY1) / radiusY, (x1 - centerX1) / radiusX)
        let endAngle = atan2((-y1 - centerY1) / radiusY, (-x1 - centerX1) / radiusX)
        var sweepAngle = endAngle - startAngle
        if sweep, sweepAngle < 0 { sweepAngle += 2 * .pi }
        if !sweep, sweepAngle > 0 { sweepAngle -= 2 * .pi }
        let ellipse = Ellipse(center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation)
        let segments = ellipse.cubicSegments(startAngle: startAngle, sweep: sweepAngle)
        for (index, segment) in segments.enumerated() {
            guard case .curve(let to, let control1, let control2) = segment else { continue }
            // The last segment ends exactly on the requested end point, free of the round trip through the centre.
            path.addCurve(to: index == segments.count - 1 ? end : to, controlPoint1: control1, controlPoint2: control2)
        }
    }

    private func reflection(of control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return current + (current - control)
    }

    private mutating func number(_ command: Unicode.Scalar) throws -> CGFloat {
        scanner.skipSeparator()
        return try scanner.number(for: command)
    }

    private mutating func pair(_ command: Unicode.Scalar) throws -> CGPoint {
        let x = try number(command)
        let y = try number(command)
        return CGPoint(x: x, y: y)
    }
}
