/// Interface Builder's connections as code: outlets and outlet collections assigned to the source's properties by
/// name, gesture recognisers added to their views, target–action as the closures Dynamics takes (calling the same
/// method with the sender), and segues a control triggers.
struct ConnectionEmitter {
    let emitter: ArchiveEmitter

    /// UIKit outlets that need the destination to adopt a protocol.
    private static let protocolOutlets: [String: [String: String]] = [
        "UITableView": ["dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate"],
        "UICollectionView": ["dataSource": "UICollectionViewDataSource", "delegate": "UICollectionViewDelegate"],
        "UIScrollView": ["delegate": "UIScrollViewDelegate"],
        "UITextField": ["delegate": "UITextFieldDelegate"],
        "UITextView": ["delegate": "UITextViewDelegate"],
        "UIGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
    ]

    /// UIKit controllers that adopt the table and collection protocols themselves.
    private static let adoptingControllers: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"],
        "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"],
    ]

    func emit(_ connections: [(source: String, element: IBElement)]) {
        var collections: [String: (source: ArchiveEmitter.Object, element: IBElement, items: [String])] = [:]
        var collectionOrder: [String] = []
        for (sourceID, connection) in connections {
            guard let source = emitter.objects[sourceID] else {
                emitter.note(connection, "\(connection.name) from an object that was not made: left out")
                continue
            }
            switch connection.name {
            case "outlet": outlet(connection, from: source)
            case "outletCollection":
                guard let property = connection["property"], let destination = connection["destination"] else { continue }
                let key = sourceID + "." + property
                if collections[key] == nil {
                    collections[key] = (source, connection, [])
                    collectionOrder.append(key)
                }
                collections[key]!.items.append(destination)
            case "action": action(connection, from: source)
            case "segue":
                let kind = connection["kind"] ?? ""
                if kind == "relationship" || kind == "embed" { continue }
                if let statements = emitter.segueTrigger?(connection, source) { statements.forEach(emitter.emit) }
            default: emitter.note(connection, "connection <\(connection.name)> not translated")
            }
        }
        for key in collectionOrder {
            let (source, element, items) = collections[key]!
            outletCollection(element, from: source, items: items)
        }
    }

    /// `source.property = destination`, when the property exists.
    private func outlet(_ element: IBElement, from source: ArchiveEmitter.Object) {
        guard let property = element["property"], let destinationID = element["destination"] else { return }
        guard let destination = emitter.objects[destinationID] else {
            return emitter.note(element, "outlet \(property) to an object that was not made: left out")
        }
        if source.element.name == "placeholder" && source.name != "owner" { return }
        if property == "view", source.name == "owner" {
            // A storyboard controller's view is what its view function returns; a nib's owner gets it here.
            if emitter.ownerViewIsReturned { return }
        } else if emitter.catalog.contains(source.type) {
            guard emitter.catalog.hasProperty(property, in: source.type) else {
                return emitter.note(element, "outlet \(property): \(source.type) has no such property: left out")
            }
        } else {
            let uikit = source.type
            let family = Self.protocolOutlets[uikit] ?? (uikit.hasSuffix("GestureRecognizer") ? Self.protocolOutlets["UIGestureRecognizer"] : nil)
            guard let needed = family?[property] else {
                return emitter.note(element, "outlet \(property) of \(uikit) not translated")
            }
            let base = emitter.catalog.uikitBase(of: destination.type)
            guard emitter.catalog.adopts(needed, destination.type) || Self.adoptingControllers[base]?.contains(needed) == true else {
                return emitter.note(element, "outlet \(property): \(destination.type) does not adopt \(needed) in the folder: left out")
            }
        }
        emitter.emit("\(source.name).\(property) = \(destination.name)")
    }

    private func outletCollection(_ element: IBElement, from source: ArchiveEmitter.Object, items: [String]) {
        guard let property = element["property"] else { return }
        let made = items.compactMap { emitter.objects[$0] }
        if made.count < items.count { emitter.note(element, "outlet collection \(property): \(items.count - made.count) object(s) not made, left out") }
        if property == "gestureRecognizers" {
            for recognizer in made { emitter.emit("\(source.name).addGestureRecognizer(\(recognizer.name))") }
            return
        }
        guard emitter.catalog.hasProperty(property, in: source.type) else {
            return emitter.note(element, "outlet collection \(property): \(source.type) has no such property: left out")
        }
        emitter.emit("\(source.name).\(property) = [\(made.map(\.name).joined(separator: ", "))]")
    }

    /// Target–action: the closure form of the sender's kind, calling the method the selector names on the target.
    private func action(_ element: IBElement, from source: ArchiveEmitter.Object) {
        guard let selector = element["selector"], let targetID = element["destination"] else { return }
        guard let target = emitter.objects[targetID] else {
            return emitter.note(element, "action \(selector) to an object that was not made (the first responder?): left out")
        }
        guard let method = emitter.catalog.method(selector: selector, in: target.type) else {
            return emitter.note(element, "action \(selector): \(target.type) declares no method with that selector in the folder: left out")
        }
        guard method.labels.count <= 1 else {
            return emitter.note(element, "action \(selector) takes the event too: not translated (a UIAction carries no event)")
        }
        let argument = method.labels.first.map { $0 == "_" ? "sender" : "\($0): sender" } ?? ""
        let targetName = target.name == "owner" ? "owner" : "target"
        let captures = target.name == "owner" ? "[weak owner, unowned sender = \(source.name)]"
            : "[weak target = \(target.name), unowned sender = \(source.name)]"
        let call = "\(targetName)?.\(method.name)(\(argument))"
        let silence = method.labels.isEmpty ? "_ = sender; " : ""
        if source.type.hasSuffix("GestureRecognizer") || source.element.name.hasSuffix("GestureRecognizer") {
            emitter.emit("\(source.name).addAction { \(captures) _ in \(silence)\(call) }")
        } else if source.element.name == "barButtonItem" {
            emitter.emit("\(source.name).primaryAction = UIAction { \(captures) _ in \(silence)\(call) }")
        } else {
            guard let event = ValueText.controlEvents[element["eventType"] ?? "touchUpInside"] else {
                return emitter.note(element, "action \(selector) for event \(element["eventType"] ?? "") not translated")
            }
            emitter.emit("\(source.name).addAction(UIAction { \(captures) _ in \(silence)\(call) }, for: \(event))")
        }
    }
}
