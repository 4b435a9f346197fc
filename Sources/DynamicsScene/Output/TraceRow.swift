import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// One line of a `--trace` CSV: where a view with an `accessibilityIdentifier` is drawn in one output frame.
public struct TraceRow: Equatable, Sendable {
    /// Output frame number.
    public var frame: Int
    /// Scene time of the frame in seconds.
    public var time: TimeInterval
    /// The view's `accessibilityIdentifier`.
    public var identifier: String
    /// Centre in canvas points (presentation values).
    public var x: Double, y: Double
    /// Rotation in radians: atan2(b, a) of the presentation transform.
    public var angle: Double

    /// One row: `identifier`'s centre (`x`, `y`) and rotation (`angle`) at frame `frame`, `time` seconds in.
    public init(frame: Int, time: TimeInterval, identifier: String, x: Double, y: Double, angle: Double) {
        self.frame = frame
        self.time = time
        self.identifier = identifier
        self.x = x
        self.y = y
        self.angle = angle
    }

    /// The CSV header line.
    public static let csvHeader = "frame,time,id,x,y,angle"

    /// This row as a CSV line (fixed precision, so identical runs give identical files).
    public var csvLine: String {
        let quoted = identifier.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
            ? "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : identifier
        return "\(frame),\(String(format: "%.6f", time)),\(quoted),\(String(format: "%.4f", x)),"
            + "\(String(format: "%.4f", y)),\(String(format: "%.6f", angle))"
    }

    /// Rows for every view under `root` (itself included) that has an `accessibilityIdentifier`, in tree order.
    @MainActor public static func rows(for root: UIView, frame: Int, time: TimeInterval) -> [TraceRow] {
        var rows: [TraceRow] = []
        collect(root, root: root, frame: frame, time: time, into: &rows)
        return rows
    }

    @MainActor private static func collect(_ view: UIView, root: UIView, frame: Int, time: TimeInterval, into rows: inout [TraceRow]) {
        if let identifier = view.accessibilityIdentifier {
            let presentation = LayerPresentation(view: view)
            let centre = view === root ? presentation.position
                : (view.superview ?? root).convert(presentation.position, to: root)
            let transform = presentation.transform
            rows.append(TraceRow(frame: frame, time: time, identifier: identifier, x: Double(centre.x),
                                 y: Double(centre.y), angle: Double(atan2(transform.b, transform.a))))
        }
        for subview in view.subviews { collect(subview, root: root, frame: frame, time: time, into: &rows) }
    }
}
