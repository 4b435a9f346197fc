import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The canvases `UIGraphicsBeginImageContextWithOptions` opened on this thread, innermost last.
private final class OpenImageContexts {
    var canvases: [BitmapCanvas] = []
}

private let openImageContexts = ThreadLocalImageContexts()

/// The per-thread stack of open image contexts (a thread-local dictionary entry: these calls are rare).
private final class ThreadLocalImageContexts: Sendable {
    private let key = "DynamicsRender.openImageContexts"

    var current: OpenImageContexts {
        if let stack = Thread.current.threadDictionary[key] as? OpenImageContexts { return stack }
        let stack = OpenImageContexts()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Opens a bitmap canvas of `size` points and makes it the current context until `UIGraphicsEndImageContext()`, as
/// UIKit's function does. `scale` 0 means the main screen's scale; `opaque` canvases start black. Sizes with no
/// pixels open nothing (UIKit logs an error and draws nowhere).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    guard let canvas = BitmapCanvas(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque) else { return }
    openImageContexts.current.canvases.append(canvas)
    UIGraphicsPushContext(canvas.graphics)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the innermost open image context; nil when none is open or another context was pushed
/// over it.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let canvas = openImageContexts.current.canvases.last,
          UIGraphicsGetCurrentContext() === canvas.graphics else { return nil }
    return canvas.image()
}

/// Closes the innermost image context and makes the context before it current again.
public func UIGraphicsEndImageContext() {
    let stack = openImageContexts.current
    guard let canvas = stack.canvases.last, UIGraphicsGetCurrentContext() === canvas.graphics else { return }
    UIGraphicsPopContext()
    stack.canvases.removeLast()
}
