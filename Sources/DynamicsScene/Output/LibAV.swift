import CFFmpeg

/// Small helpers over FFmpeg's C calls: their error codes as `VideoEncoderError`s, and option dictionaries.
enum LibAV {
    /// FFmpeg's libraries log to standard error unless told otherwise (x264 prints its statistics); a failure reaches
    /// the caller as the error code of the call that failed, so nothing is logged. Evaluated once, before the first
    /// encoder is opened.
    static let silenced: Void = av_log_set_level(AV_LOG_QUIET)

    /// `code` when it is not an error; else `VideoEncoderError.encodingFailed` naming `step` and FFmpeg's reason.
    @discardableResult
    static func check(_ code: Int32, _ step: @autoclosure () -> String) throws -> Int32 {
        guard code < 0 else { return code }
        throw VideoEncoderError.encodingFailed("\(step()): \(message(code))")
    }

    /// FFmpeg's text for an error code.
    static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        return buffer.withUnsafeMutableBufferPointer { text in
            String(cString: dynamics_av_error_text(code, text.baseAddress, text.count))
        }
    }

    /// The pixel format FFmpeg calls `name`.
    static func pixelFormat(_ name: String) throws -> AVPixelFormat {
        let format = av_get_pix_fmt(name)
        guard format != AV_PIX_FMT_NONE else { throw VideoEncoderError.encodingFailed("no pixel format '\(name)'") }
        return format
    }

    /// An option dictionary holding `options`; the caller frees it with `av_dict_free`.
    static func dictionary(_ options: [(name: String, value: String)]) -> OpaquePointer? {
        var dictionary: OpaquePointer?
        for option in options { av_dict_set(&dictionary, option.name, option.value, 0) }
        return dictionary
    }

    /// Fails naming the options in `dictionary` that no one took (a misspelt option must not pass silently), then
    /// frees it.
    static func expectAllUsed(_ dictionary: inout OpaquePointer?, by what: String) throws {
        defer { av_dict_free(&dictionary) }
        var names: [String] = []
        var entry: UnsafeMutablePointer<AVDictionaryEntry>?
        while let next = av_dict_get(dictionary, "", entry, AV_DICT_IGNORE_SUFFIX) {
            names.append(String(cString: next.pointee.key))
            entry = next
        }
        guard names.isEmpty else {
            throw VideoEncoderError.encodingFailed("\(what) has no option \(names.joined(separator: ", "))")
        }
    }
}
