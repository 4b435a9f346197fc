import Foundation
import DynamicsGeometry

/// The sizes and colours of an iOS 14–16 menu on an iPhone in light mode (docs/controls.md says where they come from).
enum MenuMetrics {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    /// Space kept between the menu and its control, and between the menu and the window's edges.
    static let gap: CGFloat = 8
    /// The thicker separator between inline groups.
    static let groupGap: CGFloat = 8
    static let fill = UIColor(rgb: 0xF2F2F2, alpha: 0.97)
    static let groupGapColor = UIColor(white: 0, alpha: 0.08)
    static let font = UIFont.systemFont(ofSize: 17)
}

/// A menu shown over the window for the control that opened it: a rounded panel of rows below (or above) the control,
/// over a clear layer that closes the menu when tapped anywhere else.
@MainActor final class MenuOverlay: UIControl {
    private let panel = controlPart(MenuMetrics.fill, cornerRadius: MenuMetrics.cornerRadius)
    private weak var source: UIControl?
    /// The rows, top to bottom.
    private(set) var rows: [MenuRow] = []

    /// Shows `menu` for `source` in its window; nothing when `source` is in none.
    @discardableResult
    static func show(_ menu: UIMenu, from source: UIControl) -> MenuOverlay? {
        guard let window = source.window else { return nil }
        let overlay = MenuOverlay(frame: window.bounds)
        overlay.source = source
        window.addSubview(overlay)
        overlay.fill(with: menu)
        return overlay
    }

    private override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        panel.isUserInteractionEnabled = true
        panel.layer.masksToBounds = true
        panel.layer.shadowOpacity = 0
        addSubview(panel)
    }

    required init?(coder: NSCoder) { nil }

    /// Lays `menu`'s entries out as rows (inline submenus as groups) and places the panel by the source control.
    func fill(with menu: UIMenu) {
        let (rows, height) = Self.fill(panel, with: menu) { [weak self] in self?.choose($0) }
        self.rows = rows
        guard let source else { return }
        panel.frame = Self.place(height: height, beside: source.convert(source.bounds, to: self), in: bounds)
    }

    /// Replaces `panel`'s rows with `menu`'s entries (inline submenus as groups after a grey gap), each calling
    /// `onChoose` when tapped; returns the rows and their height. Shared by button menus and context menus.
    static func fill(_ panel: UIView, with menu: UIMenu,
                     onChoose: @escaping (UIMenuElement) -> Void) -> (rows: [MenuRow], height: CGFloat) {
        for view in panel.subviews { view.removeFromSuperview() }
        var rows: [MenuRow] = []
        var y: CGFloat = 0
        for (index, group) in groups(of: menu).enumerated() {
            if index > 0 {
                let gap = controlPart(MenuMetrics.groupGapColor)
                gap.frame = CGRect(x: 0, y: y, width: MenuMetrics.width, height: MenuMetrics.groupGap)
                panel.addSubview(gap)
                y += MenuMetrics.groupGap
            }
            for (position, element) in group.enumerated() {
                let row = MenuRow(element: element, destructive: menu.options.contains(.destructive))
                row.frame = CGRect(x: 0, y: y, width: MenuMetrics.width, height: MenuMetrics.rowHeight)
                row.showsSeparator = position > 0
                row.onChoose = onChoose
                panel.addSubview(row)
                rows.append(row)
                y += MenuMetrics.rowHeight
            }
        }
        return (rows, y)
    }

    /// The entries in groups: the menu's own, then each inline submenu's; deferred elements are resolved, hidden
    /// ones left out.
    private static func groups(of menu: UIMenu) -> [[UIMenuElement]] {
        var groups: [[UIMenuElement]] = [[]]
        func add(_ element: UIMenuElement) {
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return }
            if let deferred = element as? UIDeferredMenuElement {
                var resolved: [UIMenuElement] = []
                deferred.resolve { resolved = $0 }
                resolved.forEach(add)
            } else if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                groups.append([])
                submenu.children.forEach(add)
                groups.append([])
            } else {
                groups[groups.count - 1].append(element)
            }
        }
        menu.children.forEach(add)
        return groups.filter { !$0.isEmpty }
    }

    /// A panel of `height` below `anchor` (in `bounds`' coordinates), aligned with its leading edge (its trailing
    /// edge when it sits in the right half), or above it when there is no room below; kept `gap` inside `bounds`.
    static func place(height: CGFloat, beside anchor: CGRect, in bounds: CGRect) -> CGRect {
        let margin = MenuMetrics.gap
        var x = anchor.midX > bounds.midX ? anchor.maxX - MenuMetrics.width : anchor.minX
        x = min(max(x, margin), bounds.width - margin - MenuMetrics.width)
        var y = anchor.maxY + margin
        if y + height > bounds.height - margin { y = max(margin, anchor.minY - margin - height) }
        return CGRect(x: x, y: y, width: MenuMetrics.width, height: height)
    }

    /// A tap outside the panel closes the menu.
    override func handleTap(at point: CGPoint) {
        removeFromSuperview()
    }

    /// A row was chosen: a submenu replaces the rows, an action closes the menu (unless it keeps it up), then runs.
    private func choose(_ element: UIMenuElement) {
        if let submenu = element as? UIMenu { return fill(with: submenu) }
        guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { removeFromSuperview() }
        action.perform(from: source)
    }
}

/// One row of a shown menu: the title at the leading edge (after a checkmark column when the state is on), the image
/// at the trailing edge, a chevron for a submenu; red when destructive, grey when disabled.
@MainActor final class MenuRow: UIControl {
    let element: UIMenuElement
    let label = UILabel()
    var onChoose: ((UIMenuElement) -> Void)?
    var showsSeparator = false {
        didSet { separator.isHidden = !showsSeparator }
    }
    private let separator = controlPart(AlertMetrics.separatorColor)
    private let mark = UILabel()
    private let imageView = UIImageView()

    init(element: UIMenuElement, destructive: Bool) {
        self.element = element
        super.init(frame: .zero)
        let action = element as? UIAction
        label.text = element.title
        label.font = MenuMetrics.font
        label.textColor = action?.attributes.contains(.disabled) == true ? UIColor(rgb: 0x3C3C43, alpha: 0.3)
            : destructive || action?.attributes.contains(.destructive) == true ? .systemRed : .label
        mark.text = action?.state == .on ? "✓" : action?.state == .mixed ? "–" : (element is UIMenu ? "›" : nil)
        mark.font = .systemFont(ofSize: 17, weight: .semibold)
        mark.textColor = label.textColor
        imageView.image = element.image
        imageView.tintColor = label.textColor
        imageView.contentMode = .scaleAspectFit
        for view in [label, mark, imageView, separator] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        separator.isHidden = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading: CGFloat = 16
        let markWidth: CGFloat = (element as? UIAction)?.state == .off || element is UIMenu ? 0 : 20
        let isSubmenu = element is UIMenu
        mark.frame = isSubmenu ? CGRect(x: bounds.width - 32, y: 0, width: 16, height: bounds.height)
            : CGRect(x: leading, y: 0, width: markWidth, height: bounds.height)
        let trailing: CGFloat = element.image == nil && !isSubmenu ? 16 : 48
        label.frame = CGRect(x: leading + markWidth + (markWidth > 0 ? 4 : 0), y: 0,
                             width: bounds.width - leading - markWidth - trailing, height: bounds.height)
        imageView.frame = CGRect(x: bounds.width - 38, y: (bounds.height - 22) / 2, width: 22, height: 22)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: AlertMetrics.separatorWidth)
    }

    override func handleTap(at point: CGPoint) {
        onChoose?(element)
    }
}
