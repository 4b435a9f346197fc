import Dynamics
import Foundation
import SnapshotTesting

extension Snapshotting where Value == SceneFrame, Format == Image {
    /// A PNG of the frame, compared exactly (every pixel within `dynamics compare`'s strictest colour threshold).
    public static var image: Snapshotting { .image() }

    /// A PNG of the frame, compared as `dynamics compare` does, with swift-snapshot-testing's two precisions:
    /// `precision` is the fraction of pixels that must match (1: all), `perceptualPrecision` how close a pixel's
    /// colour must be to count as matching (1: the same colour; 0.98 allows the small shifts of anti-aliasing).
    /// It works without a GPU and never passes a frame that differs beyond them.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .frameImage(precision: precision, perceptualPrecision: perceptualPrecision)) {
            // Scenes run on the main actor, as UIKit code does; swift-snapshot-testing calls this synchronously from
            // the test, which must be main-actor isolated like any test that touches UIKit.
            frame in MainActor.assumeIsolated { frame.render() }
        }
    }
}

extension Diffing where Value == Image {
    /// PNG data compared with `ImageComparison`: passes when at most `1 − precision` of the pixels differ beyond the
    /// colour threshold `1 − perceptualPrecision`; a failure names the numbers and attaches the actual frame and a
    /// diff picture (differing pixels in red).
    public static func frameImage(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let threshold = Double(1 - min(max(perceptualPrecision, 0), 1))
        let allowedRatio = Double(1 - min(max(precision, 0), 1))
        return .diff(
            toData: { image in (try? PNGWriter.encode(image, compressionLevel: 6)) ?? Data() },
            fromData: { data in
                (try? PNGReader.read(data: data, name: "reference"))
                    ?? Image(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 0], isOpaque: false)
            },
            diffV2: { reference, actual in
                let outcome: (result: ImageComparison.Result, diff: Image?)
                do {
                    outcome = try ImageComparison.compare(reference, actual, options: .init(threshold: threshold),
                                                         makesDiffImage: true)
                } catch {
                    return ("the frame is \(actual.width)×\(actual.height) px; the reference \(reference.width)×"
                        + "\(reference.height) px", [])
                }
                let result = outcome.result
                guard result.differenceRatio > allowedRatio else { return nil }
                let message = "\(result.differentPixels) of \(result.pixelCount) pixels differ "
                    + String(format: "(%.4f %%; allowed %.4f %%, colour threshold %.3f)",
                             result.differenceRatio * 100, allowedRatio * 100, threshold)
                var attachments: [DiffAttachment] = []
                if let png = try? PNGWriter.encode(actual) { attachments.append(.data(png, name: "actual.png")) }
                if let diff = outcome.diff, let png = try? PNGWriter.encode(diff) {
                    attachments.append(.data(png, name: "difference.png"))
                }
                return (message, attachments)
            })
    }
}
