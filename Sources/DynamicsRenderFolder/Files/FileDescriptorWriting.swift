import Foundation

/// Writing a whole buffer to an open file descriptor, for the writers that stage their files themselves (PNG frames,
/// staged outputs, streamed traces) and need the system's own reason when the disk fills.
package enum FileDescriptorWriting {
    /// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted writes; nil on success, else the
    /// system's reason (`No space left on device`).
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
