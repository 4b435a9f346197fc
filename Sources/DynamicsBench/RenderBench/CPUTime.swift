import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// User and system CPU seconds so far of every thread of this process, and with `includingChildren` also of the
/// child processes it has waited for (ffmpeg).
func cpuSeconds(includingChildren: Bool = false) -> Double {
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    var total = 0.0
    for who in includingChildren ? [RUSAGE_SELF, RUSAGE_CHILDREN] : [RUSAGE_SELF] {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        total += seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
    return total
}
