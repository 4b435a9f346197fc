import Dynamics
import Foundation
import Testing

@Suite struct ViewModelTests {
    @Test func frameBoundsCenterTransformStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        #expect(abs(view.frame.midX - 60) < 1e-9 && abs(view.frame.midY - 45) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(abs(view.frame.minX + 25) < 1e-9)
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(view.center == CGPoint(x: 10, y: 15) && view.bounds.size == CGSize(width: 20, height: 30))
    }

    @Test func convertGoesThroughTransformsAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        // Parent's top-left corner (0,0) rotates 90° about (150,150) to (200,100).
        let corner = parent.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - 200) < 1e-9 && abs(corner.y - 100) < 1e-9)
        let back = root.convert(corner, to: parent)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let fromChild = child.convert(CGPoint(x: 10, y: 0), to: nil)
        #expect(abs(fromChild.x - 200) < 1e-9 && abs(fromChild.y - 110) < 1e-9)
        parent.transform = .identity
        parent.bounds.origin = CGPoint(x: 50, y: 0)
        #expect(root.convert(CGPoint(x: 100, y: 100), to: parent) == CGPoint(x: 50, y: 0))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 50, y: 100, width: 10, height: 10))
    }

    @Test func hierarchyOperationsKeepOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        root.sendSubviewToBack(b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        root.insertSubview(a, at: 0)
        #expect(root.subviews.first === a)
        let other = UIView()
        other.addSubview(c)
        #expect(c.superview === other && root.subviews.count == 2)
        c.tag = 7
        #expect(other.viewWithTag(7) === c)
        c.removeFromSuperview()
        #expect(c.superview == nil && other.subviews.isEmpty)
        #expect(a.isDescendant(of: root) && !c.isDescendant(of: root))
    }

    @Test func colorsMatchUIKit() throws {
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.purple == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        let hex = try #require(UIColor(hex: "#61CAB4"))
        #expect(hex == UIColor(rgb: 0x61CAB4))
        #expect(abs(hex.red - 0x61 / 255.0) < 1e-12 && abs(hex.blue - 0xB4 / 255.0) < 1e-12)
        #expect(UIColor(hex: "F00") == .red)
        #expect(UIColor(hex: "#12345") == nil && UIColor(hex: "zzzzzz") == nil)
        #expect(UIColor(hex: "#FF000080")?.alpha == 128.0 / 255)
        let hsb = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(hsb.green - 1) < 1e-12 && abs(hsb.red) < 1e-12)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0
        UIColor(rgb: 0x61CAB4).getHue(&h, saturation: &s, brightness: &b, alpha: nil)
        let roundTrip = UIColor(hue: h, saturation: s, brightness: b, alpha: 1)
        #expect(abs(roundTrip.red - hex.red) < 1e-12 && abs(roundTrip.green - hex.green) < 1e-12)
        var r: CGFloat = 0, a: CGFloat = 0
        UIColor.red.withAlphaComponent(0.25).getRed(&r, green: nil, blue: nil, alpha: &a)
        #expect(r == 1 && a == 0.25)
    }

    @Test(arguments: [1.0, 2.0])
    func buttonDrawsBackgroundTitleAndRunsActions(scale: CGFloat) throws {
        let canvas = makeCanvas(width: 200, height: 60)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.backgroundColor = .white
        button.setTitle("Dismiss", for: .normal)
        canvas.addSubview(button)
        let image = try render(canvas, scale: scale)
        var blueInk = 0
        for y in 0..<Int(40 * scale) {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 150 { blueInk += 1 }
            }
        }
        #expect(blueInk > Int(30 * scale * scale), "system-blue title pixels: \(blueInk)")
        var taps = 0
        button.addAction(UIAction { action in
            #expect(action.sender === button)
            taps += 1
        }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        #expect(button.titleColor(for: .disabled) != .systemBlue)
        #expect(button.titleColor(for: .normal) == .systemBlue)
        canvas.tintColor = .red
        #expect(button.titleColor(for: .normal) == .red)
    }

    @Test func buttonSelectedStateFallsBackToNormal() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        button.setTitle("v", for: .normal)
        button.setTitle("^", for: .selected)
        #expect(button.currentTitle == "v")
        button.isSelected = true
        #expect(button.currentTitle == "^")
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitleColor == .red)
    }
}
