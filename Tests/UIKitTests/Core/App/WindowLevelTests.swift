import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

@MainActor @Suite struct WindowLevelTests {
    @Test func levelsHaveIOSNumbersAndArithmetic() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect((UIWindow.Level.alert + 1).rawValue == 2001 && (UIWindow.Level.normal - 1) < .normal)
        #expect(UIWindow(frame: .zero).windowLevel == .normal)
    }

    @Test func theApplicationsWindowsAreListedBackToFrontByLevel() {
        let main = UIWindow(frame: .zero), alert = UIWindow(frame: .zero)
        let toast = UIWindow(frame: .zero), other = UIWindow(frame: .zero)
        let mine = [main, alert, toast, other]
        for window in mine { window.makeKeyAndVisible() }
        alert.windowLevel = .alert
        toast.windowLevel = .statusBar + 1
        #expect(UIApplication.shared.windows.filter { mine.contains($0) } == [main, other, toast, alert])
        alert.windowLevel = .normal - 1
        #expect(UIApplication.shared.windows.filter { mine.contains($0) } == [alert, main, other, toast])
        #expect(UIApplication.shared.keyWindow === other)
    }

    @Test func coordinateSpacesConvertThroughTheScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        card.bounds.origin = CGPoint(x: 0, y: 5)
        window.addSubview(card)
        let screen = UIScreen.main.coordinateSpace
        #expect(screen.bounds == UIScreen.main.bounds)
        #expect(card.convert(CGPoint(x: 1, y: 5), to: screen) == CGPoint(x: 11, y: 20))
        #expect(card.convert(CGPoint(x: 11, y: 20), from: screen) == CGPoint(x: 1, y: 5))
        #expect(screen.convert(CGPoint(x: 11, y: 20), to: card) == CGPoint(x: 1, y: 5))
        #expect(card.convert(CGRect(x: 0, y: 5, width: 10, height: 10), to: screen)
                == CGRect(x: 10, y: 20, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        window.addSubview(other)
        let space: any UICoordinateSpace = other
        #expect(card.convert(CGPoint(x: 40, y: 35), to: space) == CGPoint(x: 0, y: 0))
    }

    @Test func aViewIsOpaqueByDefault() {
        let view = UIView()
        #expect(view.isOpaque && view.clearsContextBeforeDrawing)
        view.isOpaque = false
        #expect(!view.isOpaque)
    }
}
