import Foundation

/// Reads and writes the pattern dictionary (the layout of an AHAP file): `Pattern` is an array of entries, each with
/// one key, `Event` (`EventType`, `Time`, `EventDuration`, `EventWaveformPath`, `EventParameters` of
/// `ParameterID`/`ParameterValue`), `Parameter` (`ParameterID`, `Time`, `ParameterValue`) or `ParameterCurve`
/// (`ParameterID`, `Time`, `ParameterCurveControlPoints` of `Time`/`ParameterValue`).
enum PatternDictionary {
    typealias Key = CHHapticPattern.Key

    /// What a dictionary describes.
    struct Parsed {
        var events: [CHHapticEvent] = []
        var parameters: [CHHapticDynamicParameter] = []
        var curves: [CHHapticParameterCurve] = []
    }

    /// Parses AHAP JSON into the dictionary `CHHapticPattern(dictionary:)` takes.
    static func parse(json data: Data) throws -> [Key: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: data), let top = object as? [String: Any] else {
            throw CHHapticError(.invalidPatternData, "the pattern data is not a JSON object")
        }
        return keyed(top)
    }

    static func parse(_ dictionary: [Key: Any]) throws -> Parsed {
        guard let entries = dictionary[.pattern] as? [Any] else {
            throw CHHapticError(.invalidPatternDictionary, "the pattern dictionary has no 'Pattern' array")
        }
        var parsed = Parsed()
        for entry in entries {
            let fields = keyed(entry)
            if let event = fields[.event] {
                parsed.events.append(try parseEvent(keyed(event)))
            } else if let parameter = fields[.parameter] {
                let fields = keyed(parameter)
                guard let id = string(fields[.parameterID]), let value = number(fields[.parameterValue]) else {
                    throw CHHapticError(.badParameterEntry, "a 'Parameter' entry needs 'ParameterID' and 'ParameterValue'")
                }
                parsed.parameters.append(CHHapticDynamicParameter(parameterID: .init(rawValue: id), value: Float(value),
                                                                  relativeTime: number(fields[.time]) ?? 0))
            } else if let curve = fields[.parameterCurve] {
                parsed.curves.append(try parseCurve(keyed(curve)))
            } else {
                throw CHHapticError(.badEventEntry, "a 'Pattern' entry is none of 'Event', 'Parameter', 'ParameterCurve'")
            }
        }
        return parsed
    }

    private static func parseEvent(_ fields: [Key: Any]) throws -> CHHapticEvent {
        guard let type = string(fields[.eventType]) else {
            throw CHHapticError(.badEventEntry, "an 'Event' entry has no 'EventType'")
        }
        var parameters: [CHHapticEventParameter] = []
        for entry in fields[.eventParameters] as? [Any] ?? [] {
            let parameter = keyed(entry)
            guard let id = string(parameter[.parameterID]), let value = number(parameter[.parameterValue]) else {
                throw CHHapticError(.badParameterEntry, "an event parameter needs 'ParameterID' and 'ParameterValue'")
            }
            parameters.append(CHHapticEventParameter(parameterID: .init(rawValue: id), value: Float(value)))
        }
        return CHHapticEvent(eventType: .init(rawValue: type), parameters: parameters,
                             relativeTime: number(fields[.time]) ?? 0, duration: number(fields[.eventDuration]) ?? 0,
                             waveformPath: string(fields[.eventWaveformPath]))
    }

    private static func parseCurve(_ fields: [Key: Any]) throws -> CHHapticParameterCurve {
        guard let id = string(fields[.parameterID]), let points = fields[.parameterCurveControlPoints] as? [Any] else {
            throw CHHapticError(.badParameterEntry, "a 'ParameterCurve' needs 'ParameterID' and 'ParameterCurveControlPoints'")
        }
        let controlPoints = try points.map { entry in
            let point = keyed(entry)
            guard let value = number(point[.parameterValue]) else {
                throw CHHapticError(.badParameterEntry, "a control point needs 'ParameterValue'")
            }
            return CHHapticParameterCurve.ControlPoint(relativeTime: number(point[.time]) ?? 0, value: Float(value))
        }
        return CHHapticParameterCurve(parameterID: .init(rawValue: id), controlPoints: controlPoints,
                                      relativeTime: number(fields[.time]) ?? 0)
    }

    /// `pattern` as a dictionary `parse` reads back.
    static func export(_ pattern: CHHapticPattern) -> [Key: Any] {
        var entries: [[Key: Any]] = pattern.events.map { event in
            var fields: [Key: Any] = [.eventType: event.type.rawValue, .time: event.relativeTime]
            if event.duration > 0 { fields[.eventDuration] = event.duration }
            if let path = event.waveformPath { fields[.eventWaveformPath] = path }
            fields[.eventParameters] = event.eventParameters.map {
                [Key.parameterID: $0.parameterID.rawValue, Key.parameterValue: Double($0.value)] as [Key: Any]
            }
            return [.event: fields]
        }
        entries += pattern.parameters.map { parameter in
            [.parameter: [Key.parameterID: parameter.parameterID.rawValue, Key.time: parameter.relativeTime,
                          Key.parameterValue: Double(parameter.value)] as [Key: Any]]
        }
        entries += pattern.parameterCurves.map { curve in
            [.parameterCurve: [Key.parameterID: curve.parameterID.rawValue, Key.time: curve.relativeTime,
                               Key.parameterCurveControlPoints: curve.controlPoints.map {
                                   [Key.time: $0.relativeTime, Key.parameterValue: Double($0.value)] as [Key: Any]
                               }] as [Key: Any]]
        }
        return [.version: 1.0, .pattern: entries]
    }

    /// A dictionary keyed by `Key` whether it came with `Key` or `String` keys (a literal or JSON).
    private static func keyed(_ value: Any) -> [Key: Any] {
        if let keyed = value as? [Key: Any] { return keyed }
        guard let strings = value as? [String: Any] else { return [:] }
        return Dictionary(uniqueKeysWithValues: strings.map { (Key(rawValue: $0.key), $0.value) })
    }

    /// A name as iOS reads it from the dictionary: a `String`, or one of Core Haptics' own names (an event type, an
    /// event or dynamic parameter ID), which on iOS are strings themselves (they bridge to `NSString`), so a literal
    /// may hold `CHHapticEvent.EventType.hapticTransient` where JSON holds `"HapticTransient"`.
    private static func string(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let type as CHHapticEvent.EventType: type.rawValue
        case let id as CHHapticEvent.ParameterID: id.rawValue
        case let id as CHHapticDynamicParameter.ID: id.rawValue
        default: nil
        }
    }

    /// A finite number from any numeric value a dictionary or JSON holds.
    private static func number(_ value: Any?) -> Double? {
        let number: Double? = switch value {
        case let double as Double: double
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }
}
