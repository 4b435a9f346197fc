import Dispatch
import Foundation

/// Cleans up after Ctrl-C or SIGTERM while a command writes files: runs the registered cleanup (removing a render's
/// staging folder and lock), then exits with the shell's status for the signal (130 or 143).
package enum InterruptCleanup {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Runs `cleanup` if the process is interrupted before `remove()`, then says `message` (when not empty).
    package static func install(message: String = "interrupted; nothing of this render was kept",
                        _ cleanup: @escaping () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                cleanup()
                if !message.isEmpty { FileHandle.standardError.write(Data(("\n" + message + "\n").utf8)) }
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default handling of both signals.
    package static func remove() {
        for source in sources { source.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
