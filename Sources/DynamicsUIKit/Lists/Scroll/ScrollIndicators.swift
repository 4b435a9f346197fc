import Foundation
import DynamicsGeometry

/// When the scroll indicators show: fully while the content is dragged or moves, then they fade.
struct ScrollIndicatorState {
    /// How long the indicators stay after the content stopped.
    static let holdDuration: TimeInterval = 0.5
    /// How long they take to fade out.
    static let fadeDuration: TimeInterval = 0.25

    /// Current opacity, 0…1.
    private(set) var opacity: CGFloat = 0
    /// When the content stopped; nil while it moves (or before it ever moved).
    private var stopTime: TimeInterval?

    /// True while the indicators are visible and will fade on later frames.
    var isFading: Bool { stopTime != nil && opacity > 0 }

    /// The content started moving.
    mutating func show() {
        opacity = 1
        stopTime = nil
    }

    /// The content stopped moving at `time`.
    mutating func hide(after time: TimeInterval) {
        guard opacity > 0 else { return }
        stopTime = time
    }

    /// The opacity at `time`: 1 for `holdDuration` after the stop, then a linear fade to 0.
    mutating func update(at time: TimeInterval) {
        guard let stopTime else { return }
        let fade = (time - stopTime - Self.holdDuration) / Self.fadeDuration
        opacity = CGFloat(min(max(1 - fade, 0), 1))
        if opacity == 0 { self.stopTime = nil }
    }
}

/// UIKit's scroll indicators are subviews kept in front; here the scroll view paints them over its subviews
/// (`UIView.drawOverSubviews(_:)`, asked for by `renderHints`), which keeps them out of `subviews` and traces.
extension UIScrollView {
    /// The indicator bar's thickness, its gap to the view's edge and its shortest length, in points.
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    /// The shortest an indicator gets while the content is pulled past an edge.
    static let indicatorSquashedLength: CGFloat = 7
    /// iOS's default indicator colour: black at 35 % opacity (white in dark mode).
    static let indicatorColor = UIColor.scrollIndicator

    /// Draws the indicators as thin dark rounded bars along the right and bottom edges.
    func drawIndicators() {
        let opacity = indicators.opacity
        guard opacity > 0 else { return }
        let colour = Self.indicatorColor.resolvedColor(with: UITraitCollection.current)
        colour.withAlphaComponent(colour.alpha * opacity).setFill()
        for bar in indicatorRects() {
            UIBezierPath(roundedRect: bar, cornerRadius: Self.indicatorThickness / 2).fill()
        }
    }

    /// The rectangles of the visible indicators, in bounds coordinates.
    func indicatorRects() -> [CGRect] {
        let content = adjustedContentInset, range = offsetRange, axes = scrollableAxes
        let margin = Self.indicatorMargin, thickness = Self.indicatorThickness
        let base = automaticallyAdjustsScrollIndicatorInsets ? content : contentInset
        var bars: [CGRect] = []
        if showsVerticalScrollIndicator, axes.y, contentSize.height > 0 {
            let own = verticalScrollIndicatorInsets
            let inset = UIEdgeInsets(top: base.top + own.top, left: 0, bottom: base.bottom + own.bottom,
                                     right: own.right)
            let track = bounds.height - inset.top - inset.bottom - 2 * margin
            let span = Self.indicatorSpan(track: track, visible: bounds.height,
                                          content: contentSize.height + content.top + content.bottom,
                                          offset: contentOffset.y, range: range.y)
            bars.append(CGRect(x: bounds.maxX - inset.right - margin - thickness,
                               y: bounds.minY + inset.top + margin + span.start,
                               width: thickness, height: span.length))
        }
        if showsHorizontalScrollIndicator, axes.x, contentSize.width > 0 {
            let own = horizontalScrollIndicatorInsets
            let inset = UIEdgeInsets(top: 0, left: base.left + own.left, bottom: own.bottom,
                                     right: base.right + own.right)
            let track = bounds.width - inset.left - inset.right - 2 * margin
            let span = Self.indicatorSpan(track: track, visible: bounds.width,
                                          content: contentSize.width + content.left + content.right,
                                          offset: contentOffset.x, range: range.x)
            bars.append(CGRect(x: bounds.minX + inset.left + margin + span.start,
                               y: bounds.maxY - inset.bottom - margin - thickness,
                               width: span.length, height: thickness))
        }
        return bars.filter { $0.width > 0 && $0.height > 0 }
    }

    /// Where along a track an indicator sits and how long it is: the visible fraction of the content, at least
    /// `indicatorMinimumLength`, squashed by the distance the content is pulled past an edge.
    static func indicatorSpan(track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat,
                              range: ClosedRange<CGFloat>) -> (start: CGFloat, length: CGFloat) {
        guard track > 0 else { return (0, 0) }
        var length = min(track, max(indicatorMinimumLength, track * min(visible / max(content, 1), 1)))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset
            : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(min(length, indicatorSquashedLength), length - overshoot)
        let extent = range.upperBound - range.lowerBound
        let fraction = extent > 0 ? min(max((offset - range.lowerBound) / extent, 0), 1) : 0
        return (fraction * (track - length), length)
    }
}
