import Foundation

/// Core Audio's result code (0 is success).
public typealias OSStatus = Int32
/// A Core Foundation URL, as `AudioServicesCreateSystemSoundID` takes one: `url as CFURL` works as on iOS.
public typealias CFURL = NSURL
/// A sound registered with `AudioServicesCreateSystemSoundID`, or one of the system's own.
public typealias SystemSoundID = UInt32

/// Success.
public let kAudioServicesNoError: OSStatus = 0
/// The sound could not be registered or played (a file that cannot be decoded, an unknown ID).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// Vibrates the device: recorded in the scene's sound log as a haptic, never heard.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0FFF
/// The user's alert sound (no file here: recorded, silent).
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x1000
/// Flashes the screen on the Mac; recorded, silent.
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0FFE

/// The sounds registered in this process, by ID; IDs start after the system's own, at 4097 as on iOS.
final class SystemSoundRegistry: @unchecked Sendable {
    static let shared = SystemSoundRegistry()
    private let lock = NSLock()
    private var sounds: [SystemSoundID: DecodedSound] = [:]
    private var nextID: SystemSoundID = 4097

    func register(_ sound: DecodedSound) -> SystemSoundID {
        lock.withLock {
            let id = nextID
            nextID += 1
            sounds[id] = sound
            return id
        }
    }

    func sound(for id: SystemSoundID) -> DecodedSound? {
        lock.withLock { sounds[id] }
    }

    func remove(_ id: SystemSoundID) -> Bool {
        lock.withLock { sounds.removeValue(forKey: id) != nil }
    }
}
