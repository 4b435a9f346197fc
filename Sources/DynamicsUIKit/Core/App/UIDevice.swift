import CUIKitOpenEnums
import Foundation

/// How the device is held, as its motion sensors report it (`UIDevice.current.orientation`): `.unknown`,
/// `.portrait`, `.portraitUpsideDown`, `.landscapeLeft`, `.landscapeRight`, `.faceUp`, `.faceDown`. Declared in C as
/// the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the SDK's diagnostics
/// (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIDeviceOrientation = CUIKitOpenEnums.UIDeviceOrientation

extension UIDeviceOrientation {
    /// Portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device a scene runs on: its name, model, system and idiom (`UIDevice.current`).
///
/// Each scene has its own device (by default an iPhone running iOS 17.0; `--device`, `Scene.device` and
/// `RenderOptions.device` choose another), installed for the span of its run as `UIScreen.main` is. The device is
/// never turned or unplugged: `orientation` is `.portrait`, and the battery, when monitored, is full and charging
/// at 100 %.
@preconcurrency @MainActor open class UIDevice: NSObject {
    /// Battery states, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias BatteryState = CUIKitOpenEnums.__UIDeviceBatteryState

    /// Posted when `orientation` changes: when a scene turns the device (`SceneContext.rotate(to:at:)`), while
    /// orientation notifications are generated.
    public nonisolated static let orientationDidChangeNotification =
        Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when `batteryState` changes.
    public nonisolated static let batteryStateDidChangeNotification =
        Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when `batteryLevel` changes.
    public nonisolated static let batteryLevelDidChangeNotification =
        Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when `proximityState` changes.
    public nonisolated static let proximityStateDidChangeNotification =
        Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// The device's name as its owner set it; iOS 16 and later give apps without the entitlement the model name,
    /// e.g. "iPhone".
    public let name: String
    /// The kind of device: "iPhone" or "iPad".
    public let model: String
    /// `model` in the user's language (English here).
    public var localizedModel: String { model }
    /// "iOS" (iPadOS reports "iPadOS" from iPadOS 15 on; an iPad device here says "iPadOS").
    public let systemName: String
    /// "17.0".
    public let systemVersion: String
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// A stable identifier for the app's vendor on this device (fixed per device model here, so renders repeat).
    public let identifierForVendor: UUID?
    /// How the device is held: `.portrait` unless the scene is shown in landscape or turns the device.
    public private(set) var orientation: UIDeviceOrientation
    /// Whether `beginGeneratingDeviceOrientationNotifications()` is in force.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationNotificationRequests = 0
    /// Whether the app watches the battery; while off, `batteryState` is `.unknown` and `batteryLevel` -1.
    public var isBatteryMonitoringEnabled = false
    /// `.full` while monitored, else `.unknown`.
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// 1.0 while monitored, else -1.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// Whether the proximity sensor is on (it never reports an object near here).
    public var isProximityMonitoringEnabled = false
    /// False: nothing is near the screen.
    public var proximityState: Bool { false }
    /// True, as on every device iOS 17 runs on.
    public var isMultitaskingSupported: Bool { true }

    /// A device with these names and idiom, held `orientation`, running iOS 17.0 (iPadOS 17.0 for the pad idiom).
    package init(name: String, model: String, userInterfaceIdiom: UIUserInterfaceIdiom,
                 orientation: UIDeviceOrientation = .portrait) {
        self.orientation = orientation
        self.name = name
        self.model = model
        self.userInterfaceIdiom = userInterfaceIdiom
        systemName = userInterfaceIdiom == .pad ? "iPadOS" : "iOS"
        systemVersion = "17.0"
        var hasher = UUIDSeed()
        hasher.mix(name)
        identifierForVendor = hasher.uuid
    }

    /// Turns the device, as a scene's scripted rotation does (`SceneContext.rotate(to:at:)`): `orientation` changes
    /// and, while orientation notifications are generated, `orientationDidChangeNotification` is posted.
    package func turn(to orientation: UIDeviceOrientation) {
        guard orientation != self.orientation else { return }
        self.orientation = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }

    /// Counts a request for orientation notifications (balanced by `endGenerating…`).
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Ends one request for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
        isGeneratingDeviceOrientationNotifications = orientationNotificationRequests > 0
    }

    /// The keyboard click; there is no sound in a render.
    public func playInputClick() {}

    private nonisolated static let installed = ThreadScoped<UIDevice>()
    private static let fallback = UIDevice(name: "iPhone", model: "iPhone", userInterfaceIdiom: .phone)

    /// The device of the scene running on this thread (outside a scene: an iPhone running iOS 17.0).
    public class var current: UIDevice { installed.value ?? fallback }

    /// Runs `body` with this device as `UIDevice.current` on the current thread.
    package func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.installed.withValue(self, body)
    }
}

/// A UUID made from a string with FNV-1a, so a device's `identifierForVendor` is the same in every render.
private struct UUIDSeed {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func mix(_ text: String) {
        for byte in text.utf8 {
            low = (low ^ UInt64(byte)) &* 0x100_0000_01b3
            high = (high ^ UInt64(byte)) &* 0x100_0000_01b3 &+ low
        }
    }

    var uuid: UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: low >> (8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: high >> (8 * index))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                           bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
