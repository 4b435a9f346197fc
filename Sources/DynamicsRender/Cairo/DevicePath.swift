import CCairo
import Foundation

/// A Cairo context's current path in device pixels, as subpaths of lines and cubic curves: what Core Graphics'
/// fill and stroke start from.
struct DevicePath {
    /// One piece of a subpath, from the end of the piece before it (or the subpath's start).
    enum Segment {
        case line(to: CGPoint)
        case cubic(Cubic)
    }

    /// A run of segments from one move.
    struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        /// Whether the subpath was closed (its stroke joins its end to its start instead of capping both).
        var isClosed = false
    }

    /// The subpaths with at least one segment, in order.
    private(set) var subpaths: [Subpath] = []
    /// Whether any segment is a curve.
    private(set) var hasCurves = false

    /// Reads the context's current path (user space) and maps every point to device pixels.
    init(currentPathOn cr: OpaquePointer) {
        guard let path = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return }
        func device(_ index: Int) -> CGPoint {
            var x = data[index].point.x, y = data[index].point.y
            cairo_user_to_device(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        var current: Subpath?
        func finish() {
            if let subpath = current, !subpath.segments.isEmpty { subpaths.append(subpath) }
        }
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish()
                current = Subpath(start: device(index + 1))
            case CAIRO_PATH_LINE_TO:
                let end = device(index + 1)
                if current == nil { current = Subpath(start: end) }
                current?.segments.append(.line(to: end))
            case CAIRO_PATH_CURVE_TO:
                hasCurves = true
                let start = current?.lastPoint ?? device(index + 1)
                if current == nil { current = Subpath(start: start) }
                current?.segments.append(.cubic(Cubic(p0: start, p1: device(index + 1), p2: device(index + 2),
                                                      p3: device(index + 3))))
            case CAIRO_PATH_CLOSE_PATH:
                current?.isClosed = true
                finish()
                current = current.map { Subpath(start: $0.start) }
            default:
                break
            }
            index += Int(header.length)
        }
        finish()
    }
}

extension DevicePath.Subpath {
    /// Where the last segment ends (the start when there is none).
    var lastPoint: CGPoint {
        switch segments.last {
        case let .line(to): return to
        case let .cubic(curve): return curve.p3
        case nil: return start
        }
    }
}
