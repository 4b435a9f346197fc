/// The properties Interface Builder sets on a view, by its kind: the common ones (colours, alpha, content mode,
/// interaction) and each class's own (a label's text and font, a button's per-state titles, a slider's range…).
struct ViewProperties {
    let emitter: ArchiveEmitter
    let object: ArchiveEmitter.Object

    private var element: IBElement { object.element }
    private var name: String { object.name }

    private func set(_ property: String, _ value: String?) {
        if let value { emitter.emit("\(name).\(property) = \(value)") }
    }

    private func color(_ key: String, _ property: String) {
        guard let element = element.child("color", key: key) else { return }
        switch ValueText.color(element) {
        case .success(let value): set(property, value)
        case .failure(let reason): emitter.note(element, "\(reason.what) for \(property) not translated")
        }
    }

    private func font(_ property: String) {
        guard let element = element.child("fontDescription", key: "fontDescription") else { return }
        switch ValueText.font(element) {
        case .success(let value): set(property, value)
        case .failure(let reason): emitter.note(element, "\(reason.what) not translated")
        }
    }

    private func number(_ attribute: String, _ property: String? = nil) {
        set(property ?? attribute, ValueText.number(element[attribute]))
    }

    private func bool(_ attribute: String, _ property: String, whenYes: Bool = true) {
        guard let value = element[attribute] else { return }
        set(property, (value == "YES") == whenYes ? "true" : "false")
    }

    private var text: String? {
        element["text"] ?? element.child("string", key: "text")?["content"]
    }

    func emitAll() {
        if let mode = element["contentMode"], mode != "scaleToFill", ValueText.contentModes.contains(mode),
           element.name != "label", element.name != "tableViewCell" {
            set("contentMode", "." + mode)
        }
        number("alpha")
        number("tag")
        bool("hidden", "isHidden")
        bool("clipsSubviews", "clipsToBounds")
        bool("userInteractionEnabled", "isUserInteractionEnabled")
        bool("multipleTouchEnabled", "isMultipleTouchEnabled")
        color("backgroundColor", "backgroundColor")
        color("tintColor", "tintColor")
        for (axis, prefix) in [("horizontal", "horizontal"), ("vertical", "vertical")] {
            if let hugging = ValueText.number(element["\(prefix)HuggingPriority"]), hugging != "250" {
                emitter.emit("\(name).setContentHuggingPriority(UILayoutPriority(\(hugging)), for: .\(axis))")
            }
            if let resistance = ValueText.number(element["\(prefix)CompressionResistancePriority"]), resistance != "750" {
                emitter.emit("\(name).setContentCompressionResistancePriority(UILayoutPriority(\(resistance)), for: .\(axis))")
            }
        }
        if let attributed = element.child("attributedString") { attributedText(attributed) }
        switch element.name {
        case "label": label()
        case "button": button()
        case "imageView":
            // Interface Builder writes userInteractionEnabled="NO" for an image view left at UIKit's default; an image
            // view without it was made interactive (SpeedRacerV2's draggable car).
            if element["userInteractionEnabled"] == nil { set("isUserInteractionEnabled", "true") }
            set("image", element["image"].map { "UIImage(named: \(ValueText.literal($0)))" })
            set("highlightedImage", element["highlightedImage"].map { "UIImage(named: \(ValueText.literal($0)))" })
        case "textField":
            set("text", text.map(ValueText.literal))
            set("placeholder", element["placeholder"].map(ValueText.literal))
            if let style = element["borderStyle"], ["none", "line", "bezel", "roundedRect"].contains(style) { set("borderStyle", "." + style) }
            alignment()
            font("font")
            color("textColor", "textColor")
        case "textView":
            set("text", text.map(ValueText.literal))
            bool("editable", "isEditable")
            bool("selectable", "isSelectable")
            alignment()
            font("font")
            color("textColor", "textColor")
            scrolling()
        case "switch":
            bool("on", "isOn")
            color("onTintColor", "onTintColor")
            color("thumbTintColor", "thumbTintColor")
        case "slider":
            number("minValue", "minimumValue")
            number("maxValue", "maximumValue")
            number("value")
            color("minimumTrackTintColor", "minimumTrackTintColor")
            color("maximumTrackTintColor", "maximumTrackTintColor")
            color("thumbTintColor", "thumbTintColor")
        case "segmentedControl":
            number("selectedSegmentIndex")
            color("selectedSegmentTintColor", "selectedSegmentTintColor")
        case "stepper":
            number("minimumValue")
            number("maximumValue")
            number("stepValue")
            number("value")
        case "progressView":
            number("progress")
            color("progressTintColor", "progressTintColor")
            color("trackTintColor", "trackTintColor")
        case "pageControl":
            number("numberOfPages")
            number("currentPage")
            color("pageIndicatorTintColor", "pageIndicatorTintColor")
            color("currentPageIndicatorTintColor", "currentPageIndicatorTintColor")
        case "activityIndicatorView":
            bool("hidesWhenStopped", "hidesWhenStopped")
            color("color", "color")
            if element.flag("animating") { emitter.emit("\(name).startAnimating()") }
        case "scrollView", "tableView", "collectionView":
            scrolling()
            if element.name == "tableView" { table() }
            if element.name == "collectionView" { collection() }
        case "stackView":
            if element["axis"] == "vertical" { set("axis", ".vertical") }
            if let alignment = element["alignment"], ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"].contains(alignment) {
                set("alignment", "." + alignment)
            }
            if let distribution = element["distribution"], ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].contains(distribution) {
                set("distribution", "." + distribution)
            }
            number("spacing")
        case "tableViewCell":
            if let accessory = element["accessoryType"], ["disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"].contains(accessory) {
                set("accessoryType", "." + accessory)
            }
            if let selection = element["selectionStyle"], ["none", "blue", "gray", "default"].contains(selection) {
                set("selectionStyle", "." + selection)
            }
        default: break
        }
    }

    /// Attributed text as plain text in the first run's font, colour and alignment; more runs than one are noted.
    private func attributedText(_ attributed: IBElement) {
        let fragments = attributed.children.filter { $0.name == "fragment" }
        set("text", ValueText.literal(fragments.compactMap { $0["content"] ?? $0.child("string", key: "content")?["content"] }.joined()))
        guard let attributes = fragments.first?.child("attributes") else { return }
        if let font = attributes.child("font", key: "NSFont") {
            let size = ValueText.number(font["size"]) ?? "17"
            if let name = font["name"], font["metaFont"] == nil {
                set("font", "(UIFont(name: \(ValueText.literal(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size)))")
            } else {
                set("font", font["metaFont"]?.hasPrefix("boldSystem") == true ? "UIFont.boldSystemFont(ofSize: \(size))" : "UIFont.systemFont(ofSize: \(size))")
            }
        }
        if let color = attributes.child("color", key: "NSColor"), let value = try? ValueText.color(color).get() { set("textColor", value) }
        if let alignment = attributes.child("paragraphStyle", key: "NSParagraphStyle")?["alignment"], ValueText.textAlignments.contains(alignment) {
            set("textAlignment", "." + alignment)
        }
        if fragments.count > 1 {
            emitter.note(attributed, "attributed text of \(fragments.count) runs: plain text in the first run's font and colour")
        }
    }

    /// A scroll view's own attributes, which its subclasses (tables, collections, text views) carry too.
    private func scrolling() {
        bool("pagingEnabled", "isPagingEnabled")
        bool("showsHorizontalScrollIndicator", "showsHorizontalScrollIndicator")
        bool("showsVerticalScrollIndicator", "showsVerticalScrollIndicator")
        bool("bounces", "bounces")
        bool("alwaysBounceVertical", "alwaysBounceVertical")
        bool("alwaysBounceHorizontal", "alwaysBounceHorizontal")
    }

    private func alignment() {
        if let alignment = element["textAlignment"], ValueText.textAlignments.contains(alignment) { set("textAlignment", "." + alignment) }
    }

    private func label() {
        set("text", text.map(ValueText.literal))
        alignment()
        if let mode = element["lineBreakMode"].flatMap({ ValueText.lineBreakModes[$0] }), mode != "byTruncatingTail" {
            set("lineBreakMode", "." + mode)
        }
        if let lines = ValueText.number(element["numberOfLines"]), lines != "1" { set("numberOfLines", lines) }
        bool("adjustsFontSizeToFit", "adjustsFontSizeToFitWidth")
        number("minimumScaleFactor")
        font("font")
        color("textColor", "textColor")
        color("highlightedColor", "highlightedTextColor")
    }

    private func button() {
        font("titleLabel?.font")
        for state in element.children where state.name == "state" {
            guard let key = state.key, let controlState = ValueText.controlStates[key] else {
                emitter.note(state, "button state \(state.key ?? "") not translated")
                continue
            }
            if let title = state["title"] { emitter.emit("\(name).setTitle(\(ValueText.literal(title)), for: \(controlState))") }
            if let image = state["image"] {
                emitter.emit("\(name).setImage(UIImage(named: \(ValueText.literal(image))), for: \(controlState))")
            }
            if let image = state["backgroundImage"] {
                emitter.emit("\(name).setBackgroundImage(UIImage(named: \(ValueText.literal(image))), for: \(controlState))")
            }
            if let color = state.child("color", key: "titleColor") {
                switch ValueText.color(color) {
                case .success(let value): emitter.emit("\(name).setTitleColor(\(value), for: \(controlState))")
                case .failure(let reason): emitter.note(color, "\(reason.what) not translated")
                }
            }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            buttonConfiguration(configuration)
        }
        bool("selected", "isSelected")
        bool("enabled", "isEnabled")
    }

    /// An iOS 15 button configuration: its style, title, subtitle and image.
    private func buttonConfiguration(_ configuration: IBElement) {
        let style = configuration["style"] ?? "plain"
        guard ["plain", "gray", "tinted", "filled"].contains(style) else {
            return emitter.note(configuration, "button configuration style \(style) not translated")
        }
        let variable = "\(name)_configuration"
        emitter.emit("var \(variable) = UIButton.Configuration.\(style)()")
        if let title = configuration["title"] { emitter.emit("\(variable).title = \(ValueText.literal(title))") }
        if let subtitle = configuration["subtitle"] { emitter.emit("\(variable).subtitle = \(ValueText.literal(subtitle))") }
        if let image = configuration["image"] { emitter.emit("\(variable).image = UIImage(named: \(ValueText.literal(image)))") }
        emitter.emit("\(name).configuration = \(variable)")
        if configuration.child("attributedString") != nil || configuration.child("backgroundConfiguration") != nil {
            emitter.note(configuration, "button configuration's attributed title or background not translated")
        }
    }

    private func table() {
        if let height = ValueText.number(element["rowHeight"]), height != "-1" { set("rowHeight", height) }
        if let height = ValueText.number(element["estimatedRowHeight"]), height != "-1" { set("estimatedRowHeight", height) }
        if element["separatorStyle"] == "none" { set("separatorStyle", ".none") }
        for cell in element.items(of: "prototypes") {
            guard let reuse = cell["reuseIdentifier"] else { continue }
            let (type, _) = emitter.swiftType(of: cell, base: "UITableViewCell")
            emitter.emit("\(name).register(\(type).self, forCellReuseIdentifier: \(ValueText.literal(reuse)))")
            let content = cell.children.first { $0.key == "contentView" }?.items(of: "subviews").count ?? 0
            if content > 0 && cell["style"] == nil {
                emitter.note(cell, "prototype cell \(reuse): its \(content) subview(s) are not built; dequeued cells are plain \(type)")
            }
        }
    }

    private func collection() {
        for cell in element.items(of: "cells") {
            guard let reuse = cell["reuseIdentifier"] else { continue }
            let (type, _) = emitter.swiftType(of: cell, base: "UICollectionViewCell")
            emitter.emit("\(name).register(\(type).self, forCellWithReuseIdentifier: \(ValueText.literal(reuse)))")
            if !(cell.children.first { $0.key == "contentView" }?.items(of: "subviews").isEmpty ?? true) {
                emitter.note(cell, "prototype cell \(reuse): its subviews are not built; dequeued cells are plain \(type)")
            }
        }
    }
}
