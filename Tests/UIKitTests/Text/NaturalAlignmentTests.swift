import DynamicsGeometry
@testable import DynamicsUIKit
import Foundation
import Testing

/// `NSTextAlignment.natural` under right to left, as iOS resolves it: the leading side of the view's
/// `effectiveUserInterfaceLayoutDirection` (right in a right-to-left interface, whatever the text's script), in
/// labels, attributed paragraph styles, text fields and text views. Line origins are in points from the layout box's
/// left edge.
@MainActor @Suite struct NaturalAlignmentTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func label(_ text: String, width: CGFloat, rightToLeft: Bool) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.text = text
        label.font = font
        if rightToLeft { label.traitOverrides.layoutDirection = .rightToLeft }
        return label
    }

    @Test func naturalIsTheRightEdgeOfARightToLeftLabelAndTheLeftOfALeftToRightOne() throws {
        let rightToLeft = try #require(label("Hello", width: 200, rightToLeft: true).layout(in: CGSize(width: 200, height: 40)).lines.first)
        let leftToRight = try #require(label("Hello", width: 200, rightToLeft: false).layout(in: CGSize(width: 200, height: 40)).lines.first)
        #expect(rightToLeft.width == leftToRight.width)
        #expect(leftToRight.width > 30 && leftToRight.width < 60)
        #expect(leftToRight.origin.x == 0)
        #expect(abs(rightToLeft.origin.x - (200 - rightToLeft.width)) < 0.001)
    }

    @Test func explicitSidesStayWhereTheySayInBothDirections() throws {
        for rightToLeft in [false, true] {
            let view = label("Hello", width: 200, rightToLeft: rightToLeft)
            var origins: [NSTextAlignment: CGFloat] = [:]
            for alignment in [NSTextAlignment.left, .center, .right] {
                view.textAlignment = alignment
                origins[alignment] = try #require(view.layout(in: CGSize(width: 200, height: 40)).lines.first).origin.x
            }
            let width = try #require(view.layout(in: CGSize(width: 200, height: 40)).lines.first).width
            #expect(origins[.left] == 0)
            // Pango puts a centred line on a whole point.
            #expect(abs(origins[.center]! - (200 - width) / 2) <= 0.5)
            #expect(abs(origins[.right]! - (200 - width)) < 0.001)
        }
    }

    @Test func everyWrappedLineEndsAtTheRightEdgeRightToLeft() {
        let view = label("Gravity pulls every item down while collisions keep them inside", width: 120, rightToLeft: true)
        view.numberOfLines = 0
        let layout = view.layout(in: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(layout.lines.count >= 4)
        for line in layout.lines {
            #expect(abs(line.origin.x + line.width - 120) < 0.01)
            #expect(line.width <= 120)
        }
        // The same text left to right starts every line at 0.
        let leftToRight = label(view.text!, width: 120, rightToLeft: false)
        leftToRight.numberOfLines = 0
        #expect(leftToRight.layout(in: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).lines.map(\.origin.x)
                    .allSatisfy { $0 == 0 })
    }

    @Test func aJustifiedParagraphsLastLineGoesToTheLeadingSide() throws {
        let view = label("Gravity pulls every item down while collisions keep them inside", width: 120, rightToLeft: true)
        view.numberOfLines = 0
        view.textAlignment = .justified
        let last = try #require(view.layout(in: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).lines.last)
        #expect(last.width < 100)
        #expect(abs(last.origin.x + last.width - 120) < 0.01)
    }

    @Test func aParagraphStylesNaturalAlignmentFollowsTheLabelsDirection() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .natural
        let view = label("", width: 200, rightToLeft: true)
        view.textAlignment = .left
        view.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
        let line = try #require(view.layout(in: CGSize(width: 200, height: 40)).lines.first)
        #expect(abs(line.origin.x - (200 - line.width)) < 0.001)
    }

    @Test func rightToLeftScriptIsAlignedByTheViewNotByTheScript() throws {
        // Hebrew in a left-to-right label sits at the left edge (Pango alone would put it at the right).
        let hebrew = "שלום עולם"
        let leftToRight = label(hebrew, width: 200, rightToLeft: false)
        leftToRight.numberOfLines = 0
        let left = try #require(leftToRight.layout(in: CGSize(width: 200, height: 100)).lines.first)
        #expect(left.width > 0)
        #expect(abs(left.origin.x) < 0.01)
        let rightToLeft = label(hebrew, width: 200, rightToLeft: true)
        rightToLeft.numberOfLines = 0
        let right = try #require(rightToLeft.layout(in: CGSize(width: 200, height: 100)).lines.first)
        #expect(abs(right.origin.x + right.width - 200) < 0.01)
    }

    @Test func semanticContentAttributeDecidesALabelsNaturalSide() throws {
        let view = label("Hello", width: 200, rightToLeft: false)
        view.semanticContentAttribute = .forceRightToLeft
        let line = try #require(view.layout(in: CGSize(width: 200, height: 40)).lines.first)
        #expect(abs(line.origin.x - (200 - line.width)) < 0.001)
    }

    @Test func aTextFieldsNaturalTextAndCaretSitAtTheRightEdgeRightToLeft() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
        field.text = "Hello"
        field.traitOverrides.layoutDirection = .rightToLeft
        let rect = field.textRect(forBounds: field.bounds)
        let placement = try #require(field.textPlacement(in: rect))
        #expect(abs(placement.origin.x + placement.layout.size.width - rect.maxX) < 0.001)
        field.traitOverrides.layoutDirection = .leftToRight
        #expect(try #require(field.textPlacement(in: rect)).origin.x == rect.minX)
    }

    @Test func aTextViewsNaturalLinesEndAtTheRightOfItsContainerRightToLeft() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        view.font = font
        view.traitOverrides.layoutDirection = .rightToLeft
        view.text = "Hello there"
        view.layoutIfNeeded()
        let layout = try #require(view.content.layout)
        let line = try #require(layout.lines.first)
        // The container is the bounds less the 5-point line-fragment padding on each side: 190 wide.
        #expect(abs(line.origin.x + line.width - 190) < 0.01)
    }
}
