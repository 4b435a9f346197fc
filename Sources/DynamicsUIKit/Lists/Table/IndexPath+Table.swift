import Foundation

extension IndexPath {
    /// An index path for row `row` of section `section`, as UIKit's table views use.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row within the section: the second index (the same index as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
