import Dynamics
import Testing

/// `UIGraphicsImageRendererFormat.Range`, declared in C as the SDK declares it (`UIKitOpenEnums.h`): a `switch` over
/// every case ending in `default` compiles without "default will never be executed", an unknown raw value reaches
/// that `default`, the raw values are the SDK's and `print` shows the SDK's C type name.
@Suite struct RendererFormatRangeTests {
    @Test func rangeIsOpen() {
        typealias Range = UIGraphicsImageRendererFormat.Range
        func name(_ value: Range) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .automatic: "automatic"
            case .extended: "extended"
            case .standard: "standard"
            default: "later"
            }
        }
        let known: [Range] = [.unspecified, .automatic, .extended, .standard]
        #expect(known.map(\.rawValue) == [-1, 0, 1, 2])
        #expect(known.map(name) == ["unspecified", "automatic", "extended", "standard"])
        #expect(Range(rawValue: 3).map(name) == "later")
        var printed = ""
        print(Range.extended, terminator: "", to: &printed)
        #expect(printed == "UIGraphicsImageRendererFormatRange")
        #expect(String(describing: Range.extended) == "UIGraphicsImageRendererFormatRange(rawValue: 1)")
    }
}
