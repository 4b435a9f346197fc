/// What a campaign feeds random inputs to.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// UIKit Dynamics scenes through the public API: crashes, hangs and non-finite positions.
    case scenes
    /// Mutated render-folder manifests through `compare`, `merge` and the settings check they share.
    case manifests
    /// Mutated storyboards and xibs through the Interface Builder compiler (needs a corpus folder).
    case interfaceBuilder = "interface-builder"
    /// Mutated HTTP requests to a `dynamics studio` process: its request parser, its guard and every route, with
    /// mutated reference folders for compare mode.
    case studio

    /// What one input is called in the campaign's summary line.
    var unit: String {
        switch self {
        case .scenes: "scenes"
        case .manifests: "manifests"
        case .interfaceBuilder: "documents"
        case .studio: "requests"
        }
    }
}
