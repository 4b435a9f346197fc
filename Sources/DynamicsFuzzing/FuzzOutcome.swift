/// How one input of a campaign ended in its worker.
enum FuzzOutcome: Equatable {
    /// The code answered as it should; the text says what it answered (its digest goes into the worker's line, so
    /// two runs of a seed can be compared), and `reached` how far in the input got (say `read`, `merged`), so a
    /// campaign can tell inputs refused at the door from those that reached the code behind it.
    case ok(String, reached: [String] = [])
    /// The code answered, but broke one of the campaign's rules (say, an error message of several lines).
    case bad(String)
}

/// A 64-bit FNV-1a digest of an answer's UTF-8: the same on every machine and run (`Hasher` is seeded per process).
enum FuzzDigest {
    static func of(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
