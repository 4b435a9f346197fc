import Foundation

extension UICollectionViewCell {
    /// Updates a cell's configurations for its state: the cell, and the state to use.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Runs the update asked for: the background and content configurations updated for the state (unless their
    /// automatic updates are off), then `updateConfiguration(using:)`, then `configurationUpdateHandler`, with one
    /// state (DECISIONS.md, "Cell configuration updates").
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        isApplyingAutomaticUpdate = true
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        isApplyingAutomaticUpdate = false
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
