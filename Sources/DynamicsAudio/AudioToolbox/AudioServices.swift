import Foundation
import DynamicsUIKit

/// Decodes the sound file at `inFileURL` and registers it as a system sound, writing its ID to `outSystemSoundID`.
/// A file that cannot be decoded returns `kAudioServicesSystemSoundUnspecifiedError` and writes nothing. The status
/// may go unread, as a C function's result may on iOS.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL,
                                             _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard let url = inFileURL as URL?, let sound = try? SoundDecoder.decode(fileAt: url) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSoundRegistry.shared.register(sound)
    return kAudioServicesNoError
}

/// Forgets a sound registered with `AudioServicesCreateSystemSoundID` (sounds already playing play on).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.shared.remove(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a system sound once, now, at full volume, into the running scene's sound log. `kSystemSoundID_Vibrate`
/// records a vibration (a haptic, silent); the system's own sounds have no file here and are recorded silent.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

/// Plays an alert sound: as `AudioServicesPlaySystemSound` (a device without a vibration setting).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

/// Plays a system sound and calls `inCompletionBlock` on the scene clock at the first tick at or after its end (at
/// once for a vibration or a sound with no file). Outside a running scene nothing is played and the block is not
/// called.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                       _ inCompletionBlock: (() -> Void)?) {
    guard let log = SoundLog.current, let clock = AnimationClock.current else { return }
    // Called on the thread that runs the scene, which drains its main queue: the block never leaves it.
    nonisolated(unsafe) let completion = inCompletionBlock
    MainActor.assumeIsolated {
        let now = clock.now
        let source = "system sound \(inSystemSoundID)"
        var length: TimeInterval = 0
        if inSystemSoundID == kSystemSoundID_Vibrate {
            log.record(.vibrate, by: source, at: now)
            // A device buzzes for about 0.4 s: the haptic log shows it where haptics are shown.
            HapticLog.record(.vibration, duration: 0.4)
        } else {
            log.record(.systemSound(inSystemSoundID), by: source, at: now)
            if let sound = SystemSoundRegistry.shared.sound(for: inSystemSoundID) {
                length = sound.duration
                _ = log.open(PlaybackSegment(sound: sound, start: now, startFrame: 0, rate: 1,
                                             totalFrames: Double(sound.frameCount),
                                             volume: VolumeRamp(constant: 1), pan: 0, end: nil))
            }
        }
        if let completion { clock.enqueueMainQueueWork(after: length, completion) }
    }
}
