import Foundation

/// Test signals and the numbers the effect tests read off them.
enum SignalMeasures {
    /// `seconds` of a stereo sine at `frequency` Hz and `amplitude`, both channels alike, at 48 kHz.
    static func sine(_ frequency: Double, seconds: Double, amplitude: Float = 0.5) -> [Float] {
        (0..<Int(seconds * 48_000)).flatMap { frame -> [Float] in
            let value = amplitude * Float(sin(2 * .pi * frequency * Double(frame) / 48_000))
            return [value, value]
        }
    }

    /// The left channel of interleaved stereo `samples`.
    static func left(_ samples: [Float]) -> [Float] {
        stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
    }

    /// The frequency of `signal` (mono, 48 kHz) between frames `from` and `to`, from its rising zero crossings
    /// (placed between samples by linear interpolation): crossings − 1 periods over the time from the first to the last.
    static func frequency(of signal: [Float], from: Int, to: Int) -> Double {
        var crossings: [Double] = []
        for index in max(1, from)..<min(to, signal.count) where signal[index - 1] < 0 && signal[index] >= 0 {
            let fraction = Double(-signal[index - 1] / (signal[index] - signal[index - 1]))
            crossings.append(Double(index - 1) + fraction)
        }
        guard crossings.count > 1 else { return 0 }
        return Double(crossings.count - 1) * 48_000 / (crossings.last! - crossings.first!)
    }

    /// The first and one past the last frame of interleaved stereo `samples` holding a sample above `threshold`.
    static func heardFrames(_ samples: [Float], threshold: Float = 1e-4) -> Range<Int>? {
        guard let first = samples.firstIndex(where: { abs($0) > threshold }),
              let last = samples.lastIndex(where: { abs($0) > threshold }) else { return nil }
        return (first / 2)..<(last / 2 + 1)
    }

    /// The root-mean-square level of `samples`.
    static func rms(_ samples: ArraySlice<Float>) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    /// `samples` (interleaved stereo, 48 kHz) through the ffmpeg program's audio filter `filter`, read back as
    /// 48 kHz stereo floats: an implementation that is not ours.
    static func ffmpeg(_ samples: [Float], filter: String) throws -> [Float] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.raw"), output = folder.appendingPathComponent("out.raw")
        try samples.withUnsafeBytes { Data($0) }.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-f", "f32le", "-ar", "48000", "-ac", "2",
                             "-i", input.path, "-af", filter, "-f", "f32le", "-ar", "48000", "-ac", "2", output.path]
        try process.run()
        process.waitUntilExit()
        return try Data(contentsOf: output).withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }
}
