import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `CMMotionManager` on a scripted device, driven tick by tick as the scene runner drives it.
@Suite struct DeviceMotionTests {
    /// Runs ticks 1…`ticks` (1/60 s) of `clock` with `device` current.
    private func run(_ clock: AnimationClock, _ device: DeviceAttitudeScript, ticks: ClosedRange<Int>) {
        for tick in ticks {
            device.withCurrent { clock.withCurrent { clock.advance(to: Double(tick) / 60) } }
        }
    }

    @Test func aTiltTurnsGravityEvenlyAndStaysUnitLength() {
        let device = DeviceAttitudeScript()
        device.tilt(toGravity: CMAcceleration(x: 2, y: 0, z: 0), at: 1, over: 1)
        #expect(device.gravity(at: 0.5) == .portraitUpright)
        let halfway = device.gravity(at: 1.5)
        #expect(abs(halfway.x - 0.5.squareRoot()) < 1e-12 && abs(halfway.y + 0.5.squareRoot()) < 1e-12)
        #expect(device.gravity(at: 3) == CMAcceleration(x: 1, y: 0, z: 0))
        device.tilt(toGravity: CMAcceleration(x: 0, y: 0, z: 0), at: 4)
        device.tilt(toGravity: CMAcceleration(x: .nan, y: 1, z: 0), at: 4)
        #expect(device.gravity(at: 5) == CMAcceleration(x: 1, y: 0, z: 0))
    }

    @Test func updatesInAReferenceFrameCarryTheSameGravityAndCanBeReadWithoutAHandler() {
        let clock = AnimationClock()
        let device = DeviceAttitudeScript()
        device.tilt(toGravity: CMAcceleration(x: 0.6, y: -0.8, z: 0), at: 0.2)
        let manager = CMMotionManager()
        #expect(CMMotionManager.availableAttitudeReferenceFrames().contains(.xMagneticNorthZVertical))
        #expect(manager.attitudeReferenceFrame == .xArbitraryZVertical && !manager.showsDeviceMovementDisplay)
        manager.showsDeviceMovementDisplay = true
        device.withCurrent { clock.withCurrent { manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical) } }
        #expect(manager.attitudeReferenceFrame == .xMagneticNorthZVertical && manager.isDeviceMotionActive)
        run(clock, device, ticks: 1...6)
        // Read as SensorTesting's timer reads it: the latest sample, 0.1 s, before the tilt.
        #expect(manager.deviceMotion?.gravity == .portraitUpright)
        run(clock, device, ticks: 7...18)
        let gravity = manager.deviceMotion?.gravity ?? .portraitUpright
        #expect(abs(gravity.x - 0.6) < 1e-12 && abs(gravity.y + 0.8) < 1e-12)
    }

    @Test func updatesArriveEveryIntervalOnTheSceneClockWithTheScriptedGravity() {
        let clock = AnimationClock()
        let device = DeviceAttitudeScript()
        device.tilt(toGravity: CMAcceleration(x: -1, y: 0, z: 0), at: 0.25)
        let manager = CMMotionManager()
        var samples: [(time: TimeInterval, x: Double, tick: Int)] = []
        var tick = 0
        device.withCurrent {
            clock.withCurrent {
                #expect(manager.isDeviceMotionAvailable)
                manager.deviceMotionUpdateInterval = 0.1
                manager.startDeviceMotionUpdates(to: .main) { motion, error in
                    guard let motion else { return }
                    #expect(error == nil)
                    samples.append((motion.timestamp, motion.gravity.x, tick))
                }
            }
        }
        #expect(manager.isDeviceMotionActive && samples.isEmpty)
        for next in 1...30 {
            tick = next
            run(clock, device, ticks: next...next)
        }
        // Samples at 0, 0.1, … 0.5 s, each delivered on the first tick at or after its time (0.1 s = 6 ticks).
        #expect(samples.map(\.tick) == [1, 6, 12, 18, 24, 30])
        #expect(samples.map { ($0.time * 10).rounded() } == [0, 1, 2, 3, 4, 5])
        #expect(samples.map(\.x) == [0, 0, 0, -1, -1, -1])
        #expect(manager.deviceMotion?.gravity.x == -1)

        manager.stopDeviceMotionUpdates()
        run(clock, device, ticks: 31...60)
        #expect(samples.count == 6 && !manager.isDeviceMotionActive)
    }

    @Test func shortIntervalsDeliverSeveralSamplesATickAtMostAHundredASecond() {
        let clock = AnimationClock()
        let device = DeviceAttitudeScript()
        let manager = CMMotionManager()
        var timestamps: [TimeInterval] = []
        device.withCurrent {
            clock.withCurrent {
                manager.deviceMotionUpdateInterval = 0.001
                manager.startDeviceMotionUpdates(to: OperationQueue()) { motion, _ in
                    if let motion { timestamps.append(motion.timestamp) }
                }
            }
        }
        run(clock, device, ticks: 1...60)
        #expect(timestamps.count == 101)
        #expect(zip(timestamps, timestamps.dropFirst()).allSatisfy { abs($1 - $0 - 0.01) < 1e-9 })
    }

    @Test func theAccelerometerReadsTheScriptedGravityOnItsOwnInterval() {
        let clock = AnimationClock()
        let device = DeviceAttitudeScript()
        device.tilt(toGravity: CMAcceleration(x: 0, y: 1, z: 0), at: 0.1)
        let manager = CMMotionManager()
        var readings: [(time: TimeInterval, y: Double)] = []
        device.withCurrent {
            clock.withCurrent {
                #expect(manager.isAccelerometerAvailable)
                manager.accelerometerUpdateInterval = 0.05
                manager.startAccelerometerUpdates(to: .main) { data, _ in
                    if let data { readings.append((data.timestamp, data.acceleration.y)) }
                }
                manager.startDeviceMotionUpdates()
            }
        }
        run(clock, device, ticks: 1...12)
        #expect(readings.map { ($0.time * 100).rounded() } == [0, 5, 10, 15, 20])
        #expect(readings.map(\.y) == [-1, -1, 1, 1, 1])
        #expect(manager.isAccelerometerActive && manager.isDeviceMotionActive)
        #expect(manager.deviceMotion?.gravity.y == 1, "device motion without a handler still updates deviceMotion")
        manager.stopAccelerometerUpdates()
        run(clock, device, ticks: 13...30)
        #expect(readings.count == 5 && !manager.isAccelerometerActive && manager.isDeviceMotionActive)
        #expect(CMAccelerometerData().acceleration == CMAcceleration(x: 0, y: 0, z: 0))
    }

    @Test func outsideASceneThereIsNoDeviceMotion() {
        let manager = CMMotionManager()
        #expect(!manager.isDeviceMotionAvailable)
        var calls = 0
        manager.startDeviceMotionUpdates(to: .main) { _, _ in calls += 1 }
        #expect(!manager.isDeviceMotionActive && calls == 0 && manager.deviceMotion == nil)
    }
}
