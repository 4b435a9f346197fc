import Foundation
import DynamicsGeometry

/// The numbers an iOS 15 configured button is drawn with, by size class, and its state colours. Insets, fonts and
/// radii are read off iOS 15 screenshots of the default configurations (a medium filled button with a one-line
/// title is 34⅓ points tall on iOS, 7 + the 17-point line + 7); the tinted alpha and disabled colours are ours.
enum ButtonConfigurationMetrics {
    static func insets(for size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        // `.medium`, and a later system's size: the default size's.
        default: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }
    }

    @MainActor static func titleFont(for size: UIButton.Configuration.Size) -> UIFont {
        switch size {
        case .mini: .preferredFont(forTextStyle: .footnote)
        case .small: .preferredFont(forTextStyle: .subheadline)
        default: .preferredFont(forTextStyle: .body) // `.medium`, `.large`, and a later system's size
        }
    }

    @MainActor static func subtitleFont(for size: UIButton.Configuration.Size) -> UIFont {
        switch size {
        case .mini: .preferredFont(forTextStyle: .caption2)
        case .small: .preferredFont(forTextStyle: .caption1)
        default: .preferredFont(forTextStyle: .subheadline) // `.medium`, `.large`, and a later system's size
        }
    }

    static func cornerRadius(for configuration: UIButton.Configuration, height: CGFloat) -> CGFloat {
        switch configuration.cornerStyle {
        case .small: 4
        case .medium, .fixed: 8
        case .large: 12
        case .capsule: height / 2
        default: // `.dynamic`, and a later system's style: the default's
            switch configuration.buttonSize {
            case .mini, .small: 4
            case .large: 8
            default: 6 // `.medium`, and a later system's size
            }
        }
    }

    /// The fraction of the tint a tinted background shows.
    static let tintedAlpha: CGFloat = 0.15

    /// The background and foreground colours for a style, its base colours, the tint and the button's state.
    @MainActor static func colors(for configuration: UIButton.Configuration, tint: UIColor,
                                  state: UIControl.State) -> (background: UIColor?, foreground: UIColor) {
        if state.contains(.disabled) {
            return (configuration.style == .plain ? nil : .tertiarySystemFill, .tertiaryLabel)
        }
        let base = configuration.baseBackgroundColor
        let foreground = configuration.baseForegroundColor
        switch configuration.style {
        case .plain: return (base, foreground ?? tint)
        case .gray: return (base ?? .tertiarySystemFill, foreground ?? tint)
        case .tinted: return ((base ?? tint).withAlphaComponent(tintedAlpha), foreground ?? tint)
        case .filled: return (base ?? tint, foreground ?? .white)
        }
    }
}
