import Foundation

/// Changes collected by batches that nest (`performBatchUpdates`, `beginUpdates`/`endUpdates`): the outermost batch
/// applies them when it closes. Shared by collection and table views.
protocol NestableUpdates {
    init()
    /// How many batches are open.
    var depth: Int { get set }
}

extension BatchUpdates: NestableUpdates {}
extension TableUpdates: NestableUpdates {}

extension Optional where Wrapped: NestableUpdates {
    /// Opens one more batch, starting empty changes when none is open.
    mutating func openBatch() {
        if self == nil { self = Wrapped() }
        self?.depth += 1
    }

    /// Closes a batch; returns the changes (and forgets them) when it was the outermost one.
    mutating func closeBatch() -> Wrapped? {
        guard var changes = self else { return nil }
        changes.depth -= 1
        self = changes.depth == 0 ? nil : changes
        return changes.depth == 0 ? changes : nil
    }
}
