import DynamicsUIKit
import Testing

/// A wall-clock distance becomes a scene delay that does not depend on how long the code took to get from reading the
/// clock to the call: `asyncAfter(deadline: .now() + 0.5)` read 0.3 ms late is still 0.5 s, as a timer of 0.5 s is.
@Suite("Wall-clock distances on the scene clock")
struct WallClockDistanceTests {
    @Test("a delay in whole milliseconds read up to a millisecond late comes back exactly", arguments: [
        0.5, 0.25, 1, 2, 0.016, 0.001, 10,
    ])
    func wholeMillisecondsComeBackExactly(delay: Double) {
        for late in [0.0, 1e-9, 3e-6, 6e-5, 3e-4, 9.99e-4] {
            #expect(WallClockDistance.sceneDelay(seconds: delay - late) == delay, "\(delay) s read \(late) s late")
        }
        let nanoseconds = UInt64((delay * 1e9).rounded()) - 60_000
        #expect(WallClockDistance.sceneDelay(nanoseconds: nanoseconds) == delay)
    }

    @Test("a finer delay comes out at most a millisecond later; past and non-finite distances as before")
    func finerPastAndNonFinite() {
        #expect(WallClockDistance.sceneDelay(seconds: 1.0 / 60) == 0.017)
        #expect(WallClockDistance.sceneDelay(seconds: 0.0004) == 0.001)
        #expect(WallClockDistance.sceneDelay(seconds: 0) == 0)
        #expect(WallClockDistance.sceneDelay(seconds: -2) == 0)
        #expect(WallClockDistance.sceneDelay(nanoseconds: 0) == 0)
        #expect(WallClockDistance.sceneDelay(seconds: .infinity) == .infinity)
        #expect(WallClockDistance.sceneDelay(seconds: .nan) == .infinity)
    }
}
