import DynamicsUIKit
import Foundation
import Testing

/// `UILabel.font` is null-resettable, as UIKit declares it (`UIFont!`): DiSCO CLiCKeR assigns `UIFont(name:size:)`
/// straight to it.
@Suite struct LabelNullResettableFontTests {
    @Test func nilBringsBackTheDefaultFont() throws {
        let label = UILabel()
        label.text = "DiSCO"
        label.font = UIFont(name: "DS-Digital-Bold", size: 50)
        #expect(label.font.pointSize == 50)
        let large = label.intrinsicContentSize
        label.font = nil
        #expect(label.font.pointSize == 17)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        // The size follows the reset font.
        #expect(label.intrinsicContentSize.height < large.height)
    }
}
