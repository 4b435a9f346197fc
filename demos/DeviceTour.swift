import Dynamics
import Foundation

/// One screen as a chosen device shows it, in either appearance and at any text size: a navigation controller with a
/// large title and a toolbar, and under the bar a column of dynamic-type text and standard controls (a segmented
/// control, a switch, a slider, a stepper, a rounded text field) pinned to the safe area and the readable content
/// guide. At 0.5 s a badge drops from under the title under gravity and bounces on the bottom of the safe area (the
/// collision boundary is the safe-area guide's frame, so it stops above the home indicator or the toolbar of each
/// device); at 2.5 s an alert comes up. The scene's own device is an iPhone 15 Pro: `--device`, `--orientation`,
/// `--appearance dark` and `--content-size accessibility-large` show it elsewhere (`dynamics matrix device-tour`).
let deviceTourScene: Scene = {
    var scene = Scene(
        name: "device-tour",
        summary: "Traits tour: large title, toolbar, dynamic-type text and controls by safe area and margins; a badge drops onto the safe area's bottom; an alert at 2.5 s; 393×852 (iPhone 15 Pro)",
        size: CGSize(width: 393, height: 852),
        duration: 3.5
    ) { context in
        let tour = TourViewController()
        let navigation = UINavigationController(rootViewController: tour)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.isToolbarHidden = false
        context.window.rootViewController = navigation
        context.drive(tour.animator)
        context.at(0.5) { tour.dropBadge() }
        context.at(2.5) { tour.showAlert() }
    }
    scene.device = .iPhone15Pro
    return scene
}()

/// The tour's screen: everything placed with constraints, so it follows the device, the orientation and the text size.
final class TourViewController: UIViewController {
    private(set) lazy var animator = UIDynamicAnimator(referenceView: view)
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Traits"
        view.backgroundColor = .systemGroupedBackground
        toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
                        UIBarButtonItem(barButtonSystemItem: .add)]

        let heading = label("Light, dark and any size", style: .title2, color: .label)
        let body = label("Text uses the preferred fonts and follows the text size; controls and bars draw in the "
                         + "appearance of the screen.", style: .body, color: .secondaryLabel)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let toggle = UISwitch()
        toggle.isOn = true
        let toggleRow = row(label("Notifications", style: .body, color: .label), toggle)
        let slider = UISlider()
        slider.value = 0.6
        let stepper = UIStepper()
        let stepperRow = row(label("Copies", style: .body, color: .label), stepper)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true

        let column = UIStackView(arrangedSubviews: [heading, body, segments, toggleRow, slider, stepperRow, field])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])

        badge.accessibilityIdentifier = "badge"
        badge.text = "9"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.font = .preferredFont(forTextStyle: .headline)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 22
        badge.clipsToBounds = true
        badge.isHidden = true
        view.addSubview(badge)
    }

    private func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = 0
        return label
    }

    /// A label that takes the row's free width and a control at the trailing edge.
    private func row(_ title: UILabel, _ control: UIControl) -> UIStackView {
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        control.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [title, control])
        row.spacing = 8
        row.alignment = .center
        return row
    }

    /// Shows the badge at the trailing margin under the bar and lets it fall onto the safe area's bottom edge.
    func dropBadge() {
        let safe = view.safeAreaLayoutGuide.layoutFrame
        badge.frame = CGRect(x: safe.maxX - view.directionalLayoutMargins.trailing - 44, y: safe.minY + 8,
                             width: 44, height: 44)
        badge.isHidden = false
        let gravity = UIGravityBehavior(items: [badge])
        let floor = UICollisionBehavior(items: [badge])
        floor.addBoundary(withIdentifier: "safe-area" as NSString, for: UIBezierPath(rect: safe))
        let bounce = UIDynamicItemBehavior(items: [badge])
        bounce.elasticity = 0.5
        for behavior in [gravity, floor, bounce] { animator.addBehavior(behavior) }
    }

    func showAlert() {
        let alert = UIAlertController(title: "Dark mode", message: "Alerts follow the appearance too.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
