import Dynamics
import Foundation
import Testing

/// Storyboards and a xib written by Xcode (Tests/InterfaceBuilderTests/Fixtures), compiled by `dynamics port` into
/// the Compiled*.swift files beside this one, run: frames and constraints after layout against the values Interface
/// Builder stores, outlets connected, actions reaching their methods.
@Suite("Storyboards and nibs compiled to code")
struct CompiledInterfaceTests {
    @Test("the launch screen's constraints place its labels where Interface Builder computed them")
    func launchScreenConstraints() throws {
        DynamicsPortStoryboard_PeripheryLaunchScreen.register()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = try #require(UIStoryboard(name: "PeripheryLaunchScreen", bundle: nil).instantiateInitialViewController())
        window.rootViewController = controller
        window.layoutIfNeeded()
        let labels = controller.view.subviews.compactMap { $0 as? UILabel }
        let title = try #require(labels.first { $0.text == "UIKitProject" })
        let footer = try #require(labels.first { $0.text == "" })
        #expect(!title.translatesAutoresizingMaskIntoConstraints && !footer.translatesAutoresizingMaskIntoConstraints)
        // centerY = bottom × 1/3 + 1: IB stores y 202, height 43, a centre at 223.5 (667 / 3 + 1 on the pixel grid).
        #expect(abs(title.frame.midY - (667.0 / 3 + 1)) <= 0.25)
        // bottom = footer.bottom + 20: IB stores y 626.5 and height 20.5, a bottom at 647.
        #expect(footer.frame.maxY == 647)
        // leading = safe area + 20 and centred: x 20, width 335 (IB's stored x 0 and width 375 are misplaced frames
        // that its own layout would correct, as Xcode's "Update Frames" shows).
        #expect(title.frame.minX == 20 && title.frame.width == 335)
        #expect(footer.frame.minX == 20 && footer.frame.width == 335)
    }

    @Test("frame-laid views keep IB's frames; the outlet is connected and the action calls the controller")
    func storyboardScene() throws {
        DynamicsPortStoryboard_PeripheryStoryboardViewController.register()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        let controller = try #require(UIStoryboard(name: "PeripheryStoryboardViewController", bundle: nil)
            .instantiateInitialViewController() as? StoryboardViewController)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let button = try #require(controller.button)
        #expect(button.superview === controller.view)
        #expect(button.frame == CGRect(x: 184, y: 433, width: 46, height: 30))
        #expect(button.translatesAutoresizingMaskIntoConstraints)
        #expect(button.title(for: .normal) == "Button")
        let label = try #require(controller.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.frame == CGRect(x: 109, y: 404, width: 197, height: 21))
        #expect(controller.view.backgroundColor == UIColor.systemBackground)
        button.sendActions(for: .touchUpInside)
        #expect(controller.clicks == ["click:"])
    }

    @Test("a view controller loads the nib of its name: File's Owner's outlets, four selector spellings, awakeFromNib")
    func nibOwner() throws {
        DynamicsPortNib_PeripheryXibViewController.register()
        let controller = XibViewController(nibName: "PeripheryXibViewController", bundle: nil)
        let view = try #require(controller.view as? XibView)
        #expect(view.awakenings == 1)
        #expect(view.viewProperty == UIColor(white: 1, alpha: 1))
        #expect(view.customBorderColor?.resolvedColor(with: .current) == UIColor(white: 0, alpha: 1))
        #expect(controller.controllerProperty == UIColor(white: 1, alpha: 1))
        #expect(controller.button?.frame == CGRect(x: 184, y: 439, width: 46, height: 30))
        for button in view.subviews.compactMap({ $0 as? UIButton }) { button.sendActions(for: .touchUpInside) }
        #expect(controller.clicks == ["click:", "clickWithNamedParamWithSender:", "clickNoParams", "clickFor:"])

        // Without an owner, the same nib makes its objects and connects nothing to an owner.
        let objects = try #require(Bundle.main.loadNibNamed("PeripheryXibViewController", owner: nil))
        #expect(objects.count == 1 && (objects.first as? XibView)?.awakenings == 1)
    }
}
