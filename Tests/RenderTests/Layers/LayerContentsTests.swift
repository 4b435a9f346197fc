import Dynamics
import Foundation
import Testing

@Suite("CALayer contents and CATransaction")
struct LayerContentsTests {
    @Test("layer.contents = image.cgImage draws the image stretched over the bounds, under draw(_:)")
    func contentsImage() throws {
        let image = UIImage(size: CGSize(width: 2, height: 2)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        view.layer.contents = image.cgImage
        root.addSubview(view)
        #expect(image.cgImage?.width == 2 && UIImage(cgImage: image.cgImage!).size == CGSize(width: 2, height: 2))
        let frame = try Renderer().render(root, scale: 1)
        let inside = frame.pixel(x: 20, y: 10), outside = frame.pixel(x: 5, y: 10)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0)
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
        view.layer.contents = "not an image"
        let plain = try Renderer().render(root, scale: 1).pixel(x: 20, y: 10)
        #expect(plain.g == 255)
    }

    @Test("CATransaction nests; the outermost commit runs the completion blocks, innermost first")
    func transactionCompletion() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { log.append("now") }
        #expect(log.last == "now")
    }
}
