import CUIKitOpenEnums
extension UIButton {
    /// A button of `buttonType` with a zero frame that runs `primaryAction` on a tap, titled and imaged by the action
    /// as iOS 14's initialiser does (`title` and `image` for the normal state when the action has them).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
