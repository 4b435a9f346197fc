import Dynamics
import Foundation
import Testing

/// `UIPageViewController`: pages from the data source turned by swipes and by `setViewControllers`, the delegate's
/// calls, the pages' appearance calls, and the page control shown when both presentation methods are implemented.
@MainActor @Suite struct PageViewControllerTests {
    /// A page that writes its appearance calls into a shared log.
    final class Page: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
    }

    final class Log: @unchecked Sendable { var lines: [String] = [] }

    /// Three pages in a row, with the delegate's calls logged; the subclasses below adopt the protocols, one with
    /// the presentation methods, one without.
    class Pages {
        let pages: [Page]
        let log: Log
        init(log: Log) {
            self.log = log
            pages = ["A", "B", "C"].map { Page($0, log: log) }
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
                return nil
            }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                willTransitionTo pendingViewControllers: [UIViewController]) {
            log.lines.append("delegate will " + pendingViewControllers.map { ($0 as! Page).name }.joined())
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            let previous = previousViewControllers.map { ($0 as! Page).name }.joined()
            log.lines.append("delegate did finish from \(previous) completed \(completed)")
        }
    }

    /// The pages without the page indicator's methods.
    final class PlainPages: Pages, UIPageViewControllerDataSource, UIPageViewControllerDelegate {}

    /// The pages with the page indicator's two methods; the index is always 0, as in the ported onboarding app:
    /// UIKit moves the dot itself after a swipe.
    final class CountedPages: Pages, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    /// A 320 × 480 scene (no status bar) showing a scroll-style page view controller at page A, with `script`.
    private func run(_ source: Pages & UIPageViewControllerDataSource & UIPageViewControllerDelegate,
                     script: @escaping @MainActor @Sendable (SceneContext, UIPageViewController) -> Void = { _, _ in })
        -> (SceneRunner, UIPageViewController) {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let runner = SceneRunner(scene: Scene(name: "pages", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 3) { context in
            context.window.rootViewController = pager
            script(context, pager)
        })
        runner.advance(to: 0.1)
        return (runner, pager)
    }

    @Test func theFirstPageFillsTheAreaAboveThePageControl() throws {
        let source = CountedPages(log: Log())
        let (runner, pager) = run(source)
        #expect(runner.time > 0)
        #expect(pager.viewControllers?.first === source.pages[0] && source.pages[0].parent === pager)
        #expect(source.pages[0].view.convert(source.pages[0].view.bounds, to: pager.view)
            == CGRect(x: 0, y: 0, width: 320, height: 443))
        let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!control.isHidden && control.frame == CGRect(x: 0, y: 443, width: 320, height: 37))
        #expect(control.numberOfPages == 3 && control.currentPage == 0)
        #expect(pager.spineLocation == .none && pager.gestureRecognizers.isEmpty)
    }

    @Test func withoutThePresentationMethodsThereIsNoPageControl() {
        let source = PlainPages(log: Log())
        let (runner, pager) = run(source)
        #expect(runner.time > 0)
        #expect(pager.view.subviews.compactMap { $0 as? UIPageControl }.allSatisfy { $0.isHidden })
        #expect(source.pages[0].view.convert(source.pages[0].view.bounds, to: pager.view)
            == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func aSwipeDragsTheNextPageInBesideTheShownOneAndTurnsToIt() throws {
        let log = Log(), source = CountedPages(log: log)
        let (runner, pager) = run(source) { context, _ in
            context.pan(along: [CGPoint(x: 300, y: 200), CGPoint(x: 40, y: 200)], from: 0.5, duration: 0.3)
        }
        let a = source.pages[0], b = source.pages[1]
        runner.advance(to: 0.7)
        let aFrame = a.view.convert(a.view.bounds, to: pager.view)
        let bFrame = b.view.convert(b.view.bounds, to: pager.view)
        #expect(aFrame.minX < -100 && aFrame.minX > -260, "A follows the finger: \(aFrame.minX)")
        #expect(bFrame.minX == aFrame.maxX && bFrame.width == 320, "B comes in right beside A")
        #expect(b.parent === pager)
        runner.advance(to: 1.3)
        #expect(pager.viewControllers?.first === b && a.parent == nil && a.view.superview == nil)
        #expect(b.view.convert(b.view.bounds, to: pager.view) == CGRect(x: 0, y: 0, width: 320, height: 443))
        let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.currentPage == 1, "the dot moves after a swipe although the index answers 0")
        #expect(log.lines == ["A willAppear", "A didAppear", "delegate will B", "A willDisappear", "B willAppear",
                              "A didDisappear", "B didAppear", "delegate did finish from A completed true"])
    }

    @Test func aShortSlowDragGoesBackToTheShownPage() {
        let log = Log(), source = CountedPages(log: log)
        let (runner, pager) = run(source) { context, _ in
            context.pan(along: [CGPoint(x: 300, y: 200), CGPoint(x: 240, y: 200)], from: 0.5, duration: 1)
        }
        runner.advance(to: 2)
        #expect(pager.viewControllers?.first === source.pages[0] && source.pages[1].parent == nil)
        #expect(source.pages[0].view.frame.minX == 0)
        #expect(log.lines == ["A willAppear", "A didAppear", "delegate will B", "A willDisappear", "B willAppear",
                              "B willDisappear", "A willAppear", "B didDisappear", "A didAppear",
                              "delegate did finish from A completed false"])
    }

    @Test func atTheFirstPageADragRightRubberBandsAndSpringsBack() {
        let log = Log(), source = CountedPages(log: log)
        let (runner, pager) = run(source) { context, _ in
            context.pan(along: [CGPoint(x: 40, y: 200), CGPoint(x: 240, y: 200)], from: 0.5, duration: 0.3)
        }
        let a = source.pages[0]
        runner.advance(to: 0.75)
        let x = a.view.frame.minX
        #expect(x > 20 && x < 150, "banded, less than the finger: \(x)")
        runner.advance(to: 1.5)
        #expect(a.view.frame.minX == 0 && pager.viewControllers?.first === a)
        #expect(!log.lines.contains { $0.hasPrefix("delegate") })
    }

    @Test func settingPagesAnimatedSlidesThemInWithoutTellingTheDelegate() {
        let log = Log(), source = CountedPages(log: log)
        nonisolated(unsafe) var completions: [Bool] = []
        let (runner, pager) = run(source) { context, pager in
            context.at(0.5) {
                pager.setViewControllers([source.pages[2]], direction: .reverse, animated: true) {
                    completions.append($0)
                }
            }
        }
        let a = source.pages[0], c = source.pages[2]
        runner.advance(to: 0.65)
        #expect(c.view.frame.maxX == a.view.frame.minX && a.view.frame.minX > 0, "C comes in from the left")
        runner.advance(to: 1)
        #expect(pager.viewControllers?.first === c && a.parent == nil && completions == [true])
        #expect(c.view.frame.minX == 0)
        #expect(!log.lines.contains { $0.hasPrefix("delegate") })
        #expect(log.lines.suffix(4) == ["A willDisappear", "C willAppear", "A didDisappear", "C didAppear"])
    }

    @Test func stylesAndOptionsGiveUIKitsSpinesAndRecognisers() {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        #expect(curl.spineLocation == .min && curl.gestureRecognizers.count == 1)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(mid.spineLocation == .mid)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.spineLocation: NSNumber(value: 3)])
        #expect(scroll.spineLocation == .none)
        #expect(UIPageViewController().transitionStyle == .pageCurl)
    }

    /// The Swift 5-era subclass that overrides the designated initializer and is made with `init()`.
    final class Onboarding: UIPageViewController {
        override init(transitionStyle style: UIPageViewController.TransitionStyle,
                      navigationOrientation: UIPageViewController.NavigationOrientation,
                      options: [UIPageViewController.OptionsKey: Any]? = nil) {
            super.init(transitionStyle: .scroll, navigationOrientation: navigationOrientation)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSubclassMadeWithInitGoesThroughTheDesignatedInitializer() {
        let pager = Onboarding()
        #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .horizontal)
    }
}
