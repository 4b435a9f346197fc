import Foundation

/// The rooms `AVAudioUnitReverb.loadFactoryPreset(_:)` offers (AVFAudio's `AVAudioUnitReverbPreset`).
public enum AVAudioUnitReverbPreset: Int, Sendable {
    /// A small room.
    case smallRoom = 0
    /// A medium room.
    case mediumRoom = 1
    /// A large room.
    case largeRoom = 2
    /// A medium hall.
    case mediumHall = 3
    /// A large hall.
    case largeHall = 4
    /// A plate reverb.
    case plate = 5
    /// A medium chamber.
    case mediumChamber = 6
    /// A large chamber.
    case largeChamber = 7
    /// A cathedral.
    case cathedral = 8
    /// A second large room.
    case largeRoom2 = 9
    /// A second medium hall.
    case mediumHall2 = 10
    /// A third medium hall.
    case mediumHall3 = 11
    /// A second large hall.
    case largeHall2 = 12

    /// The reverb's decay time, damping and pre-delay for this room. Apple does not publish its presets' settings:
    /// these follow the rooms' names, from a 0.4 s small room to a 4 s cathedral (the table is in DECISIONS.md).
    var character: ReverbNetwork.Character {
        switch self {
        case .smallRoom: ReverbNetwork.Character(decayTime: 0.4, damping: 0.5, preDelay: 0.005)
        case .mediumRoom: ReverbNetwork.Character(decayTime: 0.7, damping: 0.5, preDelay: 0.010)
        case .largeRoom: ReverbNetwork.Character(decayTime: 1.1, damping: 0.5, preDelay: 0.015)
        case .largeRoom2: ReverbNetwork.Character(decayTime: 1.3, damping: 0.45, preDelay: 0.015)
        case .mediumHall: ReverbNetwork.Character(decayTime: 1.6, damping: 0.4, preDelay: 0.020)
        case .mediumHall2: ReverbNetwork.Character(decayTime: 1.8, damping: 0.4, preDelay: 0.020)
        case .mediumHall3: ReverbNetwork.Character(decayTime: 2.0, damping: 0.35, preDelay: 0.020)
        case .largeHall: ReverbNetwork.Character(decayTime: 2.4, damping: 0.4, preDelay: 0.025)
        case .largeHall2: ReverbNetwork.Character(decayTime: 2.8, damping: 0.35, preDelay: 0.025)
        case .plate: ReverbNetwork.Character(decayTime: 1.5, damping: 0.1, preDelay: 0)
        case .mediumChamber: ReverbNetwork.Character(decayTime: 1.2, damping: 0.3, preDelay: 0.012)
        case .largeChamber: ReverbNetwork.Character(decayTime: 1.8, damping: 0.3, preDelay: 0.015)
        case .cathedral: ReverbNetwork.Character(decayTime: 4.0, damping: 0.35, preDelay: 0.030)
        }
    }
}
