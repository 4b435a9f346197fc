import Dynamics
import Testing
import UIKitTestSupport

/// UIKit Dynamics' enumerations, declared in C as the SDK declares them (`UIKitDynamicsOpenEnums.h`): each `switch`
/// lists every case and ends in `default`, which compiles without "default will never be executed" only because the
/// type is open, as the SDK's is.
@Suite struct OpenEnumerationCaseTests {
    @Test func attachmentType() {
        func name(_ value: UIAttachmentBehavior.AttachmentType) -> String {
            switch value {
            case .items: "items"
            case .anchor: "anchor"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([UIAttachmentBehavior.AttachmentType.items, .anchor], unknown: 2, name: name)
            == OpenEnumerationView(rawValues: [0, 1], names: ["items", "anchor"], unknownName: "later",
                                   printed: "UIAttachmentBehaviorType", described: "UIAttachmentBehaviorType(rawValue: 0)"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // UIKit reports `.items` even for an anchor attachment (DynamicsUIKitDynamics' DECISIONS.md).
        #expect(UIAttachmentBehavior(item: view, attachedToAnchor: .zero).attachedBehaviorType == .items)
    }

    @Test func pushMode() {
        func name(_ value: UIPushBehavior.Mode) -> String {
            switch value {
            case .continuous: "continuous"
            case .instantaneous: "instantaneous"
            default: "later"
            }
        }
        #expect(OpenEnumerationView([UIPushBehavior.Mode.continuous, .instantaneous], unknown: 2, name: name)
            == OpenEnumerationView(rawValues: [0, 1], names: ["continuous", "instantaneous"], unknownName: "later",
                                   printed: "UIPushBehaviorMode", described: "UIPushBehaviorMode(rawValue: 0)"))
        #expect(UIPushBehavior(items: [], mode: .instantaneous).mode == .instantaneous)
    }
}
