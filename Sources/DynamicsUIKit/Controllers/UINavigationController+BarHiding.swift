import DynamicsGeometry
import Foundation

extension UINavigationController {
    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`'s work).
    func changeNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenState else { return }
        navigationBarHiddenState = hidden
        guard isViewLoaded else { return }
        let bar: UINavigationBar = navigationBar
        let changeInsets = {
            for child in self.viewControllers where child.isViewLoaded {
                child.containerSafeAreaInsets = self.containerInsets(for: child)
            }
            self.topViewController?.view.layoutIfNeeded()
        }
        guard animated else {
            changeInsets()
            return placeBar()
        }
        let duration = TimeInterval(UINavigationControllerHideShowBarDuration)
        if hidden {
            placeBar()
            let resting = bar.frame
            bar.isHidden = false
            navigationBarSlidesAway = true
            bar.frame = shownBarFrame(height: resting.height)
            UIView.animate(withDuration: duration, animations: {
                bar.frame = resting
                changeInsets()
            }, completion: { _ in
                self.navigationBarSlidesAway = false
                if self.navigationBarHiddenState { bar.isHidden = true }
            })
        } else {
            placeBar()
            let resting = bar.frame
            bar.frame = CGRect(x: resting.minX, y: -resting.height, width: resting.width, height: resting.height)
            UIView.animate(withDuration: duration) {
                bar.frame = resting
                changeInsets()
            }
        }
    }

    /// Where a shown bar of `height` sits: just under the status bar.
    func shownBarFrame(height: CGFloat) -> CGRect {
        let top = view.window?.deviceSafeAreaInsets.top ?? UINavigationBar.statusBarHeight
        return CGRect(x: 0, y: top, width: view.bounds.width, height: height)
    }
}
