import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

@Suite struct DeviceTests {
    @Test func outsideASceneTheDeviceIsAnIPhoneOnIOS17() {
        let device = UIDevice.current
        #expect(device.model == "iPhone" && device.name == "iPhone" && device.localizedModel == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.orientation == .portrait && device.orientation.isPortrait && !device.orientation.isFlat)
        #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(device.isMultitaskingSupported && !device.proximityState)
    }

    @Test func theBatteryReadsAsUnknownUntilMonitored() {
        let device = UIDevice.current
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.batteryState == .full && device.batteryLevel == 1)
    }

    @Test func orientationNotificationRequestsBalance() {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
    }
}
