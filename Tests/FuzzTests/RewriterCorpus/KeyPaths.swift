// Key paths, dynamic properties and platform conditions of an Objective-C era model.
#if os(iOS)
import UIKit
#else
import Foundation
#endif

@objcMembers class Score: NSObject {
    @objc dynamic var points = 0
    @nonobjc var cache: [Int] = []
}

class ScoreView: UIView {
    let score = Score()
    var observation: NSKeyValueObservation?

    func watch() {
        let path = #keyPath(Score.points)
        layer.setValue(0.5, forKeyPath: #keyPath(CALayer.opacity))
        print(path)
        #if canImport(UIKit)
        backgroundColor = .yellow
        #endif
    }
}
