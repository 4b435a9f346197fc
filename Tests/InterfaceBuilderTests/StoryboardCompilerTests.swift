import Foundation
import Testing
@testable import DynamicsInterfaceBuilder

/// Storyboards written by Xcode compiled to Swift: views with their frames and properties, outlets, actions and the
/// initial controller.
@Suite struct StoryboardCompilerTests {
    /// Periphery's `StoryboardViewController` as its Swift source declares it.
    let periphery = ClassCatalog([
        ClassCatalog.Class(name: "StoryboardViewController", inherited: ["UIViewController"],
                           properties: ["button", "cornerRadius", "unusedStoryboardOutlet", "unusedInspectable"],
                           methods: [.init(name: "click", labels: ["_"]), .init(name: "unusedStoryboardAction", labels: ["_"]),
                                     .init(name: "showAlert", labels: ["title", "message"])]),
    ])

    @Test func aSceneBecomesAControllerWhoseViewIsBuiltWithFramesOutletsAndActions() throws {
        let compiled = try Fixture.compile("PeripheryStoryboardViewController.storyboard", catalog: periphery)
        let source = compiled.source
        #expect(compiled.isStoryboard)
        #expect(compiled.registration == "DynamicsPortStoryboard_PeripheryStoryboardViewController.register()")
        #expect(compiled.scenes == [.init(key: "91c-VY-v8t", className: "StoryboardViewController",
                                          storyboardIdentifier: nil, isInitial: true, isAppClass: true)])
        #expect(source.contains("storyboard.scene(\"91c-VY-v8t\", isInitial: true) { make_91c_VY_v8t() }"))
        #expect(source.contains("let owner = StoryboardViewController(coder: NSCoder())!"))
        #expect(source.contains("owner.awakeFromNib()"))
        #expect(source.contains("StoryboardDefinition.loadsView(of: owner) { [unowned owner] _ in view_91c_VY_v8t(owner) }"))
        #expect(source.contains("static func view_91c_VY_v8t(_ owner: StoryboardViewController) -> UIView {"))
        // The root view and its two subviews, in IB's order, with IB's frames and masks.
        #expect(source.contains("let v_ISi_Ab_UHC = UIView(frame: .zero)"))
        #expect(source.contains("v_ISi_Ab_UHC.frame = CGRect(x: 0, y: 0, width: 414, height: 896)"))
        #expect(source.contains("v_ISi_Ab_UHC.autoresizingMask = [.flexibleWidth, .flexibleHeight]"))
        #expect(source.contains("v_ISi_Ab_UHC.backgroundColor = UIColor.systemBackground"))
        #expect(source.contains("let v_cbC_Sj_yw5 = UIButton(type: .system)"))
        #expect(source.contains("v_cbC_Sj_yw5.frame = CGRect(x: 184, y: 433, width: 46, height: 30)"))
        #expect(source.contains("v_cbC_Sj_yw5.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]"))
        #expect(source.contains("v_cbC_Sj_yw5.setTitle(\"Button\", for: .normal)"))
        #expect(source.contains("v_ISi_Ab_UHC.addSubview(v_cbC_Sj_yw5)"))
        #expect(source.contains("v_abv_Vv_u6H.text = \"StoryboardViewController\""))
        #expect(source.contains("v_abv_Vv_u6H.font = UIFont.systemFont(ofSize: 17)"))
        #expect(source.contains("v_abv_Vv_u6H.isUserInteractionEnabled = false"))
        #expect(source.range(of: "addSubview(v_cbC_Sj_yw5)")!.lowerBound < source.range(of: "addSubview(v_abv_Vv_u6H)")!.lowerBound)
        // Frame-laid views (`fixedFrame`) keep their autoresizing mask as ibtool makes them.
        #expect(!source.contains("translatesAutoresizingMaskIntoConstraints = false"))
        // The outlet by name; the `view` outlet is the function's result.
        #expect(source.contains("owner.button = v_cbC_Sj_yw5"))
        #expect(!source.contains("owner.view ="))
        #expect(source.contains("v_cbC_Sj_yw5.addAction(UIAction { [weak owner, unowned sender = v_cbC_Sj_yw5] _ in owner?.click(sender) }, for: .touchUpInside)"))
        #expect(source.contains("return v_ISi_Ab_UHC"))
        #expect(compiled.notes.isEmpty)
    }

    @Test func constraintsKeepTheirItemsAttributesMultipliersAndConstantsAndIBDropsPlaceholders() throws {
        let compiled = try Fixture.compile("PeripheryLaunchScreen.storyboard", catalog: ClassCatalog())
        let source = compiled.source
        #expect(source.contains("v_GJd_Yh_RWb.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(source.contains("v_GJd_Yh_RWb.font = UIFont.boldSystemFont(ofSize: 36)"))
        #expect(source.contains("v_GJd_Yh_RWb.textAlignment = .center"))
        #expect(source.contains("v_GJd_Yh_RWb.lineBreakMode = .byTruncatingMiddle"))
        #expect(source.contains("v_GJd_Yh_RWb.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)"))
        // `multiplier="1/3"`, the second item the root view.
        #expect(source.contains("let v_moa_c2_u7t = NSLayoutConstraint(item: v_GJd_Yh_RWb, attribute: .centerY, relatedBy: .equal, toItem: v_Ze5_6b_2t3, attribute: .bottom, multiplier: \(1.0 / 3.0), constant: 1)"))
        // The safe area layout guide by its IB id; a missing first item is the holding view.
        #expect(source.contains("NSLayoutConstraint(item: v_Ze5_6b_2t3.safeAreaLayoutGuide, attribute: .centerX, relatedBy: .equal, toItem: v_obG_Y5_kRd, attribute: .centerX, multiplier: 1, constant: 0)"))
        #expect(source.contains("NSLayoutConstraint(item: v_Ze5_6b_2t3, attribute: .bottom, relatedBy: .equal, toItem: v_obG_Y5_kRd, attribute: .bottom, multiplier: 1, constant: 20)"))
        #expect(source.components(separatedBy: ".isActive = true").count - 1 == 6)
        // The controller is UIKit's own: no app class, no awakeFromNib.
        #expect(source.contains("let owner = UIViewController(coder: NSCoder())!"))
        #expect(!source.contains("awakeFromNib"))
    }

    /// A text view is a scroll view: Interface Builder stores a scroll view's attributes on it, and they apply.
    @Test func aTextViewKeepsItsScrollViewAttributes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc1">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" bounces="NO" showsVerticalScrollIndicator="NO" editable="NO" text="Notes" id="notes">
                                <rect key="frame" x="10" y="20" width="200" height="100"/>
                            </textView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let source = try InterfaceCompiler.compile(Data(xml.utf8), file: "Notes.storyboard", catalog: ClassCatalog()).source
        #expect(source.contains("v_notes.isEditable = false"))
        #expect(source.contains("v_notes.bounces = false"))
        #expect(source.contains("v_notes.showsVerticalScrollIndicator = false"))
        #expect(!source.contains("v_notes.isPagingEnabled"))
    }

    @Test func placeholderConstraintsPrioritiesIdentifiersAndRelationsAsIBStoresThem() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc1">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="20" width="100" height="50"/>
                                <color key="backgroundColor" name="Brand" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="100" priority="750" identifier="box width" id="c1"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" placeholder="YES" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                            <constraint firstAttribute="trailing" relation="lessThanOrEqual" secondItem="box" secondAttribute="trailing" multiplier="16:9" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let source = try InterfaceCompiler.compile(Data(xml.utf8), file: "Made.storyboard", catalog: ClassCatalog()).source
        #expect(source.contains("let v_c1 = NSLayoutConstraint(item: v_box, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100)"))
        #expect(source.contains("v_c1.priority = UILayoutPriority(750)"))
        #expect(source.contains("v_c1.identifier = \"box width\""))
        #expect(!source.contains("v_c2"))
        #expect(source.contains("let v_c4 = NSLayoutConstraint(item: v_root, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: v_box, attribute: .trailing, multiplier: \(16.0 / 9.0), constant: 0)"))
        #expect(source.contains("v_box.backgroundColor = (UIColor(named: \"Brand\") ?? UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1))"))
        #expect(source.contains("v_box.translatesAutoresizingMaskIntoConstraints = false"))
    }

    @Test func aViewWhoseCustomClassIsUIControlIsMadeAsUIControl() throws {
        // HapticTest's storyboard: a plain <view> with customClass="UIControl", the outlet typed `UIControl!`.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <subviews>
                            <view contentMode="scaleToFill" id="pad" customClass="UIControl">
                                <rect key="frame" x="87" y="389" width="240" height="128"/>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let compiled = try InterfaceCompiler.compile(Data(xml.utf8), file: "Main.storyboard", catalog: ClassCatalog())
        #expect(compiled.source.contains("let v_pad = UIControl(frame: .zero)"), "\(compiled.source)")
        #expect(compiled.notes.allSatisfy { !$0.description.contains("custom class UIControl") })
    }

    @Test func aButtonsStateImagesAndBackgroundImagesAreSetPerState() throws {
        // SpeedRacerV2's Start button: no title, sized by its background image; a second state with an image.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="start">
                                <rect key="frame" x="66" y="331" width="243" height="51"/>
                                <state key="normal" backgroundImage="button5"/>
                                <state key="highlighted" image="glow" backgroundImage="button6"/>
                            </button>
                            <imageView contentMode="scaleAspectFit" image="car0" id="car"/>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="road" id="road"/>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let compiled = try InterfaceCompiler.compile(Data(xml.utf8), file: "Main.storyboard", catalog: ClassCatalog())
        let source = compiled.source
        #expect(source.contains("v_start.setBackgroundImage(UIImage(named: \"button5\"), for: .normal)"), "\(source)")
        #expect(source.contains("v_start.setImage(UIImage(named: \"glow\"), for: .highlighted)"))
        #expect(source.contains("v_start.setBackgroundImage(UIImage(named: \"button6\"), for: .highlighted)"))
        #expect(compiled.notes.isEmpty, "\(compiled.notes)")
        // An image view Interface Builder archives without userInteractionEnabled="NO" takes touches.
        #expect(source.contains("v_car.isUserInteractionEnabled = true"))
        #expect(source.contains("v_road.isUserInteractionEnabled = false"))
    }

    @Test func navigationSeguesAndTheirTriggersAreRegistered() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                                    <rect key="frame" x="10" y="20" width="100" height="50"/>
                                    <state key="normal" title="Go"/>
                                    <connections><segue destination="detail" kind="presentation" identifier="showDetail" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="g1"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="ni"/>
                        <connections><segue destination="detail" kind="show" identifier="manual" id="m1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
        let catalog = ClassCatalog([.init(name: "HomeViewController", inherited: ["UIViewController"], properties: [], methods: [])])
        let compiled = try InterfaceCompiler.compile(Data(xml.utf8), file: "Flow.storyboard", catalog: catalog)
        let source = compiled.source
        #expect(source.contains("let owner = UINavigationController(rootViewController: UIStoryboard(name: \"Flow\", bundle: nil).instantiateViewController(withIdentifier: \"home\"))"))
        #expect(source.contains("storyboard.scene(\"nav\", isInitial: true) { make_nav() }"))
        #expect(source.contains("storyboard.scene(\"detail\", storyboardIdentifier: \"Detail\") { make_detail() }"))
        #expect(source.contains("owner.navigationItem.title = \"Home\""))
        #expect(source.contains("storyboard.segue(\"showDetail\", from: \"home\", to: \"detail\", kind: .presentModally, presentationStyle: .fullScreen, transitionStyle: .crossDissolve)"))
        #expect(source.contains("storyboard.segue(\"manual\", from: \"home\", to: \"detail\", kind: .show)"))
        #expect(source.contains("v_go.addAction(UIAction { [weak owner, unowned sender = v_go] _ in owner?.triggerSegue(withIdentifier: \"showDetail\", sender: sender) }, for: .primaryActionTriggered)"))
        #expect(compiled.scenes.map(\.key) == ["nav", "home", "detail"])
    }

    /// yudiz-solutions' UIKit-Dynamics: a navigation controller whose bar is hidden (each screen draws its own header
    /// with a back button), and one that shows its toolbar; an untouched one keeps UIKit's defaults.
    @Test func aNavigationControllerKeepsTheBarsVisibilityIBArchived() throws {
        func storyboard(_ attributes: String, custom: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <navigationController \(custom)automaticallyAdjustsScrollViewInsets="NO" \(attributes)id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><autoresizingMask key="autoresizingMask"/></navigationBar>
                            <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s1"><objects><viewController id="home" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        }
        func source(_ attributes: String, custom: String = "", catalog: ClassCatalog = ClassCatalog()) throws -> String {
            try InterfaceCompiler.compile(Data(storyboard(attributes, custom: custom).utf8), file: "Main.storyboard",
                                          catalog: catalog).source
        }
        let made = "let owner = UINavigationController(rootViewController: UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"home\"))"
        #expect(try source("navigationBarHidden=\"YES\" ").contains(made + "\n        owner.isNavigationBarHidden = true\n"))
        #expect(try source("toolbarHidden=\"NO\" ").contains(made + "\n        owner.isToolbarHidden = false\n"))
        let plain = try source("")
        #expect(plain.contains(made + "\n        return owner"))
        #expect(!plain.contains("isNavigationBarHidden") && !plain.contains("isToolbarHidden"))
        // A subclass is made from its coder, then told the same.
        let catalog = ClassCatalog([.init(name: "RootNavigation", inherited: ["UINavigationController"], properties: [], methods: [])])
        let custom = try source("navigationBarHidden=\"YES\" ", custom: "customClass=\"RootNavigation\" ", catalog: catalog)
        #expect(custom.contains("let owner = RootNavigation(coder: NSCoder())!\n        owner.setViewControllers([UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"home\")], animated: false)\n        owner.isNavigationBarHidden = true\n"))
    }

    /// skmalm's animated-set: a classic split view controller (master, then detail); and iOS 14's column form.
    @Test func aSplitViewControllerTakesItsMasterAndDetailOrItsColumns() throws {
        func storyboard(_ style: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="split">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <splitViewController id="split" \(style)sceneMemberID="viewController">
                            <connections>
                                <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
                                <segue destination="master" kind="relationship" relationship="masterViewController" id="r1"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s1"><objects><viewController id="master" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="s2"><objects><viewController id="detail" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        }
        let child = { (key: String) in "UIStoryboard(name: \"Split\", bundle: nil).instantiateViewController(withIdentifier: \"\(key)\")" }
        let classic = try InterfaceCompiler.compile(Data(storyboard("").utf8), file: "Split.storyboard", catalog: ClassCatalog())
        #expect(classic.notes.isEmpty)
        #expect(classic.source.contains("let owner = UISplitViewController()\n        owner.viewControllers = [\(child("master")), \(child("detail"))]"))
        #expect(classic.source.contains("storyboard.scene(\"split\", isInitial: true) { make_split() }"))

        let columns = try InterfaceCompiler.compile(Data(storyboard("style=\"doubleColumn\" ").utf8), file: "Split.storyboard",
                                                    catalog: ClassCatalog())
        #expect(columns.source.contains("let owner = UISplitViewController(style: .doubleColumn)\n        owner.setViewController(\(child("master")), for: .primary)\n        owner.setViewController(\(child("detail")), for: .secondary)"))
    }

    @Test func whatIsNotTranslatedIsOneNotePerConstructWithItsLine() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="PodController" customModule="SomePod" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <subviews>
                            <mapView contentMode="scaleToFill" id="map"/>
                        </subviews>
                    </view>
                    <connections><outlet property="map" destination="map" id="o1"/></connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let notes = try InterfaceCompiler.compile(Data(xml.utf8), file: "Pods.storyboard", catalog: ClassCatalog()).notes
        #expect(notes.map(\.description) == [
            "Pods.storyboard:4: custom class PodController (module SomePod) is not a class of the folder: made as UIViewController",
            "Pods.storyboard:7: <mapView> is not a view Dynamics has: left out with its subviews",
            "Pods.storyboard:10: outlet map to an object that was not made: left out",
            "Pods.storyboard:2: no initial view controller: instantiateInitialViewController() returns nil",
        ])
    }
}

/// Static tables: the cells IB archives, served by the table view controller, their segues fired by selection.
@Suite struct StaticTableCompilerTests {
    @Test func staticCellsBecomeTheControllersSectionsAndTheirSeguesFireOnSelection() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="menu">
            <scenes>
                <scene sceneID="s1"><objects>
                    <tableViewController id="menu" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="Behaviours" id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="lbl" style="IBUITableViewCellStyleDefault" id="cell">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                                <subviews>
                                                    <label opaque="NO" text="Gravity" id="lbl">
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <attributedString key="attributedText">
                                                            <fragment content="Gra"><attributes><font key="NSFont" size="15" name="Chalkduster"/></attributes></fragment>
                                                            <fragment content="vity"/>
                                                        </attributedString>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections><segue destination="gravity" kind="show" id="toGravity"/></connections>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="menu" id="o1"/>
                                <outlet property="delegate" destination="menu" id="o2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewController id="gravity" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
        let compiled = try InterfaceCompiler.compile(Data(xml.utf8), file: "Menu.storyboard", catalog: ClassCatalog())
        let source = compiled.source
        #expect(source.contains("let v_table = UITableView(frame: .zero, style: .grouped)"))
        #expect(source.contains("let v_cell = UITableViewCell(style: .default, reuseIdentifier: nil)"))
        #expect(source.contains("v_cell.accessoryType = .disclosureIndicator"))
        // The cell's own label stands for the archived one, which is not added twice.
        #expect(source.contains("let v_lbl = v_cell.textLabel!"))
        #expect(!source.contains("addSubview(v_lbl)"))
        #expect(source.contains("v_lbl.text = \"Gravity\""))
        #expect(source.contains("v_lbl.font = (UIFont(name: \"Chalkduster\", size: 15) ?? UIFont.systemFont(ofSize: 15))"))
        #expect(source.contains("StoryboardDefinition.staticContent(of: owner, sections: [StoryboardDefinition.StaticSection(header: \"Behaviours\", cells: [v_cell])])"))
        #expect(source.contains("v_table.dataSource = owner"))
        #expect(source.contains("v_table.delegate = owner"))
        #expect(source.contains("StoryboardDefinition.selecting(v_cell) { [weak owner, unowned sender = v_cell] in owner?.triggerSegue(withIdentifier: \"toGravity\", sender: sender) }"))
        #expect(source.contains("storyboard.segue(\"toGravity\", from: \"menu\", to: \"gravity\", kind: .show)"))
        #expect(compiled.notes.map(\.message) == ["attributed text of 2 runs: plain text in the first run's font and colour"])
    }
}

/// An outlet declared as a UIKit subclass of what IB archived (`UIImageView!` for a plain view), as DynamicsCatalog's
/// Swift port has: the view is made of the declared class so the typed assignment compiles.
@Suite struct OutletTypeCompilerTests {
    @Test func aPlainViewBehindAnImageViewOutletIsMadeAsAnImageView() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="SquareController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" id="sq"><rect key="frame" x="10" y="20" width="100" height="100"/></view>
                            <view contentMode="scaleToFill" fixedFrame="YES" id="plain"><rect key="frame" x="10" y="200" width="100" height="100"/></view>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="square1" destination="sq" id="o1"/>
                        <outlet property="other" destination="plain" id="o2"/>
                    </connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let catalog = ClassCatalog([.init(name: "SquareController", inherited: ["UIViewController"], properties: ["square1", "other"],
                                          methods: [], propertyTypes: ["square1": "UIImageView!", "other": "UIView?"])])
        let source = try InterfaceCompiler.compile(Data(xml.utf8), file: "Squares.storyboard", catalog: catalog).source
        #expect(source.contains("let v_sq = UIImageView(frame: .zero)"))
        #expect(source.contains("let v_plain = UIView(frame: .zero)"))
        #expect(source.contains("owner.square1 = v_sq"))
    }
}
