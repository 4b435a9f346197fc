import Foundation

/// Makes the view controller a context menu shows as its preview; nil shows the pressed view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the system's suggested elements (none here); nil shows no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows, as UIKit's class of the same name: a preview (or the pressed view) and a menu, both
/// made when the menu is about to show.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// Names the configuration to the delegate (a unique string when none was given).
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose preview and menu come from the providers.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
