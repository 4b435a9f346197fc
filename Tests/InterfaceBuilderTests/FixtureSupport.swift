import Foundation
@testable import DynamicsInterfaceBuilder

/// The Xcode-written fixtures of `Fixtures/` (see its README for their sources and licences).
enum Fixture {
    /// The fixture file's bytes.
    static func data(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// The fixture compiled with `catalog`.
    static func compile(_ name: String, catalog: ClassCatalog) throws -> CompiledInterface {
        try InterfaceCompiler.compile(data(name), file: name, catalog: catalog)
    }
}
