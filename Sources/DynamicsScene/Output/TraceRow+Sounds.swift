import Foundation
import DynamicsAudio
import DynamicsRenderFolder

extension TraceRow {
    /// What starts the `id` of a sound event's row.
    public static let soundPrefix = "sound:"

    /// A call that starts or ends sound as a trace row: `time` is the call's own scene time (not the frame's), `x`,
    /// `y` and `angle` 0 (a sound has no place on screen), and the id names what played and what happened, e.g.
    /// `sound:player 3 (coin.mp3) play(from: 0.0)`.
    public init(sound event: SoundEvent, frame: Int) {
        self.init(frame: frame, time: event.time, identifier: TraceRow.soundPrefix + "\(event.source) \(event.kind)",
                  x: 0, y: 0, angle: 0)
    }

    /// True for a row written for a sound event.
    public var isSound: Bool { identifier.hasPrefix(TraceRow.soundPrefix) }

    /// True for a row that places a view (not an event row of a haptic or a sound).
    public var placesView: Bool { !isHaptic && !isSound }

    /// The rows of the calls that started or ended sound in output frame `frame` at `fps`: those after the previous
    /// frame's time and at or before this one's (frame 0 takes everything up to t = 0). Settings (volume, pan, rate,
    /// loops, seeks, the audio session) are left out: a game that sets its music's volume on every tick would
    /// otherwise bury its hits, and the track itself carries their effect.
    @MainActor public static func soundRows(of log: SoundLog, frame: Int, fps: Int) -> [TraceRow] {
        let end = FrameTiming.time(ofFrame: frame, fps: fps)
        let start = frame == 0 ? -TimeInterval.infinity : FrameTiming.time(ofFrame: frame - 1, fps: fps)
        return log.events.filter { $0.time > start && $0.time <= end && $0.kind.startsOrEndsSound }
            .map { TraceRow(sound: $0, frame: frame) }
    }
}

extension SoundEvent.Kind {
    /// Whether the call starts, stops or schedules sound, rather than changing a setting.
    fileprivate var startsOrEndsSound: Bool {
        switch self {
        case .play, .pause, .stop, .finished, .systemSound, .engine, .schedule, .recorder: true
        case .seek, .volume, .pan, .rate, .loops, .vibrate, .session: false
        }
    }
}
