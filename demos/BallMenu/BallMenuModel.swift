import Dynamics
import Foundation

/// The content and colours of one menu card (the source's `CellDataModel`): a title with its icon, three statistics
/// and three shades of one hue.
struct BallMenuCardModel: Sendable {
    /// Which category picture sits before the title.
    enum Icon: Sendable {
        case wine, art, food
    }

    /// The title next to the icon.
    var name: String
    /// The category picture.
    var icon: Icon
    /// The three statistics shown under the title, in column order (followers, favorites, views).
    var statistics: [Int]
    /// The start button's colour.
    var darkColor: UIColor
    /// The groove's fill colour.
    var normalColor: UIColor
    /// The card's background colour.
    var lightColor: UIColor

    /// "Night life": red shades.
    static let nightLife = BallMenuCardModel(
        name: "Night life", icon: .wine, statistics: [517, 315, 7815],
        darkColor: UIColor(rgb: 0xCB5558), normalColor: UIColor(rgb: 0xD45D6E), lightColor: UIColor(rgb: 0xD7637E))
    /// "Art & Culture": green shades.
    static let artAndCulture = BallMenuCardModel(
        name: "Art & Culture", icon: .art, statistics: [437, 526, 8361],
        darkColor: UIColor(rgb: 0x5ABCA7), normalColor: UIColor(rgb: 0x61CAB4), lightColor: UIColor(rgb: 0x66D3BC))
    /// "Foot festivals" (the source's spelling): purple shades.
    static let food = BallMenuCardModel(
        name: "Foot festivals", icon: .food, statistics: [472, 214, 2741],
        darkColor: UIColor(rgb: 0xB752EB), normalColor: UIColor(rgb: 0xC165F0), lightColor: UIColor(rgb: 0xC873F4))

    /// The table's six rows: the three models, twice.
    static let tableRows: [BallMenuCardModel] = [nightLife, artAndCulture, food, nightLife, artAndCulture, food]

    /// The column titles under the statistics.
    static let statisticTitles = ["FOLLOWERS", "FAVORITES", "VIEWS"]
}

/// The source's scaling helpers: the groove was traced on an 896×483 design and every card is 220/372 of the screen
/// width high, so a design point (x, y) lands at (x·W/896, y·H/483) and a design length at v·W/896.
struct BallMenuMetrics: Sendable {
    /// Card (screen) width in points.
    var width: CGFloat

    /// The card height, which is also the table's row height: 221.774 pt on a 375-pt screen.
    var cardHeight: CGFloat { width * 220 / 372 }

    /// A design-space point mapped into card coordinates (x and y scaled separately).
    func point(x: CGFloat, y: CGFloat) -> CGPoint {
        CGPoint(x: x * width / 896, y: y * cardHeight / 483)
    }

    /// A design-space length scaled by the width only (the source's `setXX`).
    func length(_ value: CGFloat) -> CGFloat { value * width / 896 }
}
