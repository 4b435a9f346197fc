import Dynamics
import Foundation
import Testing

/// Every `UIBarButtonItem.SystemItem` draws something: a word or one of our symbol drawings.
@MainActor @Suite struct BarSystemItemTests {
    static let symbols: [(UIBarButtonItem.SystemItem, String)] = [
        (.add, "plus"), (.compose, "square.and.pencil"), (.reply, "arrowshape.turn.up.left"),
        (.action, "square.and.arrow.up"), (.organize, "folder"), (.bookmarks, "book"), (.search, "magnifyingglass"),
        (.refresh, "arrow.clockwise"), (.stop, "xmark"), (.camera, "camera"), (.trash, "trash"), (.play, "play.fill"),
        (.pause, "pause.fill"), (.rewind, "backward.fill"), (.fastForward, "forward.fill"), (.pageCurl, "doc"),
        (.close, "xmark"),
    ]

    @Test func everySymbolItemHasItsSymbolAndIOSsNumber() {
        for (item, name) in Self.symbols {
            let bar = UIBarButtonItem(barButtonSystemItem: item)
            #expect(bar.image?.isSymbolImage == true, "\(item)")
            #expect(bar.image?.pngData() == UIImage(systemName: name)?.pngData(), "\(item) draws \(name)")
        }
        #expect(UIBarButtonItem.SystemItem.compose.rawValue == 7 && UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
        #expect(UIBarButtonItem.SystemItem.fastForward.rawValue == 20 && UIBarButtonItem.SystemItem.camera.rawValue == 15)
    }

    @Test(arguments: [UIBarButtonItem.SystemItem.compose, .reply, .organize, .bookmarks, .camera, .play, .pause,
                      .rewind, .fastForward, .pageCurl])
    func theNewItemsDrawInTheTint(item: UIBarButtonItem.SystemItem) throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: item)]
        toolbar.layoutIfNeeded()
        let image = try render(toolbar, scale: 2)
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 120 { blue += 1 }
            }
        }
        // A 20.4-point symbol covers at least a few dozen device pixels of solid tint.
        #expect(blue > 60, "\(item): \(blue) blue pixels")
    }
}
