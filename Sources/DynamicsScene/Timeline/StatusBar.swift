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
        case .lightContent: return .light
        case .darkContent: return .dark
        // `.default` follows the appearance, as on iOS 13 and later: dark content in light, light in dark mode.
        case .default, nil: return window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        }
    }
}

/// An iOS status bar of the home-button iPhones the source apps ran on: 20 pt tall, signal bars and Wi-Fi on the
/// left, "9:41 AM" centred (Apple's marketing time), a full battery on the right. It is drawn over the scene and
/// does not take touches.
final class StatusBarView: UIView {
    /// The status bar's height on home-button iPhones.
    static let height: CGFloat = 20

    private let tint: UIColor

    init(width: CGFloat, content: StatusBarContent) {
        tint = content == .dark ? .black : .white
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: StatusBarView.height))
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        tint.set()
        drawSignal(at: CGPoint(x: 6, y: 6))
        drawWiFi(centre: CGPoint(x: 45, y: 14.5))
        drawBattery(right: bounds.width - 6)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12, weight: .semibold),
                                                         .foregroundColor: tint]
        let time = "9:41 AM"
        let size = time.size(withAttributes: attributes)
        time.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (StatusBarView.height - size.height) / 2),
                  withAttributes: attributes)
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

    /// An outlined battery, full, with its terminal nub, its right edge at `right`.
    private func drawBattery(right: CGFloat) {
        let body = CGRect(x: right - 27, y: 5, width: 24.5, height: 11)
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5)
        outline.lineWidth = 1
        outline.stroke()
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 1.2).fill()
        UIBezierPath(roundedRect: CGRect(x: right - 2, y: 8.5, width: 1.5, height: 4), cornerRadius: 0.75).fill()
    }
}
