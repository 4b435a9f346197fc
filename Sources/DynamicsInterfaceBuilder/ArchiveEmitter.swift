/// Compiles the objects of one archive — a storyboard scene's view hierarchy or a nib's top-level objects — into
/// Swift statements that build them with the Dynamics API: views in order with their frames and properties, then
/// constraints, then connections (outlets, actions, gesture recognisers), then runtime attributes and
/// `awakeFromNib`. Objects are named `v_<IB id>`.
final class ArchiveEmitter {
    /// A Swift value standing for an IB object.
    struct Object {
        /// The expression naming it (`v_abc_12_xyz`, `owner`, `v_cell.contentView`).
        var name: String
        /// Its static Swift type.
        var type: String
        /// The element it was made from.
        var element: IBElement
    }

    let file: String
    let catalog: ClassCatalog
    let usesAutolayout: Bool
    private(set) var lines: [String] = []
    private(set) var notes: [InterfaceNote] = []
    /// Objects by IB id.
    var objects: [String: Object] = [:]
    /// Layout guide ids standing for the legacy top/bottom layout guides, with the attribute each stands for.
    var legacyGuides: [String: (guide: String, attribute: String)] = [:]
    private var constraints: [(holder: String, element: IBElement)] = []
    private var connections: [(source: String, element: IBElement)] = []
    private var runtimeAttributes: [(object: String, element: IBElement)] = []
    private var awakened: [String] = []
    /// UIKit classes outlets declare for views IB archived as a more general UIKit class (an outlet
    /// `UIImageView!` connected to a plain view), by view id: the view is made of the declared class, which Swift's
    /// typed assignment needs and which draws the same.
    private var outletTypes: [String: String] = [:]
    /// Views a cell makes itself (`textLabel`, `detailTextLabel`, `imageView`), by the id IB gives them.
    private var builtInViews: [String: String] = [:]
    /// Whether the owner's `view` outlet is the archive's result (a storyboard scene), not an assignment (a nib).
    var ownerViewIsReturned = false
    /// Writes the statements that trigger a segue drawn from a control, cell or recogniser (storyboards only).
    var segueTrigger: ((_ segue: IBElement, _ sender: Object) -> [String]?)?
    /// Writes the statements of an embed segue from a container view (storyboards only).
    var embed: ((_ segue: IBElement, _ container: Object) -> [String]?)?

    init(file: String, catalog: ClassCatalog, usesAutolayout: Bool) {
        self.file = file
        self.catalog = catalog
        self.usesAutolayout = usesAutolayout
    }

    /// Records a construct not translated.
    func note(_ element: IBElement, _ message: String) {
        notes.append(InterfaceNote(file: file, line: element.line, message: message))
    }

    func emit(_ line: String) { lines.append(line) }

    /// `v_` and the id's letters and digits.
    static func variable(_ id: String) -> String {
        "v_" + String(id.unicodeScalars.map { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII
                                              ? Character($0) : "_" })
    }

    /// Registers an object already made elsewhere (the owner, a controller) under its id.
    /// With `collecting`, its connections and runtime attributes join the later passes.
    func adopt(_ element: IBElement, name: String, type: String, collecting: Bool = true) {
        guard let id = element.id else { return }
        objects[id] = Object(name: name, type: type, element: element)
        if collecting { collect(element, as: objects[id]!) }
    }

    // MARK: Classes

    /// UIKit's class for each view tag.
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "collectionView": "UICollectionView", "stackView": "UIStackView", "pageControl": "UIPageControl",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "containerView": "UIView", "searchBar": "UISearchBar",
        "visualEffectView": "UIVisualEffectView", "collectionReusableView": "UICollectionReusableView",
    ]

    /// UIKit's class for each non-view object tag.
    static let objectClasses: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer", "barButtonItem": "UIBarButtonItem",
        "customObject": "NSObject",
    ]

    /// UIKit classes IB has no tag of their own for: a view of one is drawn as a plain `<view>` whose custom class
    /// names it (a `UIControl` used as a touch area).
    static let untaggedViewClasses: Set<String> = ["UIControl"]

    /// Finds the outlets under `root` (its own and its descendants') whose declared UIKit class is not the class IB
    /// archived for their destination, so ``view(_:parent:adding:)`` makes those views of the declared class;
    /// `ownerType` is the class of `root` (the controller or File's Owner).
    func preferDeclaredOutletTypes(under roots: [IBElement], ownerID: String?, ownerType: String) {
        var byID: [String: IBElement] = [:]
        for root in roots { for element in root.descendants() { if let id = element.id { byID[id] = element } } }
        for root in roots {
            for source in root.descendants() {
                let sourceType = source.id == ownerID ? ownerType : source["customClass"]
                guard let sourceType, catalog.contains(sourceType) else { continue }
                for outlet in source.items(of: "connections") where outlet.name == "outlet" {
                    guard let property = outlet["property"], let id = outlet["destination"], let destination = byID[id],
                          destination["customClass"] == nil, let archived = Self.viewClasses[destination.name],
                          let declared = catalog.propertyType(property, in: sourceType), declared != archived,
                          archived == "UIView", Self.viewClasses.values.contains(declared) else { continue }
                    outletTypes[id] = declared
                }
            }
        }
    }

    /// The Swift type for `element` whose UIKit class is `base`: its custom class when the app declares it (or it is
    /// one of UIKit's), else `base` with a note.
    func swiftType(of element: IBElement, base: String) -> (type: String, custom: Bool) {
        guard let custom = element["customClass"] else { return (element.id.flatMap { outletTypes[$0] } ?? base, false) }
        if catalog.contains(custom) { return (custom, true) }
        if Self.viewClasses.values.contains(custom) || Self.objectClasses.values.contains(custom)
            || Self.untaggedViewClasses.contains(custom) { return (custom, false) }
        note(element, "custom class \(custom)\(element["customModule"].map { " (module \($0))" } ?? "") is not a class "
             + "of the folder: made as \(base)")
        return (base, false)
    }

    // MARK: Views

    /// Emits the view `element` and everything under it, added to `parent` (nil: a root) by `adding` (`addSubview`,
    /// `addArrangedSubview`), and returns its object.
    @discardableResult
    func view(_ element: IBElement, parent: Object?, adding: String = "addSubview") -> Object? {
        guard let id = element.id else {
            note(element, "<\(element.name)> without an id: not translated")
            return nil
        }
        guard let base = Self.viewClasses[element.name] else {
            note(element, "<\(element.name)> is not a view Dynamics has: left out with its subviews")
            return nil
        }
        let name = Self.variable(id)
        if let builtIn = builtInViews[id] {
            // The cell's own label or image view: IB archives it, UIKit's cell makes it.
            let object = Object(name: name, type: base, element: element)
            objects[id] = object
            emit("let \(name) = \(builtIn)")
            ViewProperties(emitter: self, object: object).emitAll()
            collect(element, as: object)
            return object
        }
        let (type, custom) = swiftType(of: element, base: base)
        let object = Object(name: name, type: type, element: element)
        objects[id] = object
        if element.name == "tableViewCell" {
            for key in ["textLabel", "detailTextLabel", "imageView"] {
                if let labelID = element[key] { builtInViews[labelID] = "\(name).\(key)!" }
            }
        }
        if custom {
            emit("let \(name) = \(type)(coder: NSCoder())!")
            awakened.append(name)
        } else {
            emit("let \(name) = \(construction(element, type: type))")
        }
        if let frame = element.child("rect", key: "frame").flatMap(ValueText.rect) { emit("\(name).frame = \(frame)") }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            emit("\(name).autoresizingMask = \(ValueText.autoresizingMask(mask))")
        }
        if usesAutolayout, !element.flag("fixedFrame"), element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            emit("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        ViewProperties(emitter: self, object: object).emitAll()
        collect(element, as: object)
        if let parent { emit("\(parent.name).\(adding)(\(name))") }
        let arranged = element.name == "stackView" ? "addArrangedSubview" : "addSubview"
        var holder = object
        if let content = element.children.first(where: { $0.key == "contentView" && $0.name != "rect" }),
           element.name == "tableViewCell" || element.name == "collectionViewCell" {
            holder = Object(name: "\(name).contentView", type: "UIView", element: content)
            if let contentID = content.id { objects[contentID] = holder }
            collect(content, as: holder)
            for child in content.items(of: "subviews") { view(child, parent: holder) }
        }
        for child in element.items(of: "subviews") { view(child, parent: holder, adding: arranged) }
        if element.name == "tableView", element["dataMode"] == "static" { staticTable(element, table: object) }
        if element.name == "containerView" {
            for segue in element.items(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
                if let statements = embed?(segue, object) { statements.forEach(emit) }
            }
        }
        return object
    }

    /// A static table's cells, built as views, served by its table view controller owner.
    private func staticTable(_ element: IBElement, table: Object) {
        guard let owner = objects.values.first(where: { $0.name == "owner" }),
              owner.type == "UITableViewController" || catalog.uikitBase(of: owner.type) == "UITableViewController" else {
            return note(element, "static table cells outside a table view controller not translated")
        }
        var sections: [String] = []
        for section in element.items(of: "sections") where section.name == "tableViewSection" {
            let cells = section.items(of: "cells").compactMap { view($0, parent: nil)?.name }
            let header = section["headerTitle"].map { "header: \(ValueText.literal($0)), " } ?? ""
            let footer = section["footerTitle"].map { "footer: \(ValueText.literal($0)), " } ?? ""
            sections.append("StoryboardDefinition.StaticSection(\(header)\(footer)cells: [\(cells.joined(separator: ", "))])")
        }
        emit("StoryboardDefinition.staticContent(of: owner, sections: [\(sections.joined(separator: ", "))])")
    }

    /// The initializer call for a UIKit view class.
    private func construction(_ element: IBElement, type: String) -> String {
        switch element.name {
        case "button":
            let kinds = ["system": ".system", "roundedRect": ".system", "contactAdd": ".contactAdd",
                         "infoLight": ".infoLight", "infoDark": ".infoDark", "detailDisclosure": ".detailDisclosure"]
            return "\(type)(type: \(kinds[element["buttonType"] ?? ""] ?? ".custom"))"
        case "tableView":
            let style = ["grouped": ".grouped", "insetGrouped": ".insetGrouped"][element["style"] ?? ""] ?? ".plain"
            return "\(type)(frame: .zero, style: \(style))"
        case "collectionView":
            return "\(type)(frame: .zero, collectionViewLayout: \(flowLayout(element)))"
        case "tableViewCell":
            let styles = ["IBUITableViewCellStyleSubtitle": ".subtitle", "IBUITableViewCellStyleValue1": ".value1",
                          "IBUITableViewCellStyleValue2": ".value2"]
            let reuse = element["reuseIdentifier"].map(ValueText.literal) ?? "nil"
            return "\(type)(style: \(styles[element["style"] ?? ""] ?? ".default"), reuseIdentifier: \(reuse))"
        case "segmentedControl":
            let titles = element.items(of: "segments").map { ValueText.literal($0["title"] ?? "") }
            return "\(type)(items: [\(titles.joined(separator: ", "))])"
        default:
            return "\(type)(frame: .zero)"
        }
    }

    /// The collection view's flow layout, made before it.
    private func flowLayout(_ element: IBElement) -> String {
        guard let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout"), let id = layout.id else {
            return "UICollectionViewFlowLayout()"
        }
        let name = Self.variable(id)
        emit("let \(name) = UICollectionViewFlowLayout()")
        if layout["scrollDirection"] == "horizontal" { emit("\(name).scrollDirection = .horizontal") }
        for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
            if let value = ValueText.number(layout[key]) { emit("\(name).\(key) = \(value)") }
        }
        if let size = layout.child("size", key: "itemSize").flatMap(ValueText.size) { emit("\(name).itemSize = \(size)") }
        return name
    }

    /// Records what an object carries for later passes: constraints, connections, runtime attributes, guides.
    func collect(_ element: IBElement, as object: Object) {
        for constraint in element.items(of: "constraints") { constraints.append((object.name, constraint)) }
        for connection in element.items(of: "connections") { connections.append((element.id ?? "", connection)) }
        for attribute in element.items(of: "userDefinedRuntimeAttributes") { runtimeAttributes.append((object.name, attribute)) }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            let property = guide.key == "layoutMargins" ? "layoutMarginsGuide" : "safeAreaLayoutGuide"
            objects[id] = Object(name: "\(object.name).\(property)", type: "UILayoutGuide", element: guide)
        }
    }

    /// Emits a non-view object of the archive (gesture recogniser, custom object) and returns it.
    @discardableResult
    func object(_ element: IBElement) -> Object? {
        guard let id = element.id, let base = Self.objectClasses[element.name] else {
            note(element, "<\(element.name)> is not an object Dynamics has: left out")
            return nil
        }
        let (type, custom) = swiftType(of: element, base: base)
        let name = Self.variable(id)
        let object = Object(name: name, type: type, element: element)
        objects[id] = object
        if element.name == "customObject" && !custom {
            note(element, "object of class \(type) left out")
            objects[id] = nil
            return nil
        }
        if element.name == "barButtonItem", !custom {
            if let item = element["systemItem"] {
                emit("let \(name) = UIBarButtonItem(systemItem: .\(item))")
            } else {
                let image = element["image"].map { "UIImage(named: \(ValueText.literal($0)))" } ?? "nil"
                emit("let \(name) = UIBarButtonItem(title: \(element["title"].map(ValueText.literal) ?? "nil"), image: \(image))")
            }
        } else {
            emit("let \(name) = \(type)()")
        }
        if custom { awakened.append(name) }
        if element.name == "swipeGestureRecognizer", let direction = element["direction"] {
            emit("\(name).direction = .\(direction)")
        }
        if let taps = ValueText.number(element["numberOfTapsRequired"]) { emit("\(name).numberOfTapsRequired = \(taps)") }
        if let duration = ValueText.number(element["minimumPressDuration"]) { emit("\(name).minimumPressDuration = \(duration)") }
        collect(element, as: object)
        return object
    }

    // MARK: Finishing

    /// Emits the constraints, connections, runtime attributes and `awakeFromNib` calls collected so far.
    /// With `ownerGuard` (a nib's `if let owner = … {`), File's Owner's connections run only when an owner is given.
    func finish(ownerGuard: String? = nil) {
        for (holder, element) in constraints { constraint(element, holder: holder) }
        constraints.removeAll()
        let pending = connections
        connections.removeAll()
        // A nib's connections to or from File's Owner run only when an owner is given.
        let involvesOwner: ((source: String, element: IBElement)) -> Bool = { connection in
            self.objects[connection.source]?.name == "owner"
                || connection.element["destination"].flatMap { self.objects[$0]?.name } == "owner"
        }
        let fromOwner = ownerGuard == nil ? [] : pending.filter(involvesOwner)
        ConnectionEmitter(emitter: self).emit(ownerGuard == nil ? pending : pending.filter { !involvesOwner($0) })
        let ownerAttributes = runtimeAttributes.filter { $0.object == "owner" }
        for (object, element) in runtimeAttributes where ownerGuard == nil || object != "owner" {
            runtimeAttribute(element, on: object)
        }
        if let ownerGuard, !fromOwner.isEmpty || !ownerAttributes.isEmpty {
            emit(ownerGuard)
            let start = lines.count
            ConnectionEmitter(emitter: self).emit(fromOwner)
            for (object, element) in ownerAttributes { runtimeAttribute(element, on: object) }
            for index in start..<lines.count { lines[index] = "    " + lines[index] }
            emit("}")
        }
        runtimeAttributes.removeAll()
        for name in awakened { emit("\(name).awakeFromNib()") }
        awakened.removeAll()
    }

    /// `NSLayoutConstraint(item:…)` for a `constraint` element held by the view `holder`; placeholders are left out,
    /// as Interface Builder removes them at build time.
    private func constraint(_ element: IBElement, holder: String) {
        if element.flag("placeholder") { return }
        guard let first = element["firstAttribute"] else { return note(element, "constraint without an attribute: left out") }
        let firstItem = element["firstItem"].map { item(item: $0) } ?? (holder, nil)
        var secondItem: (String, String?)? = nil
        if let second = element["secondItem"] { secondItem = item(item: second) }
        else if element["secondAttribute"] != nil { secondItem = (holder, nil) }
        guard let firstName = firstItem.0 as String?, !firstName.isEmpty, secondItem.map({ !$0.0.isEmpty }) ?? true else {
            return note(element, "constraint naming an object that was not made: left out")
        }
        let firstAttribute = firstItem.1 ?? first
        let secondAttribute = secondItem.map { $0.1 ?? element["secondAttribute"] ?? "notAnAttribute" } ?? "notAnAttribute"
        guard ValueText.layoutAttributes.contains(firstAttribute),
              secondAttribute == "notAnAttribute" || ValueText.layoutAttributes.contains(secondAttribute) else {
            return note(element, "constraint attribute \(firstAttribute)/\(secondAttribute) not translated")
        }
        let relation = ["greaterThanOrEqual": ".greaterThanOrEqual", "lessThanOrEqual": ".lessThanOrEqual"][element["relation"] ?? ""] ?? ".equal"
        guard let multiplier = ValueText.multiplier(element["multiplier"]) else {
            return note(element, "constraint multiplier \(element["multiplier"] ?? "") not translated")
        }
        let constant = ValueText.number(element["constant"]) ?? "0"
        let name = element.id.map(Self.variable) ?? "constraint\(lines.count)"
        emit("let \(name) = NSLayoutConstraint(item: \(firstName), attribute: .\(firstAttribute), relatedBy: \(relation), "
             + "toItem: \(secondItem?.0 ?? "nil"), attribute: .\(secondAttribute), multiplier: \(multiplier), constant: \(constant))")
        if let priority = ValueText.number(element["priority"]), priority != "1000" {
            emit("\(name).priority = UILayoutPriority(\(priority))")
        }
        if let identifier = element["identifier"] { emit("\(name).identifier = \(ValueText.literal(identifier))") }
        emit("\(name).isActive = true")
        if let id = element.id { objects[id] = Object(name: name, type: "NSLayoutConstraint", element: element) }
    }

    /// The expression for a constraint's item, and the attribute it stands for when it is a legacy layout guide.
    private func item(item id: String) -> (String, String?) {
        if let legacy = legacyGuides[id] { return (legacy.guide, legacy.attribute) }
        return (objects[id]?.name ?? "", nil)
    }

    /// `object.keyPath = value` for a user-defined runtime attribute.
    private func runtimeAttribute(_ element: IBElement, on object: String) {
        // Every component a name: "." or "a..b" has empty ones (and "." none at all once split).
        let components = element["keyPath"]?.split(separator: ".", omittingEmptySubsequences: false) ?? []
        guard let keyPath = element["keyPath"], let first = components.first,
              components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return note(element, "runtime attribute \(element["keyPath"] ?? "") not translated")
        }
        let target = objects.values.first { $0.name == object }
        let type = target?.type ?? ""
        let head = String(first)
        // UIView answers key-value coding's `cornerRadius` with its private `_setCornerRadius:` (KVC tries
        // `set<Key>:`, then `_set<Key>:`), which rounds its layer: storyboards set it on plain views, and iOS rounds
        // them with no property of the app's. A view here is an object with a frame.
        let roundsLayer = components.count == 1 && head == "cornerRadius" && target?.element.child("rect", key: "frame") != nil
            && !catalog.hasProperty(head, in: type)
        if !roundsLayer, catalog.contains(type), !catalog.hasProperty(head, in: type), !Self.viewProperties.contains(head) {
            return note(element, "runtime attribute \(keyPath): \(type) has no property \(head): left out")
        }
        let value: String?
        switch element["type"] {
        case "boolean": value = element["value"] == "YES" ? "true" : "false"
        case "number":
            value = ValueText.number(element.child(key: "value")?["value"] ?? element["value"])
        case "string", "localizedString": value = element["value"].map(ValueText.literal)
        case "color":
            value = element.child("color", key: "value").flatMap { try? ValueText.color($0).get() }
                .map { keyPath.hasSuffix("Color") && keyPath.hasPrefix("layer.") ? "\($0).cgColor" : $0 }
        case "image": value = element["value"].map { "UIImage(named: \(ValueText.literal($0)))" }
        case "size": value = element.child("size", key: "value").flatMap(ValueText.size)
        case "rect": value = element.child("rect", key: "value").flatMap(ValueText.rect)
        case "point":
            let point = element.child("point", key: "value")
            if let x = ValueText.number(point?["x"]), let y = ValueText.number(point?["y"]) {
                value = "CGPoint(x: \(x), y: \(y))"
            } else {
                value = nil
            }
        case "nil": value = "nil"
        default: value = nil
        }
        guard let value else { return note(element, "runtime attribute \(keyPath) of type \(element["type"] ?? "none") not translated") }
        emit("\(object).\(roundsLayer ? "layer." : "")\(keyPath) = \(value)")
    }

    /// UIKit view properties a runtime attribute may start with.
    static let viewProperties: Set<String> = [
        "layer", "backgroundColor", "tintColor", "alpha", "tag", "clipsToBounds", "isHidden", "accessibilityIdentifier",
        "accessibilityLabel", "titleLabel", "imageView", "contentMode", "textColor", "font", "text",
    ]
}
