import Dynamics
import Foundation
import Testing

/// Pictures and read-backs the Core Image tests share.
enum CoreImageFixture {
    /// Seeded noise as a bitmap image, opaque or with every alpha.
    static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = true) -> UIImage {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var bytes = [UInt8]()
        for _ in 0..<(width * height) {
            let alpha = opaque ? 255 : next()
            let straight = [next(), next(), next()]
            // B, G, R premultiplied, as UIImage.Bitmap stores them.
            for c in straight.reversed() {
                let premultiplied: UInt32 = (UInt32(c) * UInt32(alpha) * 2 + 255) / 510
                bytes.append(UInt8(premultiplied))
            }
            bytes.append(alpha)
        }
        return UIImage(bitmap: UIImage.Bitmap(width: width, height: height, bytes: bytes, isOpaque: opaque)!, scale: 1)
    }

    /// A bitmap image of one straight colour.
    static func solid(width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8)) -> UIImage {
        let a = UInt32(rgba.3)
        func p(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a * 2 + 255) / 510) }
        let pixel = [p(rgba.2), p(rgba.1), p(rgba.0), rgba.3]
        let bytes = (0..<(width * height)).flatMap { _ in pixel }
        return UIImage(bitmap: UIImage.Bitmap(width: width, height: height, bytes: bytes, isOpaque: rgba.3 == 255)!,
                       scale: 1)
    }

    /// The bitmap behind an image made of pixels.
    static func bitmap(_ image: UIImage) throws -> UIImage.Bitmap {
        guard case .bitmap(let bitmap) = image.source else { throw Failure.notABitmap }
        return bitmap
    }

    /// `image` rendered over `rect` by `context` as straight RGBA, rows from the top.
    static func render(_ image: CIImage, _ rect: CGRect, context: CIContext = CIContext()) throws -> RGBAPixels {
        guard let cgImage = context.createCGImage(image, from: rect) else { throw Failure.notRendered }
        return straightRGBA(try bitmap(UIImage(cgImage: cgImage)))
    }

    /// A bitmap's pixels as straight RGBA.
    static func straightRGBA(_ bitmap: UIImage.Bitmap) -> RGBAPixels {
        var rgba = [UInt8]()
        for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
            let a = bitmap.bytes[i + 3]
            func s(_ c: UInt8) -> UInt8 {
                guard a != 0 else { return 0 }
                let alpha = UInt32(a), straight: UInt32 = (UInt32(c) * 255 + alpha / 2) / alpha
                return UInt8(min(255, straight))
            }
            rgba += [s(bitmap.bytes[i + 2]), s(bitmap.bytes[i + 1]), s(bitmap.bytes[i]), a]
        }
        return RGBAPixels(width: bitmap.width, height: bitmap.height, bytes: rgba)
    }

    /// The straight RGBA of pixel (x, y), y from the top.
    static func pixel(_ pixels: RGBAPixels, _ x: Int, _ y: Int) -> [Int] {
        let o = (y * pixels.width + x) * 4
        return (0..<4).map { Int(pixels.bytes[o + $0]) }
    }

    /// What `Fixtures/ci_reference.py` (numpy and Pillow) computes for a filter over straight RGBA pixels.
    static func reference(_ filter: String, params: [String: Any] = [:], space: String = "linear",
                          input: RGBAPixels) throws -> [UInt8] {
        let job: [String: Any] = ["width": input.width, "height": input.height, "pixels": input.bytes.map(Int.init),
                                  "filter": filter, "params": params, "space": space]
        let output = try python(script: "ci_reference.py", input: try JSONSerialization.data(withJSONObject: job))
        guard let object = try JSONSerialization.jsonObject(with: output) as? [String: Any],
              let pixels = object["pixels"] as? [Int] else { throw Failure.badReference }
        return pixels.map { UInt8($0) }
    }

    /// Runs a fixture script with the system Python (Debian's numpy and Pillow) and returns its standard output.
    static func python(script: String, arguments: [String] = [], input: Data = Data()) throws -> Data {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(script)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [fixture.path] + arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.scriptFailed(script, process.terminationStatus) }
        return output
    }

    /// The largest difference of any component.
    static func maximumDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        precondition(a.count == b.count, "sizes differ: \(a.count) and \(b.count)")
        return zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    enum Failure: Error {
        case notABitmap, notRendered, badReference
        case scriptFailed(String, Int32)
    }
}
