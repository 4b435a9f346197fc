import Foundation

/// Core Image's complaints about bad input: one line on standard error, after which the call carries on as
/// described where it was made (the value is ignored, or nil is returned), never a crash.
enum CoreImageLog {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[CoreImage] \(message)\n".utf8))
    }
}
