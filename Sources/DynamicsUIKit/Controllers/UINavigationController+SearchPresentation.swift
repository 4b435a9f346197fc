import DynamicsGeometry
import Foundation

extension UINavigationController {
    /// Whether `controller`'s search is active and hides the bar's title row while it is
    /// (`hidesNavigationBarDuringPresentation`): the bar is then the search row alone, under the status bar.
    func searchHidesTitleRow(of controller: UIViewController) -> Bool {
        guard let search = controller.navigationItem.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The top controller's search became active or inactive, or its scope bar came or went: the title row slides
    /// up out of the bar (or back) when the search hides it, the search row moves up under the status bar with it
    /// and grows or shrinks with the scope bar, and the safe area follows, so content resting at its top moves with
    /// the search bar — over the search controller's presentation time, as on iOS.
    func searchLayoutChanged() {
        guard isViewLoaded, let top = topViewController else { return }
        UIView.animate(withDuration: UISearchController.presentationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: {
            if top.isViewLoaded { top.containerSafeAreaInsets = self.containerInsets(for: top) }
            self.placeBar()
            self.navigationBar.layoutIfNeeded()
            top.viewIfLoaded?.layoutIfNeeded()
        })
    }
}
