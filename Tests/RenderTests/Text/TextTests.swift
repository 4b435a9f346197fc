import CPango
import Dynamics
import Foundation
import Testing

/// Pango's own width of `text` in `family` at `size` px, measured through a separate PangoCairo layout on a cairo
/// context without metric hinting (the library's layout must agree with it).
private func pangoWidth(_ text: String, family: String, size: CGFloat, weight: Int32 = 400) -> CGFloat {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    let layout = pango_cairo_create_layout(cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_from_string("\(family) \(Int(size))px")
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
}

/// Bounds of the pixels darker than mid-grey, in device pixels.
private func inkBounds(_ image: Image) -> (minX: Int, maxX: Int, count: Int) {
    var minX = Int.max, maxX = Int.min, count = 0
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 {
            minX = min(minX, x)
            maxX = max(maxX, x)
            count += 1
        }
    }
    return (minX, maxX, count)
}

@Suite struct TextTests {
    @Test(arguments: ["Hamburgefonstiv AVATAR", "Съешь же ещё этих мягких булок", "Ταχίστη αλώπηξ βαφής",
                      "重置动力学行为", "🍎🚀👍"])
    func layoutWidthAgreesWithPango(text: String) {
        let layout = TextLayout(text: text, font: .systemFont(ofSize: 17))
        let expected = pangoWidth(text, family: "Inter", size: 17)
        #expect(expected > 10)
        #expect(abs(layout.size.width - expected) < 0.01, "layout \(layout.size.width), Pango \(expected)")
        #expect(layout.unknownGlyphCount == 0)
        #expect(layout.lines.count == 1 && layout.lines[0].text == text)
    }

    @Test func chineseTakesFullWidthCJKGlyphs() {
        // Noto Sans CJK advances every ideograph by exactly one em.
        let layout = TextLayout(text: "重置", font: .systemFont(ofSize: 20))
        #expect(abs(layout.size.width - 40) < 0.01)
        #expect(layout.unknownGlyphCount == 0)
        #expect(TextLayout(text: "\u{10FFFD}", font: .systemFont(ofSize: 20)).unknownGlyphCount == 1)
    }

    @Test(arguments: [1.0, 2.0])
    func chineseLabelInksInsideItsFrameAndIsNotTofu(scale: CGFloat) throws {
        func inkedLabel(_ text: String) throws -> (image: Image, frame: CGRect) {
            let canvas = makeCanvas(width: 120, height: 60)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            label.text = text
            label.font = .systemFont(ofSize: 30)
            label.backgroundColor = .white
            label.sizeToFit()
            canvas.addSubview(label)
            return (try render(canvas, scale: scale), label.frame)
        }
        let chinese = try inkedLabel("重置")
        let ink = inkBounds(chinese.image)
        #expect(ink.count > Int(150 * scale * scale), "ink \(ink.count)")
        #expect(CGFloat(ink.minX) >= chinese.frame.minX * scale && CGFloat(ink.maxX) < chinese.frame.maxX * scale)
        // A missing glyph draws a hex box; the ideographs must not look like one.
        let tofu = try inkedLabel("\u{10FFFD}\u{10FFFC}")
        var differing = 0
        for y in 0..<chinese.image.height {
            for x in 0..<chinese.image.width where abs(Int(chinese.image.pixel(x: x, y: y).r) - Int(tofu.image.pixel(x: x, y: y).r)) > 64 {
                differing += 1
            }
        }
        #expect(differing > Int(100 * scale * scale), "differing \(differing)")
    }

    @Test(arguments: [1.0, 2.0])
    func emojiDrawInColour(scale: CGFloat) throws {
        let canvas = makeCanvas(width: 80, height: 60)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        label.text = "🍎"
        label.font = .systemFont(ofSize: 32)
        label.sizeToFit()
        canvas.addSubview(label)
        let image = try render(canvas, scale: scale)
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 150 && p.g < 90 && p.b < 90 { red += 1 }
            }
        }
        // Noto Color Emoji's apple is red: most of its ~30 pt square is red ink, not a black outline.
        #expect(red > Int(300 * scale * scale), "red pixels \(red)")
    }

    @Test func systemFontsResolveToInterAndTextStylesHaveIOSSizes() throws {
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 28).familyName == "Inter Display")
        #expect(UIFont.boldSystemFont(ofSize: 15).isBold)
        #expect(UIFont.italicSystemFont(ofSize: 15).isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        let sizes = [UIFont.TextStyle.largeTitle: 34.0, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                     .body: 17, .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == CGFloat(size)) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        // Inter's vertical metrics at 17 pt: cap height 0.727 em, x-height 0.546 em (from the font's own tables,
        // read through Pango); the line is taller than the caps.
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(body.capHeight - 0.727 * 17) < 0.3 && abs(body.xHeight - 0.546 * 17) < 0.3, "\(body.capHeight) \(body.xHeight)")
        #expect(body.lineHeight > body.capHeight * 1.5 && body.descender < 0)
        // Bold Inter is Pango's bold Inter, not a synthesised one.
        let bold = TextLayout(text: "Wobble", font: .boldSystemFont(ofSize: 16))
        #expect(abs(bold.size.width - pangoWidth("Wobble", family: "Inter", size: 16, weight: 700)) < 0.01)
    }

    @Test func fontNamesResolveThroughFontconfigOrAStandIn() throws {
        let verdana = try #require(UIFont(name: "Verdana", size: 11))
        #expect(verdana.familyName == "DejaVu Sans" && !verdana.isBold)
        let rounded = try #require(UIFont(name: "ArialRoundedMTBold", size: 20))
        #expect(rounded.familyName == "Quicksand" && rounded.isBold && !rounded.isItalic)
        #expect(TextLayout(text: "Art & Culture", font: rounded).unknownGlyphCount == 0)
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.familyName == "Inter")
        let trebuchet = try #require(UIFont(name: "TrebuchetMS-Italic", size: 13))
        #expect(trebuchet.isItalic && !trebuchet.isBold)
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "DejaVu Serif", size: 12)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test func monospacedDigitsMakeEveryDigitEquallyWide() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let ones = TextLayout(text: "1111", font: font).size.width
        let eights = TextLayout(text: "8888", font: font).size.width
        #expect(abs(ones - eights) < 0.01)
        let proportional = UIFont.systemFont(ofSize: 17)
        #expect(abs(TextLayout(text: "1111", font: proportional).size.width - eights) > 1)
    }

    @Test func truncationPutsTheEllipsisWhereTheModeSays() {
        let text = "abcdefghijklmnopqrstuvwxyz0123456789"
        let font = UIFont.systemFont(ofSize: 17)
        for (mode, check) in [(NSLineBreakMode.byTruncatingTail, { (s: String) in s.hasSuffix("…") && text.hasPrefix(s.dropLast()) }),
                              (.byTruncatingHead, { s in s.hasPrefix("…") && text.hasSuffix(s.dropFirst()) }),
                              (.byTruncatingMiddle, { s in
                                  let parts = s.split(separator: "…")
                                  return parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1])
                              })] {
            let layout = TextLayout(text: text, font: font, maxWidth: 120, lineBreakMode: mode)
            let line = layout.lines[0].text
            #expect(layout.lines.count == 1 && check(line), "\(mode): \(line)")
            #expect(layout.size.width <= 120 && layout.size.width > 100, "\(mode): \(layout.size.width)")
            #expect(line.count > 8 && line.count < text.count)
        }
    }

    @Test func longTextWrapsIntoTheLineCountOfGreedyWordBreaking() {
        let words = "The quick brown fox jumps over the lazy dog while the physics engine keeps stepping".split(separator: " ")
        let font = UIFont.systemFont(ofSize: 15)
        let width: CGFloat = 150
        var expectedLines = 1
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextLayout(text: candidate, font: font).size.width > width {
                expectedLines += 1
                current = String(word)
            } else {
                current = candidate
            }
        }
        let layout = TextLayout(text: words.joined(separator: " "), font: font, maxWidth: width, numberOfLines: 0,
                                lineBreakMode: .byWordWrapping)
        #expect(expectedLines >= 4)
        #expect(layout.lines.count == expectedLines)
        #expect(layout.lines.allSatisfy { $0.width <= width })
        #expect(layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == words.joined(separator: " "))
        let label = UILabel(frame: .zero)
        label.text = words.joined(separator: " ")
        label.font = font
        #expect(label.sizeThatFits(CGSize(width: width, height: 1000)).width > width, "one line reports its whole width")
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: width, height: 1000))
        #expect(wrapped.width <= width && wrapped.height == layout.size.height.rounded(.up))
        let limited = TextLayout(text: words.joined(separator: " "), font: font, maxWidth: width, numberOfLines: 2,
                                 lineBreakMode: .byTruncatingTail)
        #expect(limited.lines.count == 2 && limited.lines[1].text.hasSuffix("…"))
    }

    @Test(arguments: [1.0, 2.0])
    func sizedToFitLabelBackgroundHoldsAllItsInk(scale: CGFloat) throws {
        let canvas = makeCanvas(width: 300, height: 80)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        label.text = "Jumpy Qq 重置 🍎"
        label.font = .systemFont(ofSize: 24)
        label.textColor = .black
        label.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        label.sizeToFit()
        canvas.addSubview(label)
        let layout = TextLayout(text: label.text!, font: label.font)
        #expect(label.frame.size == CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
        let image = try render(canvas, scale: scale)
        let frame = label.frame
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let point = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
                if !frame.contains(point) { #expect(p.r > 250 && p.g > 250 && p.b > 250, "ink outside at \(point)") }
            }
        }
        #expect(inkBounds(image).count > Int(300 * scale * scale))
    }

    @Test(arguments: [1.0, 2.0])
    func alignmentPlacesTheInk(scale: CGFloat) throws {
        for (alignment, expectedCentre) in [(NSTextAlignment.left, 10 + 30.0), (.center, 150), (.right, 290 - 30)] {
            let canvas = makeCanvas(width: 300, height: 60)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
            label.text = "HHHH"
            label.font = .systemFont(ofSize: 24)
            label.textAlignment = alignment
            canvas.addSubview(label)
            let width = label.sizeThatFits(CGSize(width: 280, height: 40)).width
            let ink = inkBounds(try render(canvas, scale: scale))
            let centre = CGFloat(ink.minX + ink.maxX + 1) / 2 / scale
            let target = alignment == .center ? 150 : alignment == .left ? 10 + width / 2 : 290 - width / 2
            #expect(abs(centre - target) < 2, "\(alignment): ink centre \(centre), expected \(target) (\(expectedCentre))")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func attributesKernUnderlineAndBackgroundColourDraw(scale: CGFloat) throws {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = TextLayout(text: "HHHHH", font: font).size.width
        let kerned = TextLayout(attributedText: NSAttributedString(string: "HHHHH", attributes: [.kern: 3.0]), font: font)
        #expect(kerned.size.width - plain >= 12 - 0.01 && kerned.size.width - plain <= 15 + 0.01, "\(kerned.size.width - plain)")
        let canvas = makeCanvas(width: 200, height: 60)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        label.attributedText = NSAttributedString(string: "ab", attributes: [
            .foregroundColor: UIColor.blue, .backgroundColor: UIColor.green,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: paragraph,
        ])
        canvas.addSubview(label)
        let image = try render(canvas, scale: scale)
        var blue = 0, green = 0, minGreenX = Int.max
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
                if p.g > 100 && p.r < 60 && p.b < 60 { green += 1; minGreenX = min(minGreenX, x) }
            }
        }
        #expect(blue > Int(40 * scale * scale) && green > Int(100 * scale * scale), "blue \(blue) green \(green)")
        // Right-aligned by the paragraph style: the highlighted run starts in the right half.
        #expect(CGFloat(minGreenX) / scale > 150)
    }

    @Test(arguments: [1.0, 2.0])
    func adjustsFontSizeToFitWidthShrinksInsteadOfTruncating(scale: CGFloat) throws {
        func ink(adjusting: Bool) throws -> Int {
            let canvas = makeCanvas(width: 140, height: 60)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            label.text = "HHHHHHHHHH"
            label.font = .systemFont(ofSize: 20)
            label.adjustsFontSizeToFitWidth = adjusting
            label.minimumScaleFactor = 0.3
            canvas.addSubview(label)
            let bounds = inkBounds(try render(canvas, scale: scale))
            #expect(CGFloat(bounds.minX) >= 10 * scale && CGFloat(bounds.maxX) < 110 * scale)
            return bounds.count
        }
        let shrunk = try ink(adjusting: true)
        let truncated = try ink(adjusting: false)
        #expect(shrunk > 0 && truncated > shrunk, "shrunk \(shrunk), truncated \(truncated)")
    }
}
