import DynamicsUIKit
import Testing

/// Every enumeration declared in C as the SDK declares it (`Sources/CUIKitOpenEnums`) beyond the first five
/// (`OpenEnumerationTests`), as a client sees it: a `switch` that lists every case and ends in `default` compiles
/// without "default will never be executed" (the warning a frozen Swift enumeration gives), a raw value no case names (a later
/// iOS's) is accepted and reaches that `default`, every case has UIKit's raw value, and `print` shows the SDK's C type
/// name (and `String(describing:)` the name with the raw value), as Swift's runtime shows an imported enumeration on
/// iOS too.
@Suite struct OpenEnumerationCaseTests {
    @Test func tableViewCellEditingStyle() {
        func name(_ value: UITableViewCell.EditingStyle) -> String {
            switch value {
            case .none: "none"
            case .delete: "delete"
            case .insert: "insert"
            default: "later"
            }
        }
        let known: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["none", "delete", "insert"])
        #expect(UITableViewCell.EditingStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableViewCell.EditingStyle.delete, terminator: "", to: &printed)
        #expect(printed == "UITableViewCellEditingStyle")
        #expect(String(describing: UITableViewCell.EditingStyle.delete) == "UITableViewCellEditingStyle(rawValue: 1)")
    }

    @Test func touchPhase() {
        func name(_ value: UITouch.Phase) -> String {
            switch value {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            default: "later"
            }
        }
        let known: [UITouch.Phase] = [
            .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(known.map(name) == [
            "began", "moved", "stationary", "ended", "cancelled", "regionEntered", "regionMoved", "regionExited"
        ])
        #expect(UITouch.Phase(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITouch.Phase.moved, terminator: "", to: &printed)
        #expect(printed == "UITouchPhase")
        #expect(String(describing: UITouch.Phase.moved) == "UITouchPhase(rawValue: 1)")
    }

    @Test func textAlignment() {
        func name(_ value: NSTextAlignment) -> String {
            switch value {
            case .left: "left"
            case .center: "center"
            case .right: "right"
            case .justified: "justified"
            case .natural: "natural"
            default: "later"
            }
        }
        let known: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["left", "center", "right", "justified", "natural"])
        #expect(NSTextAlignment(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSTextAlignment.center, terminator: "", to: &printed)
        #expect(printed == "NSTextAlignment")
        #expect(String(describing: NSTextAlignment.center) == "NSTextAlignment(rawValue: 1)")
    }

    @Test func tableViewRowAnimation() {
        func name(_ value: UITableView.RowAnimation) -> String {
            switch value {
            case .fade: "fade"
            case .right: "right"
            case .left: "left"
            case .top: "top"
            case .bottom: "bottom"
            case .none: "none"
            case .middle: "middle"
            case .automatic: "automatic"
            default: "later"
            }
        }
        let known: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
        #expect(known.map(name) == ["fade", "right", "left", "top", "bottom", "none", "middle", "automatic"])
        #expect(UITableView.RowAnimation(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableView.RowAnimation.right, terminator: "", to: &printed)
        #expect(printed == "UITableViewRowAnimation")
        #expect(String(describing: UITableView.RowAnimation.right) == "UITableViewRowAnimation(rawValue: 1)")
    }

    @Test func modalPresentationStyle() {
        func name(_ value: UIModalPresentationStyle) -> String {
            switch value {
            case .fullScreen: "fullScreen"
            case .pageSheet: "pageSheet"
            case .formSheet: "formSheet"
            case .currentContext: "currentContext"
            case .custom: "custom"
            case .overFullScreen: "overFullScreen"
            case .overCurrentContext: "overCurrentContext"
            case .popover: "popover"
            case .none: "none"
            case .automatic: "automatic"
            default: "later"
            }
        }
        let known: [UIModalPresentationStyle] = [
            .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext,
            .popover, .none, .automatic
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, -1, -2])
        #expect(known.map(name) == [
            "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen", "overCurrentContext",
            "popover", "none", "automatic"
        ])
        #expect(UIModalPresentationStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIModalPresentationStyle.pageSheet, terminator: "", to: &printed)
        #expect(printed == "UIModalPresentationStyle")
        #expect(String(describing: UIModalPresentationStyle.pageSheet) == "UIModalPresentationStyle(rawValue: 1)")
    }

    @Test func userInterfaceIdiom() {
        func name(_ value: UIUserInterfaceIdiom) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .phone: "phone"
            case .pad: "pad"
            case .tv: "tv"
            case .carPlay: "carPlay"
            case .mac: "mac"
            case .vision: "vision"
            default: "later"
            }
        }
        let known: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(known.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(known.map(name) == ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"])
        #expect(UIUserInterfaceIdiom(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIUserInterfaceIdiom.phone, terminator: "", to: &printed)
        #expect(printed == "UIUserInterfaceIdiom")
        #expect(String(describing: UIUserInterfaceIdiom.phone) == "UIUserInterfaceIdiom(rawValue: 0)")
    }

    @Test func userInterfaceSizeClass() {
        func name(_ value: UIUserInterfaceSizeClass) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .compact: "compact"
            case .regular: "regular"
            default: "later"
            }
        }
        let known: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["unspecified", "compact", "regular"])
        #expect(UIUserInterfaceSizeClass(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIUserInterfaceSizeClass.compact, terminator: "", to: &printed)
        #expect(printed == "UIUserInterfaceSizeClass")
        #expect(String(describing: UIUserInterfaceSizeClass.compact) == "UIUserInterfaceSizeClass(rawValue: 1)")
    }

    @Test func stackViewAlignment() {
        func name(_ value: UIStackView.Alignment) -> String {
            switch value {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            default: "later"
            }
        }
        let known: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(known.map(name) == ["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline"])
        #expect(UIStackView.Alignment(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIStackView.Alignment.leading, terminator: "", to: &printed)
        #expect(printed == "UIStackViewAlignment")
        #expect(String(describing: UIStackView.Alignment.leading) == "UIStackViewAlignment(rawValue: 1)")
    }

    @Test func stackViewDistribution() {
        func name(_ value: UIStackView.Distribution) -> String {
            switch value {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            default: "later"
            }
        }
        let known: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        #expect(UIStackView.Distribution(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIStackView.Distribution.fillEqually, terminator: "", to: &printed)
        #expect(printed == "UIStackViewDistribution")
        #expect(String(describing: UIStackView.Distribution.fillEqually) == "UIStackViewDistribution(rawValue: 1)")
    }

    @Test func tableViewCellCellStyle() {
        func name(_ value: UITableViewCell.CellStyle) -> String {
            switch value {
            case .default: "default"
            case .value1: "value1"
            case .value2: "value2"
            case .subtitle: "subtitle"
            default: "later"
            }
        }
        let known: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["default", "value1", "value2", "subtitle"])
        #expect(UITableViewCell.CellStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableViewCell.CellStyle.value1, terminator: "", to: &printed)
        #expect(printed == "UITableViewCellStyle")
        #expect(String(describing: UITableViewCell.CellStyle.value1) == "UITableViewCellStyle(rawValue: 1)")
    }

    @Test func tableViewCellAccessoryType() {
        func name(_ value: UITableViewCell.AccessoryType) -> String {
            switch value {
            case .none: "none"
            case .disclosureIndicator: "disclosureIndicator"
            case .detailDisclosureButton: "detailDisclosureButton"
            case .checkmark: "checkmark"
            case .detailButton: "detailButton"
            default: "later"
            }
        }
        let known: [UITableViewCell.AccessoryType] = [
            .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == [
            "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"
        ])
        #expect(UITableViewCell.AccessoryType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableViewCell.AccessoryType.disclosureIndicator, terminator: "", to: &printed)
        #expect(printed == "UITableViewCellAccessoryType")
        #expect(String(describing: UITableViewCell.AccessoryType.disclosureIndicator)
                == "UITableViewCellAccessoryType(rawValue: 1)")
    }

    @Test func tableViewCellSelectionStyle() {
        func name(_ value: UITableViewCell.SelectionStyle) -> String {
            switch value {
            case .none: "none"
            case .blue: "blue"
            case .gray: "gray"
            case .default: "default"
            default: "later"
            }
        }
        let known: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["none", "blue", "gray", "default"])
        #expect(UITableViewCell.SelectionStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableViewCell.SelectionStyle.blue, terminator: "", to: &printed)
        #expect(printed == "UITableViewCellSelectionStyle")
        #expect(String(describing: UITableViewCell.SelectionStyle.blue) == "UITableViewCellSelectionStyle(rawValue: 1)")
    }

    @Test func buttonButtonType() {
        func name(_ value: UIButton.ButtonType) -> String {
            switch value {
            case .custom: "custom"
            case .system: "system"
            case .detailDisclosure: "detailDisclosure"
            case .infoLight: "infoLight"
            case .infoDark: "infoDark"
            case .contactAdd: "contactAdd"
            default: "later"
            }
        }
        let known: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(known.map(name) == ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd"])
        #expect(UIButton.ButtonType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIButton.ButtonType.system, terminator: "", to: &printed)
        #expect(printed == "UIButtonType")
        #expect(String(describing: UIButton.ButtonType.system) == "UIButtonType(rawValue: 1)")
    }

    @Test func layoutConstraintAttribute() {
        func name(_ value: NSLayoutConstraint.Attribute) -> String {
            switch value {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            default: "later"
            }
        }
        let known: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute
        ]
        #expect(known.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 0])
        #expect(known.map(name) == [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
            "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
            "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "notAnAttribute"
        ])
        #expect(NSLayoutConstraint.Attribute(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSLayoutConstraint.Attribute.right, terminator: "", to: &printed)
        #expect(printed == "NSLayoutAttribute")
        #expect(String(describing: NSLayoutConstraint.Attribute.right) == "NSLayoutAttribute(rawValue: 2)")
    }

    @Test func layoutConstraintRelation() {
        func name(_ value: NSLayoutConstraint.Relation) -> String {
            switch value {
            case .lessThanOrEqual: "lessThanOrEqual"
            case .equal: "equal"
            case .greaterThanOrEqual: "greaterThanOrEqual"
            default: "later"
            }
        }
        let known: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        #expect(known.map(\.rawValue) == [-1, 0, 1])
        #expect(known.map(name) == ["lessThanOrEqual", "equal", "greaterThanOrEqual"])
        #expect(NSLayoutConstraint.Relation(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSLayoutConstraint.Relation.equal, terminator: "", to: &printed)
        #expect(printed == "NSLayoutRelation")
        #expect(String(describing: NSLayoutConstraint.Relation.equal) == "NSLayoutRelation(rawValue: 0)")
    }

    @Test func layoutConstraintAxis() {
        func name(_ value: NSLayoutConstraint.Axis) -> String {
            switch value {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            default: "later"
            }
        }
        let known: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["horizontal", "vertical"])
        #expect(NSLayoutConstraint.Axis(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSLayoutConstraint.Axis.vertical, terminator: "", to: &printed)
        #expect(printed == "UILayoutConstraintAxis")
        #expect(String(describing: NSLayoutConstraint.Axis.vertical) == "UILayoutConstraintAxis(rawValue: 1)")
    }

    @Test func viewAnimationCurve() {
        func name(_ value: UIView.AnimationCurve) -> String {
            switch value {
            case .easeInOut: "easeInOut"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .linear: "linear"
            default: "later"
            }
        }
        let known: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["easeInOut", "easeIn", "easeOut", "linear"])
        #expect(UIView.AnimationCurve(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIView.AnimationCurve.easeIn, terminator: "", to: &printed)
        #expect(printed == "UIViewAnimationCurve")
        #expect(String(describing: UIView.AnimationCurve.easeIn) == "UIViewAnimationCurve(rawValue: 1)")
    }

    @Test func applicationState() {
        func name(_ value: UIApplication.State) -> String {
            switch value {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            default: "later"
            }
        }
        let known: [UIApplication.State] = [.active, .inactive, .background]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["active", "inactive", "background"])
        #expect(UIApplication.State(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIApplication.State.inactive, terminator: "", to: &printed)
        #expect(printed == "UIApplicationState")
        #expect(String(describing: UIApplication.State.inactive) == "UIApplicationState(rawValue: 1)")
    }

    @Test func sceneActivationState() {
        func name(_ value: UIScene.ActivationState) -> String {
            switch value {
            case .unattached: "unattached"
            case .foregroundActive: "foregroundActive"
            case .foregroundInactive: "foregroundInactive"
            case .background: "background"
            default: "later"
            }
        }
        let known: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
        #expect(known.map(\.rawValue) == [-1, 0, 1, 2])
        #expect(known.map(name) == ["unattached", "foregroundActive", "foregroundInactive", "background"])
        #expect(UIScene.ActivationState(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIScene.ActivationState.foregroundActive, terminator: "", to: &printed)
        #expect(printed == "UISceneActivationState")
        #expect(String(describing: UIScene.ActivationState.foregroundActive) == "UISceneActivationState(rawValue: 0)")
    }

    @Test func lineBreakMode() {
        func name(_ value: NSLineBreakMode) -> String {
            switch value {
            case .byWordWrapping: "byWordWrapping"
            case .byCharWrapping: "byCharWrapping"
            case .byClipping: "byClipping"
            case .byTruncatingHead: "byTruncatingHead"
            case .byTruncatingTail: "byTruncatingTail"
            case .byTruncatingMiddle: "byTruncatingMiddle"
            default: "later"
            }
        }
        let known: [NSLineBreakMode] = [
            .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(known.map(name) == [
            "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
            "byTruncatingMiddle"
        ])
        #expect(NSLineBreakMode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSLineBreakMode.byCharWrapping, terminator: "", to: &printed)
        #expect(printed == "NSLineBreakMode")
        #expect(String(describing: NSLineBreakMode.byCharWrapping) == "NSLineBreakMode(rawValue: 1)")
    }

    @Test func rectAlignment() {
        func name(_ value: NSRectAlignment) -> String {
            switch value {
            case .none: "none"
            case .top: "top"
            case .topLeading: "topLeading"
            case .leading: "leading"
            case .bottomLeading: "bottomLeading"
            case .bottom: "bottom"
            case .bottomTrailing: "bottomTrailing"
            case .trailing: "trailing"
            case .topTrailing: "topTrailing"
            default: "later"
            }
        }
        let known: [NSRectAlignment] = [
            .none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(known.map(name) == [
            "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
            "topTrailing"
        ])
        #expect(NSRectAlignment(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(NSRectAlignment.top, terminator: "", to: &printed)
        #expect(printed == "NSRectAlignment")
        #expect(String(describing: NSRectAlignment.top) == "NSRectAlignment(rawValue: 1)")
    }

    @Test func accessibilityContrast() {
        func name(_ value: UIAccessibilityContrast) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .normal: "normal"
            case .high: "high"
            default: "later"
            }
        }
        let known: [UIAccessibilityContrast] = [.unspecified, .normal, .high]
        #expect(known.map(\.rawValue) == [-1, 0, 1])
        #expect(known.map(name) == ["unspecified", "normal", "high"])
        #expect(UIAccessibilityContrast(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIAccessibilityContrast.normal, terminator: "", to: &printed)
        #expect(printed == "UIAccessibilityContrast")
        #expect(String(describing: UIAccessibilityContrast.normal) == "UIAccessibilityContrast(rawValue: 0)")
    }

    @Test func activityIndicatorViewStyle() {
        func name(_ value: UIActivityIndicatorView.Style) -> String {
            switch value {
            case .medium: "medium"
            case .large: "large"
            case .whiteLarge: "whiteLarge"
            case .white: "white"
            case .gray: "gray"
            default: "later"
            }
        }
        let known: [UIActivityIndicatorView.Style] = [.medium, .large, .whiteLarge, .white, .gray]
        #expect(known.map(\.rawValue) == [100, 101, 0, 1, 2])
        #expect(known.map(name) == ["medium", "large", "whiteLarge", "white", "gray"])
        #expect(UIActivityIndicatorView.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIActivityIndicatorView.Style.large, terminator: "", to: &printed)
        #expect(printed == "UIActivityIndicatorViewStyle")
        #expect(String(describing: UIActivityIndicatorView.Style.large)
                == "UIActivityIndicatorViewStyle(rawValue: 101)")
    }

    @Test func alertActionStyle() {
        func name(_ value: UIAlertAction.Style) -> String {
            switch value {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            default: "later"
            }
        }
        let known: [UIAlertAction.Style] = [.default, .cancel, .destructive]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["default", "cancel", "destructive"])
        #expect(UIAlertAction.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIAlertAction.Style.cancel, terminator: "", to: &printed)
        #expect(printed == "UIAlertActionStyle")
        #expect(String(describing: UIAlertAction.Style.cancel) == "UIAlertActionStyle(rawValue: 1)")
    }

    @Test func alertControllerStyle() {
        func name(_ value: UIAlertController.Style) -> String {
            switch value {
            case .actionSheet: "actionSheet"
            case .alert: "alert"
            default: "later"
            }
        }
        let known: [UIAlertController.Style] = [.actionSheet, .alert]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["actionSheet", "alert"])
        #expect(UIAlertController.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIAlertController.Style.alert, terminator: "", to: &printed)
        #expect(printed == "UIAlertControllerStyle")
        #expect(String(describing: UIAlertController.Style.alert) == "UIAlertControllerStyle(rawValue: 1)")
    }

    @Test func barButtonItemStyle() {
        func name(_ value: UIBarButtonItem.Style) -> String {
            switch value {
            case .plain: "plain"
            case .bordered: "bordered"
            case .done: "done"
            default: "later"
            }
        }
        let known: [UIBarButtonItem.Style] = [.plain, .bordered, .done]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["plain", "bordered", "done"])
        #expect(UIBarButtonItem.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIBarButtonItem.Style.bordered, terminator: "", to: &printed)
        #expect(printed == "UIBarButtonItemStyle")
        #expect(String(describing: UIBarButtonItem.Style.bordered) == "UIBarButtonItemStyle(rawValue: 1)")
    }

    @Test func barButtonItemSystemItem() {
        func name(_ value: UIBarButtonItem.SystemItem) -> String {
            switch value {
            case .done: "done"
            case .cancel: "cancel"
            case .edit: "edit"
            case .save: "save"
            case .add: "add"
            case .flexibleSpace: "flexibleSpace"
            case .fixedSpace: "fixedSpace"
            case .compose: "compose"
            case .reply: "reply"
            case .action: "action"
            case .organize: "organize"
            case .bookmarks: "bookmarks"
            case .search: "search"
            case .refresh: "refresh"
            case .stop: "stop"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play"
            case .pause: "pause"
            case .rewind: "rewind"
            case .fastForward: "fastForward"
            case .undo: "undo"
            case .redo: "redo"
            case .pageCurl: "pageCurl"
            case .close: "close"
            default: "later"
            }
        }
        let known: [UIBarButtonItem.SystemItem] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
            .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
            .pageCurl, .close
        ]
        #expect(known.map(\.rawValue) == [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24
        ])
        #expect(known.map(name) == [
            "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
            "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
            "fastForward", "undo", "redo", "pageCurl", "close"
        ])
        #expect(UIBarButtonItem.SystemItem(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIBarButtonItem.SystemItem.cancel, terminator: "", to: &printed)
        #expect(printed == "UIBarButtonSystemItem")
        #expect(String(describing: UIBarButtonItem.SystemItem.cancel) == "UIBarButtonSystemItem(rawValue: 1)")
    }

    @Test func barStyle() {
        func name(_ value: UIBarStyle) -> String {
            switch value {
            case .default: "default"
            case .black: "black"
            case .blackTranslucent: "blackTranslucent"
            default: "later"
            }
        }
        let known: [UIBarStyle] = [.default, .black, .blackTranslucent]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["default", "black", "blackTranslucent"])
        #expect(UIBarStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIBarStyle.black, terminator: "", to: &printed)
        #expect(printed == "UIBarStyle")
        #expect(String(describing: UIBarStyle.black) == "UIBarStyle(rawValue: 1)")
    }

    @Test func blurEffectStyle() {
        func name(_ value: UIBlurEffect.Style) -> String {
            switch value {
            case .extraLight: "extraLight"
            case .light: "light"
            case .dark: "dark"
            case .extraDark: "extraDark"
            case .regular: "regular"
            case .prominent: "prominent"
            case .systemUltraThinMaterial: "systemUltraThinMaterial"
            case .systemThinMaterial: "systemThinMaterial"
            case .systemMaterial: "systemMaterial"
            case .systemThickMaterial: "systemThickMaterial"
            case .systemChromeMaterial: "systemChromeMaterial"
            case .systemUltraThinMaterialLight: "systemUltraThinMaterialLight"
            case .systemThinMaterialLight: "systemThinMaterialLight"
            case .systemMaterialLight: "systemMaterialLight"
            case .systemThickMaterialLight: "systemThickMaterialLight"
            case .systemChromeMaterialLight: "systemChromeMaterialLight"
            case .systemUltraThinMaterialDark: "systemUltraThinMaterialDark"
            case .systemThinMaterialDark: "systemThinMaterialDark"
            case .systemMaterialDark: "systemMaterialDark"
            case .systemThickMaterialDark: "systemThickMaterialDark"
            case .systemChromeMaterialDark: "systemChromeMaterialDark"
            default: "later"
            }
        }
        let known: [UIBlurEffect.Style] = [
            .extraLight, .light, .dark, .extraDark, .regular, .prominent, .systemUltraThinMaterial,
            .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial,
            .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
            .systemChromeMaterialLight, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
        #expect(known.map(name) == [
            "extraLight", "light", "dark", "extraDark", "regular", "prominent", "systemUltraThinMaterial",
            "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
            "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
            "systemThickMaterialLight", "systemChromeMaterialLight", "systemUltraThinMaterialDark",
            "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark", "systemChromeMaterialDark"
        ])
        #expect(UIBlurEffect.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIBlurEffect.Style.light, terminator: "", to: &printed)
        #expect(printed == "UIBlurEffectStyle")
        #expect(String(describing: UIBlurEffect.Style.light) == "UIBlurEffectStyle(rawValue: 1)")
    }

    @Test func collectionLayoutSectionOrthogonalScrollingBehavior() {
        func name(_ value: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
            switch value {
            case .none: "none"
            case .continuous: "continuous"
            case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
            case .paging: "paging"
            case .groupPaging: "groupPaging"
            case .groupPagingCentered: "groupPagingCentered"
            default: "later"
            }
        }
        let known: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(known.map(name) == [
            "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"
        ])
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, terminator: "", to: &printed)
        #expect(printed == "UICollectionLayoutSectionOrthogonalScrollingBehavior")
        #expect(String(describing: UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous)
                == "UICollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: 1)")
    }

    @Test func collectionViewElementCategory() {
        func name(_ value: UICollectionView.ElementCategory) -> String {
            switch value {
            case .cell: "cell"
            case .supplementaryView: "supplementaryView"
            case .decorationView: "decorationView"
            default: "later"
            }
        }
        let known: [UICollectionView.ElementCategory] = [.cell, .supplementaryView, .decorationView]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["cell", "supplementaryView", "decorationView"])
        #expect(UICollectionView.ElementCategory(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UICollectionView.ElementCategory.supplementaryView, terminator: "", to: &printed)
        #expect(printed == "UICollectionElementCategory")
        #expect(String(describing: UICollectionView.ElementCategory.supplementaryView)
                == "UICollectionElementCategory(rawValue: 1)")
    }

    @Test func collectionViewScrollDirection() {
        func name(_ value: UICollectionView.ScrollDirection) -> String {
            switch value {
            case .vertical: "vertical"
            case .horizontal: "horizontal"
            default: "later"
            }
        }
        let known: [UICollectionView.ScrollDirection] = [.vertical, .horizontal]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["vertical", "horizontal"])
        #expect(UICollectionView.ScrollDirection(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UICollectionView.ScrollDirection.horizontal, terminator: "", to: &printed)
        #expect(printed == "UICollectionViewScrollDirection")
        #expect(String(describing: UICollectionView.ScrollDirection.horizontal)
                == "UICollectionViewScrollDirection(rawValue: 1)")
    }

    @Test func collectionViewUpdateItemAction() {
        func name(_ value: UICollectionViewUpdateItem.Action) -> String {
            switch value {
            case .insert: "insert"
            case .delete: "delete"
            case .reload: "reload"
            case .move: "move"
            case .none: "none"
            default: "later"
            }
        }
        let known: [UICollectionViewUpdateItem.Action] = [.insert, .delete, .reload, .move, .none]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["insert", "delete", "reload", "move", "none"])
        #expect(UICollectionViewUpdateItem.Action(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UICollectionViewUpdateItem.Action.delete, terminator: "", to: &printed)
        #expect(printed == "UICollectionUpdateAction")
        #expect(String(describing: UICollectionViewUpdateItem.Action.delete) == "UICollectionUpdateAction(rawValue: 1)")
    }

    @Test func contextMenuInteractionCommitStyle() {
        func name(_ value: UIContextMenuInteractionCommitStyle) -> String {
            switch value {
            case .dismiss: "dismiss"
            case .pop: "pop"
            default: "later"
            }
        }
        let known: [UIContextMenuInteractionCommitStyle] = [.dismiss, .pop]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["dismiss", "pop"])
        #expect(UIContextMenuInteractionCommitStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIContextMenuInteractionCommitStyle.pop, terminator: "", to: &printed)
        #expect(printed == "UIContextMenuInteractionCommitStyle")
        #expect(String(describing: UIContextMenuInteractionCommitStyle.pop)
                == "UIContextMenuInteractionCommitStyle(rawValue: 1)")
    }

    @Test func contextualActionStyle() {
        func name(_ value: UIContextualAction.Style) -> String {
            switch value {
            case .normal: "normal"
            case .destructive: "destructive"
            default: "later"
            }
        }
        let known: [UIContextualAction.Style] = [.normal, .destructive]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["normal", "destructive"])
        #expect(UIContextualAction.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIContextualAction.Style.destructive, terminator: "", to: &printed)
        #expect(printed == "UIContextualActionStyle")
        #expect(String(describing: UIContextualAction.Style.destructive) == "UIContextualActionStyle(rawValue: 1)")
    }

    @Test func controlContentHorizontalAlignment() {
        func name(_ value: UIControl.ContentHorizontalAlignment) -> String {
            switch value {
            case .center: "center"
            case .left: "left"
            case .right: "right"
            case .fill: "fill"
            case .leading: "leading"
            case .trailing: "trailing"
            default: "later"
            }
        }
        let known: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(known.map(name) == ["center", "left", "right", "fill", "leading", "trailing"])
        #expect(UIControl.ContentHorizontalAlignment(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIControl.ContentHorizontalAlignment.left, terminator: "", to: &printed)
        #expect(printed == "UIControlContentHorizontalAlignment")
        #expect(String(describing: UIControl.ContentHorizontalAlignment.left)
                == "UIControlContentHorizontalAlignment(rawValue: 1)")
    }

    @Test func controlContentVerticalAlignment() {
        func name(_ value: UIControl.ContentVerticalAlignment) -> String {
            switch value {
            case .center: "center"
            case .top: "top"
            case .bottom: "bottom"
            case .fill: "fill"
            default: "later"
            }
        }
        let known: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["center", "top", "bottom", "fill"])
        #expect(UIControl.ContentVerticalAlignment(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIControl.ContentVerticalAlignment.top, terminator: "", to: &printed)
        #expect(printed == "UIControlContentVerticalAlignment")
        #expect(String(describing: UIControl.ContentVerticalAlignment.top)
                == "UIControlContentVerticalAlignment(rawValue: 1)")
    }

    @Test func datePickerMode() {
        func name(_ value: UIDatePicker.Mode) -> String {
            switch value {
            case .time: "time"
            case .date: "date"
            case .dateAndTime: "dateAndTime"
            case .countDownTimer: "countDownTimer"
            default: "later"
            }
        }
        let known: [UIDatePicker.Mode] = [.time, .date, .dateAndTime, .countDownTimer]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["time", "date", "dateAndTime", "countDownTimer"])
        #expect(UIDatePicker.Mode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIDatePicker.Mode.date, terminator: "", to: &printed)
        #expect(printed == "UIDatePickerMode")
        #expect(String(describing: UIDatePicker.Mode.date) == "UIDatePickerMode(rawValue: 1)")
    }

    @Test func datePickerStyle() {
        func name(_ value: UIDatePickerStyle) -> String {
            switch value {
            case .automatic: "automatic"
            case .wheels: "wheels"
            case .compact: "compact"
            case .inline: "inline"
            default: "later"
            }
        }
        let known: [UIDatePickerStyle] = [.automatic, .wheels, .compact, .inline]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["automatic", "wheels", "compact", "inline"])
        #expect(UIDatePickerStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIDatePickerStyle.wheels, terminator: "", to: &printed)
        #expect(printed == "UIDatePickerStyle")
        #expect(String(describing: UIDatePickerStyle.wheels) == "UIDatePickerStyle(rawValue: 1)")
    }

    @Test func deviceBatteryState() {
        func name(_ value: UIDevice.BatteryState) -> String {
            switch value {
            case .unknown: "unknown"
            case .unplugged: "unplugged"
            case .charging: "charging"
            case .full: "full"
            default: "later"
            }
        }
        let known: [UIDevice.BatteryState] = [.unknown, .unplugged, .charging, .full]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["unknown", "unplugged", "charging", "full"])
        #expect(UIDevice.BatteryState(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIDevice.BatteryState.unplugged, terminator: "", to: &printed)
        #expect(printed == "UIDeviceBatteryState")
        #expect(String(describing: UIDevice.BatteryState.unplugged) == "UIDeviceBatteryState(rawValue: 1)")
    }

    @Test func displayGamut() {
        func name(_ value: UIDisplayGamut) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .SRGB: "SRGB"
            case .P3: "P3"
            default: "later"
            }
        }
        let known: [UIDisplayGamut] = [.unspecified, .SRGB, .P3]
        #expect(known.map(\.rawValue) == [-1, 0, 1])
        #expect(known.map(name) == ["unspecified", "SRGB", "P3"])
        #expect(UIDisplayGamut(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIDisplayGamut.SRGB, terminator: "", to: &printed)
        #expect(printed == "UIDisplayGamut")
        #expect(String(describing: UIDisplayGamut.SRGB) == "UIDisplayGamut(rawValue: 0)")
    }

    @Test func dynamicItemCollisionBoundsType() {
        func name(_ value: UIDynamicItemCollisionBoundsType) -> String {
            switch value {
            case .rectangle: "rectangle"
            case .ellipse: "ellipse"
            case .path: "path"
            default: "later"
            }
        }
        let known: [UIDynamicItemCollisionBoundsType] = [.rectangle, .ellipse, .path]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["rectangle", "ellipse", "path"])
        #expect(UIDynamicItemCollisionBoundsType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIDynamicItemCollisionBoundsType.ellipse, terminator: "", to: &printed)
        #expect(printed == "UIDynamicItemCollisionBoundsType")
        #expect(String(describing: UIDynamicItemCollisionBoundsType.ellipse)
                == "UIDynamicItemCollisionBoundsType(rawValue: 1)")
    }

    @Test func eventEventType() {
        func name(_ value: UIEvent.EventType) -> String {
            switch value {
            case .touches: "touches"
            case .motion: "motion"
            case .remoteControl: "remoteControl"
            case .presses: "presses"
            case .scroll: "scroll"
            case .hover: "hover"
            case .transform: "transform"
            default: "later"
            }
        }
        let known: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
        #expect(known.map(name) == ["touches", "motion", "remoteControl", "presses", "scroll", "hover", "transform"])
        #expect(UIEvent.EventType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIEvent.EventType.motion, terminator: "", to: &printed)
        #expect(printed == "UIEventType")
        #expect(String(describing: UIEvent.EventType.motion) == "UIEventType(rawValue: 1)")
    }

    @Test func forceTouchCapability() {
        func name(_ value: UIForceTouchCapability) -> String {
            switch value {
            case .unknown: "unknown"
            case .unavailable: "unavailable"
            case .available: "available"
            default: "later"
            }
        }
        let known: [UIForceTouchCapability] = [.unknown, .unavailable, .available]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["unknown", "unavailable", "available"])
        #expect(UIForceTouchCapability(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIForceTouchCapability.unavailable, terminator: "", to: &printed)
        #expect(printed == "UIForceTouchCapability")
        #expect(String(describing: UIForceTouchCapability.unavailable) == "UIForceTouchCapability(rawValue: 1)")
    }

    @Test func imageRenderingMode() {
        func name(_ value: UIImage.RenderingMode) -> String {
            switch value {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            default: "later"
            }
        }
        let known: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["automatic", "alwaysOriginal", "alwaysTemplate"])
        #expect(UIImage.RenderingMode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIImage.RenderingMode.alwaysOriginal, terminator: "", to: &printed)
        #expect(printed == "UIImageRenderingMode")
        #expect(String(describing: UIImage.RenderingMode.alwaysOriginal) == "UIImageRenderingMode(rawValue: 1)")
    }

    @Test func imageResizingMode() {
        func name(_ value: UIImage.ResizingMode) -> String {
            switch value {
            case .tile: "tile"
            case .stretch: "stretch"
            default: "later"
            }
        }
        let known: [UIImage.ResizingMode] = [.tile, .stretch]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["tile", "stretch"])
        #expect(UIImage.ResizingMode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIImage.ResizingMode.stretch, terminator: "", to: &printed)
        #expect(printed == "UIImageResizingMode")
        #expect(String(describing: UIImage.ResizingMode.stretch) == "UIImageResizingMode(rawValue: 1)")
    }

    @Test func imageSymbolScale() {
        func name(_ value: UIImage.SymbolScale) -> String {
            switch value {
            case .default: "default"
            case .unspecified: "unspecified"
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            default: "later"
            }
        }
        let known: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
        #expect(known.map(\.rawValue) == [-1, 0, 1, 2, 3])
        #expect(known.map(name) == ["default", "unspecified", "small", "medium", "large"])
        #expect(UIImage.SymbolScale(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIImage.SymbolScale.unspecified, terminator: "", to: &printed)
        #expect(printed == "UIImageSymbolScale")
        #expect(String(describing: UIImage.SymbolScale.unspecified) == "UIImageSymbolScale(rawValue: 0)")
    }

    @Test func imageSymbolWeight() {
        func name(_ value: UIImage.SymbolWeight) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            default: "later"
            }
        }
        let known: [UIImage.SymbolWeight] = [
            .unspecified, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(known.map(name) == [
            "unspecified", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"
        ])
        #expect(UIImage.SymbolWeight(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIImage.SymbolWeight.ultraLight, terminator: "", to: &printed)
        #expect(printed == "UIImageSymbolWeight")
        #expect(String(describing: UIImage.SymbolWeight.ultraLight) == "UIImageSymbolWeight(rawValue: 1)")
    }

    @Test func impactFeedbackGeneratorFeedbackStyle() {
        func name(_ value: UIImpactFeedbackGenerator.FeedbackStyle) -> String {
            switch value {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            default: "later"
            }
        }
        let known: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["light", "medium", "heavy", "soft", "rigid"])
        #expect(UIImpactFeedbackGenerator.FeedbackStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIImpactFeedbackGenerator.FeedbackStyle.medium, terminator: "", to: &printed)
        #expect(printed == "UIImpactFeedbackStyle")
        #expect(String(describing: UIImpactFeedbackGenerator.FeedbackStyle.medium)
                == "UIImpactFeedbackStyle(rawValue: 1)")
    }

    @Test func legibilityWeight() {
        func name(_ value: UILegibilityWeight) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .regular: "regular"
            case .bold: "bold"
            default: "later"
            }
        }
        let known: [UILegibilityWeight] = [.unspecified, .regular, .bold]
        #expect(known.map(\.rawValue) == [-1, 0, 1])
        #expect(known.map(name) == ["unspecified", "regular", "bold"])
        #expect(UILegibilityWeight(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UILegibilityWeight.regular, terminator: "", to: &printed)
        #expect(printed == "UILegibilityWeight")
        #expect(String(describing: UILegibilityWeight.regular) == "UILegibilityWeight(rawValue: 0)")
    }

    @Test func menuElementState() {
        func name(_ value: UIMenuElement.State) -> String {
            switch value {
            case .off: "off"
            case .on: "on"
            case .mixed: "mixed"
            default: "later"
            }
        }
        let known: [UIMenuElement.State] = [.off, .on, .mixed]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["off", "on", "mixed"])
        #expect(UIMenuElement.State(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIMenuElement.State.on, terminator: "", to: &printed)
        #expect(printed == "UIMenuElementState")
        #expect(String(describing: UIMenuElement.State.on) == "UIMenuElementState(rawValue: 1)")
    }

    @Test func modalTransitionStyle() {
        func name(_ value: UIModalTransitionStyle) -> String {
            switch value {
            case .coverVertical: "coverVertical"
            case .flipHorizontal: "flipHorizontal"
            case .crossDissolve: "crossDissolve"
            case .partialCurl: "partialCurl"
            default: "later"
            }
        }
        let known: [UIModalTransitionStyle] = [.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])
        #expect(UIModalTransitionStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIModalTransitionStyle.flipHorizontal, terminator: "", to: &printed)
        #expect(printed == "UIModalTransitionStyle")
        #expect(String(describing: UIModalTransitionStyle.flipHorizontal) == "UIModalTransitionStyle(rawValue: 1)")
    }

    @Test func navigationControllerOperation() {
        func name(_ value: UINavigationController.Operation) -> String {
            switch value {
            case .none: "none"
            case .push: "push"
            case .pop: "pop"
            default: "later"
            }
        }
        let known: [UINavigationController.Operation] = [.none, .push, .pop]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["none", "push", "pop"])
        #expect(UINavigationController.Operation(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UINavigationController.Operation.push, terminator: "", to: &printed)
        #expect(printed == "UINavigationControllerOperation")
        #expect(String(describing: UINavigationController.Operation.push)
                == "UINavigationControllerOperation(rawValue: 1)")
    }

    @Test func navigationItemLargeTitleDisplayMode() {
        func name(_ value: UINavigationItem.LargeTitleDisplayMode) -> String {
            switch value {
            case .automatic: "automatic"
            case .always: "always"
            case .never: "never"
            case .inline: "inline"
            default: "later"
            }
        }
        let known: [UINavigationItem.LargeTitleDisplayMode] = [.automatic, .always, .never, .inline]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["automatic", "always", "never", "inline"])
        #expect(UINavigationItem.LargeTitleDisplayMode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UINavigationItem.LargeTitleDisplayMode.always, terminator: "", to: &printed)
        #expect(printed == "UINavigationItemLargeTitleDisplayMode")
        #expect(String(describing: UINavigationItem.LargeTitleDisplayMode.always)
                == "UINavigationItemLargeTitleDisplayMode(rawValue: 1)")
    }

    @Test func notificationFeedbackGeneratorFeedbackType() {
        func name(_ value: UINotificationFeedbackGenerator.FeedbackType) -> String {
            switch value {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            default: "later"
            }
        }
        let known: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["success", "warning", "error"])
        #expect(UINotificationFeedbackGenerator.FeedbackType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UINotificationFeedbackGenerator.FeedbackType.warning, terminator: "", to: &printed)
        #expect(printed == "UINotificationFeedbackType")
        #expect(String(describing: UINotificationFeedbackGenerator.FeedbackType.warning)
                == "UINotificationFeedbackType(rawValue: 1)")
    }

    @Test func pageViewControllerNavigationDirection() {
        func name(_ value: UIPageViewController.NavigationDirection) -> String {
            switch value {
            case .forward: "forward"
            case .reverse: "reverse"
            default: "later"
            }
        }
        let known: [UIPageViewController.NavigationDirection] = [.forward, .reverse]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["forward", "reverse"])
        #expect(UIPageViewController.NavigationDirection(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPageViewController.NavigationDirection.reverse, terminator: "", to: &printed)
        #expect(printed == "UIPageViewControllerNavigationDirection")
        #expect(String(describing: UIPageViewController.NavigationDirection.reverse)
                == "UIPageViewControllerNavigationDirection(rawValue: 1)")
    }

    @Test func pageViewControllerNavigationOrientation() {
        func name(_ value: UIPageViewController.NavigationOrientation) -> String {
            switch value {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            default: "later"
            }
        }
        let known: [UIPageViewController.NavigationOrientation] = [.horizontal, .vertical]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["horizontal", "vertical"])
        #expect(UIPageViewController.NavigationOrientation(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPageViewController.NavigationOrientation.vertical, terminator: "", to: &printed)
        #expect(printed == "UIPageViewControllerNavigationOrientation")
        #expect(String(describing: UIPageViewController.NavigationOrientation.vertical)
                == "UIPageViewControllerNavigationOrientation(rawValue: 1)")
    }

    @Test func pageViewControllerSpineLocation() {
        func name(_ value: UIPageViewController.SpineLocation) -> String {
            switch value {
            case .none: "none"
            case .min: "min"
            case .mid: "mid"
            case .max: "max"
            default: "later"
            }
        }
        let known: [UIPageViewController.SpineLocation] = [.none, .min, .mid, .max]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["none", "min", "mid", "max"])
        #expect(UIPageViewController.SpineLocation(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPageViewController.SpineLocation.min, terminator: "", to: &printed)
        #expect(printed == "UIPageViewControllerSpineLocation")
        #expect(String(describing: UIPageViewController.SpineLocation.min)
                == "UIPageViewControllerSpineLocation(rawValue: 1)")
    }

    @Test func pageViewControllerTransitionStyle() {
        func name(_ value: UIPageViewController.TransitionStyle) -> String {
            switch value {
            case .pageCurl: "pageCurl"
            case .scroll: "scroll"
            default: "later"
            }
        }
        let known: [UIPageViewController.TransitionStyle] = [.pageCurl, .scroll]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["pageCurl", "scroll"])
        #expect(UIPageViewController.TransitionStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPageViewController.TransitionStyle.scroll, terminator: "", to: &printed)
        #expect(printed == "UIPageViewControllerTransitionStyle")
        #expect(String(describing: UIPageViewController.TransitionStyle.scroll)
                == "UIPageViewControllerTransitionStyle(rawValue: 1)")
    }

    @Test func pressPhase() {
        func name(_ value: UIPress.Phase) -> String {
            switch value {
            case .began: "began"
            case .changed: "changed"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            default: "later"
            }
        }
        let known: [UIPress.Phase] = [.began, .changed, .stationary, .ended, .cancelled]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["began", "changed", "stationary", "ended", "cancelled"])
        #expect(UIPress.Phase(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPress.Phase.changed, terminator: "", to: &printed)
        #expect(printed == "UIPressPhase")
        #expect(String(describing: UIPress.Phase.changed) == "UIPressPhase(rawValue: 1)")
    }

    @Test func pressPressType() {
        func name(_ value: UIPress.PressType) -> String {
            switch value {
            case .upArrow: "upArrow"
            case .downArrow: "downArrow"
            case .leftArrow: "leftArrow"
            case .rightArrow: "rightArrow"
            case .select: "select"
            case .menu: "menu"
            case .playPause: "playPause"
            case .pageUp: "pageUp"
            case .pageDown: "pageDown"
            default: "later"
            }
        }
        let known: [UIPress.PressType] = [
            .upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause, .pageUp, .pageDown
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 30, 31])
        #expect(known.map(name) == [
            "upArrow", "downArrow", "leftArrow", "rightArrow", "select", "menu", "playPause", "pageUp", "pageDown"
        ])
        #expect(UIPress.PressType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIPress.PressType.downArrow, terminator: "", to: &printed)
        #expect(printed == "UIPressType")
        #expect(String(describing: UIPress.PressType.downArrow) == "UIPressType(rawValue: 1)")
    }

    @Test func progressViewStyle() {
        func name(_ value: UIProgressView.Style) -> String {
            switch value {
            case .default: "default"
            case .bar: "bar"
            default: "later"
            }
        }
        let known: [UIProgressView.Style] = [.default, .bar]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["default", "bar"])
        #expect(UIProgressView.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIProgressView.Style.bar, terminator: "", to: &printed)
        #expect(printed == "UIProgressViewStyle")
        #expect(String(describing: UIProgressView.Style.bar) == "UIProgressViewStyle(rawValue: 1)")
    }

    @Test func scrollViewContentInsetAdjustmentBehavior() {
        func name(_ value: UIScrollView.ContentInsetAdjustmentBehavior) -> String {
            switch value {
            case .automatic: "automatic"
            case .scrollableAxes: "scrollableAxes"
            case .never: "never"
            case .always: "always"
            default: "later"
            }
        }
        let known: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["automatic", "scrollableAxes", "never", "always"])
        #expect(UIScrollView.ContentInsetAdjustmentBehavior(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes, terminator: "", to: &printed)
        #expect(printed == "UIScrollViewContentInsetAdjustmentBehavior")
        #expect(String(describing: UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes)
                == "UIScrollViewContentInsetAdjustmentBehavior(rawValue: 1)")
    }

    @Test func searchBarStyle() {
        func name(_ value: UISearchBar.Style) -> String {
            switch value {
            case .default: "default"
            case .prominent: "prominent"
            case .minimal: "minimal"
            default: "later"
            }
        }
        let known: [UISearchBar.Style] = [.default, .prominent, .minimal]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["default", "prominent", "minimal"])
        #expect(UISearchBar.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UISearchBar.Style.prominent, terminator: "", to: &printed)
        #expect(printed == "UISearchBarStyle")
        #expect(String(describing: UISearchBar.Style.prominent) == "UISearchBarStyle(rawValue: 1)")
    }

    @Test func semanticContentAttribute() {
        func name(_ value: UISemanticContentAttribute) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .playback: "playback"
            case .spatial: "spatial"
            case .forceLeftToRight: "forceLeftToRight"
            case .forceRightToLeft: "forceRightToLeft"
            default: "later"
            }
        }
        let known: [UISemanticContentAttribute] = [
            .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft
        ]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(known.map(name) == ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"])
        #expect(UISemanticContentAttribute(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UISemanticContentAttribute.playback, terminator: "", to: &printed)
        #expect(printed == "UISemanticContentAttribute")
        #expect(String(describing: UISemanticContentAttribute.playback) == "UISemanticContentAttribute(rawValue: 1)")
    }

    @Test func statusBarStyle() {
        func name(_ value: UIStatusBarStyle) -> String {
            switch value {
            case .default: "default"
            case .lightContent: "lightContent"
            case .darkContent: "darkContent"
            case .blackOpaque: "blackOpaque"
            default: "later"
            }
        }
        let known: [UIStatusBarStyle] = [.default, .lightContent, .darkContent, .blackOpaque]
        #expect(known.map(\.rawValue) == [0, 1, 3, 2])
        #expect(known.map(name) == ["default", "lightContent", "darkContent", "blackOpaque"])
        #expect(UIStatusBarStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIStatusBarStyle.lightContent, terminator: "", to: &printed)
        #expect(printed == "UIStatusBarStyle")
        #expect(String(describing: UIStatusBarStyle.lightContent) == "UIStatusBarStyle(rawValue: 1)")
    }

    @Test func tableViewScrollPosition() {
        func name(_ value: UITableView.ScrollPosition) -> String {
            switch value {
            case .none: "none"
            case .top: "top"
            case .middle: "middle"
            case .bottom: "bottom"
            default: "later"
            }
        }
        let known: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["none", "top", "middle", "bottom"])
        #expect(UITableView.ScrollPosition(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableView.ScrollPosition.top, terminator: "", to: &printed)
        #expect(printed == "UITableViewScrollPosition")
        #expect(String(describing: UITableView.ScrollPosition.top) == "UITableViewScrollPosition(rawValue: 1)")
    }

    @Test func tableViewStyle() {
        func name(_ value: UITableView.Style) -> String {
            switch value {
            case .plain: "plain"
            case .grouped: "grouped"
            case .insetGrouped: "insetGrouped"
            default: "later"
            }
        }
        let known: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["plain", "grouped", "insetGrouped"])
        #expect(UITableView.Style(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITableView.Style.grouped, terminator: "", to: &printed)
        #expect(printed == "UITableViewStyle")
        #expect(String(describing: UITableView.Style.grouped) == "UITableViewStyle(rawValue: 1)")
    }

    @Test func textFieldBorderStyle() {
        func name(_ value: UITextField.BorderStyle) -> String {
            switch value {
            case .none: "none"
            case .line: "line"
            case .bezel: "bezel"
            case .roundedRect: "roundedRect"
            default: "later"
            }
        }
        let known: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["none", "line", "bezel", "roundedRect"])
        #expect(UITextField.BorderStyle(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITextField.BorderStyle.line, terminator: "", to: &printed)
        #expect(printed == "UITextBorderStyle")
        #expect(String(describing: UITextField.BorderStyle.line) == "UITextBorderStyle(rawValue: 1)")
    }

    @Test func textFieldDidEndEditingReason() {
        func name(_ value: UITextField.DidEndEditingReason) -> String {
            switch value {
            case .committed: "committed"
            case .cancelled: "cancelled"
            default: "later"
            }
        }
        let known: [UITextField.DidEndEditingReason] = [.committed, .cancelled]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["committed", "cancelled"])
        #expect(UITextField.DidEndEditingReason(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITextField.DidEndEditingReason.cancelled, terminator: "", to: &printed)
        #expect(printed == "UITextFieldDidEndEditingReason")
        #expect(String(describing: UITextField.DidEndEditingReason.cancelled)
                == "UITextFieldDidEndEditingReason(rawValue: 1)")
    }

    @Test func textFieldViewMode() {
        func name(_ value: UITextField.ViewMode) -> String {
            switch value {
            case .never: "never"
            case .whileEditing: "whileEditing"
            case .unlessEditing: "unlessEditing"
            case .always: "always"
            default: "later"
            }
        }
        let known: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["never", "whileEditing", "unlessEditing", "always"])
        #expect(UITextField.ViewMode(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITextField.ViewMode.whileEditing, terminator: "", to: &printed)
        #expect(printed == "UITextFieldViewMode")
        #expect(String(describing: UITextField.ViewMode.whileEditing) == "UITextFieldViewMode(rawValue: 1)")
    }

    @Test func timingCurveType() {
        func name(_ value: UITimingCurveType) -> String {
            switch value {
            case .builtin: "builtin"
            case .cubic: "cubic"
            case .spring: "spring"
            case .composed: "composed"
            default: "later"
            }
        }
        let known: [UITimingCurveType] = [.builtin, .cubic, .spring, .composed]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["builtin", "cubic", "spring", "composed"])
        #expect(UITimingCurveType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITimingCurveType.cubic, terminator: "", to: &printed)
        #expect(printed == "UITimingCurveType")
        #expect(String(describing: UITimingCurveType.cubic) == "UITimingCurveType(rawValue: 1)")
    }

    @Test func touchTouchType() {
        func name(_ value: UITouch.TouchType) -> String {
            switch value {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "indirectPointer"
            default: "later"
            }
        }
        let known: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
        #expect(known.map(\.rawValue) == [0, 1, 2, 3])
        #expect(known.map(name) == ["direct", "indirect", "pencil", "indirectPointer"])
        #expect(UITouch.TouchType(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITouch.TouchType.indirect, terminator: "", to: &printed)
        #expect(printed == "UITouchType")
        #expect(String(describing: UITouch.TouchType.indirect) == "UITouchType(rawValue: 1)")
    }

    @Test func traitEnvironmentLayoutDirection() {
        func name(_ value: UITraitEnvironmentLayoutDirection) -> String {
            switch value {
            case .unspecified: "unspecified"
            case .leftToRight: "leftToRight"
            case .rightToLeft: "rightToLeft"
            default: "later"
            }
        }
        let known: [UITraitEnvironmentLayoutDirection] = [.unspecified, .leftToRight, .rightToLeft]
        #expect(known.map(\.rawValue) == [-1, 0, 1])
        #expect(known.map(name) == ["unspecified", "leftToRight", "rightToLeft"])
        #expect(UITraitEnvironmentLayoutDirection(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UITraitEnvironmentLayoutDirection.leftToRight, terminator: "", to: &printed)
        #expect(printed == "UITraitEnvironmentLayoutDirection")
        #expect(String(describing: UITraitEnvironmentLayoutDirection.leftToRight)
                == "UITraitEnvironmentLayoutDirection(rawValue: 0)")
    }

    @Test func userInterfaceLayoutDirection() {
        func name(_ value: UIUserInterfaceLayoutDirection) -> String {
            switch value {
            case .leftToRight: "leftToRight"
            case .rightToLeft: "rightToLeft"
            default: "later"
            }
        }
        let known: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
        #expect(known.map(\.rawValue) == [0, 1])
        #expect(known.map(name) == ["leftToRight", "rightToLeft"])
        #expect(UIUserInterfaceLayoutDirection(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIUserInterfaceLayoutDirection.rightToLeft, terminator: "", to: &printed)
        #expect(printed == "UIUserInterfaceLayoutDirection")
        #expect(String(describing: UIUserInterfaceLayoutDirection.rightToLeft)
                == "UIUserInterfaceLayoutDirection(rawValue: 1)")
    }

    @Test func viewAnimatingPosition() {
        func name(_ value: UIViewAnimatingPosition) -> String {
            switch value {
            case .end: "end"
            case .start: "start"
            case .current: "current"
            default: "later"
            }
        }
        let known: [UIViewAnimatingPosition] = [.end, .start, .current]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["end", "start", "current"])
        #expect(UIViewAnimatingPosition(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIViewAnimatingPosition.start, terminator: "", to: &printed)
        #expect(printed == "UIViewAnimatingPosition")
        #expect(String(describing: UIViewAnimatingPosition.start) == "UIViewAnimatingPosition(rawValue: 1)")
    }

    @Test func viewAnimatingState() {
        func name(_ value: UIViewAnimatingState) -> String {
            switch value {
            case .inactive: "inactive"
            case .active: "active"
            case .stopped: "stopped"
            default: "later"
            }
        }
        let known: [UIViewAnimatingState] = [.inactive, .active, .stopped]
        #expect(known.map(\.rawValue) == [0, 1, 2])
        #expect(known.map(name) == ["inactive", "active", "stopped"])
        #expect(UIViewAnimatingState(rawValue: 4242).map(name) == "later")
        var printed = ""
        print(UIViewAnimatingState.active, terminator: "", to: &printed)
        #expect(printed == "UIViewAnimatingState")
        #expect(String(describing: UIViewAnimatingState.active) == "UIViewAnimatingState(rawValue: 1)")
    }
}
