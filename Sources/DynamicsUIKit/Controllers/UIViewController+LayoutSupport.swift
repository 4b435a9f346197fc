import DynamicsGeometry
import Foundation

/// A layout guide spanning from one edge of a controller's view to its safe area: since iOS 11 the bars' extent
/// is the safe area's inset, which is what `view.safeAreaLayoutGuide` (Apple's replacement) pins to.
final class ControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge of the view the guide covers.
    let edge: UIRectEdge

    init(edge: UIRectEdge) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    required init?(coder: NSCoder) { nil }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The area under the status and navigation bars: its `length` is the view's top safe-area inset, and its
    /// `bottomAnchor` is the safe area's top (Apple: "Use view.safeAreaLayoutGuide.topAnchor instead of
    /// topLayoutGuide.bottomAnchor"). Made on first use, as a layout guide of the view.
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(for: .top) }

    /// The area over the tab bar or toolbar and the home indicator: its `length` is the view's bottom safe-area
    /// inset, and its `topAnchor` is the safe area's bottom.
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(for: .bottom) }

    private func layoutSupportGuide(for edge: UIRectEdge) -> ControllerLayoutSupportGuide {
        let view = self.view!
        if let made = view.layoutGuides.lazy.compactMap({ $0 as? ControllerLayoutSupportGuide })
            .first(where: { $0.edge == edge }) {
            return made
        }
        let guide = ControllerLayoutSupportGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(edge == .top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor),
               guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
               guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 0)])
        return guide
    }
}
