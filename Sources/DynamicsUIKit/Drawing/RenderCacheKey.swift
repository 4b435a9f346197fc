import Foundation

/// Where the renderer keeps what it made for a UIKit object (a view's backing store, a layer's rasterised bitmap,
/// an image's decoded pixels): a row of the renderer's table for that kind of cache, and the row's generation.
///
/// The object stores only this key; the cache itself lives in the renderer's table, which holds its owner weakly and
/// gives a freed row a new generation, so a key whose owner went away (or that a copied image carried over) no
/// longer matches and finds nothing. A fresh key matches no row.
package struct RenderCacheKey: Equatable, Sendable {
    /// The row in the renderer's table; -1 for none.
    package var row: Int32
    /// The row's generation when it was given to this key.
    package var generation: UInt32

    /// A key that finds nothing.
    package init() {
        row = -1
        generation = 0
    }

    /// The key of `row` in `generation`.
    package init(row: Int32, generation: UInt32) {
        self.row = row
        self.generation = generation
    }
}
