import DynamicsGeometry
import DynamicsViews
import DynamicsUIKit
import DynamicsRender
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
    /// Compares two rendered images; with `makesDiffImage`, also returns the diff picture (see
    /// `compare(expected:actual:width:height:bytesPerRow:options:diff:)`). Throws `ImageSizeMismatch`.
    public static func compare(_ expected: Image, _ actual: Image, options: Options = Options(),
                               makesDiffImage: Bool = false) throws -> (result: Result, diff: Image?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageSizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let rowBytes = expected.width * 4
        let left = packed(expected), right = packed(actual)
        var diffBytes = makesDiffImage ? [UInt8](repeating: 0, count: rowBytes * expected.height) : []
        let result = left.withUnsafeBufferPointer { a in
            right.withUnsafeBufferPointer { b in
                diffBytes.withUnsafeMutableBufferPointer { diff in
                    compare(expected: a, actual: b, width: expected.width, height: expected.height,
                            bytesPerRow: rowBytes, options: options, diff: makesDiffImage ? diff : nil)
                }
            }
        }
        let diff = makesDiffImage
            ? Image(width: expected.width, height: expected.height, stride: rowBytes, bytes: diffBytes, isOpaque: true)
            : nil
        return (result, diff)
    }

    /// The image's pixels with rows `width × 4` bytes apart.
    private static func packed(_ image: Image) -> [UInt8] {
        let rowBytes = image.width * 4
        guard image.stride != rowBytes else { return image.bytes }
        var bytes = [UInt8]()
        bytes.reserveCapacity(rowBytes * image.height)
        for y in 0..<image.height {
            bytes += image.bytes[(y * image.stride)..<(y * image.stride + rowBytes)]
        }
        return bytes
    }
}
