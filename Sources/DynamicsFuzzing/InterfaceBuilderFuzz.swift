import DynamicsInterfaceBuilder
import Foundation

/// The Interface Builder campaign's inputs: a storyboard or xib of a corpus folder, mutated, through the whole
/// compiler (`InterfaceCompiler.compile`, what `dynamics port` runs on each one). Each must give Swift or one
/// `file:line: message` refusal naming the file.
struct InterfaceBuilderFuzz {
    /// The corpus: each document's name and bytes, in name order.
    let documents: [(name: String, bytes: [UInt8])]
    /// Classes the documents refer to, as a port would find them in the app's Swift sources.
    private let catalog = ClassCatalog([ClassCatalog.Class(name: "XibViewController", inherited: ["UIViewController"],
                                                           properties: ["button"], methods: [.init(name: "click", labels: ["_"])])])

    /// Reads every `.storyboard` and `.xib` in `corpus`; throws when there is none.
    init(corpus: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        guard !names.isEmpty else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no .storyboard or .xib in \(corpus.path)"])
        }
        documents = try names.map { ($0, Array(try Data(contentsOf: corpus.appendingPathComponent($0)))) }
    }

    /// Runs input `seed`.
    func run(seed: UInt64) -> FuzzOutcome {
        var random = FuzzRandom(seed: seed)
        let document = random.pick(documents)
        let bytes = FuzzMutator.mutate(document.bytes, random: &random)
        do {
            let compiled = try InterfaceCompiler.compile(Data(bytes), file: document.name, catalog: catalog)
            guard compiled.source.contains("import Dynamics") else { return .bad("\(document.name): Swift without its import") }
            return .ok("\(document.name): \(compiled.source.utf8.count) bytes of Swift, \(compiled.notes.count) notes")
        } catch {
            guard error.file == document.name, error.line >= 1, !error.description.contains(where: \.isNewline) else {
                return .bad("not one line naming the file: \(error.description.prefix(200))")
            }
            return .ok(error.description)
        }
    }
}
