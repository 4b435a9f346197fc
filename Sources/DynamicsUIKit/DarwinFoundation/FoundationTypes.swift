import Foundation

/// Objective-C's signed word-sized integer, as Darwin's Foundation imports it into Swift: `Int`.
public typealias NSInteger = Int

/// Objective-C's unsigned word-sized integer, as Darwin's Foundation imports it into Swift: `UInt`.
public typealias NSUInteger = UInt

/// The version of the Foundation framework the code runs against, which iOS code compares with the SDK's
/// `NSFoundationVersionNumber_iOS_*` constants to choose a branch for old systems.
///
/// Dynamics behaves as a current iOS, later than every system those constants name, so it reports 1300: above
/// `NSFoundationVersionNumber_iOS_9_x_Max` (1299), the last constant the SDK defines. Every such comparison takes the
/// branch for the newest system, as it does on any iOS since 10. (The exact figure a given iOS release reports is
/// not recorded here.)
public let NSFoundationVersionNumber: Double = 1300

/// The Foundation version of iPhone OS 2.0, from the SDK's `NSObjCRuntime.h`.
public let NSFoundationVersionNumber_iPhoneOS_2_0: Double = 678.24
/// The Foundation version of iPhone OS 2.1.
public let NSFoundationVersionNumber_iPhoneOS_2_1: Double = 678.26
/// The Foundation version of iPhone OS 2.2.
public let NSFoundationVersionNumber_iPhoneOS_2_2: Double = 678.29
/// The Foundation version of iPhone OS 3.0.
public let NSFoundationVersionNumber_iPhoneOS_3_0: Double = 678.47
/// The Foundation version of iPhone OS 3.1.
public let NSFoundationVersionNumber_iPhoneOS_3_1: Double = 678.51
/// The Foundation version of iPhone OS 3.2.
public let NSFoundationVersionNumber_iPhoneOS_3_2: Double = 678.60
/// The Foundation version of iOS 4.0.
public let NSFoundationVersionNumber_iOS_4_0: Double = 751.32
/// The Foundation version of iOS 4.1.
public let NSFoundationVersionNumber_iOS_4_1: Double = 751.37
/// The Foundation version of iOS 4.2.
public let NSFoundationVersionNumber_iOS_4_2: Double = 751.49
/// The Foundation version of iOS 4.3.
public let NSFoundationVersionNumber_iOS_4_3: Double = 751.49
/// The Foundation version of iOS 5.0.
public let NSFoundationVersionNumber_iOS_5_0: Double = 881.00
/// The Foundation version of iOS 5.1.
public let NSFoundationVersionNumber_iOS_5_1: Double = 890.10
/// The Foundation version of iOS 6.0.
public let NSFoundationVersionNumber_iOS_6_0: Double = 992.00
/// The Foundation version of iOS 6.1.
public let NSFoundationVersionNumber_iOS_6_1: Double = 993.00
/// The Foundation version of iOS 7.0.
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
/// The Foundation version of iOS 7.1.
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
/// The Foundation version of iOS 8.0.
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
/// The Foundation version of iOS 8.1.
public let NSFoundationVersionNumber_iOS_8_1: Double = 1141.1
/// The Foundation version of iOS 8.2.
public let NSFoundationVersionNumber_iOS_8_2: Double = 1142.14
/// The Foundation version of iOS 8.3.
public let NSFoundationVersionNumber_iOS_8_3: Double = 1144.17
/// The Foundation version of iOS 8.4.
public let NSFoundationVersionNumber_iOS_8_4: Double = 1144.17
/// The highest Foundation version of any iOS 8 release.
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
/// The Foundation version of iOS 9.0.
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
/// The Foundation version of iOS 9.1.
public let NSFoundationVersionNumber_iOS_9_1: Double = 1241.14
/// The Foundation version of iOS 9.2.
public let NSFoundationVersionNumber_iOS_9_2: Double = 1242.12
/// The Foundation version of iOS 9.3.
public let NSFoundationVersionNumber_iOS_9_3: Double = 1242.12
/// The Foundation version of iOS 9.4.
public let NSFoundationVersionNumber_iOS_9_4: Double = 1280.25
/// The highest Foundation version of any iOS 9 release.
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299
