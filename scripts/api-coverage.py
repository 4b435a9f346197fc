#!/usr/bin/env python3
"""Writes docs/api-coverage.md: for each UIKit header of the iOS SDK (and the QuartzCore headers Dynamics covers), how
many of its public declarations exist in Dynamics under their Swift name, and what is missing from the headers public
UIKit Dynamics code uses most.

Usage: api-coverage.py HEADERS_DIR [--out FILE] [--sdk-version VERSION]

HEADERS_DIR is an SDK's Frameworks folder (holding UIKit.framework/Headers and QuartzCore.framework/Headers), or a
folder holding UIKit/ and QuartzCore/ with the headers in them. The SDK's headers are never copied into the repository.
Without --out the page goes to standard output.

The count is approximate on purpose: Objective-C declarations are read with regular expressions, given Swift names the
way the Clang importer does in a simplified form, and looked for by name in the Swift sources of the public modules.
The page says what that means (HOW_COUNTED below); read it before trusting a number.
"""
import argparse
import pathlib
import re
import sys
from collections import defaultdict

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The modules whose public declarations are Dynamics' UIKit, Core Animation and UIKit Dynamics.
SWIFT_SOURCES = [
    "Sources/DynamicsUIKit",
    "Sources/DynamicsUIKitDynamics",
    "Sources/DynamicsGeometry",
    "Sources/DynamicsRender/ImageRenderer",
]
QUARTZ_HEADERS = [
    "CALayer.h", "CAAnimation.h", "CAMediaTiming.h", "CAMediaTimingFunction.h", "CATransaction.h",
    "CATransform3D.h", "CAShapeLayer.h", "CAGradientLayer.h", "CAEmitterLayer.h", "CAEmitterCell.h",
    "CAReplicatorLayer.h", "CATextLayer.h", "CATransformLayer.h", "CADisplayLink.h",
]
# Headers whose missing declarations the page lists one by one: what public UIKit Dynamics code uses most.
DETAILED = [
    "UIView.h", "UIDynamicAnimator.h", "UIDynamicBehavior.h", "UIGravityBehavior.h", "UICollisionBehavior.h",
    "UIPushBehavior.h", "UISnapBehavior.h", "UIAttachmentBehavior.h", "UIDynamicItemBehavior.h",
    "UIFieldBehavior.h", "UIViewController.h", "UIGestureRecognizer.h", "UITapGestureRecognizer.h",
    "UIPanGestureRecognizer.h", "UIPinchGestureRecognizer.h", "UIRotationGestureRecognizer.h",
    "UISwipeGestureRecognizer.h", "UILongPressGestureRecognizer.h", "UIScreenEdgePanGestureRecognizer.h",
    "UIHoverGestureRecognizer.h", "UIButton.h", "UILabel.h", "UIImageView.h", "UIColor.h", "UIScrollView.h",
    "UICollectionView.h", "UITableView.h", "UINavigationController.h",
]
# Header families, in the page's order: the first pattern that matches a header's name decides.
FAMILIES = [
    ("UIKit Dynamics", r"^UI(Dynamic\w*|\w+Behavior|Region)\.h$"),
    ("Core Animation (QuartzCore)", r"^CA\w+\.h$"),
    ("Gestures and input", r"^UI(\w*GestureRecognizer\w*|Touch|Event|Press|PressesEvent|Key|KeyCommand|KeyConstants"
                           r"|Drag\w*|Drop\w*|TargetedDragPreview|SpringLoaded\w*|Pointer\w*|Hover\w*|Pencil\w*"
                           r"|Interaction|ContextMenu\w*|EditMenuInteraction|BandSelectionInteraction|Scribble\w*"
                           r"|IndirectScribbleInteraction|PreviewInteraction|LargeContentViewer|ToolTipInteraction"
                           r"|Accelerometer|MotionEffect|FeedbackGenerator|\w+FeedbackGenerator|PasteControl"
                           r"|PasteConfiguration\w*)\.h$"),
    ("Views, windows and the application", r"^UI(View|Responder|Window|Screen|ScreenMode|Application\w*|Scene\w*"
                                           r"|WindowScene\w*|Appearance|Device|Interface|Orientation|Trait\w*"
                                           r"|StatusBarManager|OpenURLContext|Focus\w*|UserActivity|Shape"
                                           r"|CoordinateSpace|ViewConfigurationState|Responder\+\w+)\.h$"),
    ("Animation", r"^UI(ViewPropertyAnimator|ViewAnimating|TimingCurveProvider|TimingParameters)\.h$"),
    ("Layout", r"^(NSLayout(Anchor|Constraint)|UI(LayoutGuide|StackView|Geometry|KeyboardLayoutGuide"
               r"|TrackingLayoutGuide))\.h$"),
    ("Controls", r"^UI(Control|Button\w*|Switch|Slider|Stepper|SegmentedControl|PageControl\w*|RefreshControl"
                 r"|ProgressView|ActivityIndicatorView|DatePicker|PickerView|ColorWell|Menu\w*|Action|Command"
                 r"|DeferredMenuElement|CalendarView\w*|CalendarSelection\w*|SearchBar|SearchTextField"
                 r"|SearchSuggestion|Toolbar|ToolbarAppearance|BarItem|BarButtonItem\w*|BarAppearance|BarCommon"
                 r"|ContentUnavailable\w*)\.h$"),
    ("Text", r"^(NS(Attributed|Paragraph|Shadow|StringDrawing|Text\w*|LayoutManager)\w*|UI(Label|TextField|TextView"
             r"|Font\w*|Text\w*|StringDrawing|ContentSizeCategory\w*|LetterformAwareAdjusting|Lexicon"
             r"|DataDetectors|InputView|InputViewController|FindInteraction|FindSession))\.h$"),
    ("Images, colours and drawing", r"^(NSDataAsset|UI(Image\w*|Color|ColorPickerViewController|BezierPath|Graphics\w*"
                                    r"|ConfigurationColorTransformer|SymbolEffectCompletion))\.h$"),
    ("Effects", r"^UI(VisualEffect\w*|BlurEffect|VibrancyEffect)\.h$"),
    ("Lists: scroll, table and collection views", r"^(NSDiffableDataSource\w*|NSIndexPath\+\w+|UI(ScrollView"
                                                  r"|TableView\w*|CollectionView\w*|CollectionLayoutList|Cell\w*"
                                                  r"|ListContent\w*|ListSeparatorConfiguration|Background"
                                                  r"|Configuration|ContentConfiguration|ConfigurationState"
                                                  r"|DiffableDataSource|DataSourceTranslating|SwipeActions\w*"
                                                  r"|ContextualAction|LocalizedIndexedCollation|BackgroundConfiguration"
                                                  r"))\.h$"),
    ("Controllers", r"^UI(ViewController\w*|NavigationController|NavigationBar\w*|NavigationItem|TabBar\w*"
                    r"|SplitViewController|PageViewController|PresentationController|PopoverPresentation\w*"
                    r"|PopoverBackgroundView|PopoverController|PopoverSupport|SheetPresentationController"
                    r"|AlertController|AlertView|ActionSheet|Alert|SearchController|SearchContainerViewController"
                    r"|SearchDisplayController|Storyboard\w*|Nib\w*|ContentContainer|ViewControllerTransition\w*"
                    r"|ActivityViewController|ImagePickerController|VideoEditorController|TargetedPreview"
                    r"|PreviewParameters)\.h$"),
]
OTHER_FAMILY = "Platform services and the rest"

HOW_COUNTED = """\
## How this is counted

A **declaration** is one public name a header gives Swift: a class, a protocol, a property, a method (an initialiser
included), an enumeration case or option, a constant, a function, a typedef that becomes a Swift type. Declarations
marked `API_UNAVAILABLE(ios)`, `NS_UNAVAILABLE`, `NS_SWIFT_UNAVAILABLE` or `Availability: nonswift` are not counted (iOS
code cannot use them); deprecated declarations still in the SDK are counted, because old code calls them.
`NS_REFINED_FOR_SWIFT` and `SwiftPrivate` declarations are counted under their plain name (Apple's Swift overlay
gives them one). Categories count towards the class they extend; a declaration repeated in another category or
`#if` branch counts once, and so does a getter method beside its property (`-CGColor`, `@property CGColor`).
Forward declarations, macros, `#define`s, instance variables, C structs' fields and the bodies of the headers' inline
functions are not declarations. `UIKit.h` and `UIKitCore.h` (umbrella headers) are left out.

The **Swift name** is found the way the Clang importer finds it, simplified:

- `NS_SWIFT_NAME(...)` in the header, then the framework's `.apinotes` (`SwiftName` of classes, protocols, methods,
  properties, tags, typedefs, enumerators, globals and functions; only the current Swift version's notes) win.
- Properties keep their name, a leading acronym lower-cased (`CGColor` → `cgColor`); a `BOOL` property with
  `getter=isX` is `isX`. A property is also found when its trailing words that name its type are left out
  (`parentViewController` → `parent`).
- An initialiser `initWithFrame:style:` is `init(frame:style:)`; a class factory `+buttonWithType:` or
  `+colorNamed:` whose first words match the end of the class's name is `init(type:)`, `init(named:)`.
  Initialisers are matched by their argument labels.
- Any other method is matched **by base name, arity and labels, leniently**. The base name may be the selector's
  first piece (`addSubview`), that piece cut before any preposition (`animateWithDuration` → `animate`,
  `layoutAttributesForCellAtIndexPath` → `layoutAttributesForCell`), without trailing words that repeat the
  argument's type (`convertPoint` → `convert`), without the receiver's own name (`dismissViewControllerAnimated` →
  `dismiss`) or without leading words that repeat it (`colorWithAlphaComponent` → `withAlphaComponent`). Each later
  label may be the selector piece as written or without trailing words that repeat its argument's type, `Index` for
  integers (`cellForRowAtIndexPath` → `cellForRowAt`, `forControlEvents` → `for`, `atIndex` → `at`). The first
  label is not compared. The Swift declaration must take as many arguments (its defaulted parameters may be left out).
- Enumeration cases and option members drop the prefix that all the type's (non-deprecated) cases share with the
  type's name and start lower-case (`UIViewAnimationOptionCurveEaseIn` → `UIView.AnimationOptions.curveEaseIn`,
  `kCALayerMinXMinYCorner` → `CACornerMask.layerMinXMinYCorner`; a leading acronym is lower-cased as a whole); a
  zero-valued `…None` option is `[]` in Swift and not counted. Constants of an `NS_TYPED_ENUM`,
  `NS_TYPED_EXTENSIBLE_ENUM` or `NS_STRING_ENUM` type become members of that type with the type's name cut from their
  front (`UIWindowLevelNormal` → `UIWindow.Level.normal`, `kCAMediaTimingFunctionLinear` →
  `CAMediaTimingFunctionName.linear`); notification names become `NSNotification.Name` members unless renamed
  (UIKit renames them all, to `UIResponder.keyboardWillShowNotification` and the like).

**Present here** means that the Swift sources of `DynamicsUIKit`, `DynamicsUIKitDynamics`, `DynamicsGeometry` and
`DynamicsRender/ImageRenderer` declare the name `public` or `open` (or as a requirement of a public protocol, or a case
of a public enumeration), at the top level for types and globals, or as a member of the Swift type: in its
declaration, any extension of it, the type it is a typealias of, its superclasses and the protocols it adopts (what a
caller can reach). Two allowances: a requirement of a protocol Dynamics lacks counts when a class that adopts that
protocol in the SDK declares it here (`UIContentContainer.viewWillTransition(to:with:)` on `UIViewController`), and
a member of an `NSObject` category (accessibility, for instance) counts when any type here declares it. A declaration
that exists here only under another name (a Dynamics-only spelling) counts as missing.

What this **does not** see, so read a percentage as a good estimate, not a proof:

- Types are not compared: a property declared with another type or mutability still counts as present (its
  optionality is compared, in [Optionality of properties](#optionality-of-properties), for properties of object
  type whose type is written or inferred from a default here; typedefs of pointers, `UIContentSizeCategory` say,
  are not compared); so does an overload when another overload with the same base name, arity and labels exists
  (`convert(_:to:)` for a point and for a rectangle are one match).
- The lenient method match can take a near name for the real one (`didMoveToSuperview` is found as any `didMove()`
  with no argument); the importer's full naming rules (omit-needless-words on every label, `NS_ERROR_ENUM` codes,
  async variants of completion-handler methods, `swift_wrapper` structs of non-string typedefs) are only approximated,
  so a declaration can be counted missing although it exists under the importer's exact name, or the reverse.
- The names shown under [Missing](#missing) are the script's guess at the Swift spelling; the first label is shown
  as `_` unless the header or API notes name it, and `init` labels keep the selector's words.
- Preprocessor conditionals are ignored: every branch of an `#if` is read (a few macOS-only declarations in UIKit's
  headers are guarded only by `#if TARGET_OS_…` and are counted).
- Behaviour is not checked at all: this page says what compiles, [uikit-semantics.md](uikit-semantics.md) and the
  tests say what it does.
"""

# ---------------------------------------------------------------------------------------------------------------------
# Small helpers

PREPOSITIONS = ["With", "For", "In", "At", "To", "From", "Of", "By", "On", "Using", "Into", "Onto", "After",
                "Before", "Below", "Above", "Over", "Under", "Inside", "Along", "Via", "Within", "Through", "As",
                "Across", "Around", "Behind", "Beside", "Between", "Near", "Toward", "Towards", "Upon", "Like",
                "Until", "Since", "Per"]


def words(name):
    """Splits a camel-case name into words (`UIViewContentModeScaleToFill` → UI, View, Content, Mode, Scale, To, Fill)."""
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+[a-z]*", name)


def lower_camel(name):
    """What the importer does to the first word: `ScaleToFill` → `scaleToFill`, `URLString` → `urlString`."""
    if not name:
        return name
    m = re.match(r"^([A-Z]+)(?=[A-Z][a-z])", name)
    if m and len(m.group(1)) > 1:
        return m.group(1).lower() + name[len(m.group(1)):]
    m = re.match(r"^([A-Z]+)($|[^a-z])", name)
    if m:
        return m.group(1).lower() + name[len(m.group(1)):]
    return name[0].lower() + name[1:]


def type_words(objc_type):
    """The words of a parameter's type that the importer drops from a name that repeats them (`CGPoint` → Point)."""
    t = re.sub(r"\b(const|nullable|nonnull|_Nullable|_Nonnull|__kindof|_Null_unspecified|NS_NOESCAPE)\b", "", objc_type)
    proto = re.match(r"\s*id\s*<\s*(\w+)", t)
    t = proto.group(1) if proto else re.sub(r"<.*>", "", t).replace("*", "").strip()
    t = t.split()[-1] if t.split() else ""
    if t in ("NSInteger", "NSUInteger", "unsigned", "int", "long", "size_t"):
        return ["Index"]    # the importer drops `Index` after a preposition for integer arguments
    w = words(t)
    while w and w[0] in ("UI", "NS", "CG", "CA", "CF"):
        w = w[1:]
    return w


def strip_type_suffix(piece, tw):
    """Drops trailing words of `piece` that repeat the end of the type's words; never to nothing."""
    out = {piece}
    pw = words(piece[0].upper() + piece[1:]) if piece else []
    for n in range(1, min(len(pw), len(tw)) + 1):
        if [w.lower() for w in pw[-n:]] == [w.lower() for w in tw[-n:]] and len(pw) > n:
            cut = "".join(pw[:-n])
            out.add(cut[0].lower() + cut[1:])
    return out


# ---------------------------------------------------------------------------------------------------------------------
# API notes: a YAML subset reader (block maps and lists of scalars), enough for the frameworks' .apinotes files.

def read_apinotes(path):
    lines = []
    for raw in path.read_text(errors="replace").splitlines():
        s = raw.split(" #")[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if s.strip() and s.strip() != "---":
            lines.append(s)

    def scalar(v):
        v = v.strip()
        if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
            return v[1:-1]
        return {"true": True, "false": False}.get(v.lower(), v)

    pos = 0

    def indent(s):
        return len(s) - len(s.lstrip(" "))

    def parse_block(level):
        nonlocal pos
        if pos >= len(lines):
            return None
        if lines[pos].lstrip().startswith("- "):
            items = []
            dash_level = indent(lines[pos])
            while pos < len(lines) and indent(lines[pos]) == dash_level and lines[pos].lstrip().startswith("- "):
                # A list item: its first key sits after the dash, the rest at the same column.
                first = lines[pos]
                col = dash_level + 2
                lines[pos] = " " * col + first.lstrip()[2:]
                items.append(parse_map(col))
            return items
        return parse_map(indent(lines[pos]))

    def parse_map(col):
        nonlocal pos
        out = {}
        while pos < len(lines) and indent(lines[pos]) == col and not lines[pos].lstrip().startswith("- "):
            key, _, value = lines[pos].strip().partition(":")
            pos += 1
            if value.strip():
                out[key] = scalar(value)
            else:
                out[key] = parse_block(col) if pos < len(lines) and (
                    indent(lines[pos]) > col or lines[pos].lstrip().startswith("- ")) else None
        return out

    return parse_block(0) or {}


def notes_optionality(entry):
    """How an API notes entry sets a property's optionality (`Nullability: N/O/U` or a `Type:` with a qualifier)."""
    code = {"N": "", "O": "?", "U": "!"}.get(str(entry.get("Nullability", "")))
    if code is not None:
        return code
    t = str(entry.get("Type", ""))
    for qualifier, mark in (("_Nullable", "?"), ("_Null_unspecified", "!"), ("_Nonnull", "")):
        if t.rstrip().endswith(qualifier):
            return mark
    return None


class APINotes:
    """The current Swift version's renames of one framework (the SwiftVersions sections are older Swift's)."""

    def __init__(self, paths):
        self.method = {}        # (container, selector, is_class) -> SwiftName or None when hidden
        self.prop = {}          # (container, name) -> SwiftName
        self.prop_optionality = {}  # (container, name) -> "", "?" or "!" where the notes override the header
        self.tag = {}           # C name of an enum, struct or typedef -> Swift name
        self.enumerator = {}
        self.glob = {}
        self.func = {}
        self.hidden = set()     # names with Availability: nonswift
        self.swift_private = set()  # classes and protocols with SwiftPrivate: the Swift overlay gives their shape
        for p in paths:
            data = read_apinotes(p)
            for section in ("Classes", "Protocols"):
                for c in data.get(section) or []:
                    name = c.get("Name")
                    if c.get("Availability") == "nonswift":
                        self.hidden.add(name)
                    if c.get("SwiftPrivate") is True:
                        self.swift_private.add(name)
                    if c.get("SwiftName"):
                        self.tag[name] = c["SwiftName"]
                    for m in c.get("Methods") or []:
                        key = (name, m.get("Selector"), m.get("MethodKind") == "Class")
                        if m.get("Availability") == "nonswift":
                            self.method[key] = None
                        elif m.get("SwiftName"):
                            self.method[key] = m["SwiftName"]
                    for pr in c.get("Properties") or []:
                        given = notes_optionality(pr)
                        if given is not None:
                            self.prop_optionality[(name, pr.get("Name"))] = given
                        if pr.get("Availability") == "nonswift":
                            self.prop[(name, pr.get("Name"))] = None
                        elif pr.get("SwiftName"):
                            self.prop[(name, pr.get("Name"))] = pr["SwiftName"]
            for section, table in (("Tags", self.tag), ("Typedefs", self.tag), ("Enumerators", self.enumerator),
                                   ("Globals", self.glob), ("Functions", self.func)):
                for e in data.get(section) or []:
                    if e.get("Availability") == "nonswift":
                        self.hidden.add(e.get("Name"))
                    elif e.get("SwiftName"):
                        table[e["Name"]] = e["SwiftName"]


# ---------------------------------------------------------------------------------------------------------------------
# Objective-C headers

class Decl:
    def __init__(self, header, kind, objc, owner, name, labels=None, arity=None, init=False):
        self.header = header    # the header's file name
        self.kind = kind        # class, protocol, property, method, case, constant, function, type
        self.objc = objc        # how the header spells it, for the page
        self.owner = owner      # the Swift type it is a member of, or None for a top-level name
        self.name = name        # Swift base name (candidates for methods)
        self.labels = labels    # for methods and initialisers: per argument, a set of acceptable labels (None = any)
        self.arity = arity
        self.init = init
        self.present = False
        self.primary = None     # for methods matched by candidate base names: the one the page shows
        self.first_label = None  # the first label the page shows, when the script can tell it
        self.open_enum = False  # an NS_ENUM, which Swift imports open to new cases
        self.optionality = None  # properties of object type: "" (T), "?" (T?) or "!" (T!) as Swift imports them
        self.here = None        # the optionality of the Swift property found here, when its type is written
        self.concurrency = None  # classes and protocols: "@MainActor", "Sendable" or "" as the SDK declares them
        self.concurrency_here = None    # the same, as declared here

    def swift(self):
        base = self.primary if isinstance(self.name, (set, frozenset)) else self.name
        if self.init:
            base = "init"
        if self.labels is not None:
            shown = [shown_label(l) for l in self.labels]
            if shown and self.first_label:
                shown[0] = self.first_label
            base += "(" + "".join(l + ":" for l in shown) + ")"
        return f"{self.owner}.{base}" if self.owner else base


def shown_label(candidates):
    """The label the page shows: pruned to a preposition where the importer does so (`forState` → `for`)."""
    if not candidates:
        return "_"
    candidates = [c for c in candidates if c] or ["_"]
    ending = [c for c in candidates if words(c[0].upper() + c[1:])[-1:] and
              words(c[0].upper() + c[1:])[-1] in PREPOSITIONS + ["for", "with"]]
    return min(ending, key=len) if ending else max(sorted(candidates), key=len)


UNAVAILABLE = re.compile(r"\bAPI_UNAVAILABLE\s*\(([^)]*)\)|\bNS_UNAVAILABLE\b|\bNS_SWIFT_UNAVAILABLE\s*\(|"
                         r"__IOS_UNAVAILABLE|__IOS_PROHIBITED|\bUNAVAILABLE_ATTRIBUTE\b|"
                         r"__attribute__\s*\(\(\s*unavailable")
SWIFT_NAME = re.compile(r"\bNS_SWIFT_NAME\s*\(\s*((?:[^()]|\([^()]*\))*?)\s*\)")
TYPED_ENUM = re.compile(r"\b(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_STRING_ENUM|NS_EXTENSIBLE_STRING_ENUM)\b")
DEPRECATED = re.compile(r"\b(API_DEPRECATED\w*|NS_DEPRECATED\w*|__deprecated\w*|DEPRECATED_ATTRIBUTE|"
                        r"API_TO_BE_DEPRECATED)\b")


def unavailable_on_ios(text):
    for m in UNAVAILABLE.finditer(text):
        if m.group(1) is None:
            return True
        if re.search(r"\bios\b", m.group(1)):
            return True
    return False


MACRO = re.compile(r"\b(?:API_\w+|NS_\w+|UIKIT_\w+|UI_\w+|CA_\w+|__\w+|IB\w+|DEPRECATED_ATTRIBUTE|UNAVAILABLE_ATTRIBUTE)"
                   r"\s*(?:\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?")


def without_macros(s):
    """The declaration with its availability, naming and linkage macros removed."""
    return " ".join(MACRO.sub(" ", s).split())


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r"//[^\n]*", "", src)
    # Preprocessor lines (with their continuations) are not declarations.
    src = re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", "", src, flags=re.M)
    return src


UNASSUMED = "@property_unassumed"


def mark_unassumed(src):
    """The header with every `@property` outside `NS_ASSUME_NONNULL_BEGIN … END` (or
    `NS_HEADER_AUDIT_BEGIN(nullability…) … END`) spelled `@property_unassumed`: an object property there without a
    nullability annotation is imported implicitly unwrapped (`T!`)."""
    out, pos, inside = [], 0, False
    for m in re.finditer(r"\b(?:NS_ASSUME_NONNULL_|NS_HEADER_AUDIT_)(BEGIN|END)\b(?:\s*\([^)]*\))?", src):
        seg = src[pos:m.start()]
        out.append(seg if inside else seg.replace("@property", UNASSUMED))
        out.append(" ")
        inside, pos = m.group(1) == "BEGIN", m.end()
    seg = src[pos:]
    out.append(seg if inside else seg.replace("@property", UNASSUMED))
    return "".join(out)


def header_optionality(attrs, type_text, assumed_nonnull):
    """How Swift imports an Objective-C property's optionality: `null_resettable` and unannotated object properties
    outside an assume-nonnull region are `T!`, `nullable` ones `T?`, the rest `T`; None for a non-object type."""
    given = {a.strip() for a in attrs.split(",")}
    if "weak" in given:
        return "?"     # Swift declares every weak reference optional
    block = re.search(r"\(\s*\^([^)]*)\)", type_text)
    qualified = block.group(1) if block else type_text
    if "null_resettable" in given:
        return "!"
    if "nullable" in given or re.search(r"\b(_Nullable|__nullable)\b", qualified):
        return "?"
    if "null_unspecified" in given or re.search(r"\b(_Null_unspecified|__null_unspecified)\b", qualified):
        return "!"
    if "nonnull" in given or re.search(r"\b(_Nonnull|__nonnull)\b", qualified):
        return ""
    if not (block or "*" in type_text or re.match(r"\s*(__kindof\s+)?id\b", type_text) or
            re.search(r"\b[A-Z]\w*Ref\b", type_text)):
        return None
    return "" if assumed_nonnull else "!"


def balanced_end(s, i, open_ch, close_ch):
    depth = 0
    while i < len(s):
        if s[i] == open_ch:
            depth += 1
        elif s[i] == close_ch:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return len(s) - 1


class HeaderReader:
    def __init__(self, notes):
        self.notes = notes
        self.typed_enums = {}   # typedef name -> Swift type name, for NS_TYPED_ENUM-like typedefs
        self.class_names = set()
        self.superclass = {}    # class's Swift name -> its superclass's Swift name
        self.adopters = defaultdict(set)   # protocol's Swift name -> Swift names of the classes adopting it

    def swift_type(self, c_name, explicit=None):
        if explicit:
            return explicit
        return self.notes.tag.get(c_name, c_name)

    def read(self, path):
        header = path.name
        src = mark_unassumed(strip_comments(path.read_text(errors="replace")))
        decls = []
        i = 0
        n = len(src)
        container = None    # (objc class or protocol name, swift name, is_protocol, skip)
        while i < n:
            m = re.compile(r"@(interface|protocol|end|implementation)\b").search(src, i)
            chunk_end = m.start() if m else n
            if container is None:
                decls += self.read_top_level(header, src[i:chunk_end])
            else:
                decls += self.read_members(header, src[i:chunk_end], container)
            if not m:
                break
            kw = m.group(1)
            if kw == "end":
                container = None
                i = m.end()
                continue
            # The header line runs to the end of the line that names the container (protocol lists included).
            line_end = src.find("\n", m.end())
            line_end = n if line_end < 0 else line_end
            head = src[m.end():line_end]
            if kw == "protocol" and re.match(r"\s*[\w\s,]+;", head):
                i = src.find(";", m.end()) + 1          # a forward declaration
                continue
            name_m = re.match(r"\s*(\w+)", head)
            if not name_m:
                i = line_end
                continue
            name = name_m.group(1)
            # Attributes may sit on the lines before the @interface/@protocol keyword.
            prefix_start = max(src.rfind(";", 0, m.start()), src.rfind("}", 0, m.start()),
                               src.rfind("@end", 0, m.start()) + 3)
            attrs = src[prefix_start + 1:m.start()] + " " + head
            is_category = kw == "interface" and re.match(r"\s*\w+\s*\(", head)
            skip = unavailable_on_ios(attrs) or name in self.notes.hidden
            sn = SWIFT_NAME.search(attrs)
            swift = sn.group(1) if sn else self.notes.tag.get(name, name)
            if kw == "protocol" and name == "NSObject":
                skip = True
            container = (name, swift, kw == "protocol", skip)
            if kw == "interface":
                adopted = re.search(r"<([\w\s,]+)>", head)
                for proto in (adopted.group(1).split(",") if adopted else []):
                    proto = proto.strip()
                    self.adopters[self.notes.tag.get(proto, proto)].add(swift)
            if not is_category and not skip and kw in ("interface", "protocol"):
                kind = "protocol" if kw == "protocol" else "class"
                if kind == "class":
                    self.class_names.add(name)
                decl = Decl(header, kind, ("@protocol " if kind == "protocol" else "@interface ") + name, None, swift)
                decl.concurrency = ("@MainActor" if "NS_SWIFT_UI_ACTOR" in attrs
                                    else "Sendable" if "NS_SWIFT_SENDABLE" in attrs else "")
                sup = re.match(r"\s*\w+\s*:\s*(\w+)", head) if kind == "class" else None
                if sup:
                    self.superclass[swift] = self.notes.tag.get(sup.group(1), sup.group(1))
                decls.append(decl)
            i = line_end
        return decls

    # Top level: enums, options, typedefs, constants, functions.
    def read_top_level(self, header, text):
        decls = []
        pos = 0
        while pos < len(text):
            semi = text.find(";", pos)
            brace = text.find("{", pos)
            if semi < 0 and brace < 0:
                break
            if brace >= 0 and (semi < 0 or brace < semi):
                # A block: an enum body, a struct body or an inline function's body.
                close = balanced_end(text, brace, "{", "}")
                after_semi = text.find(";", close)
                before = text[pos:brace]
                if re.search(r"\b(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|enum)\b", before) and (
                        re.search(r"\btypedef\b|\bNS_\w*ENUM\b|\bNS_OPTIONS\b", before)):
                    tail = text[close + 1:after_semi if after_semi >= 0 else len(text)]
                    decls += self.read_enum(header, before, text[brace + 1:close], tail)
                    pos = (after_semi + 1) if after_semi >= 0 else len(text)
                elif re.search(r"\b(typedef\s+)?struct\b", before):
                    tail = text[close + 1:after_semi if after_semi >= 0 else len(text)]
                    tn = re.match(r"\s*(\w+)", tail)
                    sname = re.search(r"struct\s+(\w+)", before)
                    cname = tn.group(1) if tn else (sname.group(1) if sname else None)
                    if cname and not unavailable_on_ios(before + tail):
                        sn = SWIFT_NAME.search(before + tail)
                        decls.append(Decl(header, "type", "struct " + cname, None,
                                          self.swift_type(cname, sn.group(1) if sn else None)))
                    pos = (after_semi + 1) if after_semi >= 0 else len(text)
                else:
                    # An inline function: its signature is the declaration, the body is skipped.
                    decls += self.read_function(header, before)
                    pos = close + 1
                continue
            stmt = text[pos:semi]
            pos = semi + 1
            decls += self.read_statement(header, stmt)
        return decls

    def read_enum(self, header, before, body, tail):
        m = re.search(r"\b(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM)\s*\(\s*[\w\s]+,\s*(\w+)\s*\)", before)
        attrs = before + " " + tail
        if m:
            c_name = m.group(2)
            options = m.group(1) == "NS_OPTIONS"
        else:
            tn = re.match(r"\s*(\w+)", tail)
            en = re.search(r"enum\s+(\w+)", before)
            c_name = tn.group(1) if tn else (en.group(1) if en else None)
            options = False
            if not c_name:
                # An anonymous enum: its constants are top-level integers.
                decls = []
                for e in self.enumerators(body):
                    if not unavailable_on_ios(e[2]):
                        decls.append(Decl(header, "constant", e[0], None, self.notes.enumerator.get(e[0], e[0])))
                return decls
        if unavailable_on_ios(attrs) or c_name in self.notes.hidden:
            return []
        sn = SWIFT_NAME.search(attrs)
        swift = self.swift_type(c_name, sn.group(1) if sn else None)
        if m and m.group(1) == "NS_ERROR_ENUM":
            swift = swift + ".Code" if not sn and c_name not in self.notes.tag else swift
        decls = [Decl(header, "type", ("NS_OPTIONS " if options else "NS_ENUM ") + c_name, None, swift)]
        # Swift imports an NS_ENUM non-frozen (open to new cases) and an NS_CLOSED_ENUM frozen.
        decls[0].open_enum = bool(m) and m.group(1) == "NS_ENUM"
        items = self.enumerators(body)
        live = [e[0] for e in items if not DEPRECATED.search(e[2]) and not unavailable_on_ios(e[2])] or \
            [e[0] for e in items]
        prefix = self.case_prefix(live, c_name)
        for name, value, attrs_e in items:
            if unavailable_on_ios(attrs_e) or name in self.notes.hidden:
                continue
            if options and value is not None and re.fullmatch(r"\s*0\s*", value) and name.endswith("None"):
                continue
            sn_e = SWIFT_NAME.search(attrs_e)
            if sn_e:
                case = sn_e.group(1)
            elif name in self.notes.enumerator:
                case = self.notes.enumerator[name]
            else:
                case = self.case_name(name, prefix)
            decls.append(Decl(header, "case", name, swift, case))
        return decls

    @staticmethod
    def enumerators(body):
        out = []
        parts, depth, cur = [], 0, ""
        for ch in body:
            depth += (ch == "(") - (ch == ")")
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        for part in parts:
            part = part.strip()
            if not part:
                continue
            m = re.match(r"(\w+)\s*(.*)", part, re.S)
            if not m:
                continue
            rest = m.group(2)
            value = None
            vm = re.search(r"=\s*(.+)$", rest, re.S)
            if vm:
                value = vm.group(1)
            out.append((m.group(1), value, rest))
        return out

    @classmethod
    def case_prefix(cls, names, type_name):
        """What the importer strips from the front of every enumerator of `type_name`: the prefix the cases share,
        but only as far as it is the type's name (`kCALayerMinXMinYCorner` of CACornerMask is `layerMinXMinYCorner`;
        `UIViewAnimationOptionCurveEaseIn` of UIViewAnimationOptions loses `UIViewAnimationOption`)."""
        prefix = cls.common_prefix(names, type_name)
        pw = words(prefix[1:] if re.match(r"k[A-Z]", prefix) else prefix)
        tw = words(type_name)
        k = 0
        while k < len(pw) and k < len(tw) and (pw[k] == tw[k] or tw[k] == pw[k] + "s" or tw[k] == pw[k] + "es"):
            k += 1
        return ("k" if re.match(r"k[A-Z]", prefix) else "") + "".join(pw[:k])

    @staticmethod
    def case_name(name, prefix):
        """The Swift case of enumerator `name` once `prefix` is stripped (a leading digit keeps the prefix's last
        word: `UIImageSymbolScale…` aside, `kCAFilter…`)."""
        rest = name[len(prefix):] if name.startswith(prefix) else name
        if not rest or rest[0].isdigit():
            w = words(prefix)
            rest = (w[-1] if w else "") + rest
        return lower_camel(rest)

    @staticmethod
    def common_prefix(names, type_name):
        if len(names) == 1:
            w = words(names[0])
            tw = words(type_name)
            k = 0
            while k < len(w) - 1 and k < len(tw) and w[k] == tw[k]:
                k += 1
            return "".join(w[:k])
        split = [words(n) for n in names]
        k = 0
        while all(len(s) > k + 1 for s in split) and len({s[k] for s in split}) == 1:
            k += 1
        # The importer also stops the prefix where it would cut a plural type name (`Options` vs `Option`).
        return "".join(split[0][:k]) if split else ""

    def read_statement(self, header, stmt):
        s = " ".join(stmt.split())
        if not s or unavailable_on_ios(s):
            return []
        if s.startswith("@class") or s.startswith("@protocol") or s.startswith("@import"):
            return []
        td = re.search(r"\btypedef\b", s)
        if td:
            s = s[td.start():]     # after NS_ASSUME_NONNULL_BEGIN, NS_HEADER_AUDIT_BEGIN(...) and the like
            # typedef NSString *UIFooKey NS_TYPED_ENUM;  typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM;
            te = TYPED_ENUM.search(s)
            name_m = re.search(r"(\w+)\s*$", without_macros(s))
            if "(^" in s or "(*" in s:
                # A block or function pointer typedef: a Swift typealias of the same name.
                bm = re.search(r"\(\s*[\^*]\s*(?:_Nullable|_Nonnull|nullable|nonnull)?\s*(\w+)\s*\)", s)
                if bm:
                    sn = SWIFT_NAME.search(s)
                    return [Decl(header, "type", "typedef " + bm.group(1), None,
                                 self.swift_type(bm.group(1), sn.group(1) if sn else None))]
                return []
            if not name_m:
                return []
            c_name = name_m.group(1)
            if c_name in self.notes.hidden:
                return []
            sn = SWIFT_NAME.search(s)
            if te:
                swift = self.swift_type(c_name, sn.group(1) if sn else None)
                self.typed_enums[c_name] = swift
                return [Decl(header, "type", "typedef " + c_name, None, swift)]
            if sn or c_name in self.notes.tag:
                return [Decl(header, "type", "typedef " + c_name, None, self.swift_type(c_name, sn.group(1) if sn
                                                                                        else None))]
            return []
        if re.search(r"\b(UIKIT_EXTERN|CA_EXTERN|extern|FOUNDATION_EXTERN)\b", s):
            bare = without_macros(s)
            if re.search(r"\w+\s*\([^()]*(?:\([^()]*\)[^()]*)*\)$", bare):
                return self.read_function(header, s)
            return self.read_constant(header, s)
        return []

    def read_function(self, header, sig):
        s = " ".join(sig.split())
        if unavailable_on_ios(s):
            return []
        m = re.search(r"(\w+)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)$", without_macros(s))
        if not m:
            return []
        name = m.group(1)
        if name in ("NS_SWIFT_NAME", "API_AVAILABLE", "API_DEPRECATED") or name.startswith("__") \
                or name in self.notes.hidden or not re.match(r"(UI|CA|NS|CG)\w+", name):
            return []
        sn = SWIFT_NAME.search(s)
        swift = sn.group(1) if sn else self.notes.func.get(name, name)
        return [self.swift_function(header, name, swift)]

    def swift_function(self, header, c_name, swift):
        # `CGRect.inset(self:by:)` is a member of CGRect; `getter:UIView.foo(self:)` a property.
        getter = swift.startswith("getter:")
        swift = re.sub(r"^(getter|setter):", "", swift)
        m = re.match(r"([\w.]+?)(?:\((.*)\))?$", swift)
        full = m.group(1) if m else swift
        owner, _, base = full.rpartition(".")
        labels = None
        if m and m.group(2) is not None and not getter:
            raw = [l for l in m.group(2).split(":") if l != ""]
            raw = [l for l in raw if l != "self"]
            labels = [{l} if l != "_" else {"_"} for l in raw]
        if base == "init":
            return Decl(header, "function", c_name + "()", owner or None, "init", labels, init=True)
        return Decl(header, "function", c_name + "()", owner or None, base, labels,
                    arity=len(labels) if labels is not None else None)

    def read_constant(self, header, s):
        m = re.search(r"(\w+)\s*(?:\[\s*\])?$", without_macros(s))
        if not m:
            return []
        name = m.group(1)
        if name in self.notes.hidden or not re.match(r"(UI|CA|NS|k)\w+", name):
            return []
        sn = SWIFT_NAME.search(s)
        type_m = re.search(r"(?:UIKIT_EXTERN|CA_EXTERN|extern|FOUNDATION_EXTERN)\s+(?:const\s+)?(?:[A-Z_]+(?:\([^()]*\))?\s+)*(\w+)", s)
        ctype = type_m.group(1) if type_m else ""
        if sn:
            swift = sn.group(1)
        elif name in self.notes.glob:
            swift = self.notes.glob[name]
        elif ctype in self.typed_enums:
            bare_name = name[1:] if re.match(r"k[A-Z]", name) else name
            stripped = bare_name[len(ctype):] if bare_name.startswith(ctype) and len(bare_name) > len(ctype) else None
            if stripped is None:
                # The importer strips the words the constant shares with its type's name.
                cw, tw = words(bare_name), words(ctype)
                k = 0
                while k < len(cw) - 1 and k < len(tw) and cw[k] == tw[k]:
                    k += 1
                stripped = "".join(cw[k:])
            swift = self.typed_enums[ctype] + "." + lower_camel(stripped)
        elif ctype == "NSNotificationName":
            swift = "NSNotification.Name." + re.sub(r"Notification$", "", name)
        else:
            swift = name
        if "." not in swift and ctype in self.typed_enums:
            swift = self.typed_enums[ctype] + "." + swift
        owner, _, base = swift.rpartition(".")
        return [Decl(header, "constant", name, owner or None, base)]

    # Inside @interface / @protocol
    def read_members(self, header, text, container):
        cname, swift_owner, is_protocol, skip = container
        if skip:
            return []
        decls = []
        # Instance variable blocks and inline bodies are not members.
        text = re.sub(r"\{[^{}]*\}", ";", text)
        for stmt in text.split(";"):
            s = " ".join(stmt.split())
            if not s:
                continue
            s = re.sub(r"^@(optional|required|public|private|protected|package)\s*", "", s)
            if s.startswith("@property"):
                decls += self.read_property(header, s, cname, swift_owner)
            elif s.startswith("-") or s.startswith("+"):
                decls += self.read_method(header, s, cname, swift_owner)
        return decls

    def read_property(self, header, s, cname, owner):
        if unavailable_on_ios(s):
            return []
        assumed = not s.startswith(UNASSUMED)
        if not assumed:
            s = "@property" + s[len(UNASSUMED):]
        attrs_m = re.match(r"@property\s*(\(([^)]*)\))?", s)
        attrs = attrs_m.group(2) or "" if attrs_m else ""
        rest = s[attrs_m.end():] if attrs_m else s
        rest = SWIFT_NAME.sub("", rest)
        raw_type = re.sub(r"\b(API_\w+|NS_\w+|UIKIT_\w+|UI_\w+|CA_\w+|IB\w+)\s*(\([^()]*(\([^()]*\))*[^()]*\))?", " ",
                          rest)
        rest = without_macros(rest)
        block = re.search(r"\(\s*\^\s*(?:_Nullable|_Nonnull|nullable|nonnull)?\s*(\w+)\s*\)", rest)
        if block:
            name = block.group(1)
        else:
            nm = re.search(r"(\w+)\s*$", rest.strip())
            if not nm:
                return []
            name = nm.group(1)
        sn = SWIFT_NAME.search(s)
        key = (cname, name)
        if key in self.notes.prop and self.notes.prop[key] is None:
            return []
        type_text = raw_type.strip()
        if not block and type_text.endswith(name):
            type_text = type_text[:-len(name)]
        optionality = self.notes.prop_optionality.get(key, header_optionality(attrs, type_text, assumed))
        if cname in self.notes.swift_private:
            optionality = None      # the overlay's Swift declaration (`UITraitDefinition.defaultValue: Value`) wins
        if sn:
            swift = sn.group(1)
        elif key in self.notes.prop:
            swift = self.notes.prop[key]
        else:
            getter = re.search(r"getter\s*=\s*(\w+)", attrs)
            swift = getter.group(1) if getter and re.search(r"\bBOOL\b|\bbool\b", rest) and \
                getter.group(1).startswith("is") else lower_camel(name)
            # `parentViewController` of type UIViewController is `parent`: trailing words naming the type go.
            ptype = rest.strip()[:-len(name)] if rest.strip().endswith(name) else ""
            if ptype and swift == name and name[0].islower():
                names = strip_type_suffix(name, type_words(ptype))
                if len(names) > 1:
                    d = Decl(header, "property", "@property " + name, owner, names)
                    d.primary = name   # the importer prunes few properties (`parent`); the page shows the name
                    d.optionality = optionality
                    return [d]
        d = Decl(header, "property", "@property " + name, owner, swift)
        d.optionality = optionality
        return [d]

    def read_method(self, header, s, cname, owner):
        if unavailable_on_ios(s):
            return []
        is_class = s.startswith("+")
        body = s[1:].strip()
        ret_m = re.match(r"\(((?:[^()]|\([^()]*\))*)\)\s*", body)
        ret = ret_m.group(1) if ret_m else "id"
        body = body[ret_m.end():] if ret_m else body
        sn = SWIFT_NAME.search(body)
        # Selector pieces: `name:(type)arg` repeated, or a single `name`.
        found = re.findall(r"(\w*)\s*:\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\s*(\w+)", body)
        pieces = [(f[0], f[1]) for f in found]
        param_names = [f[2] for f in found]
        if pieces:
            selector = "".join(p[0] + ":" for p in pieces)
        else:
            nm = re.match(r"(\w+)", body)
            if not nm:
                return []
            selector = nm.group(1)
        key = (cname, selector, is_class)
        if key in self.notes.method and self.notes.method[key] is None:
            return []
        objc = ("+ " if is_class else "- ") + selector
        explicit = sn.group(1) if sn else self.notes.method.get(key)
        if explicit:
            mm = re.match(r"(\w+)(?:\((.*)\))?$", explicit)
            if mm:
                base = mm.group(1)
                labels = None
                if mm.group(2) is not None:
                    labels = [{l} for l in mm.group(2).split(":") if l != ""]
                if base == "init":
                    return [Decl(header, "method", objc, owner, "init", labels, init=True)]
                d = Decl(header, "method", objc, owner, {base}, labels,
                         arity=len(labels) if labels is not None else len(pieces))
                d.primary = base
                return [d]
        first = pieces[0][0] if pieces else selector
        arg_types = [p[1] for p in pieces]
        # Initialisers.
        if not is_class and re.match(r"init([A-Z]|$)", first):
            rest = re.sub(r"^initWith", "", first)
            rest = re.sub(r"^init", "", rest)
            labels = []
            if pieces:
                labels.append(strip_type_suffix(lower_camel(rest), type_words(arg_types[0])) if rest else {"_"})
                labels += [strip_type_suffix(p[0], type_words(p[1])) | {p[0]} for p in pieces[1:]]
            return [Decl(header, "method", objc, owner, "init", labels, init=True)]
        # Class factories that the importer turns into initialisers.
        ret = re.sub(r"\b(nullable|nonnull|_Nullable|_Nonnull|__kindof|_Null_unspecified)\b", "", ret).strip()
        if is_class and (ret == "instancetype" or re.match(rf"{cname}\s*\*", ret)):
            cw = words(cname)
            fw = words(first[0].upper() + first[1:]) if first else []
            for k in range(len(cw), 0, -1):
                tail = [w.lower() for w in cw[-k:]]
                if [w.lower() for w in fw[:k]] == tail and cw[-k] not in ("UI", "NS", "CA"):
                    rest = "".join(fw[k:])
                    rest = re.sub(r"^With", "", rest)
                    labels = []
                    if pieces:
                        labels.append(strip_type_suffix(lower_camel(rest), type_words(arg_types[0])) if rest
                                      else {"_"})
                        labels += [strip_type_suffix(p[0], type_words(p[1])) | {p[0]} for p in pieces[1:]]
                    elif rest:
                        break   # `+colorNamed` without an argument is not an initialiser
                    return [Decl(header, "method", objc, owner, "init", labels, init=True)]
        # Other methods: candidate base names and labels.
        named_first = None
        bases = {first, lower_camel(first)}
        fw = words(first[0].upper() + first[1:]) if first else []
        # `colorWithAlphaComponent:` on UIColor is `withAlphaComponent(_:)`: a leading match of the class's name goes.
        cw = words(cname)
        for k in range(len(cw) - 1, 0, -1):
            if [w.lower() for w in fw[:k]] == [w.lower() for w in cw[-k:]] and len(fw) > k:
                bases.add(lower_camel("".join(fw[k:])))
        for k in range(1, len(fw)):
            if fw[k] in PREPOSITIONS:
                cut = "".join(fw[:k])
                bases.add(cut[0].lower() + cut[1:])
        if arg_types:
            bases |= strip_type_suffix(first, type_words(arg_types[0]))
            # `popViewControllerAnimated:(BOOL)animated` is `popViewController(animated:)`: the first argument's name
            # at the end of the piece becomes its label.
            pn = param_names[0]
            if pn and first.endswith(pn[0].upper() + pn[1:]) and len(first) > len(pn):
                bases.add(first[:-len(pn)])
                if pn == "animated":
                    named_first = (first[:-len(pn)], pn)    # shown so; `setNavigationBarHidden:` keeps its name
        # `dismissViewControllerAnimated:` on UIViewController is `dismiss(animated:)`: the receiver's own name goes.
        ow = words(cname)[1:] if len(words(cname)) > 1 else []
        for k in range(1, len(fw)):
            if ow and [w.lower() for w in fw[k:k + len(ow)]] == [w.lower() for w in ow]:
                cut = "".join(fw[:k])
                bases.add(cut[0].lower() + cut[1:])
        labels = [None]
        for piece, t in pieces[1:]:
            labels.append(strip_type_suffix(piece, type_words(t)) | {piece})
        d = Decl(header, "method", objc, owner, bases, labels if pieces else [], arity=len(pieces))
        # Shown as the importer most likely names it: cut before the last preposition, else without the type's words.
        preps = ["".join(fw[:k]) for k in range(1, len(fw)) if fw[k] in PREPOSITIONS]
        preps = [c[0].lower() + c[1:] for c in preps]
        d.primary = max(preps, key=len) if preps else (named_first[0] if named_first else lower_camel(first))
        if named_first and not preps:
            d.first_label = named_first[1]
        return [d]


# ---------------------------------------------------------------------------------------------------------------------
# Swift sources

class SwiftIndex:
    """Public names declared in the Swift sources: top-level names, and members per type (as written: `UIView`,
    `UIView.ContentMode`)."""

    def __init__(self):
        self.types = set()
        self.globals = defaultdict(list)
        self.members = defaultdict(lambda: defaultdict(list))   # type -> name -> [(kind, labels, required)]
        self.aliases = {}
        self.supers = defaultdict(set)
        self.adopters = {}
        self.var_types = {}     # (type, property) -> the property's type as written, when it is written
        self.swift_enums = set()    # enumerations declared in Swift: frozen, as the module has no library evolution
        self.c_enums = set()        # enumerations declared in C with enum_extensibility(open)
        self.main_actor = set()     # classes and protocols declared `@MainActor`
        self.protocols = set()

    def add_files(self, paths):
        for p in paths:
            self.scan(p.read_text(errors="replace"))

    def add_c_enums(self, paths):
        """Enumerations declared in C as the SDK declares them (`Sources/CUIKitOpenEnums`): the typedef is a type
        (the Swift sources name it by a typealias) and each enumerator, less the type's name, a case."""
        enum = re.compile(r"typedef\s+enum\b[^{]*?\b(\w+)\s*:\s*[\w ]+\{(.*?)\}\s*\w+\s*;", re.S)
        enumerator = re.compile(r"^\s*(\w+)(?:\s+DYNAMICS_SWIFT_NAME\((\w+)\))?\s*(?:=|,|$)", re.M)
        for p in paths:
            src = re.sub(r"//[^\n]*", "", p.read_text(errors="replace"))
            for m in enum.finditer(src):
                name = m.group(1)
                self.types.add(name)
                self.c_enums.add(name)
                items = enumerator.findall(m.group(2))
                prefix = HeaderReader.case_prefix([c for c, _ in items], name)
                for c, swift_name in items:
                    self.members[name][swift_name or HeaderReader.case_name(c, prefix)].append(("case", None, 0))

    @staticmethod
    def clean(src):
        # Strings (multi-line ones first) and comments become blanks of the same shape.
        src = re.sub(r'"""(?:.|\n)*?"""', '""', src)
        src = re.sub(r"/\*(?:.|\n)*?\*/", " ", src)
        src = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', src)
        src = re.sub(r"//[^\n]*", "", src)
        return src

    DECL = re.compile(
        r"(?P<attrs>(?:@[\w.]+(?:\([^()]*\))?\s+)*)(?P<mods>(?:(?:public|open|internal|private|fileprivate|final|"
        r"static|class|override|required|convenience|nonisolated|mutating|nonmutating|dynamic|lazy|weak|unowned|"
        r"optional|indirect|prefix|postfix|infix|package|@\w+)(?:\([\w\s]*\))?\s+)*)"
        r"(?P<kw>class|struct|enum|protocol|actor|extension|func|var|let|case|init|subscript|typealias|"
        r"associatedtype)\b[?!]?")

    def scan(self, src):
        src = self.clean(src)
        stack = []      # entries: (type name or None, is_public_scope, kind)
        i = 0
        n = len(src)
        pending = None  # a type scope waiting for its opening brace
        token = re.compile(r"[{}]|(?:@[\w.]+(?:\([^()]*\))?\s+)*(?:(?:public|open|internal|private|fileprivate|"
                           r"final|static|class|override|required|convenience|nonisolated|mutating|nonmutating|"
                           r"dynamic|lazy|weak|unowned|optional|indirect|package|@\w+)(?:\([\w\s]*\))?\s+)*"
                           r"\b(?:class|struct|enum|protocol|actor|extension|func|var|let|case|init|subscript|"
                           r"typealias)\b[?!]?")
        while i < n:
            m = token.search(src, i)
            if not m:
                break
            t = m.group(0)
            if t == "{":
                if pending is not None:
                    stack.append(pending)
                    pending = None
                else:
                    stack.append((None, False, "body"))
                i = m.end()
                continue
            if t == "}":
                if stack:
                    stack.pop()
                i = m.end()
                continue
            # Inside a function body, closures and computed properties, nothing is a member.
            if stack and stack[-1][2] == "body":
                i = m.end()
                continue
            # A keyword must start a declaration: at a line start or after an attribute/modifier.
            line_start = src.rfind("\n", 0, m.start()) + 1
            if src[line_start:m.start()].strip() not in ("",) and not src[line_start:m.start()].strip().endswith(
                    (";",)):
                i = m.end()
                continue
            d = self.DECL.match(src, m.start())
            if not d:
                i = m.end()
                continue
            kw = d.group("kw")
            mods = d.group("mods") + " " + d.group("attrs")
            explicit_public = bool(re.search(r"\b(public|open)\b", mods))
            enclosing = stack[-1] if stack else (None, True, "file")
            owner = enclosing[0]
            in_protocol = enclosing[2] == "protocol"
            in_public_ext = enclosing[2] == "extension" and enclosing[1]
            is_public = explicit_public or (owner is not None and enclosing[1] and (
                in_protocol or in_public_ext or (kw == "case" and enclosing[2] == "enum")))
            if kw == "class" and re.match(r"\s*(func|var|let|subscript)\b", src[d.end():]):
                i = d.end()
                continue
            rest = src[d.end():]
            if kw in ("class", "struct", "enum", "protocol", "actor", "extension"):
                nm = re.match(r"\s*([\w.]+)", rest)
                name = nm.group(1) if nm else "?"
                full = name if kw == "extension" or owner is None else owner + "." + name
                if kw == "extension":
                    full = self.aliases.get(name, name)
                # Inheritance clause, up to the brace.
                brace = src.find("{", d.end())
                clause = src[d.end():brace] if brace >= 0 else ""
                inh = re.match(r"\s*[\w.]+\s*(?:<[^>]*>)?\s*:\s*([^{]*?)(?:\bwhere\b|$)", clause, re.S)
                if inh:
                    for sup in inh.group(1).split(","):
                        sup = re.sub(r"@\w+\s*", "", sup).strip()
                        if sup:
                            self.supers[full].add(sup)
                if kw == "enum" and is_public:
                    self.swift_enums.add(full)
                if kw != "extension" and is_public:
                    self.types.add(full)
                    if re.search(r"@MainActor\b", mods):
                        self.main_actor.add(full)
                    if kw == "protocol":
                        self.protocols.add(full)
                    if owner is not None:
                        self.members[owner][name].append(("type", None, 0))
                pending = (full, is_public or (kw == "extension" and explicit_public), kw)
                if kw != "extension" and not is_public:
                    pending = (full, False, kw)
                i = d.end()
                continue
            if not is_public:
                i = d.end()
                continue
            if kw == "typealias":
                am = re.match(r"\s*(\w+)\s*(?:<[^>]*>)?\s*=\s*([\w.]+)", rest)
                if am:
                    # A C enumeration the SDK nests is `swift_private` (`CUIKitOpenEnums.__UIViewContentMode`):
                    # its members are indexed under its C name.
                    target = re.sub(r"^CUIKitOpenEnums\.__", "CUIKitOpenEnums.", am.group(2))
                    if owner is None:
                        self.aliases[am.group(1)] = target
                        self.types.add(am.group(1))
                    else:
                        self.members[owner][am.group(1)].append(("type", None, 0))
                        self.aliases[owner + "." + am.group(1)] = target
                i = d.end()
                continue
            if kw == "case":
                names = []
                j = d.end()
                seg = src[j:src.find("\n", j) if src.find("\n", j) >= 0 else n]
                for part in re.split(r",(?![^()]*\))", seg):
                    cm = re.match(r"\s*`?(\w+)`?", part)
                    if cm:
                        names.append(cm.group(1))
                for c in names:
                    self.add(owner, c, "case", None, 0)
                i = d.end()
                continue
            if kw in ("var", "let"):
                vm = re.match(r"\s*(?:\(|)?\s*`?(\w+)`?", rest)
                if vm:
                    self.add(owner, vm.group(1), "var", None, 0)
                    tm = re.match(r"\s*`?\w+`?\s*(?::\s*([^={\n]+)|=)", rest)
                    if tm and owner is not None:
                        # A type inferred from the default value (`var font = UIFont.systemFont(…)`) is not optional.
                        self.var_types.setdefault((owner, vm.group(1)), (tm.group(1) or "inferred").strip())
                i = d.end()
                continue
            if kw in ("func", "init", "subscript"):
                if kw == "func":
                    fm = re.match(r"\s*`?([\w]+|[^\s(<]+)`?\s*(?:<[^>]*(?:<[^>]*>[^>]*)*>)?\s*\(", rest)
                    if not fm:
                        i = d.end()
                        continue
                    name = fm.group(1)
                    open_paren = d.end() + fm.end() - 1
                else:
                    name = kw
                    op = re.match(r"\s*(?:<[^>]*>)?\s*\(", rest)
                    if not op:
                        i = d.end()
                        continue
                    open_paren = d.end() + op.end() - 1
                close = balanced_end(src, open_paren, "(", ")")
                params = self.params(src[open_paren + 1:close])
                labels = [p[0] for p in params]
                required = sum(1 for p in params if not p[1])
                self.add(owner, name, kw, labels, required)
                i = close + 1
                continue
            i = d.end()

    @staticmethod
    def params(text):
        text = text.replace("->", "→")
        parts, depth, cur = [], 0, ""
        for ch in text:
            if ch in "([<{":
                depth += 1
            elif ch in ")]>}":
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        if cur.strip():
            parts.append(cur)
        out = []
        for p in parts:
            head, _, typ = p.partition(":")
            names = head.split()
            if not names:
                continue
            label = names[0].strip("`")
            has_default = bool(re.search(r"=", typ.split("→")[0] if "→" in typ else typ)) or "..." in typ and False
            out.append((label, has_default))
        return out

    def add(self, owner, name, kind, labels, required):
        if owner is None:
            self.globals[name].append((kind, labels, required))
        else:
            self.members[owner][name].append((kind, labels, required))

    # Look-ups
    def resolve(self, name, seen=None):
        """The type and every type whose members it has: aliases, superclasses, adopted protocols."""
        seen = set() if seen is None else seen
        if name in seen:
            return seen
        seen.add(name)
        if name in self.aliases:
            self.resolve(self.aliases[name], seen)
        for sup in self.supers.get(name, ()):
            self.resolve(sup, seen)
        # `UIView.ContentMode` may be declared as a nested type or extended as a typealias' target.
        for alias, target in self.aliases.items():
            if target == name:
                seen.add(alias)
        return seen

    def has_type(self, swift):
        if swift in self.types or swift in self.aliases:
            return True
        owner, _, base = swift.rpartition(".")
        if owner:
            return any(base in self.members[t] for t in self.resolve(owner))
        return False

    def entries(self, owner, name):
        if owner is None:
            return self.globals.get(name, [])
        out = []
        for t in self.resolve(owner):
            out += self.members[t].get(name, []) if name in self.members[t] else []
        return out

    def optionality(self, decl):
        """The optionality of the property `decl` names as declared here ("", "?", "!"), None when it is not found.
        A type inferred from a default value (`var font = UIFont.systemFont(…)`) counts as not optional."""
        owners = [decl.owner] + sorted(self.resolve(decl.owner) - {decl.owner}) + sorted(
            self.adopters.get(decl.owner, ()))
        if decl.owner == "NSObject":    # NSObject categories are declared here on the classes that use them
            owners += sorted({t for t, _ in self.var_types})
        own = decl.primary if isinstance(decl.name, (set, frozenset)) else decl.name
        others = sorted(decl.name - {own}) if isinstance(decl.name, (set, frozenset)) else []
        for owner in owners:
            t = self.var_types.get((owner, own))
            if t is not None:
                return t[-1] if t[-1] in "?!" else ""
        # A shorter candidate (`redColor` as `red`, `nextResponder` as `next`) only when it holds the owner's own type:
        # `currentTitleColor` is not `currentTitle`, a string.
        for owner in owners:
            for name in others:
                t = self.var_types.get((owner, name))
                if t is not None and (t == "inferred" or re.match(re.escape(decl.owner) + r"\b", t)):
                    return t[-1] if t[-1] in "?!" else ""
        return None

    def concurrency(self, swift):
        """How the type `swift` names is isolated here: "@MainActor" when it says so or (a class) inherits it from a
        superclass or a protocol it adopts, as Swift infers it; else "Sendable" when it or a superclass conforms."""
        supertypes = self.supertypes(swift)
        if ({swift} if swift in self.protocols else supertypes) & self.main_actor:
            return "@MainActor"
        return "Sendable" if "Sendable" in supertypes else ""

    def supertypes(self, swift):
        """`resolve`, through generic superclasses too (`NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>`)."""
        seen = set()
        todo = [swift]
        while todo:
            for t in self.resolve(todo.pop()):
                plain = re.sub(r"<.*", "", t)
                if plain not in seen:
                    seen.add(plain)
                    if plain != t:
                        todo.append(plain)
        return seen

    def frozen(self, swift):
        """Whether the type `swift` names is a Swift enumeration here (frozen), following typealiases."""
        seen = set()
        while swift not in seen:
            seen.add(swift)
            if swift in self.swift_enums:
                return True
            target = self.aliases.get(swift)
            if target is None:
                return False
            # `typealias State = CUIKitOpenEnums.UIGestureRecognizerState` names a C enumeration.
            swift = target.rpartition(".")[2] if target.startswith("CUIKitOpenEnums.") else target
        return False

    def has(self, decl):
        if decl.kind in ("class", "protocol", "type"):
            return self.has_type(decl.name)
        if self.has_member(decl, decl.owner):
            return True
        # A requirement of a protocol Dynamics lacks, declared on the classes that adopt it on iOS, can be called.
        for adopter in sorted(self.adopters.get(decl.owner, ())):
            if self.has_member(decl, adopter):
                return True
        # NSObject categories (accessibility, key-value coding) are declared here on the classes that use them.
        if decl.owner == "NSObject":
            return any(self.has_member(decl, t) for t in list(self.members))
        return False

    def has_member(self, decl, owner):
        names = decl.name if isinstance(decl.name, (set, frozenset)) else {decl.name}
        for name in names:
            if decl.init:
                name = "init"
            for kind, labels, required in self.entries(owner, name):
                if decl.kind in ("property", "constant", "case"):
                    if kind in ("var", "case", "type"):
                        return True
                    continue
                if decl.kind == "function" and decl.labels is None:
                    if kind in ("var", "func", "init"):
                        return True
                    continue
                if kind not in ("func", "init", "subscript"):
                    if decl.kind == "function" and kind == "var" and not decl.labels:
                        return True
                    continue
                if self.labels_match(decl.labels, labels, required):
                    return True
        return False

    @staticmethod
    def labels_match(wanted, have, required):
        if wanted is None:
            return True
        n = len(wanted)
        if not (required <= n <= len(have)):
            return False
        for k, w in enumerate(wanted):
            if w is None:
                continue
            if have[k] not in w:
                return False
        return True


# ---------------------------------------------------------------------------------------------------------------------
# The page

def family_of(header):
    for family, pattern in FAMILIES:
        if re.match(pattern, header):
            return family
    return OTHER_FAMILY


def percent(a, b):
    return f"{100 * a / b:.0f} %" if b else "–"


def render(results, sdk_version, headers_seen):
    out = []
    out.append("# UIKit API coverage")
    out.append("")
    out.append("<!-- Generated by scripts/api-coverage.py; do not edit by hand. -->")
    out.append("")
    total_n = sum(len(d) for d in results.values())
    total_p = sum(sum(1 for x in d if x.present) for d in results.values())
    out.append(f"How much of the iOS {sdk_version} SDK's UIKit (and of the QuartzCore headers Dynamics covers) exists "
               f"here under its Swift name: {total_p} of {total_n} public declarations ({percent(total_p, total_n)}) "
               f"in {len(results)} headers. It says what compiles, not how it behaves, and it is counted by a "
               "script, approximately; [How this is counted](#how-this-is-counted) says how and what it misses.")
    out.append("")
    out.append("Regenerate it after adding API, with the SDK's headers outside the repository (Xcode's "
               f"`iPhoneOS{sdk_version}.sdk/System/Library/Frameworks`, or a public mirror of it):")
    out.append("")
    out.append("```sh")
    out.append("python3 scripts/api-coverage.py path/to/iPhoneOS.sdk/System/Library/Frameworks --out docs/api-coverage.md")
    out.append("```")
    out.append("")
    # Totals per family.
    fam = defaultdict(lambda: [0, 0, 0])
    for h, ds in results.items():
        f = fam[family_of(h)]
        f[0] += 1
        f[1] += len(ds)
        f[2] += sum(1 for x in ds if x.present)
    order = [f for f, _ in FAMILIES] + [OTHER_FAMILY]
    out.append("## Totals")
    out.append("")
    out.append("| header family | headers | declarations in the SDK | present here | % |")
    out.append("|---|--:|--:|--:|--:|")
    for f in order:
        if f in fam:
            h, nd, np_ = fam[f]
            out.append(f"| [{f}](#{anchor(f)}) | {h} | {nd} | {np_} | {percent(np_, nd)} |")
    out.append(f"| **all** | {len(results)} | {total_n} | {total_p} | {percent(total_p, total_n)} |")
    out.append("")
    zero = sorted(h for h, ds in results.items() if ds and not any(x.present for x in ds))
    out.append(f"{len(zero)} headers have no declaration here at all (0 % below): " +
               ", ".join(h.replace(".h", "") for h in zero) + ".")
    empty = sorted(h for h, ds in results.items() if not ds)
    if empty:
        out.append("")
        out.append(f"{len(empty)} headers declare nothing the count includes (umbrella headers, macros, macOS- or "
                   "tvOS-only API), shown with –: " + ", ".join(h.replace(".h", "") for h in empty) + ".")
    out.append("")
    out += render_optionality(results)
    out += render_open_enums(results)
    out += render_concurrency(results)
    out.append(HOW_COUNTED)
    out.append("## By header")
    out.append("")
    out.append("Headers in **bold** have their missing declarations listed in [Missing](#missing).")
    for f in order:
        if f not in fam:
            continue
        out.append("")
        out.append(f"### {f}")
        out.append("")
        out.append("| header | declarations in the SDK | present here | % |")
        out.append("|---|--:|--:|--:|")
        for h in sorted(x for x in results if family_of(x) == f):
            ds = results[h]
            p = sum(1 for x in ds if x.present)
            label = f"**[{h}](#{anchor(h)})**" if h in DETAILED else h
            out.append(f"| {label} | {len(ds)} | {p} | {percent(p, len(ds))} |")
    out.append("")
    out.append("## Missing")
    out.append("")
    out.append("The declarations of the headers public UIKit Dynamics code uses most that Dynamics lacks, by their "
               "Swift name as the script derives it (initialisers and methods with the labels it expects; a `_` "
               "first label may be a different one on iOS), then the Objective-C declaration.")
    for h in DETAILED:
        if h not in results:
            continue
        ds = results[h]
        missing = [x for x in ds if not x.present]
        out.append("")
        out.append(f"### {h}")
        out.append("")
        p = len(ds) - len(missing)
        if not missing:
            out.append(f"All {len(ds)} declarations are present.")
            continue
        out.append(f"{p} of {len(ds)} present ({percent(p, len(ds))}); missing:")
        out.append("")
        for x in missing:
            out.append(f"- `{x.swift()}` — {x.kind}, `{x.objc}`")
    out.append("")
    return "\n".join(out)


SHAPE = {"": "`T`", "?": "`T?`", "!": "`T!`"}


def optionality_differences(results):
    """The properties of object type present here, and those whose optionality differs from the SDK's."""
    compared = [d for ds in results.values() for d in ds
                if d.kind == "property" and d.present and d.optionality is not None and d.here is not None]
    return compared, [d for d in compared if d.here != d.optionality]


def render_optionality(results):
    compared, differ = optionality_differences(results)
    out = ["## Optionality of properties", ""]
    out.append(f"Of the {len(compared)} properties of object type that exist here with a type written or inferred "
               "from a default, "
               f"{len(compared) - len(differ)} have the optionality Swift gives the SDK's (`null_resettable` and "
               "unannotated properties outside `NS_ASSUME_NONNULL` as `T!`, `nullable` as `T?`, the rest as `T`) and "
               f"{len(differ)} differ. `python3 scripts/api-coverage.py HEADERS --optionality` lists them alone.")
    out.append("")
    pairs = defaultdict(int)
    for d in differ:
        pairs[(d.optionality, d.here)] += 1
    if differ:
        out.append("| SDK | here | properties |")
        out.append("|---|---|--:|")
        for (sdk, here), n in sorted(pairs.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"| {SHAPE[sdk]} | {SHAPE[here]} | {n} |")
        out.append("")
        out.append("| header | property | SDK | here |")
        out.append("|---|---|---|---|")
        for d in sorted(differ, key=lambda d: (d.header, d.swift())):
            out.append(f"| {d.header} | `{d.swift()}` | {SHAPE[d.optionality]} | {SHAPE[d.here]} |")
        out.append("")
    return out


def frozen_open_enums(results):
    """The SDK's open enumerations (`NS_ENUM`) present here, and those declared here as frozen Swift enums."""
    present = [d for ds in results.values() for d in ds if d.kind == "type" and d.open_enum and d.present]
    return present, [d for d in present if d.frozen]


def render_open_enums(results):
    present, frozen = frozen_open_enums(results)
    out = ["## Open enumerations", ""]
    out.append(f"Of the SDK's {len(present)} enumerations declared `NS_ENUM` (open to new cases: a `switch` over one "
               "that lists every case is warned about without `@unknown default`, and a `default` after every case "
               f"is not \"never executed\") that exist here, {len(present) - len(frozen)} are declared in C as the "
               f"SDK declares them (`Sources/CUIKitOpenEnums`) and {len(frozen)} are Swift enumerations, which Swift "
               "treats as frozen (see `Sources/DynamicsUIKit/DECISIONS.md`, \"Open enumerations\"): " +
               ", ".join(f"`{d.name}`" for d in sorted(frozen, key=lambda d: d.name)) + ".")
    out.append("")
    return out


def inherit_concurrency(results, superclass):
    """A class the header does not mark gets its superclass's isolation, as Swift imports it (`UIButton` from
    `UIView`, `UIPanGestureRecognizer` from `UIGestureRecognizer`)."""
    classes = {d.name: d for ds in results.values() for d in ds if d.kind == "class"}

    def effective(name, depth=0):
        d = classes.get(name)
        if d is None or depth > 30:
            return ""
        if d.concurrency or name not in superclass:
            return d.concurrency
        return effective(superclass[name], depth + 1)

    for d in classes.values():
        d.concurrency = effective(d.name)


def render_concurrency(results):
    compared = sorted((d for ds in results.values() for d in ds if d.concurrency_here is not None),
                      key=lambda d: (d.header, d.name))
    differ = [d for d in compared if d.concurrency != d.concurrency_here]
    shown = {"@MainActor": "`@MainActor`", "Sendable": "`Sendable`", "": "neither"}
    out = ["## Isolation and sendability", ""]
    out.append(f"Of the SDK's classes and protocols that exist here, {len(compared)} were compared: isolated to the "
               "main actor (`NS_SWIFT_UI_ACTOR`, which Swift imports as `@MainActor`; a class inherits its "
               "superclass's), `Sendable` (`NS_SWIFT_SENDABLE`) or neither. "
               f"{len(compared) - len(differ)} are declared here as the SDK declares them and {len(differ)} differ "
               "(deliberate ones are explained in `Sources/DynamicsUIKit/DECISIONS.md`, \"Isolation\"):")
    out.append("")
    if differ:
        out.append("| class or protocol | header | SDK | here |")
        out.append("|---|---|---|---|")
        for d in differ:
            out.append(f"| `{d.name}` | {d.header} | {shown[d.concurrency]} | {shown[d.concurrency_here]} |")
        out.append("")
    return out


def anchor(title):
    a = title.lower()
    a = re.sub(r"[^\w\s-]", "", a)
    return re.sub(r"\s", "-", a.strip())


def sdk_version(base):
    """The SDK's version from its SDKSettings.plist or SDKSettings.json (above the Frameworks folder; header-only
    mirrors often keep just the JSON), or from the folder's name."""
    import json
    import plistlib
    readers = (("SDKSettings.plist", plistlib.loads), ("SDKSettings.json", json.loads))
    for folder in [base.resolve()] + list(base.resolve().parents)[:4]:
        for name, parse in readers:
            settings = folder / name
            if settings.exists():
                try:
                    return str(parse(settings.read_bytes())["Version"])
                except (ValueError, KeyError, plistlib.InvalidFileException):
                    pass
    m = re.search(r"iPhoneOS(\d+(?:\.\d+)*)\.sdk", str(base.resolve()))
    return m.group(1) if m else "(unknown version: pass --sdk-version)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("headers", type=pathlib.Path)
    ap.add_argument("--out", type=pathlib.Path)
    ap.add_argument("--sdk-version", default=None)
    ap.add_argument("--optionality", action="store_true",
                    help="list only the properties whose optionality differs from the SDK's")
    args = ap.parse_args()

    base = args.headers
    uikit = next((p for p in (base / "UIKit.framework" / "Headers", base / "UIKit") if p.is_dir()), None)
    quartz = next((p for p in (base / "QuartzCore.framework" / "Headers", base / "QuartzCore") if p.is_dir()), None)
    if uikit is None or quartz is None:
        sys.exit(f"api-coverage: no UIKit and QuartzCore headers under {base}")
    version = args.sdk_version or sdk_version(base)

    notes = APINotes([p for p in (uikit / "UIKit.apinotes", quartz / "QuartzCore.apinotes") if p.exists()])
    reader = HeaderReader(notes)
    uikit_headers = sorted(p for p in uikit.glob("*.h") if p.name not in ("UIKit.h", "UIKitCore.h"))
    quartz_headers = [quartz / h for h in QUARTZ_HEADERS if (quartz / h).exists()]
    # Typed enums first, so constants of a type declared in a later header get their Swift owner.
    for p in uikit_headers + quartz_headers:
        reader.read(p)
    results = {}
    for p in uikit_headers + quartz_headers:
        seen = set()
        ds = []
        decls = reader.read(p)
        props = {(d.owner, d.objc.split()[-1]) for d in decls if d.kind == "property"}
        for d in decls:
            if d.kind == "method" and d.labels == [] and (d.owner, d.objc.split()[-1]) in props:
                continue    # `- CGColor` beside `@property CGColor`: one declaration in Swift
            key = (d.kind, d.objc, d.owner)
            if key in seen:
                continue    # a declaration repeated in a category, or an #if branch read twice
            seen.add(key)
            ds.append(d)
        results[p.name] = ds

    index = SwiftIndex()
    files = []
    for folder in SWIFT_SOURCES:
        files += sorted((ROOT / folder).rglob("*.swift"))
    index.add_files(files)
    index.add_c_enums(sorted((ROOT / "Sources/CUIKitOpenEnums").glob("*.h")))
    index.adopters = reader.adopters
    for ds in results.values():
        for d in ds:
            d.present = index.has(d)
            if d.present and d.kind == "property" and d.optionality is not None:
                d.here = index.optionality(d)
            d.frozen = d.present and d.kind == "type" and index.frozen(d.name)
    inherit_concurrency(results, reader.superclass)
    for ds in results.values():
        for d in ds:
            if d.present and d.concurrency is not None:
                d.concurrency_here = index.concurrency(d.name)

    if args.optionality:
        compared, differ = optionality_differences(results)
        for d in sorted(differ, key=lambda d: (d.header, d.swift())):
            print(f"{d.header}: {d.swift()}: SDK {SHAPE[d.optionality].strip('`')}, here {SHAPE[d.here].strip('`')}")
        print(f"{len(differ)} of {len(compared)} compared properties differ")
        return
    page = render(results, version, None)
    if args.out:
        args.out.write_text(page)
    else:
        sys.stdout.write(page)


if __name__ == "__main__":
    main()
