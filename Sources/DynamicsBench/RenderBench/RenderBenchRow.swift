import Foundation

/// The figures for one frame size.
struct RenderBenchRow {
    let size: String
    var drawMilliseconds: Double = 0
    /// Of `drawMilliseconds`, the part on the main actor: recording the frame's snapshot (the rest is rasterising it).
    var recordMilliseconds: Double = 0
    var pngMilliseconds: Double = 0
    var pngKilobytes: Double = 0
    var zlibPNGMilliseconds: Double = 0
    var zlibPNGKilobytes: Double = 0
    var deflateAloneMilliseconds: Double = 0
    var cairoPNGMilliseconds: Double = 0
    /// The frame's two fingerprints (XXH3-128 of the PNG file and of the straight RGBA pixels), and the same two with
    /// SHA-256, which manifests used before.
    var hashMilliseconds: Double = 0
    var sha256Milliseconds: Double = 0
    /// The fingerprints' share of a frame's drawing, encoding and hashing (target: at most 5 %).
    var hashShare: Double { hashMilliseconds / max(drawMilliseconds + pngMilliseconds + hashMilliseconds, 1e-9) }
    var sequenceOneCore: Double = 0
    var sequenceBothCores: Double = 0
    var mp4Seconds: Double = 0
    var ffmpegAloneSeconds: Double = 0
    /// CPU seconds (every thread, ffmpeg included) of the mp4 render, and of ffmpeg alone: their ratio is the least
    /// wall-time ratio a machine whose cores are all busy can reach.
    var mp4CPUSeconds: Double = 0
    var ffmpegAloneCPUSeconds: Double = 0

    static func printTable(_ rows: [RenderBenchRow]) {
        let header = ["size", "draw ms", "record ms", "PNG ms", "PNG fps", "PNG KB", "zlib-2 ms", "zlib-2 KB", "deflate ms",
                      "cairo PNG ms", "hash ms", "hash %", "SHA-256 ms", "seq fps 1 core", "seq fps 2 cores", "mp4 300 s", "ffmpeg alone s", "mp4 ratio", "mp4 CPU s",
                      "ffmpeg alone CPU s", "CPU ratio"]
        let lines = rows.map { row in
            [row.size, f(row.drawMilliseconds), f(row.recordMilliseconds), f(row.pngMilliseconds), f(1000 / max(row.pngMilliseconds, 1e-9), 0),
             f(row.pngKilobytes, 1), f(row.zlibPNGMilliseconds), f(row.zlibPNGKilobytes, 1),
             f(row.deflateAloneMilliseconds), f(row.cairoPNGMilliseconds), f(row.hashMilliseconds),
             f(row.hashShare * 100, 1), f(row.sha256Milliseconds),
             f(row.sequenceOneCore, 1), f(row.sequenceBothCores, 1), f(row.mp4Seconds), f(row.ffmpegAloneSeconds),
             f(row.mp4Seconds / max(row.ffmpegAloneSeconds, 1e-9)), f(row.mp4CPUSeconds), f(row.ffmpegAloneCPUSeconds),
             f(row.mp4CPUSeconds / max(row.ffmpegAloneCPUSeconds, 1e-9))]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        for line in [header] + lines {
            print(line.enumerated().map { column, text in
                column == 0 ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }.joined(separator: "  "))
        }
    }

    private static func f(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }
}
