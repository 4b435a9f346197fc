import Foundation

/// The re-entrancy rule of a scrolling view's layout pass (`UICollectionView`, `UITableView`): placing views can ask
/// for layout again (a layout invalidated by the animator, a self-sizing row that measured another height). Such a
/// request during a pass does not nest; it makes the pass run once more, at most `maximumPasses` times in all.
@MainActor final class RepeatingPass {
    private let maximumPasses: Int
    private var isRunning = false
    private var needsAnother = false

    init(maximumPasses: Int) { self.maximumPasses = maximumPasses }

    /// Runs `pass`, again while something asked for another pass during it; a call made during a pass asks instead.
    func run(_ pass: () -> Void) {
        guard !isRunning else {
            needsAnother = true
            return
        }
        isRunning = true
        defer { isRunning = false }
        var passes = 0
        repeat {
            needsAnother = false
            passes += 1
            pass()
        } while needsAnother && passes < maximumPasses
    }

    /// Asks the running pass to run once more.
    func requestAnother() { needsAnother = true }
}
