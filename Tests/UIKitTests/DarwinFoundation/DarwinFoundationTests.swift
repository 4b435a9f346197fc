import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// The Darwin Foundation API iOS code uses beside UIKit (`Sources/DynamicsUIKit/DarwinFoundation/`).
@Suite("Darwin Foundation")
struct DarwinFoundationTests {
    static let text = "UIKit Dynamics lets views fall, bounce, snap and swing like physical objects on the screen"
    static let font = UIFont.systemFont(ofSize: 17)

    /// A multi-line label's size for `text` wrapped at `width`, as `UILabel` measures it.
    func labelSize(width: CGFloat, lines: Int = 0) -> CGSize {
        let label = UILabel()
        label.font = Self.font
        label.numberOfLines = lines
        label.text = Self.text
        return label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    }

    @Test("boundingRect with .usesLineFragmentOrigin is a multi-line label's size before rounding")
    func boundingRectMatchesLabel() {
        let rect = Self.text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: [.font: Self.font], context: nil)
        let label = labelSize(width: 120)
        #expect(rect.origin == .zero)
        #expect(rect.height.rounded(.up) == label.height)
        #expect(rect.width.rounded(.up) == label.width)
        #expect(rect.width <= 120)
        // Several lines: far taller than one line of the font.
        #expect(rect.height > 4 * Self.font.lineHeight)
        // UIKit's options, spelled both ways, measure the same.
        let spelled = Self.text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                             options: [NSString.DrawingOptions.usesLineFragmentOrigin, .usesFontLeading],
                                             attributes: [.font: Self.font], context: nil)
        #expect(spelled == rect)
    }

    @Test("a height that cuts the text keeps the lines that fit wholly, as a label limited to that many lines")
    func heightLimit() {
        let twoLines = labelSize(width: 120, lines: 2)
        let rect = Self.text.boundingRect(with: CGSize(width: 120, height: twoLines.height + Self.font.lineHeight / 2),
                                          options: .usesLineFragmentOrigin, attributes: [.font: Self.font], context: nil)
        #expect(rect.height.rounded(.up) == twoLines.height)
        let truncated = Self.text.boundingRect(with: CGSize(width: 120, height: twoLines.height + 1),
                                               options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                               attributes: [.font: Self.font], context: nil)
        #expect(truncated.height.rounded(.up) == twoLines.height)
    }

    @Test("a truncating paragraph style keeps the text on one line, shortened to the width")
    func truncatingParagraph() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let rect = Self.text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin,
                                          attributes: [.font: Self.font, .paragraphStyle: style], context: nil)
        #expect(rect.height == Self.text.size(withAttributes: [.font: Self.font]).height)
        #expect(rect.width <= 120 && rect.width > 60)
    }

    @Test("without .usesLineFragmentOrigin the text is one line whose baseline is at y = 0")
    func oneLine() {
        let single = Self.text.size(withAttributes: [.font: Self.font])
        let rect = Self.text.boundingRect(with: CGSize(width: 120, height: 20), options: [],
                                          attributes: [.font: Self.font], context: nil)
        #expect(rect.width == single.width)
        #expect(rect.height == single.height)
        #expect(rect.width > 120)
        // The origin is the baseline: the rectangle starts about one ascent above it.
        #expect(rect.minY < -Self.font.ascender * 0.8 && rect.minY > -single.height)
        // The one-line label of the same text is that size, rounded up.
        #expect(single.width.rounded(.up) == labelSize(width: 0, lines: 1).width)
    }

    @Test("NSString, NSAttributedString and String measure alike; the context gets the rectangle")
    func measuringTwins() {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let size = CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude)
        let string = Self.text.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let context = NSStringDrawingContext()
        let nsString = NSString(string: Self.text).boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                                 attributes: attributes, context: context)
        let attributed = NSAttributedString(string: Self.text, attributes: attributes)
        #expect(nsString == string)
        #expect(context.totalBounds == string)
        #expect(context.actualScaleFactor == 1)
        #expect(attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil) == string)
        #expect(attributed.size() == Self.text.size(withAttributes: attributes))
        #expect(NSString(string: "Snap").size(withAttributes: attributes) == "Snap".size(withAttributes: attributes))
        // No .font: UIKit's 12-point default, smaller than 17.
        #expect(NSAttributedString(string: "Snap").size().height < "Snap".size(withAttributes: attributes).height)
    }

    @Test("NSValue boxes geometry and gives it back; equal values make equal boxes")
    func values() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgRect: rect) == NSValue(rect: rect))
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: -4)).cgPointValue == CGPoint(x: 3, y: -4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let transform = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 7, y: -3)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets))
        #expect(NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5)))
        // In a dictionary, as Core Animation code keeps them.
        let boxes: [String: NSValue] = ["frame": NSValue(cgRect: rect)]
        #expect(boxes["frame"]?.cgRectValue.width == 30)
    }

    @Test("Timer() is a valid timer that never fires until it is invalidated")
    func placeholderTimer() {
        let timer = Timer()
        #expect(timer.isValid)
        // A century away at least (corelibs keeps Date.distantFuture as a date in 2129).
        #expect(timer.fireDate > Date(timeIntervalSinceNow: 100 * 365 * 86_400))
        timer.invalidate()
        #expect(!timer.isValid)
    }

    @Test("UserDefaults' value(forKey:) and setValue(_:forKey:) are object(forKey:) and set(_:forKey:)")
    func userDefaults() throws {
        let suite = "DarwinFoundationTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(42, forKey: "bounces")
        #expect(defaults.value(forKey: "bounces") as? Int == 42)
        #expect(defaults.integer(forKey: "bounces") == 42)
        defaults.setValue("snap", forKey: "behavior")
        #expect(defaults.string(forKey: "behavior") == "snap")
        defaults.setValue(nil, forKey: "bounces")
        #expect(defaults.value(forKey: "bounces") == nil)
    }

    @Test("NSInteger is Int, NSUInteger is UInt; the Foundation version is later than every named iOS")
    func integersAndVersion() {
        #expect(NSInteger.self == Int.self)
        #expect(NSUInteger.self == UInt.self)
        #expect(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_9_x_Max)
        #expect(NSFoundationVersionNumber_iOS_7_1 < NSFoundationVersionNumber_iOS_8_0)
        #expect(floor(NSFoundationVersionNumber) > NSFoundationVersionNumber_iOS_8_x_Max)
    }

    @Test("a Swift string is an NSCopying identifier that casts back to String and NSString, as Darwin bridges it")
    @MainActor func stringIdentifiers() throws {
        let identifier = "row-3" as NSCopying
        #expect(identifier as? String == "row-3")
        #expect((identifier as? NSString).map(String.init(describing:)) == "row-3")
        #expect(identifier.copy(with: nil) as? String == "row-3")
        // Read back where UIKit hands an identifier over, as a context menu's delegate does.
        let configuration = UIContextMenuConfiguration(identifier: "row-3" as NSCopying, previewProvider: nil,
                                                       actionProvider: nil)
        #expect(configuration.identifier as? String == "row-3")
        let optional: NSCopying? = "floor"
        let name = try #require(optional as? String)
        #expect(name.count == 5)
    }
}
