import Testing
import DynamicsUIKit
import DynamicsGeometry
import Foundation

/// `UIBarAppearance` and its subclasses: the three configurations, copies, and which one a bar picks.
@MainActor @Suite struct BarAppearanceTests {
    @Test func theThreeConfigurationsSetBackgroundAndShadowAsIOSDoes() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil && appearance.idiom == UIDevice.current.userInterfaceIdiom)
        appearance.backgroundImage = UIImage(size: CGSize(width: 1, height: 1)) { _ in }
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundImage == nil && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test func copiesAreIndependentAndCarryWhatTheirKindShares() {
        let navigation = UINavigationBarAppearance(idiom: .pad)
        navigation.backgroundColor = .red
        navigation.titleTextAttributes = [.foregroundColor: UIColor.green]
        navigation.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -2)
        let copy = navigation.copy()
        navigation.backgroundColor = .blue
        #expect(copy.backgroundColor == .red && copy.idiom == .pad)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .green)
        #expect(copy.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: -2))
        // A toolbar appearance made from a navigation bar's takes the background and shadow only.
        let toolbar = UIToolbarAppearance(barAppearance: copy)
        #expect(toolbar.backgroundColor == .red && toolbar.shadowColor == copy.shadowColor)
        let back = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(back.titleTextAttributes.isEmpty)
    }

    @Test func aBarNoControllerManagesShowsItsStandardAppearanceAndItemAppearancesComeFirst() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // Not in a navigation controller: never at a scroll edge, so the standard look, blur and shadow.
        #expect(bar.shownAppearance.backgroundEffect?.style == .systemChromeMaterial)
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = edge
        #expect(bar.shownAppearance.backgroundEffect != nil)
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .orange
        standard.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
        bar.standardAppearance = standard
        #expect(bar.shownAppearance.backgroundColor == .orange)
        #expect(bar.standardAppearance !== standard && bar.scrollEdgeAppearance !== edge)
    }

    @Test func theTabBarsTintColourWritesIntoItsStandardAppearance() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        #expect(bar.standardAppearance.backgroundColor == nil && bar.scrollEdgeAppearance == nil)
        bar.barTintColor = .purple
        #expect(bar.standardAppearance.backgroundColor == .purple)
        #expect(bar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(toolbar.standardAppearance.backgroundEffect != nil)
        toolbar.isTranslucent = false
        #expect(toolbar.standardAppearance.backgroundEffect == nil && toolbar.standardAppearance.backgroundColor != nil)
    }

    @Test func anAggregateEdgeSetsEveryEdgeAndSingleEdgesReadBack() {
        let controller = UIViewController()
        let scrollView = UIScrollView()
        controller.setContentScrollView(scrollView, for: .all)
        #expect(controller.contentScrollView(for: .top) === scrollView)
        #expect(controller.contentScrollView(for: .bottom) === scrollView)
        #expect(controller.contentScrollView(for: .leading) == nil)
        controller.setContentScrollView(nil, for: .bottom)
        #expect(controller.contentScrollView(for: .bottom) == nil && controller.contentScrollView(for: .top) != nil)
    }
}
