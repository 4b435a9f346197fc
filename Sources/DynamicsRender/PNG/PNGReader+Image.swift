import CPNG
import DynamicsRenderFolder
import Foundation

extension PNGReader {
    /// Decodes the PNG file at `path` into a premultiplied BGRA image. Throws `PNGError` when it is missing or not a
    /// valid PNG.
    public static func read(_ path: String) throws -> Image {
        try premultiplied(readRGBA(path))
    }

    /// Decodes PNG bytes held in memory; `name` appears in error messages.
    public static func read(data: Data, name: String = "PNG data") throws -> Image {
        try premultiplied(readRGBA(data: data, name: name))
    }

    /// The image in the renderer's layout: premultiplied BGRA, flagged opaque when every alpha is 255.
    private static func premultiplied(_ rgba: RGBAPixels) -> Image {
        var bytes = rgba.bytes
        var opaque = true
        bytes.withUnsafeMutableBufferPointer { pixels in
            var offset = 0
            while offset < pixels.count {
                let red = pixels[offset], alpha = pixels[offset + 3]
                if alpha != 255 {
                    opaque = false
                    pixels[offset] = Image.premultiply(pixels[offset + 2], alpha)
                    pixels[offset + 1] = Image.premultiply(pixels[offset + 1], alpha)
                    pixels[offset + 2] = Image.premultiply(red, alpha)
                } else {
                    pixels[offset] = pixels[offset + 2]
                    pixels[offset + 2] = red
                }
                offset += 4
            }
        }
        return Image(width: rgba.width, height: rgba.height, stride: rgba.width * 4, bytes: bytes, isOpaque: opaque)
    }
}

extension Image {
    /// The image as straight RGBA, un-premultiplied by the routine the PNG writer uses: the pixels its PNG file holds
    /// (alpha 255 throughout for an opaque image, whose file has no alpha channel).
    public var straightRGBA: RGBAPixels {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { target in
            forEachStraightRGBARow { y, row in
                (target.baseAddress! + y * width * 4).update(from: row.baseAddress!, count: row.count)
            }
        }
        return RGBAPixels(width: width, height: height, bytes: rgba)
    }

    /// Calls `body` with each row of `straightRGBA` in turn, top first, through one reused row buffer: for hashing
    /// the canonical pixels without making a copy of the whole image.
    public func forEachStraightRGBARow(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt8>) -> Void) {
        guard width > 0, height > 0 else { return }
        let row = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * 4)
        defer { row.deallocate() }
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                if isOpaque {
                    dynamics_opaque_bgra_to_rgba_row(source.baseAddress! + y * stride, row.baseAddress!, Int32(width))
                } else {
                    dynamics_unpremultiply_row(source.baseAddress! + y * stride, row.baseAddress!, Int32(width), 1)
                }
                body(y, UnsafeBufferPointer(row))
            }
        }
    }
}
