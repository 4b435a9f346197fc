import Dynamics
import Foundation

/// The springy message list, UIKit Dynamics' best-known collection-view effect (iOS 7's Messages; the widely read
/// "UICollectionView + UIKit Dynamics" layout recipe), on a 375×667 screen.
///
/// A chat of 40 bubbles, alternately incoming (grey, left) and outgoing (blue, right), under a "Messages" bar. The
/// flow layout's cells hang on attachment springs (length 0, damping 0.8, frequency 1) from their flow-layout centres.
/// Each scroll step shifts every cell by the scroll delta times its distance from the finger / 1500 (at most the
/// whole delta), so cells by the finger move with it, far ones lag and bunch up, and the springs pull them back.
/// Scripted finger: at 0.5 s a fling up (300 pt in 0.25 s) scrolls the list down; it decelerates at UIKit's normal
/// rate and settles near offset 836. At 3.2 s a fling down (300 pt in 0.2 s) scrolls back past the top, where the
/// list bounces back to its inset. Every cell is traced as "cell-N".
let springyListScene = Scene(
    name: "springy-list",
    summary: "Collection-view dynamics: a 40-message chat whose bubbles hang on springs from a flow layout and lag behind a fling up and down; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 7
) { context in
    context.statusBar = .dark
    let list = MessageListView(frame: context.view.bounds)
    context.view.addSubview(list)
    context.view.addSubview(MessagesBar(width: context.view.bounds.width))
    context.drive(list.springyLayout.dynamicAnimator)

    context.pan(along: [CGPoint(x: 190, y: 560), CGPoint(x: 190, y: 260)], from: 0.5, duration: 0.25)
    context.pan(along: [CGPoint(x: 190, y: 200), CGPoint(x: 190, y: 500)], from: 3.2, duration: 0.2)
}

/// A flow layout whose cells hang on springs from their flow positions, driven by a layout animator.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    /// The distance from the finger, in points, at which a cell stays behind by the whole scroll delta.
    static let resistanceDistance: CGFloat = 1500

    /// The animator holding one spring per cell, in the collection view's content coordinates.
    private(set) lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    /// Lays out as a flow layout, then hangs every item on a spring the first time (the list is short).
    override func prepare() {
        super.prepare()
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for attributes in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    /// The animated attributes of the items near `rect`.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    /// The animated attributes of one item.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    /// Shifts every cell by the scroll delta scaled by its distance from the finger, so far cells lag; the layout
    /// itself stays valid (the animator invalidates it as the springs move the cells).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        dynamicAnimator.lagSprings(of: collectionView, scrollingTo: newBounds, resistanceDistance: Self.resistanceDistance)
        return false
    }
}

/// The chat: a collection view that is its own data source (as a small list view would be), 40 messages under a
/// 64 pt bar (its top content inset).
final class MessageListView: UICollectionView, UICollectionViewDataSource {
    /// The layout, typed.
    let springyLayout: SpringyFlowLayout
    /// The messages, alternately incoming and outgoing.
    let messages: [String]

    init(frame: CGRect) {
        springyLayout = SpringyFlowLayout()
        springyLayout.itemSize = CGSize(width: frame.width, height: 44)
        springyLayout.minimumLineSpacing = 6
        springyLayout.sectionInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
        messages = (0..<40).map { MessageListView.phrases[$0 % MessageListView.phrases.count] }
        super.init(frame: frame, collectionViewLayout: springyLayout)
        backgroundColor = .white
        // The bar (status bar included) is cleared by hand, so UIKit must not add the safe area on top (as on iOS 11+).
        contentInsetAdjustmentBehavior = .never
        contentInset = UIEdgeInsets(top: MessagesBar.height, left: 0, bottom: 0, right: 0)
        contentOffset = CGPoint(x: 0, y: -MessagesBar.height)
        register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
        dataSource = self
    }

    required init?(coder: NSCoder) { nil }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        cell.accessibilityIdentifier = "cell-\(indexPath.item)"
        (cell as? MessageCell)?.show(messages[indexPath.item], outgoing: indexPath.item % 2 == 1,
                                     cellSize: springyLayout.itemSize)
        return cell
    }

    /// Short chat lines, cycled.
    static let phrases = [
        "Hey!", "Hi, how are you?", "Good, thanks. You?", "Busy week", "Lunch tomorrow?", "Sure, where?",
        "The noodle place", "Perfect", "12:30?", "See you there", "Did you see the game?", "Not yet, no spoilers!",
        "OK OK", "Send me the photos", "On it", "Thanks!", "Running late", "No worries", "Here now", "Hi!",
    ]
}

/// A chat bubble cell: a rounded bubble holding one label, on the left (grey) or the right (blue).
final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "message"
    private static let incomingColor = UIColor(rgb: 0xE9E9EB)
    private let bubble = UIView()
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = 17
        label.font = .systemFont(ofSize: 16)
        bubble.addSubview(label)
        contentView.addSubview(bubble)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `text` in a bubble sized to it, on the right when `outgoing`.
    func show(_ text: String, outgoing: Bool, cellSize: CGSize) {
        label.text = text
        label.textColor = outgoing ? .white : .black
        bubble.backgroundColor = outgoing ? .systemBlue : Self.incomingColor
        let textSize = label.sizeThatFits(CGSize(width: cellSize.width * 0.7, height: 34))
        let width = textSize.width + 28
        bubble.frame = CGRect(x: outgoing ? cellSize.width - 12 - width : 12, y: 5, width: width, height: 34)
        label.frame = CGRect(x: 14, y: 0, width: textSize.width, height: 34)
    }
}

/// The translucent "Messages" navigation bar with its hairline.
final class MessagesBar: UIView {
    static let height: CGFloat = 64

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        backgroundColor = UIColor(rgb: 0xF9F9F9, alpha: 0.94)
        isUserInteractionEnabled = false
        let title = UILabel(frame: CGRect(x: 0, y: 20, width: width, height: 44))
        title.text = "Messages"
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        addSubview(title)
        let hairline = UIView(frame: CGRect(x: 0, y: Self.height - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }
}
