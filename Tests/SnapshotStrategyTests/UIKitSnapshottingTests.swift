import Dynamics
import DynamicsSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A controller that writes down the safe area and traits its view was laid out with.
private final class RecordingController: UIViewController {
    var safeArea = UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1)
    var traits = UITraitCollection()
    var appeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        safeArea = view.safeAreaInsets
        traits = traitCollection
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}

/// The image a strategy takes of `value` (strategies here answer at once).
private func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) throws -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return try #require(result)
}

/// One premultiplied BGRA pixel of an image, at pixel (x, y).
private func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> [UInt8] {
    let pixels = try PNGReader.read(data: try #require(image.pngData()), name: "snapshot")
    let offset = y * pixels.stride + x * 4
    return Array(pixels.bytes[offset..<offset + 4])
}

@Suite("swift-snapshot-testing's UIKit strategies", .serialized)
@MainActor struct UIKitSnapshottingTests {
    @Test("a controller on a device preset is an image of the preset's size at the traits' scale")
    func pixelSizes() throws {
        let cases: [(ViewImageConfig, CGFloat, Int, Int)] = [
            (.iPhoneSe, 2, 640, 1136), (.iPhoneSe(.landscape), 2, 1136, 640), (.iPhone8, 3, 1125, 2001),
            (.iPhoneX(.landscape), 3, 2436, 1125), (.iPhone13, 3, 1170, 2532), (.iPhone13Mini, 1, 375, 812),
            (.iPhone13ProMax(.landscape), 1, 926, 428), (.iPadMini, 2, 2048, 1536),
            (.iPadPro11(.portrait(splitView: .oneThird)), 2, 640, 2388), (.iPadPro12_9(.landscape(splitView: .oneHalf)), 1, 678, 1024),
        ]
        for (config, scale, width, height) in cases {
            let image = try take(RecordingController() as UIViewController,
                                 as: .image(on: config, traits: UITraitCollection(displayScale: scale)))
            #expect(image.scale == scale)
            let pixels = try PNGReader.read(data: try #require(image.pngData()), name: "snapshot")
            #expect(pixels.width == width && pixels.height == height, "\(config.size!) at \(scale)×")
            #expect(try pixel(image, width / 2, height / 2) == [255, 122, 0, 255], "systemBlue fills the view")
        }
        let unscaled = try take(RecordingController() as UIViewController, as: .image(on: .iPhone8))
        #expect(unscaled.scale == UIScreen.main.scale, "no display scale in the traits: the screen's")
    }

    @Test("the view sees the preset's safe area, the controller its traits with the test's over them")
    func safeAreaAndTraits() throws {
        let cases: [(ViewImageConfig, UIEdgeInsets, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass, UIUserInterfaceIdiom)] = [
            (.iPhoneX, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .compact, .regular, .phone),
            (.iPhoneX(.landscape), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .compact, .compact, .phone),
            (.iPhoneXsMax(.landscape), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .regular, .compact, .phone),
            (.iPhoneSe, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular, .phone),
            (.iPhone13Mini, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .compact, .regular, .phone),
            (.iPadPro11, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .regular, .regular, .pad),
            (.iPad10_2(.portrait(splitView: .oneThird)), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular, .pad),
        ]
        for (config, insets, width, height, idiom) in cases {
            let controller = RecordingController()
            _ = try take(controller as UIViewController,
                         as: .image(on: config, traits: UITraitCollection(userInterfaceStyle: .dark)))
            #expect(controller.safeArea == insets, "\(config.size!)")
            #expect(controller.traits.horizontalSizeClass == width && controller.traits.verticalSizeClass == height)
            #expect(controller.traits.userInterfaceIdiom == idiom)
            #expect(controller.traits.userInterfaceStyle == .dark, "the test's traits over the preset's")
            #expect(controller.appeared)
        }
        let phone = RecordingController()
        _ = try take(phone as UIViewController, as: .image(on: .iPhone8))
        #expect(phone.traits.preferredContentSizeCategory == .medium)
        #expect(phone.traits.forceTouchCapability == .available)
        #expect(UITraitCollection.iPhoneXr(.portrait).forceTouchCapability == .unavailable)
    }

    @Test("presets of devices in the catalogue have the catalogue's screens")
    func presetsUseTheCatalogue() {
        #expect(ViewImageConfig.iPhone8.size == DeviceProfile.iPhone8.metrics?.portraitSize)
        #expect(ViewImageConfig.iPhoneX.size == DeviceProfile.iPhoneX.metrics?.portraitSize)
        #expect(ViewImageConfig.iPhone13.size == DeviceProfile.iPhone13.metrics?.portraitSize)
        #expect(ViewImageConfig.iPhone12Pro.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro12_9(.portrait).size == DeviceProfile.iPadPro12_9.metrics?.portraitSize)
        #expect(ViewImageConfig.iPhone13.safeArea == DeviceProfile.iPhone13.metrics?.portraitSafeArea)
    }

    @Test("a view alone: its own size, no safe area, transparent around its layer")
    func viewImage() throws {
        let view = UIView(frame: CGRect(x: 5, y: 7, width: 30, height: 20))
        let dot = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
        dot.backgroundColor = .red
        view.addSubview(dot)
        let image = try take(view, as: .image(traits: UITraitCollection(displayScale: 2)))
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        #expect(try pixel(image, 0, 0) == [0, 0, 0, 0])
        #expect(try pixel(image, 30, 20) == [0, 0, 255, 255])
        #expect(view.frame == CGRect(x: 5, y: 7, width: 30, height: 20), "the frame is put back")
        let sized = try take(view, as: .image(size: CGSize(width: 50, height: 40), traits: UITraitCollection(displayScale: 1)))
        #expect(sized.size == CGSize(width: 50, height: 40))
    }

    @Test("layers and paths draw at their bounds")
    func layerAndPath() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.backgroundColor = UIColor.green.cgColor
        let layerImage = try take(layer, as: .image(traits: UITraitCollection(displayScale: 3)))
        #expect(layerImage.size == CGSize(width: 40, height: 30) && layerImage.scale == 3)
        #expect(try pixel(layerImage, 60, 45) == [0, 255, 0, 255])
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30))
        let pathImage = try take(path, as: .image(scale: 2))
        #expect(pathImage.size == CGSize(width: 30, height: 30))
        #expect(try pixel(pathImage, 30, 30) == [0, 0, 0, 255], "filled black in the middle")
        #expect(try pixel(pathImage, 1, 1) == [0, 0, 0, 0], "transparent outside the oval")
    }

    @Test("recursiveDescription prints the tree as UIKit does, without addresses")
    func recursiveDescription() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = UILabel(frame: CGRect(x: 10, y: 10.5, width: 100, height: 20))
        label.text = "Hello"
        view.addSubview(label)
        let box = UIView(frame: CGRect(x: 10, y: 40, width: 100.0 / 3, height: 30))
        box.isHidden = true
        box.clipsToBounds = true
        box.alpha = 0.5
        box.tag = 7
        view.addSubview(box)
        let text = try take(view, as: .recursiveDescription)
        #expect(text == """
            <UIView; frame = (0 0; 120 80); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (10 10.5; 100 20); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UIView; frame = (10 40; 33.3333 30); clipsToBounds = YES; hidden = YES; alpha = 0.5; tag = 7; layer = <CALayer>>
            """)
    }

    @Test("recursiveDescription prints a view whose class overrides description by that description")
    func recursiveDescriptionOfAnOverride() throws {
        final class Named: UIView {
            nonisolated override var description: String {
                MainActor.assumeIsolated { "<Named; width = \(frame.width)>" }
            }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.addSubview(Named(frame: CGRect(x: 0, y: 0, width: 30, height: 10)))
        let text = try take(view, as: .recursiveDescription)
        #expect(text == """
            <UIView; frame = (0 0; 120 80); layer = <CALayer>>
               | <Named; width = 30.0>
            """)
    }

    @Test("hierarchy prints the controllers with their appearance states")
    func hierarchy() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let text = try take(navigation as UIViewController, as: .hierarchy)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("<UINavigationController>, state: appeared, view: <") == true, "\(text)")
        #expect(lines.last?.hasPrefix("   | <UIViewController>, state: appeared, view: <UIView>") == true, "\(text)")
    }

    @Test("a failing comparison says how much differs, with the library's messages and attachments")
    func failingComparison() throws {
        func square(_ colour: UIColor, changed: Int) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                colour.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: changed, height: 1))
            }
        }
        let reference = square(.red, changed: 0)
        let moved = square(.blue, changed: 10)
        let exact = try #require(Diffing<UIImage>.image.diffV2(reference, moved))
        #expect(exact.0 == "Newly-taken snapshot does not match reference. 10 of 100 pixels (10.0000 %) differ.")
        #expect(exact.1.count == 3)
        // Red to blue changes two bytes (blue and red) of each of the 10 pixels: 20 of 400 bytes.
        let loose = try #require(Diffing<UIImage>.image(precision: 0.96).diffV2(reference, moved))
        #expect(loose.0.hasPrefix("Actual image precision 0.95 is less than required 0.96"), "\(loose.0)")
        #expect(Diffing<UIImage>.image(precision: 0.95).diffV2(reference, moved) == nil)
        #expect(Diffing<UIImage>.image.diffV2(reference, square(.red, changed: 10)) == nil)
        let nearlyRed = square(UIColor(red: 0.99, green: 0, blue: 0, alpha: 1), changed: 10)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(reference, nearlyRed) == nil)
        let perceptual = try #require(Diffing<UIImage>.image(precision: 0.95, perceptualPrecision: 0.98)
            .diffV2(reference, moved))
        #expect(perceptual.0.hasPrefix("The percentage of pixels that match 0.9 is less than required 0.95"), "\(perceptual.0)")
        let smaller = square(.red, changed: 0)
        let other = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(Diffing<UIImage>.image.diffV2(smaller, other)?.0
            == "Newly-taken snapshot@(4.0, 4.0) does not match reference@(10.0, 10.0).")
    }
}
