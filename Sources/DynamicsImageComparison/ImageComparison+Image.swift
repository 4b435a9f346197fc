import DynamicsRender
import DynamicsRenderFolder
/// Why two images could not be compared.
public struct ImageSizeMismatch: Error, CustomStringConvertible, Equatable {
    /// Pixel sizes of the expected and the actual image.
    public var expected: (width: Int, height: Int), actual: (width: Int, height: Int)

    public var description: String {
        "images differ in size: \(expected.width)×\(expected.height) vs \(actual.width)×\(actual.height)"
    }

    public static func == (lhs: ImageSizeMismatch, rhs: ImageSizeMismatch) -> Bool {
        lhs.expected == rhs.expected && lhs.actual == rhs.actual
    }
}

extension ImageComparison {
    /// Compares two rendered images as the PNG files they make (straight RGBA, un-premultiplied by the PNG writer's
    /// routine); with `makesDiffImage`, also returns the diff picture (see
    /// `compare(expected:actual:width:height:bytesPerRow:options:diff:)`). Throws `ImageSizeMismatch`.
    public static func compare(_ expected: Image, _ actual: Image, options: Options = Options(),
                               makesDiffImage: Bool = false) throws -> (result: Result, diff: Image?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        return try compare(expected.straightRGBA, actual.straightRGBA, options: options, makesDiffImage: makesDiffImage)
    }

    /// Compares two straight RGBA images (as `PNGReader.readRGBA` decodes them) exactly as pixelmatch does; with
    /// `makesDiffImage`, also returns pixelmatch's diff picture as an opaque image. Throws `ImageSizeMismatch`.
    public static func compare(_ expected: RGBAPixels, _ actual: RGBAPixels, options: Options = Options(),
                               makesDiffImage: Bool = false) throws -> (result: Result, diff: Image?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let rowBytes = expected.width * 4
        var diffBytes = makesDiffImage ? [UInt8](repeating: 0, count: rowBytes * expected.height) : []
        let result = expected.bytes.withUnsafeBufferPointer { a in
            actual.bytes.withUnsafeBufferPointer { b in
                diffBytes.withUnsafeMutableBufferPointer { diff in
                    compare(expected: a, actual: b, width: expected.width, height: expected.height,
                            bytesPerRow: rowBytes, options: options, diff: makesDiffImage ? diff : nil)
                }
            }
        }
        guard makesDiffImage else { return (result, nil) }
        // The diff is opaque RGBA; the renderer's images are BGRA.
        var offset = 0
        while offset < diffBytes.count {
            diffBytes.swapAt(offset, offset + 2)
            offset += 4
        }
        return (result, Image(width: expected.width, height: expected.height, stride: rowBytes, bytes: diffBytes,
                              isOpaque: true))
    }
}
