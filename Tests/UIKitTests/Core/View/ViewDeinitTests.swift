import DynamicsUIKit
import Foundation
import Testing

/// How many view deinitialisers of this file ran; written from deinitialisers that are not isolated.
nonisolated(unsafe) private var deinitsRun = 0

/// A view subclass with a plain `deinit`, as iOS code has (UIKit's own is an Objective-C `dealloc`, not isolated),
/// which stops observing another view there: `removeObserver` is not isolated either, as NSObject's.
private final class PlainDeinitView: UIView {
    private let watched: UIView

    init(watching watched: UIView) {
        self.watched = watched
        super.init(frame: .zero)
        watched.addObserver(self, forKeyPath: "bounds", options: [], context: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit {
        watched.removeObserver(self, forKeyPath: "bounds")
        deinitsRun += 1
    }
}

/// A view subclass written for Swift 6: its `isolated deinit` stops observing another view, on the main actor.
private final class ObservingView: UIView {
    private let watched: UIView

    init(watching watched: UIView) {
        self.watched = watched
        super.init(frame: .zero)
        watched.addObserver(self, forKeyPath: "center", options: [], context: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    isolated deinit {
        watched.removeObserver(self, forKeyPath: "center")
        deinitsRun += 1
    }
}

@Suite("UIView deinit")
struct ViewDeinitTests {
    @Test("subclasses' plain and isolated deinits run when their views go; a standalone sublayer goes with them")
    func subclassDeinit() {
        let watched = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = deinitsRun
        weak var sublayer: CALayer?
        do {
            let plain = PlainDeinitView(watching: watched)
            let observing = ObservingView(watching: watched)
            let ring = CAShapeLayer()
            sublayer = ring
            plain.layer.addSublayer(ring)
            #expect(sublayer != nil && observing.superview == nil)
        }
        #expect(deinitsRun == before + 2)
        #expect(sublayer == nil)
        // Observers that went tell nothing and break nothing.
        watched.center = CGPoint(x: 50, y: 50)
        watched.bounds.size = CGSize(width: 20, height: 20)
        #expect(watched.center == CGPoint(x: 50, y: 50) && watched.bounds.width == 20)
    }
}
