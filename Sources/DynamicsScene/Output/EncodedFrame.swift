import Foundation
import DynamicsRender
import DynamicsRenderFolder

/// One PNG a render wrote, as it keeps it until the manifest is written: the frame number and the two fingerprints.
/// The file name and time follow from the frame number and the frame rate.
struct EncodedFrame: Sendable {
    var index: Int
    var file: ContentHash
    var pixels: ContentHash

    /// The manifest entry at `fps` frames per second.
    func manifestFrame(fps: Int) -> RenderManifest.Frame {
        RenderManifest.Frame(index: index, file: RenderManifest.fileName(forFrame: index),
                             time: TimeInterval(index) / TimeInterval(fps), fileHash: file, pixelHash: pixels)
    }
}
