import Dynamics
import Foundation
import Testing

/// A white `width`×`height` canvas view.
func makeCanvas(width: CGFloat = 200, height: CGFloat = 200) -> UIView {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    canvas.backgroundColor = .white
    return canvas
}

/// The pixel at point (x, y) of the canvas, sampled at the centre of the device pixel covering it.
func pixel(_ image: Image, atPoint x: CGFloat, _ y: CGFloat, scale: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
    let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
}

/// True when every channel of `actual` is within `tolerance` of `expected`.
func matches(_ actual: (r: Int, g: Int, b: Int, a: Int), _ expected: (Int, Int, Int), tolerance: Int = 2) -> Bool {
    abs(actual.r - expected.0) <= tolerance && abs(actual.g - expected.1) <= tolerance
        && abs(actual.b - expected.2) <= tolerance
}

/// Renders at a scale, failing the test on error.
func render(_ root: UIView, scale: CGFloat, transparent: Bool = false) throws -> Image {
    try Renderer().render(root, scale: scale, transparent: transparent)
}

/// A fresh empty temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Adds a view with a frame and background colour on top of `canvas`.
@discardableResult
func addBox(to canvas: UIView, _ frame: CGRect, color: UIColor?) -> UIView {
    let box = UIView(frame: frame)
    box.backgroundColor = color
    canvas.addSubview(box)
    return box
}

/// The area of `polygon` inside the unit square at (x, y): the polygon clipped to the square (Sutherland–Hodgman) and
/// measured with the shoelace formula, an independent check of the renderer's exact-area coverage.
func polygonArea(_ polygon: [CGPoint], inPixel x: Int, _ y: Int) -> Double {
    var points = polygon
    let edges: [(CGPoint) -> Double] = [
        { $0.x - Double(x) }, { Double(x + 1) - $0.x }, { $0.y - Double(y) }, { Double(y + 1) - $0.y },
    ]
    for inside in edges {
        var clipped: [CGPoint] = []
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            let (a, b) = (inside(point), inside(next))
            if a >= 0 { clipped.append(point) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                clipped.append(CGPoint(x: point.x + t * (next.x - point.x), y: point.y + t * (next.y - point.y)))
            }
        }
        points = clipped
        if points.isEmpty { return 0 }
    }
    var twice = 0.0
    for (index, point) in points.enumerated() {
        let next = points[(index + 1) % points.count]
        twice += point.x * next.y - next.x * point.y
    }
    return abs(twice) / 2
}
