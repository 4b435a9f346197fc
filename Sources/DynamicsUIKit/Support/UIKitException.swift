import Foundation
import DynamicsGeometry

/// The exception names UIKit raises for programmer errors.
package enum UIKitExceptionName: String {
    case invalidArgument = "NSInvalidArgumentException"
    case internalInconsistency = "NSInternalInconsistencyException"
    case genericException = "NSGenericException"
    /// UIKit raises a nested item group under this plain name.
    case invalidArgumentPlain = "Invalid Argument"
    case invalidAssociation = "Invalid Association"
    case invalidInitialization = "Invalid initialization"
    case unknownKey = "NSUnknownKeyException"
}

/// Stops the program the way an uncaught UIKit exception does, with UIKit's exception name and message.
///
/// UIKit raises Objective-C exceptions for programmer errors (a zero-size item, a behaviour added twice…); apps do not
/// catch them, so the process ends. Swift has no such exceptions: this ends the process with the same text.
package func raiseUIKitException(_ name: UIKitExceptionName, _ reason: String) -> Never {
    fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'")
}

/// Writes one of UIKit's console warnings to standard error.
package func logUIKitWarning(_ message: String) {
    FileHandle.standardError.write(Data("UIKit Dynamics: \(message)\n".utf8))
}
