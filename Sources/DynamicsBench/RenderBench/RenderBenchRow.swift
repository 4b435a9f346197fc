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
    /// A one-core sequence frame (simulate, record, rasterise, encode, hash, write) against the least that frame can
    /// cost with our own parts: drawing it plus deflating its pixels alone (target: at most 1.3).
    var sequenceAgainstDrawAndDeflate: Double {
        (1000 / max(sequenceOneCore, 1e-9)) / max(drawMilliseconds + deflateAloneMilliseconds, 1e-9)
    }
    var sequenceBothCores: Double = 0
    /// The whole mp4 render of 300 frames (simulate, draw, convert, encode).
    var mp4Seconds: Double = 0
    /// The same 300 drawn frames (held in memory) through `VideoEncoder` alone: conversion, encoding, muxing.
    var encodeSeconds: Double = 0
    var ffmpegAloneSeconds: Double = 0
    /// CPU seconds (every thread) of the encoding, and of the ffmpeg program encoding the converted frames alone:
    /// their ratio is the least wall-time ratio a machine whose cores are all busy can reach.
    var encodeCPUSeconds: Double = 0
    var ffmpegAloneCPUSeconds: Double = 0
    /// BGRA → I420 of one frame by our SIMD code and by libswscale (bicubic, the ffmpeg program's default).
    var simdI420Milliseconds: Double = 0
    var swscaleI420Milliseconds: Double = 0

    static func printTable(_ rows: [RenderBenchRow]) {
        let header = ["size", "draw ms", "record ms", "PNG ms", "PNG fps", "PNG KB", "zlib-2 ms", "zlib-2 KB", "deflate ms",
                      "cairo PNG ms", "hash ms", "hash %", "SHA-256 ms", "seq fps 1 core", "seq fps 2 cores",
                      "seq / (draw + deflate)"]
        let lines = rows.map { row in
            [row.size, f(row.drawMilliseconds), f(row.recordMilliseconds), f(row.pngMilliseconds), f(1000 / max(row.pngMilliseconds, 1e-9), 0),
             f(row.pngKilobytes, 1), f(row.zlibPNGMilliseconds), f(row.zlibPNGKilobytes, 1),
             f(row.deflateAloneMilliseconds), f(row.cairoPNGMilliseconds), f(row.hashMilliseconds),
             f(row.hashShare * 100, 1), f(row.sha256Milliseconds),
             f(row.sequenceOneCore, 1), f(row.sequenceBothCores, 1), f(row.sequenceAgainstDrawAndDeflate)]
        }
        printAligned(header, lines)
    }

    /// The mp4 figures: our encoding of 300 drawn frames against the ffmpeg program encoding the same frames alone.
    static func printVideoTable(_ rows: [RenderBenchRow]) {
        let header = ["size", "render mp4 s", "encode s", "ffmpeg alone s", "wall ratio", "encode CPU s",
                      "ffmpeg alone CPU s", "CPU ratio", "I420 SIMD ms", "I420 swscale ms"]
        let lines = rows.map { row in
            [row.size, f(row.mp4Seconds), f(row.encodeSeconds), f(row.ffmpegAloneSeconds),
             f(row.encodeSeconds / max(row.ffmpegAloneSeconds, 1e-9)), f(row.encodeCPUSeconds),
             f(row.ffmpegAloneCPUSeconds), f(row.encodeCPUSeconds / max(row.ffmpegAloneCPUSeconds, 1e-9)),
             f(row.simdI420Milliseconds), f(row.swscaleI420Milliseconds)]
        }
        printAligned(header, lines)
    }

    private static func printAligned(_ header: [String], _ lines: [[String]]) {
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
