/// Compiles a xib: an enum whose `register()` registers the nib for `UINib(nibName:bundle:)`,
/// `Bundle.loadNibNamed(_:owner:options:)` and view controllers of that nib name; instantiating it builds its
/// top-level objects and, when an owner is given, connects File's Owner's outlets and actions to it.
struct NibCompiler {
    let document: IBElement
    let file: String
    let name: String
    let catalog: ClassCatalog
    private(set) var notes: [InterfaceNote] = []

    var enumName: String { "DynamicsPortNib_" + ArchiveEmitter.variable(name).dropFirst(2) }

    mutating func compile() -> String {
        let emitter = ArchiveEmitter(file: file, catalog: catalog, usesAutolayout: document.flag("useAutolayout"))
        let objects = document.items(of: "objects")
        let filesOwner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        var ownerType = "UIViewController"
        if let filesOwner {
            if let custom = filesOwner["customClass"], catalog.contains(custom) { ownerType = custom }
            else if let custom = filesOwner["customClass"], custom != "UIViewController" {
                emitter.note(filesOwner, "File's Owner class \(custom) is not a class of the folder: its outlets apply to a UIViewController owner only")
            }
            emitter.adopt(filesOwner, name: "owner", type: ownerType)
        }
        emitter.preferDeclaredOutletTypes(under: objects, ownerID: filesOwner?.id, ownerType: ownerType)
        var topLevel: [String] = []
        for object in objects where object.name != "placeholder" {
            if ArchiveEmitter.viewClasses[object.name] != nil {
                if let made = emitter.view(object, parent: nil) { topLevel.append(made.name) }
            } else if let made = emitter.object(object) {
                topLevel.append(made.name)
            }
        }
        emitter.finish(ownerGuard: "if let owner = ownerObject as? \(ownerType) {")
        notes = emitter.notes
        let body = emitter.lines + ["return [\(topLevel.joined(separator: ", "))]"]
        return """
        // Written by `dynamics port` from \(file): the nib's objects as code. Regenerated on every port.
        import Dynamics

        @MainActor enum \(enumName) {
            /// Registers the nib \(ValueText.literal(name)) for `UINib(nibName:bundle:)` and `loadNibNamed`.
            static func register() {
                UINib.register(\(ValueText.literal(name))) { owner in instantiate(owner) }
            }

            /// The nib's top-level objects, File's Owner's connections made on `ownerObject` when it is given.
            static func instantiate(_ ownerObject: Any?) -> [Any] {
        \(body.map { "        " + $0 }.joined(separator: "\n"))
            }
        }

        """
    }
}
