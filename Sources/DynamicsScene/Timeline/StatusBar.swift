import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The colour of an iOS status bar's content, as `UIStatusBarStyle` picks it.
public enum StatusBarContent: Sendable {
    /// Black time and icons, for light backgrounds (`.darkContent`, the default on white screens).
    case dark
    /// White time and icons, for dark or colourful backgrounds (`.lightContent`).
    case light
    /// Whatever the window's view controllers ask for, read on every frame as iOS does: the style from
    /// `preferredStatusBarStyle` and the visibility from `prefersStatusBarHidden` of the controller UIKit asks (the
    /// root controller, or the one presented over it, or the child it names). `.default` and no root controller
    /// give dark content in light appearance and light content in dark mode, as iOS 13 and later do.
    case automatic

    /// The content to draw over `window` on this frame, or nil when the bar is hidden.
    @MainActor func resolved(in window: UIWindow) -> StatusBarContent? {
        guard self == .automatic else { return self }
        if window.statusBarAppearanceController(for: .hidden)?.prefersStatusBarHidden == true { return nil }
        // Over the black backdrop of a sheet, iOS 13 and later draw the status bar light.
        if window.statusBarIsOverSheetBackdrop { return .light }
        switch window.statusBarAppearanceController(for: .style)?.preferredStatusBarStyle {
        case .lightContent, .blackOpaque: return .light
        case .darkContent: return .dark
        // `.default` (and a style of a later iOS) follows the appearance, as on iOS 13 and later: dark content in
        // light, light in dark mode.
        default: return window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        }
    }
}

/// An iOS status bar, drawn over the scene without taking touches: "9:41" (Apple's marketing time), signal bars,
/// Wi-Fi and a full battery, laid out as the device shows them — on the 20 pt bar of home-button iPhones the time
/// is centred with the signal on the left and the battery on the right; on the taller bar of Face ID iPhones the
/// time sits in the middle of the left ear and the icons in the middle of the right one, beside the sensor housing;
/// on an iPad's 24 pt bar the time is at the leading margin and the icons at the trailing one.
final class StatusBarView: UIView {
    /// The status bar's height on home-button iPhones (and on a scene with no named device).
    static let homeButtonHeight: CGFloat = 20

    private let tint: UIColor

    init(width: CGFloat, height: CGFloat = StatusBarView.homeButtonHeight, content: StatusBarContent) {
        tint = content == .dark ? .black : .white
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        tint.set()
        if bounds.height <= Self.homeButtonHeight {
            drawHomeButtonBar()
        } else if bounds.width >= 600 {
            drawPadBar()
        } else {
            drawEarsBar()
        }
    }

    private func drawHomeButtonBar() {
        drawSignal(at: CGPoint(x: 6, y: 6))
        drawWiFi(centre: CGPoint(x: 45, y: 14.5))
        drawBattery(right: bounds.width - 6, top: 5)
        drawTime("9:41 AM", size: 12, centreX: bounds.width / 2, centreY: Self.homeButtonHeight / 2)
    }

    /// Face ID iPhones: the ears either side of the housing, each about 28 % of the width.
    private func drawEarsBar() {
        let ear = bounds.width * 0.28, centreY = bounds.height / 2 + 1
        drawTime("9:41", size: 17, centreX: ear / 2 + 6, centreY: centreY)
        // Signal, Wi-Fi and battery, 66 pt together, centred in the right ear.
        let left = bounds.width - ear / 2 - 6 - 33
        drawSignal(at: CGPoint(x: left, y: centreY - 5.5))
        drawWiFi(centre: CGPoint(x: left + 27, y: centreY + 4))
        drawBattery(right: left + 66, top: centreY - 5.5)
    }

    private func drawPadBar() {
        let centreY = bounds.height / 2
        drawTime("9:41 AM", size: 14, centreX: nil, centreY: centreY)
        let right = bounds.width - 20
        drawWiFi(centre: CGPoint(x: right - 44, y: centreY + 4))
        drawBattery(right: right, top: centreY - 5.5)
    }

    /// The time in the system font, centred on `centreX` (nil: starting at the 20 pt margin).
    private func drawTime(_ time: String, size fontSize: CGFloat, centreX: CGFloat?, centreY: CGFloat) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: fontSize, weight: .semibold),
                                                         .foregroundColor: tint]
        let size = time.size(withAttributes: attributes)
        let x = centreX.map { $0 - size.width / 2 } ?? 20
        time.draw(at: CGPoint(x: x, y: centreY - size.height / 2), withAttributes: attributes)
    }

    /// Four rising bars.
    private func drawSignal(at origin: CGPoint) {
        for index in 0..<4 {
            let height = 3 + CGFloat(index) * 2
            let bar = CGRect(x: origin.x + CGFloat(index) * 4.5, y: origin.y + 9 - height, width: 3, height: height)
            UIBezierPath(roundedRect: bar, cornerRadius: 0.75).fill()
        }
    }

    /// Three concentric arcs and a dot, opening upwards.
    private func drawWiFi(centre: CGPoint) {
        for radius in [3.5, 6.5, 9.5] as [CGFloat] {
            let arc = UIBezierPath(arcCenter: centre, radius: radius, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4,
                                   clockwise: true)
            arc.lineWidth = 1.6
            arc.lineCapStyle = .round
            arc.stroke()
        }
        UIBezierPath(ovalIn: CGRect(x: centre.x - 1.2, y: centre.y - 1.2, width: 2.4, height: 2.4)).fill()
    }

    /// An outlined battery, full, with its terminal nub, its right edge at `right` and its top at `top`.
    private func drawBattery(right: CGFloat, top: CGFloat) {
        let body = CGRect(x: right - 27, y: top, width: 24.5, height: 11)
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5)
        outline.lineWidth = 1
        outline.stroke()
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 1.2).fill()
        UIBezierPath(roundedRect: CGRect(x: right - 2, y: top + 3.5, width: 1.5, height: 4), cornerRadius: 0.75).fill()
    }
}
