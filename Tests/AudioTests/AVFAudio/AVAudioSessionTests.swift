import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

@Suite("AVAudioSession")
struct AVAudioSessionTests {
    @Test("category, mode and activation are kept per scene and recorded with their times")
    func recordsCalls() throws {
        let stage = SoundStage(), other = SoundStage()
        stage.at(0) {
            let session = AVAudioSession.sharedInstance()
            #expect(session.category == .soloAmbient)
            try? session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
            try? session.setActive(true)
            #expect(session.category == .ambient)
            #expect(session.categoryOptions == .mixWithOthers)
            #expect(session.isActive)
        }
        other.at(0) { #expect(AVAudioSession.sharedInstance().category == .soloAmbient) }
        #expect(stage.log.events.map(\.kind) == [
            .session("setCategory(Ambient, mode: Default, policy: default, options: 1)"), .session("setActive(true)"),
        ])
        #expect(AVAudioSession.CategoryOptions.interruptSpokenAudioAndMixWithOthers.rawValue == 0x11)
    }
}
