#!/usr/bin/env python3
"""Writes DynamicsUIKit's DocC landing page, whose topic groups mirror the module's folders (one group per folder,
listing the public types declared in its files), so the documentation and the source tree show the same map.

Usage: uikit-topics.py [--check]. With --check it writes nothing and fails when the page is out of date."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULE = ROOT / "Sources" / "DynamicsUIKit"
PAGE = MODULE / "DynamicsUIKit.docc" / "DynamicsUIKit.md"

# A public top-level type: attributes and modifiers, then the keyword and the name, at the start of a line.
DECLARATION = re.compile(
    r"^(?:@[\w.()]+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)",
    re.MULTILINE)
# A type declared in C as the SDK declares it (`Sources/CUIKitOpenEnums`), named here by a top-level typealias.
C_TYPE = re.compile(r"^public\s+typealias\s+([A-Za-z_]\w*)\s*=\s*CUIKitOpenEnums\.", re.MULTILINE)

# What each folder holds, in the order the page lists them (the rule is in docs/architecture.md, "Every folder").
GROUPS = [
    ("Core/View", "Views", "`UIView` and what every view has."),
    ("Core/App", "The application, windows and screens", "The responder chain's root objects and the launch order."),
    ("Core/RunLoop", "The main queue", "Work scheduled on the scene clock."),
    ("Input/Touches", "Touches and events", "Raw touches and their delivery to the hit view."),
    ("Input/Gestures", "Gesture recognizers", "Taps, pans, pinches and the rest, with their delegate."),
    ("Input/Motion", "Core Motion", "Device motion from a scripted attitude."),
    ("Layers", "Core Animation layers", "`CALayer` and its subclasses, transactions and 3D transforms."),
    ("Layers/Animations", "Core Animation animations", "Explicit animations, media timing and display links."),
    ("Animation", "View animations", "`UIView.animate`, keyframes, transitions and property animators."),
    ("Layout", "Auto Layout and stack views", "Constraints, anchors, guides, autoresizing and `UIStackView`."),
    ("Controls", "Controls", "`UIControl` and its subclasses, and the indicator views."),
    ("Controls/Button", "Buttons", "`UIButton` and its configurations."),
    ("Controls/DatePicker", "Date pickers", "`UIDatePicker`."),
    ("Controls/Picker", "Picker views", "`UIPickerView`, its data source and delegate."),
    ("Controls/Menu", "Menus", "`UIMenu`, `UIAction` and menu elements."),
    ("Controls/Menu/ContextMenu", "Context menus", "`UIContextMenuInteraction` and its configuration."),
    ("Controls/Search", "Search", "`UISearchBar` and `UISearchController`."),
    ("Controls/Toolbar", "Toolbars", "`UIToolbar`."),
    ("Text", "Text", "Fonts, labels, text views and key input."),
    ("Text/TextField", "Text fields", "`UITextField` and its delegate."),
    ("Images", "Images", "`UIImage`, `UIImageView` and `CGImage`."),
    ("Drawing", "Drawing", "The graphics context views draw into."),
    ("Drawing/Color", "Colors", "`UIColor` and `CGColor`."),
    ("Traits", "Traits", "Trait collections, trait definitions and the environments that inherit them: dark mode, size classes, text size."),
    ("Effects", "Visual effects", "Blur and vibrancy."),
    ("Lists/Scroll", "Scroll views", "`UIScrollView` and its delegate."),
    ("Lists/Table", "Table views", "`UITableView`, its cells, data source and delegate."),
    ("Lists/Collection", "Collection views", "`UICollectionView`, flow layout and layout attributes."),
    ("Lists/Collection/Compositional", "Compositional layout", "`UICollectionViewCompositionalLayout`."),
    ("Lists/Collection/List", "List collection views", "List layouts, list cells and cell accessories."),
    ("Lists/Collection/Diffable", "Diffable data sources", "Snapshots and the collection view's data source."),
    ("Lists/Shared", "Content configurations", "What tables and collection views share."),
    ("Controllers", "View controllers and navigation", "`UIViewController`, navigation controllers, bars and items."),
    ("Controllers/Alert", "Alerts", "`UIAlertController` and its actions."),
    ("Controllers/Presentation", "Presentation", "Modal presentation and presentation controllers."),
    ("Controllers/Storyboard", "Storyboards", "Storyboards and segues registered in code."),
    ("Controllers/PageView", "Page view controllers", "`UIPageViewController`, its data source and delegate."),
    ("Controllers/BarAppearance", "Bar appearances", "`UIBarAppearance`, `UINavigationBarAppearance`, `UITabBarAppearance` and `UIToolbarAppearance`."),
    ("Controllers/TabBar", "Tab bars", "`UITabBarController`, `UITabBar` and `UITabBarItem`."),
    ("Controllers/SplitView", "Split view controllers", "`UISplitViewController` and its delegate."),
    ("Controllers/Transitions", "Custom transitions", "Animators, contexts and interaction controllers."),
    ("Accessibility", "Accessibility", "Element properties, traits, posted notifications and settings."),
    ("Feedback", "Haptic feedback", "Feedback generators and the scene's haptic log."),
    ("Support", "Object identity and exceptions", "What `NSObject` gives UIKit objects here."),
    ("Support/KVO", "Key-value observing", "Observing views and layers."),
    ("DarwinFoundation", "Darwin Foundation", "What iOS code uses beside UIKit and Linux's Foundation lacks."),
]


def public_types(folder: pathlib.Path) -> list[str]:
    names: list[str] = []
    for file in sorted(folder.glob("*.swift")):
        text = file.read_text()
        names += DECLARATION.findall(text) + C_TYPE.findall(text)
    # DocC hides names with a leading underscore (Swift's convention for public-but-internal), so no link to them.
    return sorted(set(name for name in names if not name.startswith("_")))


def page() -> str:
    folders = {str(p.parent.relative_to(MODULE)) for p in MODULE.rglob("*.swift")}
    unlisted = sorted(folders - {folder for folder, _, _ in GROUPS})
    if unlisted:
        sys.exit(f"uikit-topics: folders without a topic group: {', '.join(unlisted)}")
    lines = ["# ``DynamicsUIKit``", "",
             "The UIKit app shell: views, controls, layers, animations, layout, text, lists and controllers, as the iOS",
             "SDK declares them.", "",
             "## Overview", "",
             "Each topic below is one folder of the module, and each folder one Apple header family (the rule is in",
             "the repository's `docs/architecture.md`, \"Every folder\"). This page is written by `scripts/uikit-topics.py`.",
             "", "## Topics", ""]
    for folder, title, summary in GROUPS:
        types = public_types(MODULE / folder)
        if not types:
            continue
        lines += [f"### {title}", "", f"{summary} (`{folder}/`)", ""]
        lines += [f"- ``{name}``" for name in types]
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    text = page()
    if "--check" in sys.argv[1:]:
        if not PAGE.exists() or PAGE.read_text() != text:
            sys.exit("uikit-topics: DynamicsUIKit.docc/DynamicsUIKit.md is out of date; run scripts/uikit-topics.py")
    else:
        PAGE.parent.mkdir(exist_ok=True)
        PAGE.write_text(text)
