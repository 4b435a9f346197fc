import CUIKitOpenEnums
import DynamicsGeometry
import Foundation

/// Pages of content, one controller at a time, as UIKit's `UIPageViewController`: the shown pages are children
/// whose views fill the page area, a swipe along the navigation orientation drags the next page (from the data
/// source) in beside the shown one and turns to it, or back, when the finger lifts, and
/// `setViewControllers(_:direction:animated:completion:)` turns pages from code. A data source that implements
/// `presentationCount(for:)` and `presentationIndex(for:)` gets a page control along the bottom edge in the scroll
/// style.
///
/// The page-curl style turns its pages with the same slide as the scroll style (see DECISIONS.md, "Page view
/// controllers").
open class UIPageViewController: UIViewController {
    /// How the pages move from one to the next.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias TransitionStyle = CUIKitOpenEnums.__UIPageViewControllerTransitionStyle

    /// The axis pages follow one another on.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias NavigationOrientation = CUIKitOpenEnums.__UIPageViewControllerNavigationOrientation

    /// Where the page curl's spine is.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SpineLocation = CUIKitOpenEnums.__UIPageViewControllerSpineLocation

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias NavigationDirection = CUIKitOpenEnums.__UIPageViewControllerNavigationDirection

    /// The keys of the options an initializer takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The page curl's spine, a `SpineLocation` raw value (`Int` or `NSNumber`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between scrolling pages, in points (a number; 0 by default).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long a turn that the finger no longer drives, or one set with animation, takes to finish, in seconds.
    static let turnDuration: TimeInterval = 0.3
    /// How fast the finger must lift along the turn, in points per second, to finish a turn under half a page.
    static let flickSpeed: CGFloat = 300

    /// Told about swipes.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Gives the pages around the shown one; without one, swipes do nothing.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { pageControlIsStale = true; viewIfLoaded?.setNeedsLayout() }
    }
    /// How pages move from one to the next.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow one another on.
    public let navigationOrientation: NavigationOrientation
    /// The page curl's spine: `.min` unless the options say otherwise; `.none` in the scroll style.
    public private(set) var spineLocation: SpineLocation
    /// Whether a page curl shows content on the back of a page (default false); kept, not drawn.
    open var isDoubleSided = false
    /// The recognisers a page curl takes its swipes from (empty in the scroll style, whose pan belongs to its
    /// scroll view, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer] { transitionStyle == .pageCurl ? [swipe] : [] }
    /// The pages shown: one, or two with a page curl's middle spine.
    public var viewControllers: [UIViewController]? { shown }

    /// The gap between two scrolling pages, from the options.
    let interPageSpacing: CGFloat
    /// The shown pages, first to last.
    var shown: [UIViewController] = []
    /// The pages a swipe or an animated `setViewControllers` is turning to, and which way.
    var turn: PageTurn?
    /// How far the shown pages have moved along the axis (negative: towards the next page).
    var offset: CGFloat = 0
    /// Holds the shown pages' views (and a turn's), above the page control.
    let pageArea = UIView()
    /// The dots, when the data source implements both presentation methods.
    let pageControl = UIPageControl()
    /// Set by the data source's default presentation methods: that requirement is not implemented.
    var presentationRequirementMissing = false
    /// Whether the data source is to be asked for the dots again at the next layout (it or the pages were set).
    private var pageControlIsStale = true
    lazy var swipe = UIPanGestureRecognizer { [unowned self] pan in self.follow(pan) }

    /// A page view controller with `style`, `navigationOrientation` and `options` (`.spineLocation`,
    /// `.interPageSpacing`).
    public init(transitionStyle style: UIPageViewController.TransitionStyle,
                navigationOrientation: UIPageViewController.NavigationOrientation,
                options: [UIPageViewController.OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation]).flatMap(UIPageViewController.integer)
            .flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spine ?? .min
        let spacing = (options?[.interPageSpacing]).flatMap(UIPageViewController.number)
        interPageSpacing = style == .scroll ? spacing ?? 0 : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl page view controller, as UIKit makes one without a style.
    public convenience override init(nibName: String?, bundle: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// A page-curl page view controller (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func integer(_ value: Any) -> Int? {
        (value as? Int) ?? (value as? NSNumber)?.intValue
    }

    private static func number(_ value: Any) -> CGFloat? {
        let number = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) }
            ?? (value as? Int).map { CGFloat($0) } ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }
        return number.flatMap { $0.isFinite ? max($0, 0) : nil }
    }

    /// How many pages show at once: two with a page curl's middle spine, else one.
    var pagesPerTurn: Int { spineLocation == .mid ? 2 : 1 }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pageArea.clipsToBounds = true
        view.addSubview(pageArea)
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
        view.addGestureRecognizer(swipe)
        for page in shown { pageArea.addSubview(page.view) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if pageControlIsStale { refreshPageControl() }
        placePages()
    }

    override var appearanceChildren: [UIViewController] { shown }

    /// Shows `viewControllers` (one, or two with a page curl's middle spine). With `animated` they come in from the
    /// right (`forward`) or the left (`reverse`), from below or above when vertical, over 0.3 s while the shown
    /// pages leave; `completion` gets true once they are in place. The delegate hears nothing of it, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        pageControlIsStale = true
        viewIfLoaded?.setNeedsLayout()
        guard pages.count == pagesPerTurn else {
            raiseUIKitException(.invalidArgument, "The number of view controllers provided (\(pages.count)) doesn't "
                + "match the number required (\(pagesPerTurn)) for the requested transition")
        }
        if let turn { finish(turn, completed: false, bySwipe: false) }
        let keepsAPage = pages.contains { page in shown.contains { $0 === page } }
        guard isViewLoaded, !shown.isEmpty, !keepsAPage, animated, view.window != nil else {
            replaceShown(with: pages)
            completion?(true)
            return
        }
        let turn = begin(to: pages, forward: direction == .forward)
        UIView.animate(withDuration: Self.turnDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.offset = turn.forward ? -self.pageStride : self.pageStride
            self.placePages()
        }, completion: { _ in
            guard self.turn === turn else { return }
            self.finish(turn, completed: true, bySwipe: false)
            completion?(true)
        })
    }

    /// Shows `pages` at once in place of the shown ones, with appearance calls when on screen.
    private func replaceShown(with pages: [UIViewController]) {
        let old = shown.filter { page in !pages.contains { $0 === page } }
        let new = pages.filter { page in !shown.contains { $0 === page } }
        let onScreen = isViewLoaded && isAppearedOrAppearing
        for page in new { addChild(page) }
        if onScreen {
            for page in old { page.beginDisappearance(animated: false) }
            for page in new { page.beginAppearance(animated: false) }
        }
        for page in old {
            page.willLeaveParent()
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        shown = pages
        offset = 0
        if isViewLoaded {
            for page in new { pageArea.addSubview(page.view) }
            placePages()
        }
        for page in new { page.didMove(toParent: self) }
        if onScreen {
            for page in old { page.endDisappearance(animated: false) }
            for page in new { page.endAppearance(animated: false) }
        }
    }

    /// Asks the data source for the dots after pages or the data source were set (UIKit asks then, and moves the
    /// lit dot itself after a swipe): the page control shows in the scroll style when the data source implements
    /// both presentation methods.
    private func refreshPageControl() {
        pageControlIsStale = false
        presentationRequirementMissing = false
        let count = dataSource?.presentationCount(for: self) ?? 0
        let index = dataSource?.presentationIndex(for: self) ?? 0
        let shows = transitionStyle == .scroll && dataSource != nil && !presentationRequirementMissing
            && !shown.isEmpty
        presentationRequirementMissing = false
        pageControl.isHidden = !shows
        guard shows else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = index
    }
}
