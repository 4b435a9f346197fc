import Foundation
import DynamicsGeometry

/// The text field inside a search bar (iOS 13's `searchTextField`): a grey rounded field with a magnifying glass at
/// its leading end and a clear button while editing. Type into it (`context.type(_:into:)`) to search.
open class UISearchTextField: UITextField {
    /// The field's height and corner radius, in points (iOS 13–17's).
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// The magnifying glass's size, and the space before and after it, in points (our reading of screenshots).
    static let glassSize: CGFloat = 16
    static let glassInset: CGFloat = 8
    static let glassGap: CGFloat = 6

    /// A search field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        style()
    }

    /// A search field with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        style()
    }

    private func style() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .scaleAspectFit
        glass.frame = CGRect(x: 0, y: 0, width: Self.glassSize, height: Self.glassSize)
        leftView = glass
        leftViewMode = .always
    }

    /// The glass 8 points in from the left end, centred vertically; in a right-to-left field the left end holds the
    /// trailing overlay (`rightView`) instead.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard !isRightToLeft else { return super.leftViewRect(forBounds: bounds) }
        return glassRect(x: bounds.minX + Self.glassInset, in: bounds)
    }

    /// In a right-to-left field, the glass 8 points in from the right end, centred vertically.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard isRightToLeft else { return super.rightViewRect(forBounds: bounds) }
        return glassRect(x: bounds.maxX - Self.glassInset - Self.glassSize, in: bounds)
    }

    /// The text starts 6 points after the glass, on whichever side the glass leads.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        if isRightToLeft {
            let right = rightViewRect(forBounds: bounds).minX - Self.glassGap
            return CGRect(x: rect.minX, y: rect.minY, width: max(right - rect.minX, 0), height: rect.height)
        }
        let left = leftViewRect(forBounds: bounds).maxX + Self.glassGap
        return CGRect(x: left, y: rect.minY, width: max(rect.maxX - left, 0), height: rect.height)
    }

    private func glassRect(x: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: x, y: bounds.midY - Self.glassSize / 2, width: Self.glassSize, height: Self.glassSize)
    }
}
