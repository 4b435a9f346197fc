import Foundation

/// Which appearance a bar shows, by iOS 15's rule: away from the scroll edge the first set of its size's appearances
/// (compact ones first in a compact environment) or the standard one; at the scroll edge the first set of its
/// scroll-edge appearances, else that same appearance with a transparent background and no shadow. The order of
/// each list is the one UINavigationBar.h documents.
@MainActor enum BarAppearanceChoice {
    static func choose<Appearance: UIBarAppearance>(atScrollEdge: Bool, scrollEdge: [Appearance?],
                                                   sized: [Appearance?], standard: Appearance) -> Appearance {
        let normal = sized.lazy.compactMap { $0 }.first ?? standard
        guard atScrollEdge else { return normal }
        return scrollEdge.lazy.compactMap { $0 }.first ?? normal.transparentCopy()
    }
}
