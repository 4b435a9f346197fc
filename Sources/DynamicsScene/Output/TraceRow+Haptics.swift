import Foundation
import DynamicsUIKit
import DynamicsRenderFolder

extension TraceRow {
    /// What starts the `id` of a haptic event's row.
    public static let hapticPrefix = "haptic:"

    /// A haptic event as a trace row: `time` is the event's own scene time (not the frame's), `x` and `y` where it is
    /// shown, `angle` 0, and the id says the rest, e.g. `haptic:impact style=heavy intensity=0.800 origin=touch`
    /// (`sharpness=` and `duration=` follow the intensity for Core Haptics events). A scene without haptics has no
    /// such rows, so its trace is the same as before haptics were recorded.
    public init(haptic event: HapticEvent, frame: Int) {
        var id = TraceRow.hapticPrefix + event.kind.rawValue
        if let style = event.style { id += " style=\(style)" }
        id += " intensity=" + String(format: "%.3f", event.intensity)
        if let sharpness = event.sharpness { id += " sharpness=" + String(format: "%.3f", sharpness) }
        if event.duration > 0 { id += " duration=" + String(format: "%.3f", event.duration) }
        id += " origin=\(event.origin.rawValue)"
        self.init(frame: frame, time: event.time, identifier: id, x: Double(event.location.x),
                  y: Double(event.location.y), angle: 0)
    }

    /// True for a row written for a haptic event.
    public var isHaptic: Bool { identifier.hasPrefix(TraceRow.hapticPrefix) }

    /// The rows of the haptic events output frame `frame` at `fps` shows for the first time: those after the previous
    /// frame's time and at or before this one's (frame 0 takes everything up to t = 0).
    @MainActor public static func hapticRows(of log: HapticLog, frame: Int, fps: Int) -> [TraceRow] {
        let end = FrameTiming.time(ofFrame: frame, fps: fps)
        let start = frame == 0 ? -TimeInterval.infinity : FrameTiming.time(ofFrame: frame - 1, fps: fps)
        return log.events(after: start, through: end).map { TraceRow(haptic: $0, frame: frame) }
    }
}
