import Dynamics
import Foundation
import Testing

/// UIVisualEffectView with UIBlurEffect: a real Gaussian blur of what lies beneath, then the style's tint.
@Suite("UIVisualEffectView")
struct VisualEffectViewTests {
    /// A 200 × 100 canvas, black left of x = 100 and white right of it, under an effect view from x = 20 to 180.
    private func scene(_ style: UIBlurEffect.Style) -> (UIView, UIVisualEffectView) {
        let canvas = makeCanvas(width: 200, height: 100)
        addBox(to: canvas, CGRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effectView.frame = CGRect(x: 20, y: 0, width: 160, height: 100)
        canvas.addSubview(effectView)
        return (canvas, effectView)
    }

    /// The standard normal distribution function.
    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    @Test("a black/white edge under .light becomes a Gaussian ramp of σ = 30 pt, 30 % white over it", arguments: [1, 2])
    func lightRamp(scale: Int) throws {
        let (canvas, _) = scene(.light)
        let image = try render(canvas, scale: CGFloat(scale))
        for offset in [-75.0, -45, -30, -15, 0, 15, 30, 45, 75] {
            // The pixel whose centre is `offset` points right of the edge.
            let x = Int((100 + offset) * Double(scale))
            let distance = (Double(x) + 0.5) / Double(scale) - 100
            let blurred = phi(distance / 30)
            let expected = (blurred * 0.7 + 0.3) * 255
            let actual = Double(image.pixel(x: x, y: 50 * scale).r)
            #expect(abs(actual - expected) <= 3, "offset \(offset) pt: \(actual) against \(expected)")
        }
        // Outside the effect view the background is untouched.
        #expect(image.pixel(x: 10 * scale, y: 50 * scale).r == 0)
        #expect(image.pixel(x: 190 * scale, y: 50 * scale).r == 255)
    }

    @Test(".dark tints a flat area with white 0.11 at 73 %, .extraLight with white 0.97 at 82 %")
    func flatTints() throws {
        var (canvas, effectView) = scene(.dark)
        var image = try render(canvas, scale: 1)
        // Far from the edge the blur is flat: white under dark → 0.27 + 0.11 × 0.73; black → 0.11 × 0.73.
        #expect(abs(Int(image.pixel(x: 175, y: 50).g) - 89) <= 2)
        #expect(abs(Int(image.pixel(x: 25, y: 50).g) - 20) <= 2)
        effectView.effect = UIBlurEffect(style: .extraLight)
        image = try render(canvas, scale: 1)
        #expect(abs(Int(image.pixel(x: 175, y: 50).g) - Int((0.18 + 0.97 * 0.82) * 255)) <= 2)
        #expect(abs(Int(image.pixel(x: 25, y: 50).g) - Int(0.97 * 0.82 * 255)) <= 2)
        (canvas, effectView) = scene(.light)
        effectView.effect = nil
        image = try render(canvas, scale: 1)
        #expect(image.pixel(x: 99, y: 50).r == 0 && image.pixel(x: 100, y: 50).r == 255)
    }

    @Test("colours under the blur are saturated by 1.8 about their luminance")
    func saturation() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        canvas.backgroundColor = UIColor(red: 0.6, green: 0.5, blue: 0.4, alpha: 1)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = canvas.bounds
        canvas.addSubview(effectView)
        let image = try render(canvas, scale: 1)
        let (r, g, b) = (0.6 * 255, 0.5 * 255, 0.4 * 255)
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let red = (luminance + 1.8 * (r - luminance)) * 0.7 + 0.3 * 255
        let blue = (luminance + 1.8 * (b - luminance)) * 0.7 + 0.3 * 255
        let p = image.pixel(x: 50, y: 50)
        #expect(abs(Double(p.r) - red) <= 2 && abs(Double(p.b) - blue) <= 2)
    }

    @Test("content in contentView is drawn sharp over the effect; corner radius rounds the effect")
    func contentAndCorners() throws {
        let (canvas, effectView) = scene(.light)
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == effectView.bounds)
        let box = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
        box.backgroundColor = .red
        effectView.contentView.addSubview(box)
        effectView.layer.cornerRadius = 20
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 95, 50, scale: 1), (255, 0, 0), tolerance: 0))
        // The top-left corner outside the rounding shows the black background unblurred.
        #expect(matches(pixel(image, atPoint: 21, 1, scale: 1), (0, 0, 0), tolerance: 0))
        #expect(image.pixel(x: 30, y: 50).r > 60)
    }

    @Test("blur styles have UIKit's raw values (all 21: OpenEnumerationCaseTests); vibrancy is a type")
    func styles() {
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(vibrancy.blurEffect.style == .systemMaterial && vibrancy.style == .secondaryLabel)
        let nested = UIVisualEffectView(effect: vibrancy)
        #expect(nested.effect === vibrancy)
    }
}
