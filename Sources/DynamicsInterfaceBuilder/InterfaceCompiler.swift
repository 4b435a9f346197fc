import Foundation

/// A storyboard or xib compiled to Swift.
public struct CompiledInterface: Sendable {
    /// A scene of a storyboard: its controller, by the key segues and `instantiateViewController` use.
    public struct Scene: Equatable, Sendable {
        /// Interface Builder's object ID of the controller (the scene's key).
        public var key: String
        /// The controller's class.
        public var className: String
        /// Its "Storyboard ID", if it has one.
        public var storyboardIdentifier: String?
        /// Whether it is the initial view controller.
        public var isInitial: Bool
        /// Whether its class is one of the app's (not UIKit's).
        public var isAppClass: Bool
    }

    /// The storyboard's or nib's name (the file name without extension).
    public var name: String
    /// Whether it is a storyboard (else a nib).
    public var isStoryboard: Bool
    /// The generated Swift file.
    public var source: String
    /// The Swift expression statement that registers it in a running scene (`Enum.register()`).
    public var registration: String
    /// The storyboard's scenes (empty for a nib).
    public var scenes: [Scene]
    /// One line per construct not translated.
    public var notes: [InterfaceNote]
}

/// Interface Builder compiled to Swift: storyboards and xibs (Xcode 8+ document format) become plain Swift that
/// builds the same objects with the Dynamics API.
public enum InterfaceCompiler {
    /// Compiles the storyboard or xib `data` read from `file` (a path used in notes; its last component without the
    /// extension names the storyboard or nib).
    /// - Throws: ``InterfaceError`` for malformed XML or a document that is not a Cocoa Touch storyboard or xib.
    public static func compile(_ data: Data, file: String, catalog: ClassCatalog) throws(InterfaceError) -> CompiledInterface {
        let document = try IBDocumentParser.parse(data, file: file)
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if document["type"]?.hasSuffix("Storyboard.XIB") == true {
            var compiler = StoryboardCompiler(document: document, file: file, name: name, catalog: catalog)
            let source = compiler.compile()
            return CompiledInterface(name: name, isStoryboard: true, source: source,
                                     registration: "\(compiler.enumName).register()", scenes: compiler.scenes,
                                     notes: compiler.notes)
        }
        var compiler = NibCompiler(document: document, file: file, name: name, catalog: catalog)
        let source = compiler.compile()
        return CompiledInterface(name: name, isStoryboard: false, source: source,
                                 registration: "\(compiler.enumName).register()", scenes: [], notes: compiler.notes)
    }
}
