import ArgumentParser
import Dynamics
import Foundation

/// `dynamics contact-sheet`: one PNG with a grid of a render's frames, each labelled with its time.
struct ContactSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contact-sheet",
        abstract: "Lay out a render's frames in a labelled grid (one PNG).")

    @Argument(help: "A render folder (frame_00000.png … and manifest.json).")
    var folder: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "Sheet file (default: DIR/contact-sheet.png).")
    var output: String?

    @Option(help: "Use every Nth frame (default: enough to show at most 40 frames).")
    var every: Int?

    @Option(help: "Frames per row.")
    var columns: Int = 5

    @Option(name: .customLong("thumbnail-width"), help: "Width of each frame on the sheet, in pixels.")
    var thumbnailWidth: Int = 200

    func run() throws {
        if let every, every < 1 { throw CommandLineError.usage("--every must be 1 or more (got \(every))") }
        guard (1...50).contains(columns) else {
            throw CommandLineError.usage("--columns must be between 1 and 50 (got \(columns))")
        }
        guard (16...1024).contains(thumbnailWidth) else {
            throw CommandLineError.usage("--thumbnail-width must be between 16 and 1024 (got \(thumbnailWidth))")
        }
        let frames = try SheetFrame.list(in: folder)
        let step = every ?? max(1, (frames.count + 39) / 40)
        let chosen = stride(from: 0, to: frames.count, by: step).map { frames[$0] }
        let first: Image
        do {
            first = try PNGReader.read(chosen[0].path)
        } catch {
            throw CommandLineError.usage("cannot read \(error)")
        }
        let sheet = ContactSheetLayout(frames: chosen, columns: columns, thumbnailWidth: CGFloat(thumbnailWidth),
                                       aspectRatio: CGFloat(first.height) / CGFloat(max(1, first.width)))
        guard sheet.size.width * sheet.size.height <= CGFloat(PixelLimits.maximumPixels) else {
            throw CommandLineError.usage("the sheet would be \(Int(sheet.size.width))×\(Int(sheet.size.height)) pixels; "
                + "use a larger --every or a smaller --thumbnail-width")
        }
        let image = try MainActor.assumeIsolated { try Renderer().render(try sheet.makeView(), scale: 1, transparent: false) }
        let path = output ?? URL(fileURLWithPath: folder).appendingPathComponent("contact-sheet.png").path
        do {
            try PNGWriter.write(image, to: path, compressionLevel: 6)
        } catch {
            throw CommandLineError.usage("cannot write \(error)")
        }
        print("\(chosen.count) frames → \(path)")
    }
}

/// One frame on the sheet.
struct SheetFrame {
    let path: String
    let label: String

    /// The render folder's frames: from its manifest (labelled with their times) or, without one, every
    /// `frame_NNNNN.png` (labelled with their numbers).
    static func list(in folder: String) throws -> [SheetFrame] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandLineError.usage("'\(folder)' is not a folder")
        }
        let base = URL(fileURLWithPath: folder)
        let frames: [SheetFrame]
        if let manifest = RenderManifest.read(fromFolder: folder) {
            frames = manifest.frames.map {
                SheetFrame(path: base.appendingPathComponent($0.file).path,
                           label: String(format: "t = %.3f s  #%d", $0.time, $0.index))
            }
        } else {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter(RenderManifest.isFrameFileName).sorted()
            frames = names.map { SheetFrame(path: base.appendingPathComponent($0).path, label: $0) }
        }
        guard !frames.isEmpty else { throw CommandLineError.usage("no frames in '\(folder)'") }
        return frames
    }
}

/// The grid: thumbnails with a caption under each, on white.
struct ContactSheetLayout {
    static let margin: CGFloat = 12
    static let captionHeight: CGFloat = 20

    let frames: [SheetFrame]
    let columns: Int
    let thumbnail: CGSize

    init(frames: [SheetFrame], columns: Int, thumbnailWidth: CGFloat, aspectRatio: CGFloat) {
        self.frames = frames
        self.columns = min(columns, frames.count)
        thumbnail = CGSize(width: thumbnailWidth, height: (thumbnailWidth * aspectRatio).rounded())
    }

    var size: CGSize {
        let rows = (frames.count + columns - 1) / columns
        return CGSize(width: ContactSheetLayout.margin + CGFloat(columns) * (thumbnail.width + ContactSheetLayout.margin),
                      height: ContactSheetLayout.margin
                        + CGFloat(rows) * (thumbnail.height + ContactSheetLayout.captionHeight + ContactSheetLayout.margin))
    }

    @MainActor func makeView() throws -> UIView {
        let sheet = UIView(frame: CGRect(origin: .zero, size: size))
        sheet.backgroundColor = .white
        for (index, frame) in frames.enumerated() {
            // Decoded here, not only recognised: a truncated or corrupt frame must fail the sheet, not leave a hole.
            guard let data = FileManager.default.contents(atPath: frame.path), (try? PNGReader.read(data: data)) != nil,
                  let image = UIImage(contentsOfFile: frame.path) else {
                throw CommandLineError.usage("cannot read '\(frame.path)' as a PNG")
            }
            let column = index % columns, row = index / columns
            let origin = CGPoint(
                x: ContactSheetLayout.margin + CGFloat(column) * (thumbnail.width + ContactSheetLayout.margin),
                y: ContactSheetLayout.margin
                    + CGFloat(row) * (thumbnail.height + ContactSheetLayout.captionHeight + ContactSheetLayout.margin))
            let picture = UIImageView(image: image)
            picture.frame = CGRect(origin: origin, size: thumbnail)
            picture.contentMode = .scaleAspectFit
            picture.layer.borderWidth = 1
            picture.layer.borderColor = UIColor(white: 0.8, alpha: 1)
            sheet.addSubview(picture)
            let caption = UILabel(frame: CGRect(x: origin.x, y: origin.y + thumbnail.height + 2,
                                                width: thumbnail.width, height: ContactSheetLayout.captionHeight - 2))
            caption.text = frame.label
            caption.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
            caption.textColor = .darkGray
            caption.textAlignment = .center
            sheet.addSubview(caption)
        }
        return sheet
    }
}
