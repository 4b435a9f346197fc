import Dynamics
import Foundation
import Testing

/// The symbol button types: `.infoLight`, `.infoDark`, `.detailDisclosure` and `.contactAdd`, drawn as iOS 13 and
/// later draws them (the `info.circle` and `plus.circle` symbols in the tint colour, 24.33 × 23.67 points).
@MainActor @Suite struct ButtonTypeTests {
    /// True for a pixel mostly of system blue (0, 122, 255) over white.
    private func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.b > 200 && p.r < 140 }

    @Test(arguments: [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure])
    func infoButtonsShowTheInfoCircle(type: UIButton.ButtonType) throws {
        let button = UIButton(type: type)
        let size = CGSize(width: 73.0 / 3, height: 71.0 / 3)
        #expect(button.frame.size == size && button.intrinsicContentSize == size)
        #expect(button.currentImage?.size == size)
        #expect(button.currentImage?.isSymbolImage == true && button.buttonType == type)
        let canvas = makeCanvas(width: 40, height: 40)
        button.frame.origin = CGPoint(x: 8, y: 8)
        canvas.addSubview(button)
        let image = try render(canvas, scale: 2)
        // The ring, radius 10.05 around (20.17, 19.83): its top at y 9.8; the stem of the "i" below the centre.
        #expect(isBlue(pixel(image, atPoint: 20.17, 9.8, scale: 2)))
        #expect(isBlue(pixel(image, atPoint: 20.17, 22.5, scale: 2)))
        #expect(matches(pixel(image, atPoint: 15, 20, scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 5, 5, scale: 2), (255, 255, 255)))
    }

    /// Coverage across the middle row (35) and column (36) of `UIButton(type: .contactAdd)` drawn at 3× on a
    /// transparent canvas, as an iOS simulator recorded it (swift-snapshot-testing's `testUIView` reference, 73 × 71
    /// pixels): the ring's two walls and the plus's bar.
    private static let iOSRow35: [Int] = [
        0, 0, 0, 0, 252, 255, 255, 255, 173, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 56, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 173, 255, 255, 255, 252, 0, 0, 0, 0,
    ]
    private static let iOSColumn36: [Int] = [
        0, 0, 0, 252, 255, 255, 255, 167, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 45, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        186, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 167, 255, 255, 255, 252, 0, 0, 0,
    ]

    @Test func contactAddMatchesTheIOSRecordedButton() throws {
        let button = UIButton(type: .contactAdd)
        #expect(button.frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        let image = try render(button, scale: 3, transparent: true)
        #expect(image.width == 73 && image.height == 71)
        guard image.width == 73 && image.height == 71 else { return }
        let row = (0..<73).map { Int(image.pixel(x: $0, y: 35).a) }
        let column = (0..<71).map { Int(image.pixel(x: 36, y: $0).a) }
        // Each pixel within an anti-aliased edge's worth of iOS's, and as much ink in all.
        for (ours, iOS) in [(row, Self.iOSRow35), (column, Self.iOSColumn36)] {
            let worst = zip(ours, iOS).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 90, "ours \(ours), iOS \(iOS)")
            let ourInk: Int = ours.reduce(0, +), iOSInk: Int = iOS.reduce(0, +)
            #expect(abs(ourInk - iOSInk) <= 255, "ours \(ours), iOS \(iOS)")
        }
        let centre = image.pixel(x: 36, y: 35)
        #expect(centre.r == 0 && centre.g == 122 && centre.b == 255 && centre.a == 255)   // systemBlue, as iOS's
    }

    @Test func contactAddShowsAPlusInACircleAndNumbersAreIOSs() throws {
        let button = UIButton(type: .contactAdd)
        let canvas = makeCanvas(width: 40, height: 40)
        button.frame.origin = CGPoint(x: 8, y: 8)
        canvas.addSubview(button)
        let image = try render(canvas, scale: 2)
        #expect(isBlue(pixel(image, atPoint: 20.17, 19.83, scale: 2)))
        #expect(isBlue(pixel(image, atPoint: 16.5, 19.83, scale: 2)), "the bar of the plus")
        #expect(matches(pixel(image, atPoint: 15.5, 15.5, scale: 2), (255, 255, 255)))
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.roundedRect == .system && UIButton.ButtonType(rawValue: 2) == .detailDisclosure)
        #expect(UIButton(type: .system).currentImage == nil)
    }
}
