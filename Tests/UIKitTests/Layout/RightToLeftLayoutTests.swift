import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Auto Layout right to left, against frames worked out by hand from iOS's rules: leading is the right edge and
/// trailing the left one, constants on leading and trailing constraints count leftwards, `directionalLayoutMargins`
/// put their leading margin on the right, and the visual format language runs leftwards with
/// `.directionRightToLeft` (and with its default, leading to trailing, in a right-to-left view). Every frame is the
/// mirror image of the left-to-right one: x = 390 − x(left to right) − width.
@Suite struct RightToLeftLayoutTests {
    /// A 390-point-wide root whose traits say right to left (an Arabic or Hebrew iPhone's).
    private func makeRightToLeftRoot() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.traitOverrides.layoutDirection = .rightToLeft
        return root
    }

    private func constrained(_ count: Int, in root: UIView) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            return view
        }
    }

    /// Four views: 20 from the leading edge, 8 after the first's trailing edge, 30 inside the trailing edge, and
    /// 10 past the centre; widths 100, 50, 40, 60.
    private func pinLeadingAndTrailing(_ views: [UIView], in root: UIView) {
        let (first, second, third, fourth) = (views[0], views[1], views[2], views[3])
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.widthAnchor.constraint(equalToConstant: 50),
            third.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            third.widthAnchor.constraint(equalToConstant: 40),
            fourth.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
            fourth.widthAnchor.constraint(equalToConstant: 60),
        ])
    }

    @Test func leadingAndTrailingAnchorsMirrorRightToLeft() {
        let root = makeRightToLeftRoot()
        let views = constrained(4, in: root)
        pinLeadingAndTrailing(views, in: root)
        root.layoutIfNeeded()
        // 390 − 20 − 100; the second's right edge 8 left of the first's left edge (270 − 8 − 50); the third's left
        // edge 30 from the root's left edge; the fourth's right edge 10 left of the centre (195 − 10 − 60).
        #expect(views.map(\.frame.minX) == [270, 212, 30, 125])
        #expect(views.map(\.frame.width) == [100, 50, 40, 60])

        let leftToRight = UIView(frame: root.frame)
        let mirrors = constrained(4, in: leftToRight)
        pinLeadingAndTrailing(mirrors, in: leftToRight)
        leftToRight.layoutIfNeeded()
        #expect(mirrors.map(\.frame.minX) == [20, 128, 320, 205])
        for (view, mirror) in zip(views, mirrors) { #expect(view.frame.minX == 390 - mirror.frame.maxX) }
    }

    @Test func inequalitiesOnLeadingEdgesKeepTheirSenseRightToLeft() {
        let root = makeRightToLeftRoot()
        let card = constrained(1, in: root)[0]
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 100),
        ])
        let pull = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: 0)
        pull.priority = .defaultLow
        pull.isActive = true
        // Weakly held at the trailing (left) edge, the card sits at x 0, well inside the leading inset.
        root.layoutIfNeeded()
        #expect(card.frame.minX == 0)
        pull.isActive = false
        // Weakly pulled 400 points towards the leading (right) edge, the inequality stops its right edge 40 inside
        // the root's: 390 − 40 − 100.
        let push = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -400)
        push.priority = .defaultLow
        push.isActive = true
        root.layoutIfNeeded()
        #expect(card.frame.minX == 250)
    }

    @Test func semanticContentAttributeForcesADirectionWhateverTheTraits() {
        let forced = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        forced.semanticContentAttribute = .forceRightToLeft
        let card = constrained(1, in: forced)[0]
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: forced.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
        ])
        forced.layoutIfNeeded()
        #expect(card.frame.minX == 270)
        // Playback controls never flip, even in a right-to-left interface.
        forced.semanticContentAttribute = .playback
        forced.traitOverrides.layoutDirection = .rightToLeft
        forced.layoutIfNeeded()
        #expect(card.frame.minX == 20)
    }

    @Test func effectiveDirectionFollowsTheAttributeThenTheTraits() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let expected: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, .rightToLeft, .leftToRight), (.playback, .leftToRight, .leftToRight),
            (.spatial, .leftToRight, .leftToRight), (.forceLeftToRight, .leftToRight, .leftToRight),
            (.forceRightToLeft, .rightToLeft, .rightToLeft),
        ]
        for (attribute, inRightToLeft, inLeftToRight) in expected {
            view.semanticContentAttribute = attribute
            #expect(view.effectiveUserInterfaceLayoutDirection == inRightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == inRightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight) == inLeftToRight)
        }
        // A subview inherits the traits, so it lays out right to left too.
        let child = UIView()
        view.semanticContentAttribute = .unspecified
        view.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func directionalMarginsPutTheLeadingMarginOnTheRight() {
        let root = makeRightToLeftRoot()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(root.layoutMargins.left == 10 && root.layoutMargins.right == 30)
        let views = constrained(3, in: root)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            views[0].widthAnchor.constraint(equalToConstant: 50),
            NSLayoutConstraint(item: views[1], attribute: .trailing, relatedBy: .equal, toItem: root,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            views[1].widthAnchor.constraint(equalToConstant: 40),
            views[2].leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor, constant: 5),
            views[2].widthAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // 390 − 30 − 50; the trailing margin is the left one, 10; left stays left: 10 + 5.
        #expect(views.map(\.frame.minX) == [310, 10, 15])
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 0, width: 350, height: 844))
        // Setting the physical margins right to left stores the right one as leading.
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test func visualFormatRunsRightToLeftWithItsOption() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let views = constrained(2, in: root)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a(50)]-8-[b(40)]-(>=30)-|", options: .directionRightToLeft, metrics: nil,
            views: ["a": views[0], "b": views[1]]))
        root.layoutIfNeeded()
        // a's right edge 10 from the right edge (390 − 10 − 50), b 8 to its left (330 − 8 − 40).
        #expect(views.map(\.frame.minX) == [330, 282])
        #expect(views.map(\.frame.width) == [50, 40])
    }

    @Test func visualFormatsDefaultDirectionFollowsTheViews() {
        let format = "H:|-10-[a(50)]-8-[b(40)]"
        for (options, expected) in [(NSLayoutConstraint.FormatOptions.directionLeadingToTrailing, [330.0, 282.0]),
                                    (.directionLeftToRight, [10, 68]), (.directionRightToLeft, [330, 282])] {
            let root = makeRightToLeftRoot()
            let views = constrained(2, in: root)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: nil, views: ["a": views[0], "b": views[1]]))
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == expected.map { CGFloat($0) })
        }
    }

    @Test func aHorizontalStackRunsFromTheRightEdge() {
        let root = makeRightToLeftRoot()
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 320),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // The stack 20 inside the right edge (390 − 20 − 320), its first view at its right end.
        #expect(stack.frame.minX == 50)
        #expect(views.map(\.frame.minX) == [220, 110, 0])
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }

    @Test func changingTheLayoutDirectionLaysOutAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = constrained(1, in: root)[0]
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(card.frame.minX == 20)
        root.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(card.frame.minX == 270)
        root.traitOverrides.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(card.frame.minX == 20)
    }
}
