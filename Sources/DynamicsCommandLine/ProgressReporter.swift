import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Render progress on standard error: a redrawn bar with frames/s and ETA on a terminal, a plain line about every
/// second otherwise (logs, CI), nothing when quiet.
final class ProgressReporter {
    enum Style {
        case bar
        case lines
        case silent
    }

    private let total: Int
    private let style: Style
    private let start = Date()
    private var lastReport = Date.distantPast

    init(total: Int, quiet: Bool) {
        self.total = total
        style = quiet ? .silent : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
    }

    /// Reports that `done` of the frames are finished.
    func update(done: Int) {
        let now = Date()
        let isLast = done == total
        switch style {
        case .silent:
            return
        case .bar:
            guard isLast || now.timeIntervalSince(lastReport) >= 0.1 else { return }
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            write("\r\(bar) \(done)/\(total) frames  \(statistics(done: done, at: now))\u{1B}[K" + (isLast ? "\n" : ""))
        case .lines:
            guard isLast || now.timeIntervalSince(lastReport) >= 1 else { return }
            write("rendered \(done)/\(total) frames  \(statistics(done: done, at: now))\n")
        }
        lastReport = now
    }

    private func statistics(done: Int, at now: Date) -> String {
        let elapsed = now.timeIntervalSince(start)
        guard done > 0, elapsed > 0 else { return "" }
        let rate = Double(done) / elapsed
        let remaining = Double(total - done) / rate
        return String(format: "%.1f frames/s  ETA %.1fs", rate, remaining)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
