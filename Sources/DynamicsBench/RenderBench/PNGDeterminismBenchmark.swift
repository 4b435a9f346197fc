import CPNG
import Dynamics
import Foundation

/// `dynamics-bench png-determinism FRAME.png [--processes N]`: whether ISA-L compresses the same rows to the same
/// bytes in every process. The frame's scanlines are compressed once in each of N fresh processes per ISA-L level (0,
/// what the PNG writer uses, and 1), the levels taking turns so both see the same load, and the table counts how many
/// processes wrote a stream other than the most common one. A difference that comes with the process (its memory
/// layout) rather than with the call cannot be seen by compressing again in one process, hence the fresh processes.
/// Figures, not a test: a rare difference needs thousands of processes to show.
func runPNGDeterminismBenchmark(arguments: [String]) -> Int32 {
    if arguments.first == "--worker" {
        return compressInWorker(arguments: Array(arguments.dropFirst()))
    }
    guard let frame = arguments.first, !frame.hasPrefix("-") else {
        FileHandle.standardError.write(Data("usage: dynamics-bench png-determinism FRAME.png [--processes N]\n".utf8))
        return 2
    }
    let processes = arguments.firstIndex(of: "--processes").flatMap { index in
        index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
    } ?? 1_000
    guard (1...100_000).contains(processes) else {
        FileHandle.standardError.write(Data("error: --processes must be 1…100000\n".utf8))
        return 2
    }
    let levels: [Int32] = [0, 1]
    var streams: [Int32: [String: Int]] = [:]
    let start = Date()
    do {
        for _ in 0..<processes {
            for level in levels {
                streams[level, default: [:]][try fingerprintInFreshProcess(frame: frame, level: level), default: 0] += 1
            }
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
    print("png-determinism: \(frame), \(processes) fresh processes per ISA-L level, in \(Int(Date().timeIntervalSince(start))) s")
    print("ISA-L level   processes   distinct streams   processes off the most common stream")
    for level in levels {
        let counts = streams[level] ?? [:]
        let common = counts.values.max() ?? 0
        let total = counts.values.reduce(0, +)
        print(String(format: "%-13d %-11d %-18d %d", level, total, counts.count, total - common))
    }
    return 0
}

/// Runs this executable once as a worker and returns the stream fingerprint it prints.
private func fingerprintInFreshProcess(frame: String, level: Int32) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["png-determinism", "--worker", String(level), frame]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, !line.isEmpty else {
        throw BenchmarkError(message: "a worker compressing \(frame) at level \(level) failed")
    }
    return line
}

/// The worker: compresses the frame's scanlines at the given ISA-L level and prints the stream's FNV-1a hash.
private func compressInWorker(arguments: [String]) -> Int32 {
    guard arguments.count == 2, let level = Int32(arguments[0]), (0...2).contains(level),
          let image = try? PNGReader.read(arguments[1]) else { return 2 }
    var stream: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = image.bytes.withUnsafeBufferPointer { pixels in
        dynamics_png_deflate_isal(pixels.baseAddress, Int32(image.width), Int32(image.height), image.stride,
                                  image.isOpaque ? 0 : 1, level, &stream, &size, nil)
    }
    defer { free(stream) }
    guard status == 0, let stream else { return 1 }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in 0..<size {
        hash = (hash ^ UInt64(stream[index])) &* 0x100_0000_01b3
    }
    print(String(hash, radix: 16))
    return 0
}
