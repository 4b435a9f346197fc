/// Why a scene request was not answered: the studio turns each kind into its HTTP status (400, 404, 409, 500, 502).
package struct SceneRequestError: Error, Codable, Sendable, CustomStringConvertible {
    /// What went wrong, as the HTTP answer tells it.
    package enum Kind: String, Codable, Sendable {
        /// An option out of range, a frame outside the scene (400).
        case badRequest
        /// No scene of that name (404).
        case notFound
        /// A second render of a scene while one runs (409).
        case conflict
        /// Drawing failed (500).
        case failed
        /// The scene process ended while answering, or has not been built (502).
        case unavailable
    }

    /// What went wrong.
    package var kind: Kind
    /// One line for the user.
    package var message: String

    /// An error of `kind` saying `message`.
    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
