import Foundation

/// The rest of UIKit's control events, with UIKit's raw values (the three the base controls send live in
/// `UIControl.Event` itself).
extension UIControl.Event {
    /// A second (or later) touch down in a row.
    public static let touchDownRepeat = UIControl.Event(rawValue: 1 << 1)
    /// A finger moved inside the control.
    public static let touchDragInside = UIControl.Event(rawValue: 1 << 2)
    /// A finger moved outside the control.
    public static let touchDragOutside = UIControl.Event(rawValue: 1 << 3)
    /// A finger moved into the control.
    public static let touchDragEnter = UIControl.Event(rawValue: 1 << 4)
    /// A finger moved out of the control.
    public static let touchDragExit = UIControl.Event(rawValue: 1 << 5)
    /// A finger lifted outside the control.
    public static let touchUpOutside = UIControl.Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = UIControl.Event(rawValue: 1 << 8)
    /// The control's primary action happened (a button's tap).
    public static let primaryActionTriggered = UIControl.Event(rawValue: 1 << 13)
    /// The control's menu action happened.
    public static let menuActionTriggered = UIControl.Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// The text of a text control changed.
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = UIControl.Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
    /// Events an application may define for itself.
    public static let applicationReserved = UIControl.Event(rawValue: 0x0F00_0000)
    /// Events UIKit keeps for itself.
    public static let systemReserved = UIControl.Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = UIControl.Event(rawValue: 0xFFFF_FFFF)
}
