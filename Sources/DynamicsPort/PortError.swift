/// Why a port could not be made. Each case reads as one line naming the file (and line) at fault; the output folder
/// is left as it was.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// The folder to port does not exist or is not a folder.
    case notAFolder(String)
    /// The folder holds no Swift source at all.
    case noSwiftSources(String)
    /// A file could not be read (or is not UTF-8 text).
    case unreadable(file: String)
    /// A Swift file does not parse; the line is the first error's.
    case syntax(file: String, line: Int, message: String)
    /// A Swift file's brackets nest past what the rewriter reads (``BracketNesting``): more on one line left open,
    /// or deeper, than any real source has; the parser's error recovery would take hours over them.
    case unreadableNesting(file: String, line: Int, message: String)
    /// A storyboard or xib is not well-formed XML or not a Cocoa Touch Interface Builder document.
    case malformedInterface(file: String, line: Int, message: String)
    /// The output folder lies inside the folder being ported (it would be ported on the next run).
    case outputInsideInput(String)
    /// The output folder could not be written.
    case unwritable(String, reason: String)
    /// The output folder exists and was not made by `dynamics port`, so it is not replaced.
    case outputNotOurs(String)
    /// The Xcode project file (`project.pbxproj`) is not a readable property list or has no project in it.
    case malformedProject(file: String, line: Int, message: String)
    /// The project has several app targets using the folder and no `--target` chose one.
    case ambiguousTarget(file: String, targets: [String])
    /// The app target's Sources phase lists no Swift file that is there.
    case targetWithoutSwift(file: String, target: String)
    /// `--target` names no app target of the project.
    case unknownTarget(file: String, name: String, targets: [String])
    /// An asset catalog's `Contents.json` is not JSON of a catalog (Xcode's asset compiler stops there too).
    case malformedCatalog(file: String, line: Int, message: String)
    /// A `--scene` file cannot be used: it does not parse, or declares no scene function.
    case badSceneFile(file: String, line: Int, message: String)

    /// The one-line message.
    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path): not a folder"
        case .noSwiftSources(let path): "\(path): no Swift sources to port"
        case .unreadable(let file): "\(file): cannot be read as UTF-8 text"
        case .syntax(let file, let line, let message): "\(file):\(line): does not parse: \(message)"
        case .unreadableNesting(let file, let line, let message): "\(file):\(line): not read: \(message)"
        case .malformedInterface(let file, let line, let message): "\(file):\(line): \(message)"
        case .outputInsideInput(let path): "\(path): the output folder must not be inside the folder being ported"
        case .unwritable(let path, let reason): "\(path): cannot write the package: \(reason)"
        case .outputNotOurs(let path):
            "\(path): exists and was not written by dynamics port; remove it or choose another --out"
        case .malformedProject(let file, let line, let message): "\(file):\(line): not a readable Xcode project: \(message)"
        case .ambiguousTarget(let file, let targets):
            "\(file): app targets \(targets.joined(separator: ", ")) all use this folder; choose one with --target"
        case .targetWithoutSwift(let file, let target): "\(file): target \(target) compiles no Swift file to port"
        case .unknownTarget(let file, let name, let targets):
            "\(file): no app target named \(name) (app targets: \(targets.isEmpty ? "none" : targets.joined(separator: ", ")))"
        case .malformedCatalog(let file, let line, let message): "\(file):\(line): \(message)"
        case .badSceneFile(let file, let line, let message): "\(file):\(line): \(message)"
        }
    }
}
