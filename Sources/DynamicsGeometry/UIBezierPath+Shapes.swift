import Foundation

extension UIBezierPath {
    /// A closed rectangle: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY), clockwise on a y-down screen.
    public convenience init(rect: CGRect) {
        self.init()
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`: four 90° cubic arcs starting at (maxX, midY), clockwise on a y-down
    /// screen (increasing angle), like `init(rect:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let rect = rect.standardized
        let ellipse = Ellipse(
            center: CGPoint(x: rect.midX, y: rect.midY), radiusX: rect.width / 2, radiusY: rect.height / 2)
        move(to: ellipse.point(at: 0))
        for segment in ellipse.cubicSegments(startAngle: 0, sweep: 2 * .pi) { appendElement(segment) }
        close()
    }

    /// A closed rounded rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    /// UIKit draws "continuous" (squircle-like) corners; these are circular arcs of the same radius.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)
        )
    }

    /// A closed rectangle whose `corners` are rounded. As real UIKit (iOS 7 and later), only `cornerRadii.width` is
    /// used, as a circular radius clamped to half the shorter side; `cornerRadii.height` is ignored.
    /// The outline starts after the top-left corner and runs clockwise on a y-down screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let limit = min(rect.width, rect.height) / 2
        let clamped = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), limit) : 0
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? clamped : 0 }
        let quarter = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + radius(.topLeft), y: rect.minY))
        // Clockwise from the top-right corner; `inward` points from each corner toward the rectangle's inside.
        let outline: [(corner: UIRectCorner, point: CGPoint, inward: CGPoint)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 1)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: -1, y: -1)),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: -1)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 1, y: 1)),
        ]
        for (index, (corner, point, inward)) in outline.enumerated() {
            let cornerRadius = radius(corner)
            let startAngle = CGFloat(index - 1) * quarter
            if cornerRadius > 0 {
                addArc(withCenter: point + cornerRadius * inward, radius: cornerRadius, startAngle: startAngle,
                       endAngle: startAngle + quarter, clockwise: true)
            } else if corner != .topLeft {
                // A sharp top-left corner is the start point itself, reached by `close()`.
                addLine(to: point)
            }
        }
        close()
    }

    /// A circular arc path (see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`), starting with a move to
    /// the arc's first point.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds a circular arc, stored as cubic curves of at most 90°. Angles are in radians from +x toward +y; on UIKit's
    /// y-down screen `clockwise: true` means increasing angle. With a current point, a line to the arc's first point
    /// is added first (unless it is already there); otherwise the arc starts a subpath.
    ///
    /// The swept angle follows CoreGraphics (and the HTML canvas, which copied it): clockwise, the sweep is
    /// (end − start) reduced into [0, 2π), or a full circle when end − start ≥ 2π; counter-clockwise mirrors it. So
    /// 0 → 2π clockwise is a full circle, while 0 → 2π counter-clockwise sweeps nothing. A negative or non-finite
    /// radius adds nothing, as CoreGraphics.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let fullTurn = 2 * CGFloat.pi
        let travel = clockwise ? endAngle - startAngle : startAngle - endAngle
        var sweep = travel >= fullTurn ? fullTurn : travel.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
        if !clockwise { sweep = -sweep }
        let circle = Ellipse(center: center, radiusX: radius, radiusY: radius)
        let start = circle.point(at: startAngle)
        if isEmpty {
            move(to: start)
        } else if currentPoint != start {
            addLine(to: start)
        }
        for segment in circle.cubicSegments(startAngle: startAngle, sweep: sweep) { appendElement(segment) }
    }
}
