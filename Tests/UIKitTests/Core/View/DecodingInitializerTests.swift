import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A view written as iOS code writes one: its own designated initializer, and the required decoding initializer that
/// calls `super.init(coder:)` and shares the setup.
private final class BadgeView: UIView {
    let caption: String
    private(set) var setUpCount = 0

    init(caption: String) {
        self.caption = caption
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        setUp()
    }

    required init?(coder: NSCoder) {
        caption = "from archive"
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setUpCount += 1
        backgroundColor = .systemRed
    }
}

/// A layer subclass as iOS code writes one, with the one change Swift forces here: `init()` is required (views build
/// their layer from `layerClass` through it), so its override says `required`.
private final class RingLayer: CAShapeLayer {
    var ringWidth: CGFloat = 4

    required init() { super.init() }

    required init?(coder: NSCoder) {
        ringWidth = 2
        super.init(coder: coder)
    }
}

/// UIKit's `required init?(coder:)` on every view class: subclasses written for iOS compile, and the decoding
/// initializer makes the object the plain initializer would (there are no archives to decode here).
@Suite struct DecodingInitializerTests {
    @Test func aSubclassCallingSuperInitCoderGetsAZeroFrameAndItsOwnSetUp() throws {
        let view = try #require(BadgeView(coder: NSCoder()))
        #expect(view.caption == "from archive")
        #expect(view.setUpCount == 1)
        #expect(view.frame == .zero)
        #expect(view.backgroundColor == .systemRed)
        #expect(view.isUserInteractionEnabled)
        let built = BadgeView(caption: "3")
        #expect(built.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    @Test func decodedControlsMatchTheirPlainInitializers() throws {
        let label = try #require(UILabel(coder: NSCoder()))
        #expect(!label.isUserInteractionEnabled)
        #expect(label.frame == .zero)
        let imageView = try #require(UIImageView(coder: NSCoder()))
        #expect(!imageView.isUserInteractionEnabled)
        let button = try #require(UIButton(coder: NSCoder()))
        #expect(button.buttonType == .custom)
        #expect(button.titleLabel?.font == UIButton(type: .custom).titleLabel?.font)
        #expect(button.titleLabel?.textAlignment == .center)
    }

    @Test func aDecodedScrollViewClipsAndScrollsByItsPanRecognizer() throws {
        let scrollView = try #require(UIScrollView(coder: NSCoder()))
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    }

    @Test func aDecodedCollectionViewHasAFlowLayoutPointingBack() throws {
        let collectionView = try #require(UICollectionView(coder: NSCoder()))
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.collectionView === collectionView)
        let cell = try #require(UICollectionViewCell(coder: NSCoder()))
        #expect(cell.contentView.superview === cell)
    }

    @Test func aDecodedNavigationBarShowsItsParts() throws {
        let bar = try #require(UINavigationBar(coder: NSCoder()))
        #expect(bar.subviews.count == UINavigationBar(frame: .zero).subviews.count)
        #expect(bar.subviews.count >= 3)
    }

    @Test func layerSubclassesDecodeAsStandaloneLayers() throws {
        let ring = try #require(RingLayer(coder: NSCoder()))
        #expect(ring.ringWidth == 2)
        #expect(ring.bounds == .zero)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.layer.addSublayer(ring)
        #expect(host.layer.sublayers?.contains { $0 === ring } == true)
    }
}

/// Small pieces of UIKit that iOS view-controller code touches.
@Suite struct AppShellSurfaceTests {
    @Test func colourLiteralsMakeUIColorsAndLayerColours() {
        let literal: UIColor = #colorLiteral(red: 0.9529411793, green: 0.6862745285, blue: 0.1333333403, alpha: 1)
        #expect(abs(literal.red - 0.9529411793) < 1e-6 && abs(literal.blue - 0.1333333403) < 1e-6 && literal.alpha == 1)
        let view = UIView(frame: .zero)
        view.layer.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == .black)
    }

    @Test func lifeCycleNotificationNamesAndTheHomeIndicatorFlagExist() {
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.shared.applicationState == .active)
        #expect(!UIViewController().prefersHomeIndicatorAutoHidden)
        // SensorTesting overrides it to ask for every edge.
        #expect(UIViewController().preferredScreenEdgesDeferringSystemGestures == [])
        #expect(UIViewController().childForScreenEdgesDeferringSystemGestures == nil)
    }
}
