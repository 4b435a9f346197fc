import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A row of a table view: add your content to `contentView`, or use a built-in style's `textLabel`,
/// `detailTextLabel` and `imageView`, or set a `contentConfiguration`.
///
/// The cell draws an accessory at its trailing edge, its selected background while highlighted or selected, and the
/// separators and rounded corners its table gives it for its place in the section.
open class UITableViewCell: UIView {
    /// The built-in layouts of the text and image.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias CellStyle = CUIKitOpenEnums.__UITableViewCellStyle

    /// The standard accessories drawn at the trailing edge.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias AccessoryType = CUIKitOpenEnums.__UITableViewCellAccessoryType

    /// The control a row shows at its leading edge while its table is editing.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias EditingStyle = CUIKitOpenEnums.__UITableViewCellEditingStyle

    /// How the cell looks while highlighted or selected.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SelectionStyle = CUIKitOpenEnums.__UITableViewCellSelectionStyle

    /// How a table draws the lines between its rows (`UITableView.separatorStyle`).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SeparatorStyle = CUIKitOpenEnums.__UITableViewCellSeparatorStyle

    /// The identifier the cell was created (and is dequeued) with.
    public let reuseIdentifier: String?
    /// The view to add the cell's content to; it spans the cell up to the accessory.
    public let contentView = UIView()
    /// The main text of the built-in styles.
    public let textLabel: UILabel?
    /// The secondary text of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
    public let detailTextLabel: UILabel?
    /// The image at the leading edge of the built-in styles; hidden while it has no image.
    public let imageView: UIImageView?
    /// The standard accessory; ignored while `accessoryView` is set.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom view shown at the trailing edge instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// How the cell looks while highlighted or selected.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance(animated: false) } }
    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is highlighted or selected; a grey one (UIKit's
    /// `systemGray4`, #D1D1D6) unless set.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            if let selectedBackgroundView {
                if let backgroundView { insertSubview(selectedBackgroundView, aboveSubview: backgroundView) }
                else { insertSubview(selectedBackgroundView, at: 0) }
            }
            updateSelectionAppearance(animated: false)
        }
    }
    /// The content configuration shown in `contentView` instead of the built-in labels; nil (the default) for
    /// the built-in style.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentConfiguration() }
    }

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it); setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// The control the cell shows while editing; its table sets it from its delegate's
    /// `tableView(_:editingStyleForRowAt:)` (`.delete` unless implemented) for rows its data source lets edit.
    public internal(set) var editingStyle: EditingStyle = .none {
        didSet { if editingStyle != oldValue { setNeedsLayout() } }
    }
    /// Whether the content moves aside for the editing control while editing (default true).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The standard accessory shown while editing, in place of `accessoryType` (default none, as in UIKit).
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }

    let style: CellStyle
    /// The alignment the `.value2` style last gave its title (which hugs the detail: right, or left right to left);
    /// nil once the app sets its own, which the cell then keeps.
    var builtInTitleAlignment: NSTextAlignment?
    private var editingState = false
    /// What the table's delegate answered for `tableView(_:shouldIndentWhileEditingRowAt:)`; the content moves aside
    /// only when it and `shouldIndentWhileEditing` agree.
    var tableIndentsWhileEditing = true { didSet { if tableIndentsWhileEditing != oldValue { setNeedsLayout() } } }
    /// Draws `editingStyle`'s control while editing.
    let editControl = TableEditControl()
    private var selectedState = false
    private var highlightedState = false
    let glyphView = TableAccessoryGlyph()
    let bottomSeparator = UIView()
    let topSeparator = UIView()
    /// What the table last gave the cell: separators and corners.
    var chrome = ListRowChrome()
    /// What selecting the cell does besides telling the delegate: a storyboard cell's segue.
    var archivedSelectionAction: (() -> Void)?
    /// The content view made by `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?

    /// A cell of `style` for `reuseIdentifier`. Required, so that a class registered with a table can be created
    /// from its type: a subclass that declares this initializer writes `required init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        imageView = UIImageView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        buildViews()
    }

    /// A `.default` cell without reuse identifier, of the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A `.default` cell without reuse identifier (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        textLabel = UILabel()
        detailTextLabel = nil
        imageView = UIImageView()
        super.init(coder: coder)
        buildViews()
    }

    private func buildViews() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
        if let imageView { contentView.addSubview(imageView) }
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
        styleBuiltInLabels()
        glyphView.isUserInteractionEnabled = false
        editControl.isUserInteractionEnabled = false
        for line in [bottomSeparator, topSeparator] {
            line.isUserInteractionEnabled = false
            line.isHidden = true
            addSubview(line)
        }
    }

    /// The fonts and colours of the built-in styles (docs/tables.md).
    private func styleBuiltInLabels() {
        textLabel?.font = .systemFont(ofSize: 17)
        textLabel?.textColor = .label
        detailTextLabel?.textColor = .secondaryLabel
        switch style {
        case .default: break
        case .value1: detailTextLabel?.font = .systemFont(ofSize: 17)
        case .subtitle:
            detailTextLabel?.font = .systemFont(ofSize: 12)
            detailTextLabel?.textColor = .label
        case .value2:
            textLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            textLabel?.textColor = .systemBlue
            textLabel?.textAlignment = .right
            builtInTitleAlignment = .right
            detailTextLabel?.font = .systemFont(ofSize: 15)
            detailTextLabel?.textColor = .label
        @unknown default: break
        }
    }

    /// Called before the table hands the cell out again: resets the highlight and selection. Override it (calling
    /// `super`) to reset per-row state.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Turns editing mode on or off: while editing, the `editingStyle` control shows at the leading edge, the content
    /// moves aside for it (`shouldIndentWhileEditing`) and `editingAccessoryType` replaces the accessory — sliding
    /// over 0.3 s on the animation clock when `animated`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        guard animated else { return layoutCellContent() }
        UIView.animate(withDuration: 0.3) { self.layoutCellContent() }
    }

    /// Selects or deselects the cell: the selected background shows while selected (fading out over 0.3 s on the
    /// animation clock when deselected with `animated`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell while a finger is on it: the selected background shows.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// A configuration for this cell's style with no text, to fill and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return UIListContentConfiguration(arrangement: .leadingColumn)
        @unknown default: return .cell()
        }
    }

    /// Shows the selected background while highlighted or selected (and the style selects).
    private func updateSelectionAppearance(animated: Bool) {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        if shows && selectedBackgroundView == nil {
            let view = UIView()
            view.backgroundColor = .systemGray4
            selectedBackgroundView = view
            return
        }
        guard let background = selectedBackgroundView else { return }
        background.frame = bounds
        let alpha: CGFloat = shows ? 1 : 0
        guard background.alpha != alpha else { return }
        if animated && !shows {
            UIView.animate(withDuration: 0.3) { background.alpha = alpha }
        } else {
            UIView.performWithoutAnimation { background.alpha = alpha }
        }
    }

    /// Replaces the built-in labels by the configuration's content view, or brings them back for nil.
    private func installContentConfiguration() {
        configuredContentView = ContentConfigurationInstaller.install(contentConfiguration, replacing: configuredContentView,
                                                                      in: contentView)
        for view in [textLabel, detailTextLabel, imageView] as [UIView?] { view?.isHidden = contentConfiguration != nil }
        setNeedsLayout()
    }

    /// Lays out the content, accessory, backgrounds and separators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellContent()
    }
}
