import Foundation
import DynamicsGeometry

extension NSAttributedString.Key {
    /// The font attribute (a `UIFont`), as UIKit defines it.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour attribute (a `UIColor`), as UIKit defines it.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the characters (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the characters (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Line spacing and alignment (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The colour of the underline (a `UIColor`); without it the underline takes the text's colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough (a `UIColor`); without it the line takes the text's colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the characters sit above the baseline, in points (a number; negative lowers them): superscripts and
    /// subscripts. The line makes room for characters raised above its other text.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The colour of the characters' outline (a `UIColor`); without it the outline takes the text's colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font's point size (a number): positive draws the outline alone,
    /// negative fills the characters and outlines them, 0 (the default) draws no outline.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

/// The line styles of underlines and strikethroughs, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value stored in the attribute.
    public var rawValue: Int
    /// A style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Paragraph settings of attributed text, as UIKit's `NSParagraphStyle`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Horizontal alignment of the lines.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines that do not fit are broken or shortened.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// UIKit's default paragraph style.
    public static let `default` = NSParagraphStyle()
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Extra space between lines, in points.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Horizontal alignment of the lines.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines that do not fit are broken or shortened.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}
