/// What a campaign feeds random inputs to.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// UIKit Dynamics scenes through the public API: crashes, hangs and non-finite positions.
    case scenes
    /// Mutated render-folder manifests through `compare`, `merge` and the settings check they share.
    case manifests
    /// Mutated storyboards and xibs through the Interface Builder compiler (needs a corpus folder).
    case interfaceBuilder = "interface-builder"
    /// Mutated Swift sources through the rewriter of `dynamics port` (needs a corpus folder): its promises kept.
    case rewriter
    /// Mutated HTTP requests to a `dynamics studio` process: its request parser, its guard and every route, with
    /// mutated reference folders for compare mode.
    case studio

    /// How far an input can get, in order, as the campaign's summary line counts them: for manifests, read by the
    /// reader (both of them) and merged; for the rewriter, parsed and changed.
    var stages: [String] {
        switch self {
        case .manifests: ["read", "merged"]
        case .rewriter: ["parsed", "changed"]
        default: []
        }
    }

    /// Whether the campaign needs `--corpus`.
    public var needsCorpus: Bool { self == .interfaceBuilder || self == .rewriter }

    /// What one input is called in the campaign's summary line.
    var unit: String {
        switch self {
        case .scenes: "scenes"
        case .manifests: "manifests"
        case .interfaceBuilder: "documents"
        case .rewriter: "sources"
        case .studio: "requests"
        }
    }
}
