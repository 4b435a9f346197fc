import Foundation
import DynamicsGeometry

/// Pull-to-refresh for a scroll view, as UIKit's class of the same name: assign it to a scroll view's (or a table
/// view controller's) `refreshControl`. It sits above the content; pulling the content down past
/// `triggerDistance` while dragging starts refreshing — the spinner turns and `.valueChanged` is sent once — and
/// when the finger lifts the content settles `height` points lower, showing the spinner, until `endRefreshing()`.
open class UIRefreshControl: UIControl {
    /// The control's height, and how far the content stays pulled down while refreshing, in points.
    static let height: CGFloat = 60
    /// How far the content must be pulled down to start refreshing (see docs/controls.md).
    static let triggerDistance: CGFloat = 120

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// A line shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view the control refreshes.
    weak var scrollView: UIScrollView?
    /// Set once a refresh started during the current pull; cleared when the content is back at the top, so one pull
    /// starts one refresh.
    private var pullStartedRefresh = false

    /// A control not yet attached to a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control not yet attached to a scroll view.
    public convenience init() { self.init(frame: .zero) }

    /// A control not yet attached (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .systemGray
        addSubview(spinner)
        addSubview(titleLabel)
        isHidden = true
    }

    /// Shows the control as refreshing (spinner turning, content inset `height` points lower) without sending
    /// `.valueChanged`, as UIKit; it does not scroll the spinner into view.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        applyInset()
    }

    /// Ends the refresh: the spinner stops and the content goes back up over 0.3 s (at once without a clock).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.refreshInset = 0
        if !scrollView.isDragging, scrollView.contentOffset.y < -scrollView.adjustedContentInset.top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top),
                                        animated: true)
        }
        scrollViewDidScroll()
    }

    /// How far the content is pulled down past its resting top, in points.
    private var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        return -(scrollView.contentOffset.y + scrollView.restingTopInset)
    }

    /// The content moved: place the control above it, fade the spinner in with the pull, and start refreshing
    /// once a drag pulls past `triggerDistance`.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pull = pullDistance
        frame = CGRect(x: scrollView.contentOffset.x, y: -scrollView.restingTopInset - Self.height,
                       width: scrollView.bounds.width, height: Self.height)
        if pull <= 0 { pullStartedRefresh = false }
        isHidden = pull <= 0 && !isRefreshing
        spinner.alpha = isRefreshing ? 1 : min(max(pull / Self.triggerDistance, 0), 1)
        guard scrollView.isDragging, !isRefreshing, !pullStartedRefresh, pull >= Self.triggerDistance else { return }
        pullStartedRefresh = true
        isRefreshing = true
        spinner.startAnimating()
        sendActions(for: .valueChanged)
    }

    /// The finger lifts: a refresh started by this pull holds the content `height` points down from now on.
    func dragWillEnd() {
        if isRefreshing { applyInset() }
    }

    private func applyInset() {
        scrollView?.refreshInset = Self.height
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The spinner takes a tint set on the control itself (`tintColor`), else it is grey, as in UIKit.
        spinner.color = explicitTintColor ?? .systemGray
        let hasTitle = attributedTitle.map { $0.length > 0 } ?? false
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 8 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
        titleLabel.isHidden = !hasTitle
    }
}
