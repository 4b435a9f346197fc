import Dynamics
import Foundation

/// An inbox laid out with Auto Layout, the way an iOS screen is built today: a title and subtitle pinned to the safe
/// area and the layout margins, a column `UIStackView` of four cards (each a row stack of an icon and a column of two
/// labels) and a row of three equal buttons (`.fillEqually`). At 0.6 s a finger drags the second card out of the
/// column: a `UIAttachmentBehavior` holds it under the finger, and on release a `UISnapBehavior` springs it back to
/// the centre its constraints gave it, while it keeps the finger's throw. At 3.6 s a tap on "Compact" animates a
/// constraint constant and the stack's spacing inside `UIView.animate` (the cards slide up together, as on iOS), and at
/// 5 s the third card is hidden in an animation: the stack closes the gap. 390×844 under a status bar.
let stackCardsScene = Scene(
    name: "stack-cards",
    summary: "Auto Layout inbox: stack views and anchors; a card dragged out with UIKit Dynamics snaps home; animated constraint and hidden card; 390×844",
    size: CGSize(width: 390, height: 844),
    duration: 6.5
) { context in
    context.statusBar = .automatic
    let controller = InboxViewController()
    context.window.rootViewController = controller
    context.drive(controller.animator)
    // Drag the second card up and to the right, then let go with some speed.
    context.pan(along: [CGPoint(x: 195, y: 234), CGPoint(x: 250, y: 180), CGPoint(x: 300, y: 110)],
                from: 0.6, duration: 0.7)
    context.tap(at: CGPoint(x: 195, y: 790), time: 3.6)
    context.at(5.0) { controller.hideThirdCard() }
}

/// The inbox screen: everything placed with constraints and stack views, nothing with frames.
final class InboxViewController: UIViewController {
    private(set) lazy var animator = UIDynamicAnimator(referenceView: view)
    private let cards = UIStackView()
    private var cardsTop: NSLayoutConstraint?
    private var attachment: UIAttachmentBehavior?
    /// Where the dragged card's constraints put it, in the controller's view.
    private var home = CGPoint.zero

    private static let messages: [(sender: String, subject: String, color: UIColor)] = [
        ("Gravity", "Everything falls at 1,000 points/s²", .systemBlue),
        ("Snap", "Drag me out: I spring back home", .systemOrange),
        ("Push", "Continuous and instantaneous forces", .systemGreen),
        ("Fields", "Vortex, drag, noise and magnets", .systemPurple),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)

        let title = UILabel()
        title.text = "Inbox"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        let subtitle = UILabel()
        subtitle.text = "4 messages, laid out with Auto Layout"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .gray
        for label in [title, subtitle] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }

        cards.accessibilityIdentifier = "cards"
        cards.axis = .vertical
        cards.spacing = 12
        cards.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cards)
        for message in Self.messages { cards.addArrangedSubview(makeCard(message)) }

        let buttons = UIStackView(arrangedSubviews: ["Archive", "Compact", "Reply"].map(makeButton))
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)

        let margins = view.layoutMarginsGuide
        let top = cards.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 24)
        cardsTop = top
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 24),
            subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            top,
            cards.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            cards.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func makeCard(_ message: (sender: String, subject: String, color: UIColor)) -> UIView {
        let card = UIView()
        card.accessibilityIdentifier = "card-" + message.sender.lowercased()
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.12
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 2)

        let icon = UIView()
        icon.backgroundColor = message.color
        icon.layer.cornerRadius = 20
        let sender = UILabel()
        sender.text = message.sender
        sender.font = .systemFont(ofSize: 17, weight: .semibold)
        let subject = UILabel()
        subject.text = message.subject
        subject.font = .systemFont(ofSize: 15)
        subject.textColor = .darkGray
        let text = UIStackView(arrangedSubviews: [sender, subject])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [icon, text])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
        row.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(row)
        // Below required, so a hidden card can collapse to no height (UIKit's usual fix for UISV-hiding conflicts).
        let bottom = row.bottomAnchor.constraint(equalTo: card.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            row.topAnchor.constraint(equalTo: card.topAnchor),
            bottom,
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in drag(card, with: pan) })
        return card
    }

    private func makeButton(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.backgroundColor = .white
        button.layer.cornerRadius = 10
        if title == "Compact" {
            button.addAction(UIAction { [unowned self] _ in compact() }, for: .touchUpInside)
        }
        return button
    }

    /// The attachment follows the finger; on release the card snaps back to where its constraints put it, keeping
    /// the finger's velocity.
    private func drag(_ card: UIView, with pan: UIPanGestureRecognizer) {
        let point = pan.location(in: view)
        switch pan.state {
        case .began:
            animator.removeAllBehaviors()
            home = cards.convert(card.center, to: view)
            cards.bringSubviewToFront(card)
            let attachment = UIAttachmentBehavior(item: card, attachedToAnchor: point)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = point
        default:
            animator.removeAllBehaviors()
            let snap = UISnapBehavior(item: card, snapTo: home)
            snap.damping = 0.35
            let throwing = UIDynamicItemBehavior(items: [card])
            throwing.addLinearVelocity(pan.velocity(in: view), for: card)
            animator.addBehavior(snap)
            animator.addBehavior(throwing)
        }
    }

    private func compact() {
        animator.removeAllBehaviors()
        cardsTop?.constant = 8
        cards.spacing = 6
        UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
    }

    func hideThirdCard() {
        UIView.animate(withDuration: 0.35) {
            self.cards.arrangedSubviews[2].isHidden = true
            self.view.layoutIfNeeded()
        }
    }
}
