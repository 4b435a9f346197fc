import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Render progress on standard error: a bar redrawn in place, as wide as the terminal allows, with frames/s and
/// ETA on a terminal; a plain line about every second otherwise (logs, CI); nothing when quiet. Warnings are
/// printed on a line of their own, and the bar is drawn again under them.
final class ProgressReporter: @unchecked Sendable {
    enum Style {
        case bar
        case lines
        case silent
    }

    private let label: String
    private let style: Style
    private let start = Date()
    private var lastReport = Date.distantPast
    private var lastLine = ""
    private let lock = NSLock()

    /// A reporter whose lines begin with `label` (a scene's name when several render).
    init(label: String, quiet: Bool) {
        self.label = label
        style = quiet ? .silent : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
    }

    /// Reports that `done` of `total` frames are finished.
    func update(done: Int, total: Int) {
        lock.withLock {
            let now = Date()
            let isLast = done == total
            switch style {
            case .silent:
                return
            case .bar:
                guard isLast || now.timeIntervalSince(lastReport) >= 0.1 else { return }
                let counts = "\(done)/\(total) frames  \(statistics(done: done, total: total, at: now))"
                let room = Self.terminalColumns() - label.count - counts.count - 2
                let width = max(0, min(30, room))
                let filled = total == 0 ? width : width * done / total
                let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
                lastLine = label + (width > 0 ? bar + " " : "") + counts
                write("\r" + lastLine + "\u{1B}[K" + (isLast ? "\n" : ""))
                if isLast { lastLine = "" }
            case .lines:
                guard isLast || now.timeIntervalSince(lastReport) >= 1 else { return }
                write("\(label)rendered \(done)/\(total) frames  \(statistics(done: done, total: total, at: now))\n")
            }
            lastReport = now
        }
    }

    /// Prints `message` as a warning line, then the bar again (a warning never breaks the bar in two).
    func warn(_ message: String) {
        lock.withLock {
            let text = "warning: \(label)\(message)\n"
            write(style == .bar && !lastLine.isEmpty ? "\r\u{1B}[K" + text + lastLine : text)
        }
    }

    private func statistics(done: Int, total: Int, at now: Date) -> String {
        let elapsed = now.timeIntervalSince(start)
        guard done > 0, elapsed > 0 else { return "" }
        let rate = Double(done) / elapsed
        let remaining = Double(total - done) / rate
        return String(format: "%.1f frames/s  ETA %.1fs", rate, remaining)
    }

    /// The terminal's width in columns (80 when it cannot be told).
    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
