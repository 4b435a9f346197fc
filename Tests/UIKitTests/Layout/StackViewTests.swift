import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A view with a fixed intrinsic size, as a label or an image view has.
final class SizedView: UIView {
    let natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// UIStackView: each distribution and alignment, spacing, hidden views, margins and nesting, with the frames
/// UIKit's documentation of each case gives (docs/auto-layout.md).
@Suite struct StackViewTests {
    /// A stack pinned at (20, 100) in a 390×844 root, `width` wide; the height is pinned only when given.
    private func place(_ stack: UIStackView, width: CGFloat, height: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                           stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                           stack.widthAnchor.constraint(equalToConstant: width)]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    @Test func fillEquallySharesTheLengthAfterSpacing() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        _ = place(stack, width: 320, height: 50)
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                       CGRect(x: 110, y: 0, width: 100, height: 50),
                                       CGRect(x: 220, y: 0, width: 100, height: 50)])
        #expect(stack.subviews.count == 3)
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    @Test func verticalCentredStackHugsItsContent() {
        let a = SizedView(50, 30), b = SizedView(100, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        _ = place(stack, width: 200)
        #expect(a.frame == CGRect(x: 75, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 50, y: 38, width: 100, height: 20))
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 200, height: 58))
    }

    @Test func fillGrowsTheViewThatHugsLeast() {
        let label = SizedView(80, 20), field = SizedView(60, 20)
        field.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, field])
        stack.spacing = 8
        _ = place(stack, width: 300)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(field.frame == CGRect(x: 88, y: 0, width: 212, height: 20))
        // Too narrow: the view with the lower compression resistance gives way.
        label.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        let narrow = UIStackView(arrangedSubviews: [label, field])
        narrow.spacing = 8
        _ = place(narrow, width: 100)
        #expect(field.frame.width == 60)
        #expect(label.frame.width == 32)
    }

    @Test func equalSpacingKeepsIntrinsicWidthsAndEqualGaps() {
        let views = [SizedView(40, 10), SizedView(60, 10), SizedView(80, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        _ = place(stack, width: 300)
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test func equalCenteringSpacesCentresEqually() {
        let views = [SizedView(40, 10), SizedView(60, 10), SizedView(80, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        _ = place(stack, width: 300)
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let views = [SizedView(50, 10), SizedView(100, 10), SizedView(150, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        _ = place(stack, width: 360)
        #expect(views.map(\.frame.width) == [60, 120, 180])
        #expect(views.map(\.frame.minX) == [0, 60, 180])
    }

    @Test func hiddenViewsCollapseAndComeBack() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = place(stack, width: 320, height: 50)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 155, height: 50))
        #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 50))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test func alignmentsAcrossTheAxis() {
        for (alignment, expected) in [(UIStackView.Alignment.top, [CGFloat(0), 0]),
                                      (.center, [10, 0]), (.bottom, [20, 0]), (.fill, [0, 0])] {
            let a = SizedView(30, 30), b = SizedView(30, 50)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.alignment = alignment
            _ = place(stack, width: 60)
            #expect([a.frame.minY, b.frame.minY] == expected, "\(alignment)")
            #expect(stack.frame.height == 50)
            #expect(a.frame.height == (alignment == .fill ? 50 : 30))
        }
    }

    @Test func customSpacingMarginsAndNesting() {
        let a = SizedView(20, 20), b = SizedView(20, 20), c = SizedView(20, 20)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 4
        row.setCustomSpacing(30, after: a)
        #expect(row.customSpacing(after: a) == 30)
        #expect(row.customSpacing(after: b) == UIStackView.spacingUseDefault)
        let column = UIStackView(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        _ = place(column, width: 200)
        #expect(row.frame == CGRect(x: 7, y: 5, width: 70, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 20, height: 20))
        #expect(c.frame == CGRect(x: 7, y: 31, width: 20, height: 20))
        #expect(column.frame.height == 56)
    }

    @Test func removingArrangedSubviews() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.map { $0 === b } == [true])
        #expect(a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(a, at: 0)
        #expect(stack.arrangedSubviews.map { $0 === a } == [true, false])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }
}
