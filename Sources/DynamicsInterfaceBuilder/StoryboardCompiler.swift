/// Compiles a storyboard: an enum whose `register()` registers a `StoryboardDefinition` with a scene per view
/// controller (made with `init(coder:)`, its view built on first access from the archived hierarchy), the segues
/// between them and the initial controller.
struct StoryboardCompiler {
    let document: IBElement
    let file: String
    let name: String
    let catalog: ClassCatalog
    private(set) var notes: [InterfaceNote] = []
    private(set) var scenes: [CompiledInterface.Scene] = []

    init(document: IBElement, file: String, name: String, catalog: ClassCatalog) {
        self.document = document
        self.file = file
        self.name = name
        self.catalog = catalog
    }

    /// UIKit's class for each controller tag.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
    ]

    /// The split view controller's relationships and the columns they fill (the classic interface takes the first
    /// two, in this order, as its `viewControllers`).
    static let splitColumns: [(relationship: String, column: String)] = [
        ("masterViewController", "primary"), ("supplementaryViewController", "supplementary"),
        ("detailViewController", "secondary"), ("compactViewController", "compact"),
    ]

    var enumName: String { "DynamicsPortStoryboard_" + ArchiveEmitter.variable(name).dropFirst(2) }

    mutating func compile() -> String {
        var registration: [String] = ["let storyboard = StoryboardDefinition(name: \(ValueText.literal(name)))"]
        var functions: [String] = []
        let controllers = document.items(of: "scenes").compactMap { scene in
            scene.items(of: "objects").first { $0["sceneMemberID"] == "viewController" }
        }
        let keys = Set(controllers.compactMap(\.id))
        for controller in controllers {
            guard let key = controller.id else { continue }
            guard let base = Self.controllerClasses[controller.name] else {
                notes.append(InterfaceNote(file: file, line: controller.line, message: "<\(controller.name)> scene not translated"
                                           + (controller.name == "viewControllerPlaceholder" ? " (storyboard reference)" : "")))
                continue
            }
            let scene = viewObjects(of: controller)
            let typing = ArchiveEmitter(file: file, catalog: catalog, usesAutolayout: true)
            let (type, isAppClass) = typing.swiftType(of: controller, base: base)
            notes += typing.notes
            let emitter = ArchiveEmitter(file: file, catalog: catalog, usesAutolayout: document.flag("useAutolayout"))
            let isInitial = document["initialViewController"] == key
            let identifier = controller["storyboardIdentifier"].map { ", storyboardIdentifier: \(ValueText.literal($0))" } ?? ""
            registration.append("storyboard.scene(\(ValueText.literal(key))\(identifier)\(isInitial ? ", isInitial: true" : "")) { make_\(suffix(key))() }")
            scenes.append(CompiledInterface.Scene(key: key, className: type, storyboardIdentifier: controller["storyboardIdentifier"],
                                                  isInitial: isInitial, isAppClass: isAppClass))
            functions.append(makeFunction(controller, key: key, type: type, base: base, keys: keys))
            if let view = controller.child(key: "view") {
                functions.append(viewFunction(controller, view: view, key: key, type: type, scene: scene, keys: keys, emitter: emitter))
            }
            registration += segues(of: controller, key: key, keys: keys)
        }
        if document["initialViewController"] == nil {
            notes.append(InterfaceNote(file: file, line: document.line, message: "no initial view controller: "
                                       + "instantiateInitialViewController() returns nil"))
        }
        registration.append("UIStoryboard.register(storyboard)")
        return """
        // Written by `dynamics port` from \(file): the storyboard's scenes as code. Regenerated on every port.
        import Dynamics

        @MainActor enum \(enumName) {
            /// Registers the storyboard \(ValueText.literal(name)) for `UIStoryboard(name:bundle:)`.
            static func register() {
        \(registration.map { "        " + $0 }.joined(separator: "\n"))
            }
        \(functions.joined(separator: "\n"))
        }

        """
    }

    private func suffix(_ key: String) -> String { String(ArchiveEmitter.variable(key).dropFirst(2)) }

    /// The scene's other objects: gesture recognisers and custom objects beside the controller.
    private func sceneObjects(of controller: IBElement) -> [IBElement] {
        let scene = document.items(of: "scenes").first { $0.items(of: "objects").contains { $0.id == controller.id } }
        return scene?.items(of: "objects").filter { $0.id != controller.id && $0.name != "placeholder" && $0.name != "exit" } ?? []
    }

    /// The scene's objects the view function makes: all but the navigation item, which `make_` sets.
    private func viewObjects(of controller: IBElement) -> [IBElement] {
        sceneObjects(of: controller).filter { $0.name != "navigationItem" }
    }

    /// `make_<key>()`: the controller as the storyboard decodes it, with its navigation and tab bar items.
    private mutating func makeFunction(_ controller: IBElement, key: String, type: String, base: String, keys: Set<String>) -> String {
        let emitter = ArchiveEmitter(file: file, catalog: catalog, usesAutolayout: true)
        var body: [String] = []
        let custom = type != base
        let relationships = controller.items(of: "connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        let children = relationships.compactMap { segue -> String? in
            guard let destination = segue["destination"], keys.contains(destination) else {
                emitter.note(segue, "relationship to a scene that is not translated: left out")
                return nil
            }
            return "UIStoryboard(name: \(ValueText.literal(name)), bundle: nil).instantiateViewController(withIdentifier: \(ValueText.literal(destination)))"
        }
        switch controller.name {
        case "navigationController" where !custom && children.count == 1:
            body.append("let owner = UINavigationController(rootViewController: \(children[0]))")
        case "navigationController":
            body.append("let owner = \(type)(coder: NSCoder())!")
            if !children.isEmpty { body.append("owner.setViewControllers([\(children.joined(separator: ", "))], animated: false)") }
        case "tabBarController":
            body.append("let owner = \(custom ? "\(type)(coder: NSCoder())!" : "UITabBarController()")")
            if !children.isEmpty { body.append("owner.setViewControllers([\(children.joined(separator: ", "))], animated: false)") }
        case "splitViewController":
            body += splitViewController(controller, type: type, custom: custom, relationships: relationships, keys: keys)
        default:
            body.append("let owner = \(type)(coder: NSCoder())!")
        }
        if controller.name == "navigationController" {
            // IB archives the bars' visibility on the controller (its "Shows Navigation Bar" and "Shows Toolbar"
            // boxes); an app that draws its own header hides the bar here, so every pushed screen is without it.
            if controller.flag("navigationBarHidden") { body.append("owner.isNavigationBarHidden = true") }
            if controller["toolbarHidden"] == "NO" { body.append("owner.isToolbarHidden = false") }
        }
        if let title = controller["title"] { body.append("owner.title = \(ValueText.literal(title))") }
        if let style = controller["modalPresentationStyle"], Self.presentationStyles.contains(style) {
            body.append("owner.modalPresentationStyle = .\(style)")
        }
        // A controller reached by a push keeps its navigation item beside it in the scene.
        if let item = controller.child("navigationItem", key: "navigationItem")
            ?? sceneObjects(of: controller).first(where: { $0.name == "navigationItem" }) {
            if let title = item["title"] { body.append("owner.navigationItem.title = \(ValueText.literal(title))") }
            emitter.adopt(controller, name: "owner", type: type, collecting: false)
            for child in item.children where child.name == "barButtonItem" {
                guard let made = emitter.object(child), let slot = child.key,
                      ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"].contains(slot) else { continue }
                emitter.emit("owner.navigationItem.\(slot) = \(made.name)")
            }
            // Only the items' own actions: the controller's connections belong to its view's pass.
            emitter.finish()
        }
        if let tab = controller.child("tabBarItem", key: "tabBarItem") {
            let image = tab["image"].map { "UIImage(named: \(ValueText.literal($0)))" } ?? "nil"
            body.append("owner.tabBarItem = UITabBarItem(title: \(tab["title"].map(ValueText.literal) ?? "nil"), image: \(image), tag: \(ValueText.number(tab["tag"]) ?? "0"))")
        }
        body += emitter.lines
        notes += emitter.notes
        if controller.child(key: "view") != nil {
            body.append("StoryboardDefinition.loadsView(of: owner) { [unowned owner] _ in view_\(suffix(key))(owner) }")
        }
        if custom { body.append("owner.awakeFromNib()") }
        body.append("return owner")
        return """

            /// The scene \(key) (\(type)), as the storyboard decodes it.
            static func make_\(suffix(key))() -> UIViewController {
        \(body.map { "        " + $0 }.joined(separator: "\n"))
            }
        """
    }

    /// A split view controller's making: the classic one with `viewControllers` (primary, then secondary), or, when
    /// IB archived a `style`, iOS 14's columns, each relationship's controller set for its column.
    private func splitViewController(_ controller: IBElement, type: String, custom: Bool, relationships: [IBElement],
                                     keys: Set<String>) -> [String] {
        let style = controller["style"].flatMap { ["doubleColumn", "tripleColumn"].contains($0) ? $0 : nil }
        var lines = [custom ? "let owner = \(type)(coder: NSCoder())!"
                            : "let owner = UISplitViewController(\(style.map { "style: .\($0)" } ?? ""))"]
        var classic: [String] = []
        for (relationship, column) in Self.splitColumns {
            guard let destination = relationships.first(where: { $0["relationship"] == relationship })?["destination"],
                  keys.contains(destination) else { continue }
            let child = "UIStoryboard(name: \(ValueText.literal(name)), bundle: nil).instantiateViewController(withIdentifier: \(ValueText.literal(destination)))"
            if style != nil {
                lines.append("owner.setViewController(\(child), for: .\(column))")
            } else if column == "primary" || column == "secondary" {
                classic.append(child)
            }
        }
        if !classic.isEmpty { lines.append("owner.viewControllers = [\(classic.joined(separator: ", "))]") }
        return lines
    }

    static let presentationStyles: Set<String> = [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover",
        "automatic",
    ]
    static let transitionStyles: Set<String> = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    /// `view_<key>(owner)`: the scene's view hierarchy with its constraints and connections.
    private mutating func viewFunction(_ controller: IBElement, view: IBElement, key: String, type: String,
                                       scene: [IBElement], keys: Set<String>, emitter: ArchiveEmitter) -> String {
        emitter.adopt(controller, name: "owner", type: type)
        emitter.ownerViewIsReturned = true
        emitter.preferDeclaredOutletTypes(under: [controller] + scene, ownerID: controller.id, ownerType: type)
        let rootName = view.id.map(ArchiveEmitter.variable) ?? "root"
        for guide in controller.items(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            if let id = guide.id { emitter.legacyGuides[id] = ("\(rootName).safeAreaLayoutGuide", guide["type"] == "bottom" ? "bottom" : "top") }
        }
        for object in scene { emitter.object(object) }
        emitter.segueTrigger = { segue, sender in
            guard sender.name != "owner" else { return nil }
            guard let destination = segue["destination"], keys.contains(destination), segue["kind"] != "unwind" else { return nil }
            let identifier = ValueText.literal(segue["identifier"] ?? segue.id ?? "")
            let trigger = "owner?.triggerSegue(withIdentifier: \(identifier), sender: sender)"
            let captures = "[weak owner, unowned sender = \(sender.name)]"
            if sender.element.name.hasSuffix("GestureRecognizer") { return ["\(sender.name).addAction { \(captures) _ in \(trigger) }"] }
            if sender.element.name == "barButtonItem" { return ["\(sender.name).primaryAction = UIAction { \(captures) _ in \(trigger) }"] }
            if sender.element.name == "tableViewCell" {
                return ["StoryboardDefinition.selecting(\(sender.name)) { \(captures) in \(trigger) }"]
            }
            if ArchiveEmitter.viewClasses[sender.element.name] == "UIButton" || ["button", "switch", "slider", "segmentedControl", "stepper"].contains(sender.element.name) {
                return ["\(sender.name).addAction(UIAction { \(captures) _ in \(trigger) }, for: .primaryActionTriggered)"]
            }
            return nil
        }
        emitter.embed = { segue, container in
            guard let destination = segue["destination"], keys.contains(destination) else { return nil }
            let identifier = segue["identifier"].map(ValueText.literal) ?? "nil"
            return ["StoryboardDefinition.embed(\(ValueText.literal(destination)), segue: \(identifier), in: \(container.name), of: owner)"]
        }
        let root = emitter.view(view, parent: nil)
        emitter.finish()
        notes += emitter.notes
        let body = emitter.lines + ["return \(root?.name ?? "UIView(frame: UIScreen.main.bounds)")"]
        return """

            /// The view of the scene \(key), built as the storyboard archived it.
            static func view_\(suffix(key))(_ owner: \(type)) -> UIView {
        \(body.map { "        " + $0 }.joined(separator: "\n"))
            }
        """
    }

    /// The registration of the segues leaving the scene (relationship and embed segues are made elsewhere).
    private mutating func segues(of controller: IBElement, key: String, keys: Set<String>) -> [String] {
        var result: [String] = []
        for segue in controller.descendants() where segue.name == "segue" {
            let kind = segue["kind"] ?? ""
            if kind == "relationship" || kind == "embed" { continue }
            let identifier = ValueText.literal(segue["identifier"] ?? segue.id ?? "")
            guard let destination = segue["destination"] else { continue }
            if kind == "unwind" {
                notes.append(InterfaceNote(file: file, line: segue.line, message: "unwind segue \(segue["unwindAction"] ?? "") not translated"))
                continue
            }
            guard keys.contains(destination) else {
                notes.append(InterfaceNote(file: file, line: segue.line, message: "segue to a scene that is not translated: left out"))
                continue
            }
            var arguments = ""
            switch kind {
            case "show", "push": arguments = ", kind: .show"
            case "showDetail": arguments = ", kind: .showDetail"
            case "presentation", "modal", "popoverPresentation":
                arguments = ", kind: .presentModally"
                if let style = segue["modalPresentationStyle"], Self.presentationStyles.contains(style) { arguments += ", presentationStyle: .\(style)" }
                if let style = segue["modalTransitionStyle"], Self.transitionStyles.contains(style) { arguments += ", transitionStyle: .\(style)" }
                if kind == "popoverPresentation" {
                    notes.append(InterfaceNote(file: file, line: segue.line, message: "popover segue presented modally"))
                }
            case "custom":
                guard let custom = segue["customClass"], catalog.contains(custom) else {
                    notes.append(InterfaceNote(file: file, line: segue.line, message: "custom segue class \(segue["customClass"] ?? "") is not in the folder: left out"))
                    continue
                }
                arguments = ", kind: .custom(\(custom).self)"
            default:
                notes.append(InterfaceNote(file: file, line: segue.line, message: "segue kind \(kind) not translated"))
                continue
            }
            if isInPrototypeCell(segue, of: controller) {
                notes.append(InterfaceNote(file: file, line: segue.line, message: "segue triggered by selecting a prototype cell: "
                                           + "registered (performSegue works), not triggered by a selection"))
            }
            result.append("storyboard.segue(\(identifier), from: \(ValueText.literal(key)), to: \(ValueText.literal(destination))\(arguments))")
        }
        return result
    }

    /// Whether `segue` leaves a prototype cell, which the compiled table does not build (its dequeued cells are
    /// plain instances of the cell's class).
    private func isInPrototypeCell(_ segue: IBElement, of controller: IBElement) -> Bool {
        controller.descendants().contains { table in
            let prototypes = table.name == "tableView" ? table.items(of: "prototypes")
                : table.name == "collectionView" ? table.items(of: "cells") : []
            return prototypes.contains { cell in
                cell.descendants().contains { $0.name == "segue" && $0.id == segue.id }
            }
        }
    }
}
