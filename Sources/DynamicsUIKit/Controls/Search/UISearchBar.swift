import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A search field in a bar, as iOS 13 and later draw it: a 36-point grey rounded field with a magnifying glass and
/// the placeholder "Search", in a 56-point bar (52 points under a navigation bar's title), and a "Cancel" button
/// beside it while `showsCancelButton`. Typing into `searchTextField` tells the `delegate` of every change
/// (`textDidChange`), the return key is the Search button, and a search controller listens to it the same way.
open class UISearchBar: UIView {
    /// A standalone bar's height, in points.
    static let barHeight: CGFloat = 56
    /// The height of the search row a navigation bar adds under its title, in points.
    static let navigationRowHeight: CGFloat = 52
    /// The space between the bar's sides, the field and the Cancel button, in points.
    static let margin: CGFloat = 8
    /// The same margin under a navigation bar, lined up with its large title.
    static let navigationMargin: CGFloat = 16
    /// The height the scope bar adds under the field, its segmented control 32 points tall in the middle (ours,
    /// from iOS 13 screenshots).
    static let scopeBarHeight: CGFloat = 44

    /// How the bar is drawn, as UIKit's `UISearchBar.Style`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UISearchBarStyle

    /// The field typed into.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// Hears edits, the Search key and the Cancel button; held weakly, as in UIKit.
    open weak var delegate: UISearchBarDelegate?
    /// The field's text ("" when empty, as UIKit answers). Setting it tells the delegate nothing.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while the field is empty; nil shows "Search", as iOS does.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }
    /// The bar's look.
    open var searchBarStyle: Style = .default { didSet { background.isHidden = searchBarStyle == .minimal } }
    /// The bar's background colour; nil is the navigation bar's light grey.
    open var barTintColor: UIColor? { didSet { background.backgroundColor = barTintColor ?? Self.barColor } }
    /// Whether the Cancel button shows beside the field (false by default).
    open var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var storedShowsCancelButton = false
    /// The titles of the scope bar's segments (nil by default: no scope bar).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            scopeBarChanged()
        }
    }
    /// The selected scope segment (0 by default). Setting it tells the delegate nothing, as in UIKit.
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    /// Whether the scope bar shows under the field (false by default; a search controller shows it while active
    /// when its `automaticallyShowsScopeBar` is true). It shows only with `scopeButtonTitles`.
    open var showsScopeBar: Bool {
        get { storedShowsScopeBar }
        set { setShowsScope(newValue, animated: false) }
    }
    private var storedShowsScopeBar = false
    /// Whether a search controller shows the scope bar now, while its search is active.
    var scopeShownBySearch = false { didSet { if scopeShownBySearch != oldValue { scopeBarChanged() } } }
    /// Whether the scope bar is shown now: asked for and with segments.
    var isScopeBarShown: Bool {
        (storedShowsScopeBar || scopeShownBySearch) && !(scopeButtonTitles ?? []).isEmpty
    }
    /// The search row's full height under a navigation bar's title: 52 points, and the scope bar's 44 when shown.
    var navigationRowExtent: CGFloat { Self.navigationRowHeight + (isScopeBarShown ? Self.scopeBarHeight : 0) }
    /// Whether the search bar lies in a navigation bar (its margins then line up with the bar's large title).
    var isInNavigationBar = false {
        didSet {
            // The row collapses as the content scrolls; what the field no longer covers is cut off, not drawn over
            // the title.
            clipsToBounds = isInNavigationBar
            setNeedsLayout()
        }
    }

    static let defaultPlaceholder = "Search"
    static let barColor = UIColor.barBackground
    private let background = controlPart(UISearchBar.barColor)
    private let cancelButton = UIButton(type: .system)
    /// The scope bar: iOS draws it as a segmented control.
    private let scopeBar = UISegmentedControl(items: nil)
    /// Turns the field's delegate calls and events into the search bar's and its search controller's.
    lazy var relay = SearchFieldRelay(searchBar: self)

    /// A search bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildParts()
    }

    /// A search bar with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildParts()
    }

    private func buildParts() {
        addSubview(background)
        addSubview(searchTextField)
        searchTextField.placeholder = Self.defaultPlaceholder
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [unowned self] _ in relay.textChanged() }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [unowned self] _ in relay.cancelTapped() }, for: .touchUpInside)
        scopeBar.addAction(UIAction { [unowned self] _ in relay.scopeTapped(scopeBar.selectedSegmentIndex) },
                           for: .valueChanged)
    }

    /// Shows or hides the scope bar under the field; `animated` moves the field and the bar over a quarter second.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != storedShowsScopeBar else { return }
        storedShowsScopeBar = show
        guard animated else { return scopeBarChanged() }
        UIView.animate(withDuration: 0.25) { self.scopeBarChanged() }
    }

    /// The scope bar came or went: it joins or leaves the bar, and a navigation bar showing this bar resizes its row.
    private func scopeBarChanged() {
        if isScopeBarShown, scopeBar.superview !== self {
            addSubview(scopeBar)
        } else if !isScopeBarShown {
            scopeBar.removeFromSuperview()
        }
        setNeedsLayout()
        (superview as? UINavigationBar)?.onSearchLayoutChange?()
        layoutIfNeeded()
    }

    /// Shows or hides the Cancel button; `animated` fades it over a quarter second as the field narrows.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != storedShowsCancelButton else { return }
        storedShowsCancelButton = showsCancelButton
        if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
        guard animated else { return layoutIfNeeded() }
        cancelButton.alpha = showsCancelButton ? 0 : 1
        UIView.animate(withDuration: 0.25) {
            self.cancelButton.alpha = 1
            self.layoutIfNeeded()
        }
    }

    /// The bar's width and 56 points, and 44 more while the scope bar shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: standaloneHeight) }

    /// No width of its own; 56 points tall, and 44 more while the scope bar shows.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: standaloneHeight)
    }

    private var standaloneHeight: CGFloat { Self.barHeight + (isScopeBarShown ? Self.scopeBarHeight : 0) }

    /// The field across the bar within the margins, centred vertically; the Cancel button at the trailing margin
    /// takes its width and a margin from the field.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let margin = isInNavigationBar ? Self.navigationMargin : Self.margin
        // The field's row is the bar above the scope bar, which lies along the bottom across the margins.
        let scope = isScopeBarShown ? Self.scopeBarHeight : 0
        let row = max(0, bounds.height - scope)
        scopeBar.frame = CGRect(x: margin, y: row + (scope - UISegmentedControl.standardHeight) / 2,
                                width: max(bounds.width - 2 * margin, 0), height: UISegmentedControl.standardHeight)
        var right = bounds.width - margin
        if storedShowsCancelButton {
            let width = cancelButton.sizeThatFits(bounds.size).width
            cancelButton.frame = CGRect(x: right - width, y: 0, width: width, height: row)
            right -= width + Self.margin
        }
        let width = max(right - margin, 0)
        guard isInNavigationBar else {
            searchTextField.alpha = 1
            searchTextField.frame = CGRect(x: margin, y: (row - UISearchTextField.height) / 2,
                                           width: width, height: UISearchTextField.height)
            return
        }
        // A collapsing search row (hidesSearchBarWhenScrolling): the field keeps 8 points above and below and
        // shrinks with the row, fading out as it goes (our reading of iOS's collapse).
        let fieldHeight = min(UISearchTextField.height, max(0, row - 2 * Self.margin))
        searchTextField.alpha = fieldHeight / UISearchTextField.height
        searchTextField.frame = CGRect(x: margin, y: row - Self.margin - fieldHeight, width: width,
                                       height: fieldHeight)
    }
}
