// A timer and a display link that drive a view by selector.
import UIKit
import QuartzCore

class Ticker: UIViewController {
    var timer: Timer?
    var link: CADisplayLink?
    var angle: CGFloat = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .commonModes)
    }

    @objc func tick(_ timer: Timer) {
        angle += .pi / 8
        view.transform = CGAffineTransform(rotationAngle: angle)
    }

    @objc func step(_ link: CADisplayLink) {
        view.alpha = 0.5 + 0.5 * sin(CGFloat(link.timestamp))
    }

    override func viewWillDisappear(_ animated: Bool) {
        timer?.invalidate()
        link?.invalidate()
    }
}
