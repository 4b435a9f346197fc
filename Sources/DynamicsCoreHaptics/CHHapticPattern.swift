import Foundation

/// Haptic events and the controls that shape them, ready to be played by a player. Its events' times are relative to
/// the player's start.
open class CHHapticPattern: NSObject {
    /// The keys of a pattern dictionary or AHAP file.
    public struct Key: RawRepresentable, Hashable, Sendable {
        /// The key's text, e.g. `Pattern`.
        public let rawValue: String
        /// The key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format version (1.0).
        public static let version = Key(rawValue: "Version")
        /// The array of events and parameters.
        public static let pattern = Key(rawValue: "Pattern")
        /// An event entry.
        public static let event = Key(rawValue: "Event")
        /// An event's type.
        public static let eventType = Key(rawValue: "EventType")
        /// An entry's time in seconds.
        public static let time = Key(rawValue: "Time")
        /// An event's duration.
        public static let eventDuration = Key(rawValue: "EventDuration")
        /// An audio event's file.
        public static let eventWaveformPath = Key(rawValue: "EventWaveformPath")
        /// An event's parameters.
        public static let eventParameters = Key(rawValue: "EventParameters")
        /// Whether an audio file is ramped in and out.
        public static let eventWaveformUseVolumeEnvelope = Key(rawValue: "EventWaveformUseVolumeEnvelope")
        /// Whether an audio file loops.
        public static let eventWaveformLoopEnabled = Key(rawValue: "EventWaveformLoopEnabled")
        /// A dynamic parameter entry.
        public static let parameter = Key(rawValue: "Parameter")
        /// A parameter's ID.
        public static let parameterID = Key(rawValue: "ParameterID")
        /// A parameter's value.
        public static let parameterValue = Key(rawValue: "ParameterValue")
        /// A parameter curve entry.
        public static let parameterCurve = Key(rawValue: "ParameterCurve")
        /// A parameter curve's control points.
        public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
    }

    /// The events, in time order.
    let events: [CHHapticEvent]
    /// The dynamic parameters, in time order.
    let parameters: [CHHapticDynamicParameter]
    /// The parameter curves, in time order.
    let parameterCurves: [CHHapticParameterCurve]
    /// The folder of the AHAP file the pattern was read from: its events' relative `EventWaveformPath`s are looked
    /// for there first.
    private(set) var folder: URL?

    /// Seconds from the start to the end of the last event.
    open var duration: TimeInterval {
        events.map { $0.relativeTime + ($0.type == .hapticTransient ? 0 : $0.duration) }.max() ?? 0
    }

    /// A pattern of `events` shaped by `parameters`; throws for a time or duration below 0 or not finite, or an
    /// unknown type.
    public convenience init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try self.init(events: events, parameters: parameters, curves: [])
    }

    /// A pattern of `events` shaped by `parameterCurves`.
    public convenience init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try self.init(events: events, parameters: [], curves: parameterCurves)
    }

    /// A pattern from a dictionary in the AHAP layout (`[.pattern: [[.event: [...]], [.parameter: [...]]]]`).
    public convenience init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws {
        let parsed = try PatternDictionary.parse(patternDict)
        try self.init(events: parsed.events, parameters: parsed.parameters, curves: parsed.curves)
    }

    /// A pattern from an AHAP file (JSON in the dictionary's layout) (iOS 16).
    public convenience init(contentsOf ahapURL: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: ahapURL) } catch {
            throw CHHapticError(.fileNotFound, "cannot read the AHAP file '\(ahapURL.path)'")
        }
        try self.init(dictionary: try PatternDictionary.parse(json: data))
        folder = ahapURL.deletingLastPathComponent()
    }

    init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter], curves: [CHHapticParameterCurve]) throws {
        for event in events {
            guard CHHapticEvent.EventType.known.contains(event.type) else {
                throw CHHapticError(.invalidEventType, "unknown event type '\(event.type.rawValue)'")
            }
            guard event.relativeTime.isFinite, event.relativeTime >= 0 else {
                throw CHHapticError(.invalidEventTime, "event time \(event.relativeTime) is not a time ≥ 0")
            }
            guard event.duration.isFinite, event.duration >= 0 else {
                throw CHHapticError(.invalidEventDuration, "event duration \(event.duration) is not a duration ≥ 0")
            }
            for parameter in event.eventParameters where !parameter.value.isFinite
                || !CHHapticEvent.ParameterID.known.contains(parameter.parameterID) {
                throw CHHapticError(.invalidParameterType,
                                    "event parameter '\(parameter.parameterID.rawValue)' = \(parameter.value) is not valid")
            }
        }
        for parameter in parameters where !parameter.value.isFinite || !parameter.relativeTime.isFinite
            || !CHHapticDynamicParameter.ID.known.contains(parameter.parameterID) {
            throw CHHapticError(.invalidParameterType,
                                "dynamic parameter '\(parameter.parameterID.rawValue)' = \(parameter.value) is not valid")
        }
        for curve in curves where !curve.relativeTime.isFinite || curve.controlPoints.isEmpty
            || curve.controlPoints.contains(where: { !$0.value.isFinite || !$0.relativeTime.isFinite })
            || !CHHapticDynamicParameter.ID.known.contains(curve.parameterID) {
            throw CHHapticError(.badParameterEntry, "parameter curve '\(curve.parameterID.rawValue)' is not valid")
        }
        // The pattern keeps copies: changing an event afterwards does not change the pattern, as on iOS.
        self.events = events.map { $0.copy() }.sorted { $0.relativeTime < $1.relativeTime }
        self.parameters = parameters.sorted { $0.relativeTime < $1.relativeTime }
        parameterCurves = curves.sorted { $0.relativeTime < $1.relativeTime }
        super.init()
    }

    /// The pattern as a dictionary in the AHAP layout.
    open func exportDictionary() throws -> [CHHapticPattern.Key: Any] {
        PatternDictionary.export(self)
    }
}
