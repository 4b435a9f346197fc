import Dynamics
import Foundation

/// A Settings-like inset-grouped table on a 375×667 screen, whose rows can be flicked away with UIKit Dynamics.
///
/// Three sections of `.value1` rows with coloured icons and disclosure chevrons under a 34 pt "Settings" title
/// (the table's header view). A left swipe on a row deletes it from the data (the row fades out while the rows
/// below close the gap) and throws a copy of it: the copy, laid over the table in the window, gets an instantaneous
/// push to the left and up, a spin, and gravity, and falls off the screen. Scripted: a swipe on "Bluetooth" at
/// 0.5 s, a tap on "General" at 2 s (it highlights grey and stays selected), a swipe on "Focus" at 2.5 s.
let settingsScene = Scene(
    name: "settings",
    summary: "UITableView: a Settings-like inset-grouped table whose swiped rows are thrown off screen by a push, a spin and gravity; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 4.5
) { context in
    context.statusBar = .automatic   // dark content, light in dark mode
    let settings = SettingsController()
    context.window.rootViewController = settings
    context.drive(settings.animator)
    // The table rests 20 pt down, below the status bar (its adjusted content inset), as on iOS.
    context.swipe(from: CGPoint(x: 300, y: 246), to: CGPoint(x: 120, y: 246), time: 0.5)
    context.tap(at: CGPoint(x: 180, y: 550), time: 2)
    context.swipe(from: CGPoint(x: 300, y: 420), to: CGPoint(x: 120, y: 420), time: 2.5)
}

/// One row of the settings list.
struct SettingsRow {
    var title: String
    var value: String?
    var color: UIColor
}

/// The settings list: an inset-grouped table controller, its own data source and delegate.
final class SettingsController: UITableViewController {
    private var sections: [[SettingsRow]] = [
        [SettingsRow(title: "Airplane Mode", value: "Off", color: .systemOrange),
         SettingsRow(title: "Wi-Fi", value: "Home", color: .systemBlue),
         SettingsRow(title: "Bluetooth", value: "On", color: .systemBlue),
         SettingsRow(title: "Cellular", value: nil, color: .systemGreen)],
        [SettingsRow(title: "Notifications", value: nil, color: .systemRed),
         SettingsRow(title: "Sounds & Haptics", value: nil, color: .systemPink),
         SettingsRow(title: "Focus", value: nil, color: .systemIndigo),
         SettingsRow(title: "Screen Time", value: nil, color: .systemIndigo)],
        [SettingsRow(title: "General", value: nil, color: .systemGray),
         SettingsRow(title: "Control Center", value: nil, color: .systemGray),
         SettingsRow(title: "Display & Brightness", value: nil, color: .systemBlue),
         SettingsRow(title: "Wallpaper", value: nil, color: .systemTeal)],
    ]
    /// Moves the thrown rows; its reference view is the window, so they fly over everything.
    private(set) lazy var animator = UIDynamicAnimator(referenceView: view.window ?? view)
    private let gravity = UIGravityBehavior()

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Settings's large title sits at the 16 pt margin, in a header as wide as the table.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 96))
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: 343, height: 96))
        title.text = "Settings"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        header.addSubview(title)
        tableView.tableHeaderView = header
        let swipe = UISwipeGestureRecognizer { [unowned self] swipe in
            self.throwRow(at: swipe.location(in: self.tableView))
        }
        swipe.direction = .left
        tableView.addGestureRecognizer(swipe)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
        Self.configure(cell, with: sections[indexPath.section][indexPath.row])
        return cell
    }

    /// Shows a row: its icon, title, value and chevron.
    static func configure(_ cell: UITableViewCell, with row: SettingsRow) {
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.imageView?.image = icon(row.color)
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "row-\(row.title)"
    }

    /// A 29 pt rounded square in `color`, as Settings draws its icons' backgrounds.
    static func icon(_ color: UIColor) -> UIImage {
        UIImage(size: CGSize(width: 29, height: 29)) { context in
            context.setFillColor(color)
            context.fill(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7))
        }
    }

    /// Deletes the row under `point` (table coordinates) and throws a copy of it off the screen.
    private func throwRow(at point: CGPoint) {
        guard let indexPath = tableView.indexPathForRow(at: point), let window = view.window else { return }
        let row = sections[indexPath.section][indexPath.row]
        let copy = UITableViewCell(style: .value1, reuseIdentifier: nil)
        Self.configure(copy, with: row)
        copy.frame = tableView.convert(tableView.rectForRow(at: indexPath), to: window)
        copy.accessibilityIdentifier = "thrown-\(row.title)"
        // Outside a table a cell's background is systemBackground (black in dark mode); the copy keeps the colour of
        // an inset-grouped row, as it had in the table.
        copy.backgroundColor = .secondarySystemGroupedBackground
        copy.layer.cornerRadius = 10
        copy.clipsToBounds = true
        window.addSubview(copy)

        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)

        let push = UIPushBehavior(items: [copy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: -6, dy: -3)
        let spin = UIDynamicItemBehavior(items: [copy])
        spin.addAngularVelocity(-1.5, for: copy)
        animator.addBehavior(push)
        animator.addBehavior(spin)
        gravity.addItem(copy)
        if gravity.dynamicAnimator == nil { animator.addBehavior(gravity) }
    }
}
