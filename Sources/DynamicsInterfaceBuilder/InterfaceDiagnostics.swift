/// Something the Interface Builder compiler did not translate, at a place in a file.
public struct InterfaceNote: Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given to the compiler.
    public var file: String
    /// The 1-based line of the element.
    public var line: Int
    /// What was not translated, in one line.
    public var message: String

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}

/// Why an Interface Builder file could not be compiled at all: one line naming the file and line.
public struct InterfaceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given to the compiler.
    public var file: String
    /// The 1-based line where reading stopped.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
