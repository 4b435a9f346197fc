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

    /// How the bar is drawn, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The bar's own light background behind the field (`.prominent` on iOS 13 and later).
        case `default`
        /// The bar's own light background behind the field.
        case prominent
        /// No background: the field alone, over whatever is behind the bar.
        case minimal
    }

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
    /// Whether the search bar lies in a navigation bar (its margins then line up with the bar's large title).
    var isInNavigationBar = false { didSet { setNeedsLayout() } }

    static let defaultPlaceholder = "Search"
    static let barColor = UIColor(white: 0.97, alpha: 1)
    private let background = controlPart(UISearchBar.barColor)
    private let cancelButton = UIButton(type: .system)
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

    /// The bar's width and 56 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// No width of its own; 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The field across the bar within the margins, centred vertically; the Cancel button at the trailing margin
    /// takes its width and a margin from the field.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let margin = isInNavigationBar ? Self.navigationMargin : Self.margin
        var right = bounds.width - margin
        if storedShowsCancelButton {
            let width = cancelButton.sizeThatFits(bounds.size).width
            cancelButton.frame = CGRect(x: right - width, y: 0, width: width, height: bounds.height)
            right -= width + Self.margin
        }
        searchTextField.frame = CGRect(x: margin, y: (bounds.height - UISearchTextField.height) / 2,
                                       width: max(right - margin, 0), height: UISearchTextField.height)
    }
}
