import ArgumentParser
import Dynamics
import Foundation

/// `dynamics matrix`: one scene at one moment on several devices, appearances and text sizes, rendered one folder
/// per combination and laid out on one labelled contact sheet (a row per device).
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Render a scene across devices × appearances × text sizes and lay the frames out on one sheet.")

    @Argument(help: "The scene's name (see `dynamics list`).")
    var name: String

    @Option(help: "Comma-separated devices, one row each.")
    var devices = "iphone-se-3,iphone-15-pro,ipad-pro-11"

    @Option(help: "Comma-separated appearances: light, dark.")
    var appearances = "light,dark"

    @Option(name: .customLong("content-sizes"), help: "Comma-separated text sizes (large, accessibility-large, ax2 …).")
    var contentSizes = "large"

    @Option(help: "portrait or landscape.")
    var orientation: SceneOrientation = .portrait

    @Option(help: "Scene time in seconds of the frame shown.")
    var at: Double = 1

    @Option(help: "Pixels per point of each render.")
    var scale: Double = 1

    @Option(name: .customLong("thumbnail-width"), help: "Width of each cell on the sheet, in pixels.")
    var thumbnailWidth: Int = 240

    @Option(help: "Folder for the renders (one subfolder per combination) and matrix.png.")
    var out: String = "render-output/matrix"

    func run() throws {
        let scene = try SceneCatalog.scene(named: name)
        let profiles = try Self.list(devices, "--devices") { DeviceProfile(identifier: $0) }
        let looks = try Self.list(appearances, "--appearances") { SceneAppearance(rawValue: $0.lowercased()) }
        let sizes = try Self.list(contentSizes, "--content-sizes") { UIContentSizeCategory(commandLineName: $0) }
        guard (16...1024).contains(thumbnailWidth) else {
            throw CommandLineError.usage("--thumbnail-width must be between 16 and 1024 (got \(thumbnailWidth))")
        }
        var frames: [SheetFrame] = []
        var tallest: CGFloat = 0
        for profile in profiles {
            for look in looks {
                for size in sizes {
                    let cell = "\(profile.identifier)-\(look.rawValue)-\(size.commandLineName ?? "large")"
                    let folder = URL(fileURLWithPath: out).appendingPathComponent(cell).path
                    var options = RenderOptions(folder: folder)
                    options.frames = .times([at])
                    options.scale = CGFloat(scale)
                    options.device = profile
                    options.orientation = orientation
                    options.appearance = look
                    options.contentSize = size
                    options.force = true
                    options.toolVersion = DynamicsCommand.version
                    let result: RenderResult
                    do {
                        result = try MainActor.assumeIsolated { try SceneRenderer.render(scene, options: options) }
                    } catch let failure as SceneRenderer.Failure {
                        throw RenderOptionFlags(frames: "--at").commandLineError(failure, prefix: "\(cell): ")
                    }
                    guard let file = result.manifest?.frames.first?.file else {
                        throw CommandLineError.failure("\(cell): no frame at \(at) s")
                    }
                    tallest = max(tallest, CGFloat(result.pixelHeight) / CGFloat(max(1, result.pixelWidth)))
                    let short = UIContentSizeCategory.commandLineNames.first { $0.category == size }?.short
                    let label = [profile.identifier, look.rawValue, sizes.count > 1 ? short : nil]
                        .compactMap { $0 }.joined(separator: " · ")
                    frames.append(SheetFrame(path: URL(fileURLWithPath: folder).appendingPathComponent(file).path,
                                             label: label))
                }
            }
        }
        let sheet = ContactSheetLayout(frames: frames, columns: looks.count * sizes.count,
                                       thumbnailWidth: CGFloat(thumbnailWidth), aspectRatio: tallest)
        let path = URL(fileURLWithPath: out).appendingPathComponent("matrix.png").path
        let image = try MainActor.assumeIsolated { try Renderer().render(try sheet.makeView(), scale: 1) }
        do {
            try PNGWriter.write(image, to: path, compressionLevel: 6)
        } catch {
            throw CommandLineError.failure("cannot write \(error)")
        }
        print("\(frames.count) renders → \(path)")
    }

    /// The comma-separated values of `text`, each made by `make`; a usage error names the first that is not one.
    private static func list<Value>(_ text: String, _ option: String, _ make: (String) -> Value?) throws -> [Value] {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty else { throw CommandLineError.usage("\(option) needs at least one value") }
        return try parts.map { part in
            guard let value = make(part) else { throw CommandLineError.usage("\(option): unknown value '\(part)'") }
            return value
        }
    }
}
