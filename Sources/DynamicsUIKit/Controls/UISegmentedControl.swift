import Foundation
import DynamicsGeometry

/// A row of segments of which one is selected, drawn as iOS 13 and later draw it: a translucent grey track with a
/// white, shadowed plate under the selected segment and hairline separators between the others. A scripted tap on a
/// segment selects it and sends `.valueChanged`.
open class UISegmentedControl: UIControl {
    /// A single tap on it is its action, not an ancestor's tap recogniser's (UIKit's rule for default control
    /// actions, docs/controls.md).
    override var takesTapsFromAncestors: Bool { true }

    /// `selectedSegmentIndex` when no segment is selected.
    nonisolated public static let noSegment = -1

    /// Height UIKit gives the control, in points.
    static let standardHeight: CGFloat = 32
    /// Inset of the selected plate from the track, in points.
    static let plateInset: CGFloat = 2
    /// Room on each side of a segment's content, in points.
    static let contentPadding: CGFloat = 12

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private let plate = UIView()
    private var contentViews: [UIView] = []
    private var separators: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or `noSegment`; an index out of range selects none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            setNeedsLayout()
        }
    }
    /// Whether a tap selects its segment only while the actions run (a row of buttons).
    open var isMomentary = false
    /// The plate's colour under the selected segment (white by default, as UIKit).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// A control with a segment for each item, a `String` title or a `UIImage`, nothing selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            if let image = item as? UIImage { segments.append(Segment(image: image)) }
        }
        rebuildContent()
        frame.size = sizeThatFits(.zero)
    }

    /// A control with no segments and a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control with no segments (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.layer.cornerRadius = 7
        plate.layer.shadowColor = .black
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 8
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.layer.borderWidth = 0.5
        plate.layer.borderColor = UIColor(white: 0, alpha: 0.04)
        addSubview(plate)
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
        rebuildContent()
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the segments' range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
        rebuildContent()
    }

    /// Removes the segment at `segment`, if there is one; the selection goes if it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        rebuildContent()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        rebuildContent()
    }

    /// Sets the title of the segment at `segment` (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: title, isEnabled: segments[segment].isEnabled)
        rebuildContent()
    }

    /// The title of the segment at `segment`, if it has one.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(image: image, isEnabled: segments[segment].isEnabled)
        rebuildContent()
    }

    /// The image of the segment at `segment`, if it has one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment: a disabled segment is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        rebuildContent()
    }

    /// Whether the segment at `segment` takes taps.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Text attributes (`.font`, `.foregroundColor`) of the titles in `state` (`.normal` or `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        rebuildContent()
    }

    /// The text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// As wide as the widest segment's content plus padding, times the number of segments; UIKit's height.
    /// The segments' natural size, as `sizeThatFits`.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = contentViews.map { $0.sizeThatFits(.zero).width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.contentPadding), height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(max(segments.count, 1)), width = bounds.width / count
        for (index, content) in contentViews.enumerated() {
            let selected = index == selectedSegmentIndex
            if let label = content as? UILabel { styleTitle(label, selected: selected, enabled: segments[index].isEnabled) }
            let fitted = content.sizeThatFits(.zero)
            content.frame = CGRect(x: CGFloat(index) * width + (width - min(fitted.width, width)) / 2,
                                   y: (bounds.height - fitted.height) / 2, width: min(fitted.width, width),
                                   height: fitted.height)
            content.alpha = segments[index].isEnabled ? 1 : 0.35
        }
        for (index, separator) in separators.enumerated() {
            // Hairline between segments `index` and `index + 1`, hidden beside the selected one.
            separator.frame = CGRect(x: CGFloat(index + 1) * width - 0.5, y: 8, width: 1, height: bounds.height - 16)
            separator.isHidden = index == selectedSegmentIndex || index + 1 == selectedSegmentIndex
        }
        plate.isHidden = selectedSegmentIndex == Self.noSegment
        plate.backgroundColor = selectedSegmentTintColor ?? .segmentPlate
        plate.frame = CGRect(x: CGFloat(max(selectedSegmentIndex, 0)) * width, y: 0, width: width, height: bounds.height)
            .insetBy(dx: Self.plateInset, dy: Self.plateInset)
    }

    /// A tap selects the segment under it (unless that segment is disabled) and sends `.valueChanged`; a momentary
    /// control lets go of the selection once the actions have run.
    override func handleTap(at point: CGPoint) {
        guard isEnabled, !segments.isEmpty, bounds.contains(point) else { return }
        let index = min(Int(point.x / (bounds.width / CGFloat(segments.count))), segments.count - 1)
        guard segments[index].isEnabled else { return }
        selectedSegmentIndex = index
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    private func styleTitle(_ label: UILabel, selected: Bool, enabled: Bool) {
        let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue] : nil)
            ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    }

    private func rebuildContent() {
        for view in contentViews + separators { view.removeFromSuperview() }
        contentViews = segments.map { segment -> UIView in
            if let image = segment.image { return UIImageView(image: image) }
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        separators = (0..<max(segments.count - 1, 0)).map { _ in
            let separator = UIView()
            separator.backgroundColor = UIColor(rgb: 0x8E8E93, alpha: 0.3)
            separator.isUserInteractionEnabled = false
            return separator
        }
        for view in separators + contentViews { addSubview(view) }
        if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
