import DynamicsGeometry
@testable import DynamicsUIKit
import Foundation
import Testing

/// A text field right to left, as UIKit lays it out: `leftView` is the leading overlay and `rightView` the trailing
/// one ("the left overlay view flips automatically in a right-to-left user interface", Apple's documentation), so
/// they swap ends; the rectangles of `leftViewRect(forBounds:)` and `rightViewRect(forBounds:)` stay at the left and
/// right ends ("the drawing rectangle remains unchanged in a right-to-left user interface") and hold the swapped
/// views; the clear button goes to the trailing (left) end, where it gives way to `rightView` as it does on the right.
@MainActor @Suite struct RightToLeftTextFieldTests {
    private func field(rightToLeft: Bool, semantic: Bool = false) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Hello"
        let leading = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let trailing = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        field.leftView = leading
        field.leftViewMode = .always
        field.rightView = trailing
        field.rightViewMode = .always
        if rightToLeft {
            if semantic { field.semanticContentAttribute = .forceRightToLeft } else {
                field.traitOverrides.layoutDirection = .rightToLeft
            }
        }
        field.layoutIfNeeded()
        return field
    }

    @Test func theOverlaysSwapEndsRightToLeft() throws {
        for semantic in [false, true] {
            let field = field(rightToLeft: true, semantic: semantic)
            let leading = try #require(field.leftView), trailing = try #require(field.rightView)
            #expect(leading.frame == CGRect(x: 210, y: 7, width: 30, height: 20))
            #expect(trailing.frame == CGRect(x: 0, y: 6, width: 22, height: 22))
            #expect(field.rightViewRect(forBounds: field.bounds) == leading.frame)
            #expect(field.leftViewRect(forBounds: field.bounds) == trailing.frame)
            // The text runs between them.
            let text = field.textRect(forBounds: field.bounds)
            #expect(text.minX == 22 && text.maxX == 210)
        }
        let leftToRight = field(rightToLeft: false)
        #expect(leftToRight.leftView?.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(leftToRight.rightView?.frame == CGRect(x: 218, y: 6, width: 22, height: 22))
        let text = leftToRight.textRect(forBounds: leftToRight.bounds)
        #expect(text.minX == 30 && text.maxX == 218)
    }

    @Test func theClearButtonIsAtTheTrailingEnd() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Hello"
        field.clearButtonMode = .always
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 216, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 216)
        field.traitOverrides.layoutDirection = .rightToLeft
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 5, y: 7.5, width: 19, height: 19))
        let text = field.textRect(forBounds: field.bounds)
        #expect(text.minX == 24 && text.maxX == 233)
        // A trailing view takes the clear button's place, at the left end.
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        field.rightViewMode = .always
        #expect(!field.showsClearButton)
        #expect(field.textRect(forBounds: field.bounds).minX == 12)
    }
}
