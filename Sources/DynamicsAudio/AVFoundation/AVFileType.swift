import Foundation

/// A file format's uniform type identifier (AVFoundation's `AVFileType`), which apps pass as
/// `AVAudioPlayer(contentsOf:fileTypeHint:)`'s hint: `AVFileType.mp3.rawValue`.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    /// The uniform type identifier.
    public let rawValue: String
    /// The type with this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `public.mp3`.
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    /// `com.microsoft.waveform-audio`.
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    /// `public.aiff-audio`.
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    /// `public.aifc-audio`.
    public static let aifc = AVFileType(rawValue: "public.aifc-audio")
    /// `com.apple.coreaudio-format`.
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    /// `com.apple.m4a-audio`.
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    /// `public.ac3-audio`.
    public static let ac3 = AVFileType(rawValue: "public.ac3-audio")
    /// `com.apple.quicktime-movie`.
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    /// `public.mpeg-4`.
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
}
