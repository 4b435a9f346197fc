import Foundation

/// The section, row and item accessors UIKit adds to `NSIndexPath`, for code that bridges `IndexPath` to it
/// (`(indexPath as NSIndexPath).item`, common in Swift 3 era sources).
extension NSIndexPath {
    /// The first index.
    public var section: Int { index(atPosition: 0) }
    /// The second index, as a table view names it.
    public var row: Int { index(atPosition: 1) }
    /// The second index, as a collection view names it.
    public var item: Int { index(atPosition: 1) }

    /// An index path of `row` in `section`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of `item` in `section`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
}
