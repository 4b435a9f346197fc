import Foundation
import DynamicsGeometry

/// A row of page dots drawn as iOS 7 to 13 draw it: 7-point dots 9 points apart, centred in the control, the
/// current page's dot opaque white and the others translucent white (page controls sit on pictures or dark
/// backgrounds; set the tint colours for light ones). A scripted tap left of the current dot goes back a page, right
/// of it forward a page, and sends `.valueChanged` when the page moved, then `.touchUpInside`.
open class UIPageControl: UIControl {
    /// A single tap on it is its action, not an ancestor's tap recogniser's (UIKit's rule for default control
    /// actions, docs/controls.md).
    override var takesTapsFromAncestors: Bool { true }

    /// The dots' diameter and the gap between two dots, in points.
    static let dotDiameter: CGFloat = 7
    static let dotGap: CGFloat = 9
    /// UIKit's height for a page control, in points.
    static let standardHeight: CGFloat = 37

    private var dots: [UIView] = []

    /// The number of dots (0 by default); the current page is kept below it.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            rebuildDots()
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    /// The page whose dot is lit, kept within `0..<numberOfPages` (0 by default).
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            setNeedsLayout()
        }
    }
    /// Whether the dots are hidden when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other pages' dots' colour (nil: white at 30 %).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The current page's dot colour (nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// A page control without pages with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A page control without pages (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages need: their row's width and UIKit's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: max(count * (Self.dotDiameter + Self.dotGap) - Self.dotGap, 0), height: Self.standardHeight)
    }

    /// The dots' row for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeDots()
    }

    /// The centre of dot `page`, in the control's coordinates.
    private func dotCenter(_ page: Int) -> CGPoint {
        let row = size(forNumberOfPages: numberOfPages).width
        let step = Self.dotDiameter + Self.dotGap
        return CGPoint(x: bounds.midX - row / 2 + Self.dotDiameter / 2 + CGFloat(page) * step, y: bounds.midY)
    }

    private func placeDots() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        for (page, dot) in dots.enumerated() {
            dot.bounds = CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter)
            dot.center = dotCenter(page)
            dot.isHidden = hidden
            dot.backgroundColor = page == currentPage ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        }
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in controlPart(cornerRadius: Self.dotDiameter / 2) }
        for dot in dots { addSubview(dot) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A tap left of the current dot goes back a page, right of it forward a page.
    override func handleTap(at point: CGPoint) {
        guard isEnabled, numberOfPages > 0 else { return }
        let old = currentPage
        currentPage += point.x < dotCenter(currentPage).x ? -1 : 1
        if currentPage != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        super.handleTap(at: point)
    }
}
