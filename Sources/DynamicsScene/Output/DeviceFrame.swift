import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// A plain rounded bezel around a scene, so a frame can go into a slide or a README as is: a near-black body
/// 16 pt wider than the screen on every side, its corners rounded, the screen's corners rounded to match.
/// An original drawing, not a picture of any real device. Outside the body stays transparent (or white).
enum DeviceFrame {
    /// The bezel's width around the screen.
    static let border: CGFloat = 16
    /// The body's corner radius; the screen's is this minus the border.
    static let cornerRadius: CGFloat = 40

    /// The size of a framed screen of `screenSize`.
    static func size(around screenSize: CGSize) -> CGSize {
        CGSize(width: screenSize.width + 2 * border, height: screenSize.height + 2 * border)
    }

    /// A view holding `window` inside the bezel; render it instead of `window`.
    @MainActor static func wrap(_ window: UIView) -> UIView {
        let screenSize = window.bounds.size
        let body = UIView(frame: CGRect(origin: .zero, size: size(around: screenSize)))
        body.backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        body.layer.cornerRadius = cornerRadius
        body.layer.borderWidth = 1.5
        body.layer.borderColor = UIColor(white: 0.42, alpha: 1)
        let screen = UIView(frame: CGRect(x: border, y: border, width: screenSize.width, height: screenSize.height))
        screen.layer.cornerRadius = cornerRadius - border
        screen.clipsToBounds = true
        window.frame = screen.bounds
        screen.addSubview(window)
        body.addSubview(screen)
        // The renderer skips a transparent frame's root background, so the body sits in a clear holder.
        let holder = UIView(frame: body.frame)
        holder.addSubview(body)
        return holder
    }
}
