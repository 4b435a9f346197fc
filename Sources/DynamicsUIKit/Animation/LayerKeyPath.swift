import Foundation
import DynamicsGeometry

/// The layer key paths Core Animation animations can name here, with how each reads, writes and parses values.
enum LayerKeyPath: Equatable {
    case position, positionX, positionY
    case bounds, boundsSize, boundsWidth, boundsHeight
    case opacity, backgroundColor, cornerRadius, borderWidth, shadowOpacity, strokeStart, strokeEnd
    case transform, rotation, scale, scaleX, scaleY, translation, translationX, translationY
    /// Parts of a transform that only exist in 3D: always read and written through `Transform3DDecomposition`.
    case rotationX, rotationY, scaleZ, translationZ

    /// The key path for Core Animation's name of it; nil for names not animatable here.
    init?(_ name: String) {
        switch name {
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .bounds
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "opacity": self = .opacity
        case "backgroundColor": self = .backgroundColor
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "shadowOpacity": self = .shadowOpacity
        case "strokeStart": self = .strokeStart
        case "strokeEnd": self = .strokeEnd
        case "transform": self = .transform
        case "transform.rotation", "transform.rotation.z": self = .rotation
        case "transform.rotation.x": self = .rotationX
        case "transform.rotation.y": self = .rotationY
        case "transform.scale.z": self = .scaleZ
        case "transform.translation.z": self = .translationZ
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.translation": self = .translation
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        default: return nil
        }
    }

    /// The value shown in `state`.
    func value(in state: LayerPresentation) -> AnimatableValue {
        if usesDepth(state) { return depthValue(in: state) }
        let parts = AffineDecomposition(state.transform)
        switch self {
        case .position: return .point(state.position)
        case .positionX: return .scalar(state.position.x)
        case .positionY: return .scalar(state.position.y)
        case .bounds: return .rect(state.bounds)
        case .boundsSize: return .point(CGPoint(x: state.bounds.width, y: state.bounds.height))
        case .boundsWidth: return .scalar(state.bounds.width)
        case .boundsHeight: return .scalar(state.bounds.height)
        case .opacity: return .scalar(state.opacity)
        case .backgroundColor: return .color(state.backgroundColor)
        case .cornerRadius: return .scalar(state.cornerRadius)
        case .borderWidth: return .scalar(state.borderWidth)
        case .shadowOpacity: return .scalar(state.shadowOpacity)
        case .strokeStart: return .scalar(state.strokeStart)
        case .strokeEnd: return .scalar(state.strokeEnd)
        case .transform: return .transform(state.transform)
        case .rotation: return .scalar(parts.angle)
        case .scale, .scaleX: return .scalar(parts.scaleX)
        case .scaleY: return .scalar(parts.scaleY)
        case .translation: return .point(parts.translation)
        case .translationX: return .scalar(parts.translation.x)
        case .translationY: return .scalar(parts.translation.y)
        case .rotationX, .rotationY, .scaleZ, .translationZ: return depthValue(in: state)
        }
    }

    /// Whether this key path reads and writes `state` through the 3D decomposition: the parts only 3D has, and
    /// every transform part of a layer whose transform has depth or perspective.
    private func usesDepth(_ state: LayerPresentation) -> Bool {
        switch self {
        case .rotationX, .rotationY, .scaleZ, .translationZ: return true
        case .transform, .rotation, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY:
            return state.hasDepth
        default: return false
        }
    }

    /// The value of a transform key path read from the 3D transform of `state`.
    private func depthValue(in state: LayerPresentation) -> AnimatableValue {
        guard self != .transform else { return .transform3D(DepthTransform(transform: state.transform3D)) }
        guard let parts = Transform3DDecomposition(state.transform3D) else { return zero }
        let angles = parts.eulerAngles
        switch self {
        case .rotationX: return .scalar(angles.x)
        case .rotationY: return .scalar(angles.y)
        case .rotation: return .scalar(angles.z)
        case .scale, .scaleX: return .scalar(parts.scale.x)
        case .scaleY: return .scalar(parts.scale.y)
        case .scaleZ: return .scalar(parts.scale.z)
        case .translation: return .point(CGPoint(x: parts.translation.x, y: parts.translation.y))
        case .translationX: return .scalar(parts.translation.x)
        case .translationY: return .scalar(parts.translation.y)
        case .translationZ: return .scalar(parts.translation.z)
        default: return zero
        }
    }

    /// Writes a transform part into the 3D transform of `state`; a transform scaled to nothing, which has no
    /// parts, starts again from the identity.
    private func writeDepth(_ value: AnimatableValue, to state: inout LayerPresentation) {
        if self == .transform, let t = value.transform3D { state.transform3D = t; return }
        var parts = Transform3DDecomposition(state.transform3D) ?? Transform3DDecomposition(CATransform3DIdentity)!
        switch (self, value) {
        case (.rotationX, .scalar(let s)): parts.eulerAngles.x = s
        case (.rotationY, .scalar(let s)): parts.eulerAngles.y = s
        case (.rotation, .scalar(let s)): parts.eulerAngles.z = s
        case (.scale, .scalar(let s)): parts.scale = (s, s, s)
        case (.scaleX, .scalar(let s)): parts.scale.x = s
        case (.scaleY, .scalar(let s)): parts.scale.y = s
        case (.scaleZ, .scalar(let s)): parts.scale.z = s
        case (.translation, .point(let p)): parts.translation.x = p.x; parts.translation.y = p.y
        case (.translationX, .scalar(let s)): parts.translation.x = s
        case (.translationY, .scalar(let s)): parts.translation.y = s
        case (.translationZ, .scalar(let s)): parts.translation.z = s
        default: return
        }
        state.transform3D = parts.transform
    }

    /// Writes `value` (of this key path's kind) into `state`.
    func write(_ value: AnimatableValue, to state: inout LayerPresentation) {
        if case .transform3D = value { return writeDepth(value, to: &state) }
        if usesDepth(state) { return writeDepth(value, to: &state) }
        var parts = AffineDecomposition(state.transform)
        switch (self, value) {
        case (.position, .point(let p)): state.position = p
        case (.positionX, .scalar(let s)): state.position.x = s
        case (.positionY, .scalar(let s)): state.position.y = s
        case (.bounds, .rect(let r)): state.bounds = r
        case (.boundsSize, .point(let p)): state.bounds.size = CGSize(width: p.x, height: p.y)
        case (.boundsWidth, .scalar(let s)): state.bounds.size.width = s
        case (.boundsHeight, .scalar(let s)): state.bounds.size.height = s
        case (.opacity, .scalar(let s)): state.opacity = min(max(s, 0), 1)
        case (.backgroundColor, .color(let c)): state.backgroundColor = c
        case (.cornerRadius, .scalar(let s)): state.cornerRadius = s
        case (.borderWidth, .scalar(let s)): state.borderWidth = s
        case (.shadowOpacity, .scalar(let s)): state.shadowOpacity = s
        case (.strokeStart, .scalar(let s)): state.strokeStart = s
        case (.strokeEnd, .scalar(let s)): state.strokeEnd = s
        case (.transform, .transform(let t)): state.transform = t
        case (.rotation, .scalar(let s)): parts.angle = s; state.transform = parts.transform
        case (.scale, .scalar(let s)): parts.scaleX = s; parts.scaleY = s; state.transform = parts.transform
        case (.scaleX, .scalar(let s)): parts.scaleX = s; state.transform = parts.transform
        case (.scaleY, .scalar(let s)): parts.scaleY = s; state.transform = parts.transform
        case (.translation, .point(let p)): parts.translation = p; state.transform = parts.transform
        case (.translationX, .scalar(let s)): parts.translation.x = s; state.transform = parts.transform
        case (.translationY, .scalar(let s)): parts.translation.y = s; state.transform = parts.transform
        default: break
        }
    }

    /// The value an animation's `Any` stands for: numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`) for
    /// scalar key paths, `CGPoint` or `CGSize` for points and sizes, `CGRect`, `CGAffineTransform` or `CATransform3D`, and `UIColor`
    /// (`CGColor`) or nil for colours. Nil for anything else.
    func parse(_ any: Any) -> AnimatableValue? {
        switch self {
        case .position, .boundsSize, .translation:
            if let p = any as? CGPoint { return .point(p) }
            if let s = any as? CGSize { return .point(CGPoint(x: s.width, y: s.height)) }
            return nil
        case .bounds:
            return (any as? CGRect).map { .rect($0) }
        case .transform:
            if let t = any as? CATransform3D {
                return CATransform3DIsAffine(t) ? .transform(CATransform3DGetAffineTransform(t))
                    : .transform3D(DepthTransform(transform: t))
            }
            return (any as? CGAffineTransform).map { .transform($0) }
        case .backgroundColor:
            return (any as? UIColor).map { .color($0) }
        default:
            return LayerKeyPath.number(any).map { .scalar($0) }
        }
    }

    private static func number(_ any: Any) -> CGFloat? {
        switch any {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// The value that adds nothing (additive animations start from it).
    var zero: AnimatableValue {
        switch self {
        case .position, .boundsSize, .translation: return .point(.zero)
        case .bounds: return .rect(.zero)
        case .transform: return .transform(.identity)
        case .backgroundColor: return .color(.clear)
        case .scale, .scaleX, .scaleY: return .scalar(0)
        default: return .scalar(0)
        }
    }

    /// a + b (transforms concatenate: b after a).
    func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case let (.scalar(p), .scalar(q)): return .scalar(p + q)
        case let (.transform(p), .transform(q)): return .transform(p.concatenating(q))
        case (.transform3D, _), (_, .transform3D):
            guard let p = a.transform3D, let q = b.transform3D else { return b }
            return .transform3D(DepthTransform(transform: CATransform3DConcat(p, q)))
        case let (.color(p), .color(q)):
            let p = p ?? .clear, q = q ?? .clear
            return .color(UIColor(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue,
                                  alpha: p.alpha + q.alpha))
        default: return b
        }
    }

    /// a − b, for a `toValue` with a `byValue`; nil where subtraction means nothing (colours).
    func difference(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.minX - q.minX, y: p.minY - q.minY, width: p.width - q.width, height: p.height - q.height))
        case let (.scalar(p), .scalar(q)): return .scalar(p - q)
        case let (.transform(p), .transform(q)): return .transform(q.inverted().concatenating(p))
        case (.transform3D, _), (_, .transform3D):
            guard let p = a.transform3D, let q = b.transform3D else { return nil }
            return .transform3D(DepthTransform(transform: CATransform3DConcat(CATransform3DInvert(q), p)))
        default: return nil
        }
    }
}

/// A path sampled the way a keyframe animation moves along it: one segment per element after a move.
struct KeyframePath {
    private enum Segment {
        case line(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at t: CGFloat) -> CGPoint {
            switch self {
            case let .line(a, b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case let .cubic(a, c1, c2, b):
                let u = 1 - t
                let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                               y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        /// The direction of travel at `t`, from a small step (the chord at the ends).
        func tangentAngle(at t: CGFloat) -> CGFloat {
            let h: CGFloat = 1e-4
            let a = point(at: max(t - h, 0)), b = point(at: min(t + h, 1))
            return atan2(b.y - a.y, b.x - a.x)
        }

        /// The length, from 64 chords.
        var length: CGFloat {
            var total: CGFloat = 0
            var previous = point(at: 0)
            for index in 1...64 {
                let next = point(at: CGFloat(index) / 64)
                total += hypot(next.x - previous.x, next.y - previous.y)
                previous = next
            }
            return total
        }
    }

    private let segments: [Segment]

    /// The segments of `path`; nil when it has none.
    init?(_ path: UIBezierPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point): current = point; start = point
            case .line(let point): segments.append(.line(current, point)); current = point
            case let .quadCurve(point, control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                segments.append(.cubic(current, c1, c2, point)); current = point
            case let .curve(point, control1, control2):
                segments.append(.cubic(current, control1, control2, point)); current = point
            case .close:
                if current != start { segments.append(.line(current, start)) }
                current = start
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
    }

    /// The point and tangent at `fraction` of the animation: paced modes move at constant speed along the length;
    /// the others give each segment an equal share of time (or the share `keyTimes`, one per segment end, gives).
    func sample(at fraction: Double, mode: Keyframes.Mode, keyTimes: [Double]?, curves: [TimingCurve]?)
        -> (point: CGPoint, tangentAngle: CGFloat)? {
        let count = segments.count
        var times: [Double]
        if mode == .paced || mode == .cubicPaced {
            let lengths = segments.map { Double($0.length) }
            let total = lengths.reduce(0, +)
            var running = 0.0
            times = [0] + lengths.map { running += $0; return total > 0 ? running / total : 0 }
        } else if let keyTimes, keyTimes.count == count + 1 {
            times = keyTimes
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        let f = min(max(fraction, 0), 1)
        var index = count - 1
        for candidate in 0..<count where f < times[candidate + 1] { index = candidate; break }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? min(max((f - times[index]) / span, 0), 1) : 1
        if mode == .discrete { local = 0 }
        if let curves, index < curves.count, mode != .paced { local = Double(curves[index].progress(at: CGFloat(local))) }
        let segment = segments[index]
        return (segment.point(at: CGFloat(local)), segment.tangentAngle(at: CGFloat(local)))
    }
}
