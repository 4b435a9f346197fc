import Foundation
import DynamicsUIKit

/// Asks the user to rate the app. A render has no App Store and no user: each request is counted (for tests) and
/// the first prints one note on standard error; nothing is shown.
open class SKStoreReviewController: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var requests = 0

    /// Asks for a review in the key window's scene (deprecated since iOS 14 in favour of `requestReview(in:)`).
    open class func requestReview() {
        record()
    }

    /// Asks for a review in `windowScene`.
    @MainActor open class func requestReview(in windowScene: UIWindowScene) {
        record()
    }

    /// How many reviews this process asked for (this port's record, not Apple API).
    package static var requestCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    private static func record() {
        lock.lock()
        requests += 1
        let first = requests == 1
        lock.unlock()
        if first {
            FileHandle.standardError.write(Data(
                "note: SKStoreReviewController.requestReview: a device may show a rating prompt; a render shows none\n".utf8))
        }
    }
}
