import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Auto Layout through UIKit's API: anchors, constraints, priorities, intrinsic sizes and guides, solved by the
/// layout pass, with the frames UIKit's documented semantics give (docs/auto-layout.md).
@Suite struct ConstraintLayoutTests {
    /// A 390×844 root (an iPhone 14's points) with a status-bar-free window.
    private func makeRoot() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func anchorsPinAViewToItsSuperview() {
        let root = makeRoot()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 175))
        #expect(root.constraints.count == 3)
        #expect(card.constraints.count == 1)
        #expect(!card.hasAmbiguousLayout)
    }

    @Test func siblingsChainAndCentre() {
        let root = makeRoot()
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 40),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 1.5, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 402, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 132, y: 452, width: 242, height: 62))
    }

    @Test func constraintsAcrossLevelsUseTheCommonAncestorsCoordinates() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 300))
        let inner = UIView()
        let outer = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(inner)
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 30),
            // Below the inner view, in the root's coordinates.
            outer.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            outer.widthAnchor.constraint(equalToConstant: 10),
            outer.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(inner.constraints.count == 2)
        #expect(container.constraints.count == 2)
        #expect(root.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(outer.frame == CGRect(x: 90, y: 105, width: 10, height: 10))
        // The container keeps its frame: its autoresizing constraints hold it.
        #expect(container.frame == CGRect(x: 50, y: 60, width: 200, height: 300))
    }

    @Test func priorityDecidesBetweenConflictingOptionalConstraints() {
        let root = makeRoot()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = view.widthAnchor.constraint(equalToConstant: 120)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
        wide.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        cap.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 80)
    }

    @Test func constantChangesUpdateTheLayout() {
        let root = makeRoot()
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sheet)
        let top = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: 600)
        NSLayoutConstraint.activate([top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 600, width: 390, height: 244))
        top.constant = 200
        root.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 200, width: 390, height: 644))
        top.isActive = false
        #expect(!top.isActive)
        #expect(root.constraints.count == 3)
    }

    @Test func intrinsicSizeHuggingAndCompressionResistance() {
        let root = makeRoot()
        let label = UILabel()
        label.text = "Gravity"
        let field = UIView()
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(natural.width > 40 && natural.height > 15)
        #expect(label.frame == CGRect(x: 20, y: 20, width: natural.width, height: natural.height))
        #expect(field.frame.minX == 20 + natural.width + 8)
        // A required width for the field squeezes the label below its intrinsic width only if compression
        // resistance is lower than the squeeze.
        let fieldWidth = field.widthAnchor.constraint(equalToConstant: 330)
        fieldWidth.priority = UILayoutPriority(700)
        fieldWidth.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.width == natural.width)
        label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 12) // 390 − 2·20 margins − 8 spacing − 330
        // New text: the intrinsic size is read again after invalidation (the text setter invalidates).
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.text = "G"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width < natural.width)
    }

    @Test func safeAreaAndMarginsGuides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // A controller's root view has 16-point side margins on an iPhone in portrait.
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    }

    @Test func marginAttributesAndCustomLayoutGuides() {
        let root = makeRoot()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.addConstraints([
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width,
                               multiplier: 1, constant: 0),
        ])
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 70),
            spacer.topAnchor.constraint(equalTo: a.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 50, height: 50))
        #expect(spacer.layoutFrame == CGRect(x: 70, y: 10, width: 70, height: 1))
        #expect(b.frame == CGRect(x: 140, y: 25, width: 230, height: 20))
        #expect(root.layoutGuides.map { $0 === spacer } == [true])
    }

    @Test func ambiguousLayoutIsReported() {
        let root = makeRoot()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10),
                                     view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4).isActive = true
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 4, y: 0, width: 10, height: 10))
    }

    @Test func autoresizingMaskBecomesConstraintsUnderAConstrainedSuperview() {
        let root = makeRoot()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        // Made at 200 wide: a child with a flexible width and fixed margins keeps those margins.
        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(child)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 300),
            panel.heightAnchor.constraint(equalToConstant: 150),
            // The badge sits at the child's bottom-right corner, which the engine knows from the child's mask.
            badge.centerXAnchor.constraint(equalTo: child.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: child.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
        #expect(badge.frame == CGRect(x: 280, y: 130, width: 20, height: 20))
    }

    @Test func aViewNoConstraintNamesKeepsItsFrame() {
        let root = makeRoot()
        let free = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        free.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(free)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        pinned.widthAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(free.frame == CGRect(x: 40, y: 40, width: 100, height: 100))
        #expect(!free.hasAmbiguousLayout)
        // Named by a constraint, a view is the engine's: an unconstrained position is ambiguous and solves to 0.
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 30, height: 0))
        #expect(pinned.hasAmbiguousLayout)
    }

    @Test func systemLayoutSizeFittingMeasuresContent() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel()
        label.text = "Springs"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let natural = label.intrinsicContentSize
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: natural.width + 32, height: natural.height + 22))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 375, height: natural.height + 22))
        // Measuring does not move the cell's own subviews.
        #expect(label.frame == .zero)
    }

    @Test func updateConstraintsRunsChildrenFirstAndOnlyWhenAsked() {
        final class Recording: UIView {
            nonisolated(unsafe) static var calls: [String] = []
            var name = ""
            override func updateConstraints() {
                Recording.calls.append(name)
                super.updateConstraints()
            }
        }
        Recording.calls = []
        let parent = Recording(), child = Recording()
        parent.name = "parent"
        child.name = "child"
        parent.addSubview(child)
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(Recording.calls == ["child", "parent"])
        parent.layoutIfNeeded()
        #expect(Recording.calls == ["child", "parent"])
        #expect(!parent.needsUpdateConstraints())
    }

    @Test func removingAViewRemovesConstraintsThatCrossItsSubtree() {
        let root = makeRoot()
        let box = UIView(), inner = UIView()
        box.addSubview(inner)
        root.addSubview(box)
        inner.translatesAutoresizingMaskIntoConstraints = false
        let crossing = inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 3)
        let inside = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 3)
        NSLayoutConstraint.activate([crossing, inside])
        box.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
    }

    @Test func descriptionsFollowUIKit() {
        let root = makeRoot()
        let view = UIView()
        root.addSubview(view)
        let constraint = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -12)
        constraint.priority = .defaultHigh
        constraint.identifier = "inset"
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.contains(" 'inset' UIView:0x"))
        #expect(constraint.description.contains(".leading == UIView:0x"))
        #expect(constraint.description.hasSuffix(".leading - 12 @750   (inactive)>"))
        let width = view.widthAnchor.constraint(equalToConstant: 44)
        width.isActive = true
        #expect(width.description.hasSuffix(".width == 44   (active)>"))
    }

    @Test func visualFormatLanguage() {
        let root = makeRoot()
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["a": a, "b": b, "c": c]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(==side)]-gap-[b(>=50@750)]-|", options: [.alignAllTop], metrics: ["side": 60, "gap": 12.5],
            views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(40)][c(==a)]", options: [.alignAllLeading],
                                                      metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[c(a)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==20)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 60, height: 40))
        #expect(b.frame == CGRect(x: 92.5, y: 30, width: 277.5, height: 20)) // to 20 points from the right edge
        #expect(c.frame == CGRect(x: 20, y: 70, width: 60, height: 40))
        #expect(constraints.count == 13)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthLayoutGivesIt() {
        let root = makeRoot()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "UIKit Dynamics brings real-world physics to views: gravity, collisions, springs and snaps."
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), width])
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
        let oneLine = label.sizeThatFits(.zero)
        #expect(wrapped.height >= 3 * oneLine.height)
        #expect(label.frame == CGRect(x: 20, y: 20, width: 200, height: wrapped.height))
        // Wider: fewer lines, measured again at the new width.
        width.constant = 300
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 300, height: 0)).height)
        #expect(label.frame.height < wrapped.height)
    }
}
