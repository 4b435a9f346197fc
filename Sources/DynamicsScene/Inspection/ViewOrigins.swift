import Foundation
import DynamicsUIKit

/// Where the views of a scene were made: while `recording` runs (the inspector's run of the scene), the return
/// addresses of every view's `init` call stack are kept; asked about one view, they are turned into source lines by
/// the toolchain's `llvm-symbolizer` (`SourceSymbolizer`), and the innermost call outside this library and outside the
/// view's own initialisers is its origin — the line of the scene's code that made it (`UIView(frame:)` in `build`, a
/// helper it calls, `Ball()` of a subclass). Builds without line tables (release), a machine without
/// `llvm-symbolizer`, and views made only by the library (a table's cells, the overlay) give none.
@MainActor final class ViewOrigins {
    /// A file and line of source.
    struct Line: Equatable {
        /// The file's absolute path, as the compiler was given it.
        var path: String
        var line: Int
    }

    private struct WeakView { weak var view: UIView? }
    private var stacks: [ObjectIdentifier: (view: WeakView, addresses: [UInt])] = [:]
    /// Calls kept per view: the stack walk's own (Foundation's, and under a sanitizer its `backtrace` interceptor),
    /// this file's observers, then enough to get from `UIView.init` through subclass initialisers to the scene's code.
    private static let depth = 32
    /// This file, whose observer closures sit above `UIView.init` in every stack kept (one per nested `recording`).
    private static let ownFile = #filePath
    /// This library's sources: `…/Sources/`, from this file's own path (`…/Sources/DynamicsScene/Inspection/`).
    private static let libraryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path + "/"
    /// The module that runs scenes and calls their code: `…/Sources/DynamicsScene/`.
    private static let sceneLayer = libraryRoot + "DynamicsScene/"

    /// Runs `body`, keeping the call stack of each view made meanwhile.
    func recording<T>(_ body: () -> T) -> T {
        let outer = ViewCreation.observer
        ViewCreation.observer = { [unowned self] view in
            outer?(view)
            let addresses = Thread.callStackReturnAddresses.prefix(Self.depth).map { $0.uintValue }
            stacks[ObjectIdentifier(view)] = (WeakView(view: view), addresses)
        }
        defer { ViewCreation.observer = outer }
        return body()
    }

    /// Where `view` was made, when its stack was kept and its code has line tables.
    func origin(of view: UIView) -> Line? {
        guard let kept = stacks[ObjectIdentifier(view)], kept.view.view === view else { return nil }
        let ownClasses = Self.classNames(of: view)
        // The calls above the observer are the stack walk's, and how many there are is not fixed: a sanitized build
        // adds its interceptor of `backtrace`, so a count of frames to drop would start inside this file (whose
        // module runs scenes, where the search gives up) or inside the sanitizer. The view's own calls start below
        // this file's observer frames (one per nested `recording`).
        var pastObservers = false
        for address in kept.addresses {
            // A return address is just past its call: the call's line is the byte before it.
            let frames = SourceSymbolizer.shared.frames(at: address - 1)
            if frames.contains(where: { $0.path == Self.ownFile }) {
                pastObservers = true
                continue
            }
            guard pastObservers else { continue }
            for frame in frames {
                // Reaching the code that runs the scene (its runner, its event queue) without meeting the scene's own
                // code: the library made the view (the canvas, a table's cells in a layout pass).
                if frame.path.hasPrefix(Self.sceneLayer) { return nil }
                guard frame.line > 0, frame.path.hasPrefix("/"), !frame.path.hasPrefix(Self.libraryRoot) else { continue }
                if Self.isInitialiser(frame.function, ofAnyOf: ownClasses) { continue }
                return Line(path: frame.path, line: frame.line)
            }
        }
        return nil
    }

    /// The names of `view`'s class and its superclasses, as Swift's mangling spells them (`4Ball`).
    private static func classNames(of view: UIView) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            let name = String(describing: current.subjectType).split(separator: ".").last.map(String.init) ?? ""
            names.append("\(name.utf8.count)\(name)C")
            mirror = current.superclassMirror
        }
        return names
    }

    /// Whether the mangled `symbol` is an initialiser (`fc`, or `fC` allocating) of one of the mangled class names.
    private static func isInitialiser(_ symbol: String, ofAnyOf classes: [String]) -> Bool {
        guard symbol.hasPrefix("$s"), symbol.hasSuffix("fc") || symbol.hasSuffix("fC") else { return false }
        return classes.contains { symbol.contains($0) }
    }
}

/// Turns code addresses of this process into source lines with the toolchain's `llvm-symbolizer`, one process kept
/// for the scene process's life (it loads the executable's debug information once, then answers in microseconds).
/// `llvm-symbolizer` ships with every Swift toolchain, beside `swift`; without it, nothing is found.
@MainActor final class SourceSymbolizer {
    /// A function's line: its mangled name, the file's path and the line (0 when not known).
    struct Frame {
        var function: String
        var path: String
        var line: Int
    }

    static let shared = SourceSymbolizer()
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var unavailable = false
    private var answers: [UInt: [Frame]] = [:]
    private var images: [(path: String, base: UInt, range: Range<UInt>)] = []

    /// The files mapped into this process (`/proc/self/maps`): each mapping's addresses, with its file and where the
    /// file's first mapping starts (its load address).
    private static func loadedImages() -> [(path: String, base: UInt, range: Range<UInt>)] {
        // Read to the end: swift-corelibs-foundation's `String(contentsOfFile:)` stops after one read of a file whose
        // size reads 0, as /proc's do: 4 KB, before the executable's lines when a sanitizer's shadow mappings come first.
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() else {
            return []
        }
        let maps = String(decoding: data, as: UTF8.self)
        var bases: [String: UInt] = [:]
        var mappings: [(path: String, range: Range<UInt>)] = []
        for line in maps.split(separator: "\n") {
            // `START-END PERMISSIONS OFFSET DEVICE INODE   PATH`; the path may hold spaces.
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, bounds[0] < bounds[1] else { continue }
            let path = fields[5...].joined(separator: " ")
            bases[path] = min(bases[path] ?? .max, bounds[0])
            mappings.append((path, bounds[0]..<bounds[1]))
        }
        return mappings.map { ($0.path, bases[$0.path]!, $0.range) }
    }

    /// The frames (the innermost inlined one first) of the code at `address`; empty when it cannot be told.
    func frames(at address: UInt) -> [Frame] {
        if let known = answers[address] { return known }
        if images.first(where: { $0.range.contains(address) }) == nil { images = Self.loadedImages() }
        guard let image = images.first(where: { $0.range.contains(address) }) else { return [] }
        // Position-independent images (Swift's executables and libraries): the file's addresses start at 0.
        let frames = ask("\"\(image.path)\" 0x\(String(address - image.base, radix: 16))")
        answers[address] = frames
        return frames
    }

    private func ask(_ query: String) -> [Frame] {
        guard start(), let input, let output else { return [] }
        do {
            try input.write(contentsOf: Data((query + "\n").utf8))
            var line = Data()
            while true {
                guard let byte = try output.read(upToCount: 1), let first = byte.first else { stop(); return [] }
                if first == UInt8(ascii: "\n") { break }
                line.append(first)
            }
            guard let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any],
                  let symbols = answer["Symbol"] as? [[String: Any]] else { return [] }
            return symbols.map {
                Frame(function: $0["FunctionName"] as? String ?? "", path: $0["FileName"] as? String ?? "",
                      line: $0["Line"] as? Int ?? 0)
            }
        } catch {
            stop()
            return []
        }
    }

    /// Starts `llvm-symbolizer` unless it runs or could not be found.
    private func start() -> Bool {
        if process != nil { return true }
        guard !unavailable, let tool = Self.locate() else {
            unavailable = true
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--output-style=JSON", "--no-demangle", "--inlines"]
        let toTool = Pipe(), fromTool = Pipe()
        process.standardInput = toTool
        process.standardOutput = fromTool
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            unavailable = true
            return false
        }
        self.process = process
        input = toTool.fileHandleForWriting
        output = fromTool.fileHandleForReading
        return true
    }

    private func stop() {
        process?.terminate()
        process = nil
        unavailable = true
    }

    /// `llvm-symbolizer` on the `PATH`, or beside the `swift` found there (its real folder: the toolchain's `bin`).
    private static func locate() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let manager = FileManager.default
        for folder in folders where manager.isExecutableFile(atPath: folder + "/llvm-symbolizer") {
            return folder + "/llvm-symbolizer"
        }
        for folder in folders where manager.isExecutableFile(atPath: folder + "/swift") {
            let real = URL(fileURLWithPath: folder + "/swift").resolvingSymlinksInPath().deletingLastPathComponent().path
            if manager.isExecutableFile(atPath: real + "/llvm-symbolizer") { return real + "/llvm-symbolizer" }
        }
        return nil
    }
}
