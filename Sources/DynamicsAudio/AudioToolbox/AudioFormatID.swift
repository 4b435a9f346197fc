import Foundation

/// A four-character code naming an audio data format (CoreAudioTypes' `AudioFormatID`).
public typealias AudioFormatID = UInt32

/// Linear PCM, `'lpcm'`.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// MPEG-4 AAC, `'aac '`.
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless, `'alac'`.
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
