import Foundation

/// What a client sees of an enumeration declared in C as the SDK declares it (`Sources/CUIKitOpenEnums`): the raw
/// values of its cases, the names a `switch` over every case ending in `default` gives them and a raw value no case
/// names, what `print` writes and what `String(describing:)` gives for the first case.
public struct OpenEnumerationView<RawValue: Equatable>: Equatable {
    /// The raw values of the cases, in the order given.
    public var rawValues: [RawValue]
    /// The names the client's `switch` gives the cases.
    public var names: [String]
    /// The name the `switch` gives a raw value no case names (its `default`), or nil when `init(rawValue:)` refused it.
    public var unknownName: String?
    /// What `print` writes for the first case.
    public var printed: String
    /// `String(describing:)` of the first case.
    public var described: String

    /// A view with the given parts.
    public init(rawValues: [RawValue], names: [String], unknownName: String?, printed: String, described: String) {
        self.rawValues = rawValues
        self.names = names
        self.unknownName = unknownName
        self.printed = printed
        self.described = described
    }

    /// The view of `known` (at least one case), naming each case and `unknown` with `name`.
    public init<Value: RawRepresentable>(_ known: [Value], unknown: RawValue, name: (Value) -> String)
    where Value.RawValue == RawValue {
        var printed = ""
        print(known[0], terminator: "", to: &printed)
        self.init(rawValues: known.map(\.rawValue), names: known.map(name), unknownName: Value(rawValue: unknown).map(name),
                  printed: printed, described: String(describing: known[0]))
    }
}
