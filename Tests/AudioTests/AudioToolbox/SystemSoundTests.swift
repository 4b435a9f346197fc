import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

@Suite("system sounds")
struct SystemSoundTests {
    @Test("a registered sound plays once at its tick; vibration is recorded and silent")
    func playsAndVibrates() throws {
        let tone = SoundFixtures.tone(frames: 2_400)
        let url = try SoundFixtures.writeWAV(tone)
        var id: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(url as CFURL, &id) == kAudioServicesNoError)
        #expect(id >= 4097)
        let stage = SoundStage()
        var completed: [TimeInterval] = []
        stage.at(0.5) {
            AudioServicesPlaySystemSound(id)
            AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
            AudioServicesPlaySystemSoundWithCompletion(id) { MainActor.assumeIsolated { completed.append(stage.clock.now) } }
        }
        stage.run(to: 1)
        #expect(completed == [33.0 / 60])
        #expect(stage.log.events.map(\.kind) == [.systemSound(id), .vibrate, .systemSound(id)])
        let mix = try #require(stage.log.mix(from: 0, duration: 1))
        #expect(Array(mix.samples[48_000..<52_800]) == tone.map { $0 * 2 })
        #expect(AudioServicesDisposeSystemSoundID(id) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(id) == kAudioServicesSystemSoundUnspecifiedError)

        var unused: SystemSoundID = 0
        let junk = url.deletingLastPathComponent().appendingPathComponent("junk.caf")
        try Data([1, 2, 3]).write(to: junk)
        #expect(AudioServicesCreateSystemSoundID(junk as CFURL, &unused) == kAudioServicesSystemSoundUnspecifiedError)
        #expect(unused == 0)
    }

    @Test("kSystemSoundID_Vibrate is also a 0.4 s vibration in the scene's haptic log, at its time and place")
    func vibrationIsAHaptic() {
        let stage = SoundStage()
        let haptics = HapticLog(windowSize: CGSize(width: 320, height: 480))
        stage.at(0.5) {
            haptics.now = 0.5
            haptics.withCurrent { AudioServicesPlaySystemSound(kSystemSoundID_Vibrate) }
        }
        let events = haptics.events()
        #expect(events.map(\.kind) == [.vibration])
        #expect(events.map(\.time) == [0.5] && events.map(\.duration) == [0.4])
        #expect(events.map(\.location) == [CGPoint(x: 160, y: 240)])
        #expect(stage.log.isSilent)
    }
}
