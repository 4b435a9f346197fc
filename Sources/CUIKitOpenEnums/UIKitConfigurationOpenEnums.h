// The enumerations of UIKit's iOS 14 and 15 configuration types: list layouts, cell accessories, list separators and
// button configurations. The SDK declares each as an `NS_ENUM` that its API notes mark `SwiftPrivate`, and its Swift
// overlay names it inside the overlay's structure (`UICollectionLayoutListConfiguration.Appearance`); the overlay is
// built with library evolution, so those Swift enumerations are open to new cases as a C one is. They are declared
// here as `UIKitOpenEnums.h` declares UIKit's others, under the SDK's C names and values, and `DynamicsUIKit` names
// them where the overlay does (DynamicsUIKit's DECISIONS.md, "Open enumerations", says what that changes).
#ifndef DYNAMICS_UIKIT_CONFIGURATION_OPEN_ENUMS_H
#define DYNAMICS_UIKIT_CONFIGURATION_OPEN_ENUMS_H

#include "UIKitOpenEnums.h"

/// The look of a list section (`UICollectionLayoutListConfiguration.Appearance`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionLayoutListAppearance : long {
    /// Rows edge to edge on the system background, a separator under each row.
    UICollectionLayoutListAppearancePlain = 0,
    /// Sections of rows edge to edge on the grouped background.
    UICollectionLayoutListAppearanceGrouped = 1,
    /// Sections inset from the sides with rounded corners, on the grouped background.
    UICollectionLayoutListAppearanceInsetGrouped = 2,
    /// A sidebar: on a phone (compact width) drawn as `insetGrouped` without separators, as iOS does.
    UICollectionLayoutListAppearanceSidebar = 3,
    /// A plain sidebar: drawn as `plain` without separators.
    UICollectionLayoutListAppearanceSidebarPlain = 4
} UICollectionLayoutListAppearance;

/// Whether list sections have headers (`UICollectionLayoutListConfiguration.HeaderMode`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionLayoutListHeaderMode : long {
    /// No headers.
    UICollectionLayoutListHeaderModeNone = 0,
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
    UICollectionLayoutListHeaderModeSupplementary = 1,
    /// The first item of each section is its header (its cell is drawn as the other rows here).
    UICollectionLayoutListHeaderModeFirstItemInSection = 2
} UICollectionLayoutListHeaderMode;

/// Whether list sections have footers (`UICollectionLayoutListConfiguration.FooterMode`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICollectionLayoutListFooterMode : long {
    /// No footers.
    UICollectionLayoutListFooterModeNone = 0,
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` below each section.
    UICollectionLayoutListFooterModeSupplementary = 1
} UICollectionLayoutListFooterMode;

/// When a cell accessory shows (`UICellAccessory.DisplayedState`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICellAccessoryDisplayedState : long {
    /// Always.
    UICellAccessoryDisplayedAlways = 0,
    /// Only while the cell is editing.
    UICellAccessoryDisplayedWhenEditing = 1,
    /// Only while the cell is not editing.
    UICellAccessoryDisplayedWhenNotEditing = 2
} UICellAccessoryDisplayedState;

/// Whether an outline disclosure belongs to a header or a cell (`UICellAccessory.OutlineDisclosureOptions.Style`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICellAccessoryOutlineDisclosureStyle : long {
    /// Decided by whether the cell is a section's header.
    UICellAccessoryOutlineDisclosureStyleAutomatic = 0,
    /// A section header's: a tap anywhere on the row toggles.
    UICellAccessoryOutlineDisclosureStyleHeader = 1,
    /// A selectable cell's: only a tap on the disclosure toggles.
    UICellAccessoryOutlineDisclosureStyleCell = 2
} UICellAccessoryOutlineDisclosureStyle;

/// Whether a list separator shows (`UIListSeparatorConfiguration.Visibility`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIListSeparatorVisibility : long {
    /// As the list decides: visible in a list that shows separators.
    UIListSeparatorVisibilityAutomatic = 0,
    /// Shown.
    UIListSeparatorVisibilityVisible = 1,
    /// Not shown.
    UIListSeparatorVisibilityHidden = 2
} UIListSeparatorVisibility;

/// The size class that picks a configured button's default insets, fonts and corner radius
/// (`UIButton.Configuration.Size`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIButtonConfigurationSize : long {
    /// Body text; the default.
    UIButtonConfigurationSizeMedium = 0,
    /// Subheadline text.
    UIButtonConfigurationSizeSmall = 1,
    /// Footnote text, tight insets.
    UIButtonConfigurationSizeMini = 2,
    /// Body text, roomy insets.
    UIButtonConfigurationSizeLarge = 3
} UIButtonConfigurationSize;

/// How a configured button's title and subtitle sit against each other (`UIButton.Configuration.TitleAlignment`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIButtonConfigurationTitleAlignment : long {
    /// Leading beside an image, centred above or below one or without one.
    UIButtonConfigurationTitleAlignmentAutomatic = 0,
    /// Leading edges aligned.
    UIButtonConfigurationTitleAlignmentLeading = 1,
    /// Centred.
    UIButtonConfigurationTitleAlignmentCenter = 2,
    /// Trailing edges aligned.
    UIButtonConfigurationTitleAlignmentTrailing = 3
} UIButtonConfigurationTitleAlignment;

/// How round a configured button's background corners are (`UIButton.Configuration.CornerStyle`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UIButtonConfigurationCornerStyle : long {
    /// The radius of the medium style (there is no background configuration here to take one from).
    UIButtonConfigurationCornerStyleFixed = -1,
    /// A radius that goes with the button size (6 points for medium).
    UIButtonConfigurationCornerStyleDynamic = 0,
    /// 4 points.
    UIButtonConfigurationCornerStyleSmall = 1,
    /// 8 points.
    UIButtonConfigurationCornerStyleMedium = 2,
    /// 12 points.
    UIButtonConfigurationCornerStyleLarge = 3,
    /// Half the height: a pill.
    UIButtonConfigurationCornerStyleCapsule = 4
} UIButtonConfigurationCornerStyle;

/// Whether a cell takes part in a drag (`UICellConfigurationState.DragState`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICellConfigurationDragState : long {
    /// Not part of a drag session.
    UICellConfigurationDragStateNone = 0,
    /// Being lifted, before it joins a drag session.
    UICellConfigurationDragStateLifting = 1,
    /// Part of an active drag session.
    UICellConfigurationDragStateDragging = 2
} UICellConfigurationDragState;

/// Whether a cell is where a drag may drop (`UICellConfigurationState.DropState`).
typedef enum DYNAMICS_OPEN_ENUM DYNAMICS_SWIFT_PRIVATE UICellConfigurationDropState : long {
    /// No drag session.
    UICellConfigurationDropStateNone = 0,
    /// A drag may drop in the cell's container, not on the cell.
    UICellConfigurationDropStateNotTargeted = 1,
    /// The cell is the drop target.
    UICellConfigurationDropStateTargeted = 2
} UICellConfigurationDropState;

#endif
