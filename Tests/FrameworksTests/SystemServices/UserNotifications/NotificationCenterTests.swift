import Dynamics
@testable import DynamicsSystemServices
import Foundation
import Testing

/// Scene times and values a scene's closures write down for the test.
private final class Answers: @unchecked Sendable {
    var granted: [Bool] = []
    var times: [TimeInterval] = []
    var errors: [String?] = []
    var pending: [[String]] = []
}

/// UserNotifications in a render: permission granted, requests kept pending, handlers on the scene's main queue.
@Suite(.serialized) struct NotificationCenterTests {
    @Test func authorizationIsGrantedAndRequestsStayPendingInOrder() {
        let center = UNUserNotificationCenter.current()
        center.reset()
        let answers = Answers()
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(0.25) {
                center.requestAuthorization(options: [.alert, .sound]) { granted, error in
                    answers.granted.append(granted && error == nil)
                    answers.times.append(context.time)
                }
                let content = UNMutableNotificationContent()
                content.title = "Level done"
                content.body = "Come back for level 2"
                content.sound = .default
                for (identifier, delay) in [("a", 60.0), ("b", 120.0), ("a", 3600.0)] {
                    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: delay, repeats: false)
                    center.add(UNNotificationRequest(identifier: identifier, content: content, trigger: trigger))
                }
                center.add(UNNotificationRequest(identifier: "bad", content: content,
                                                 trigger: UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true))) { error in
                    answers.errors.append(error?.localizedDescription)
                }
                center.getPendingNotificationRequests { requests in
                    answers.pending.append(requests.map(\.identifier))
                }
            }
        })
        runner.advance(to: 0.5)
        #expect(answers.granted == [true] && answers.times == [0.25])
        #expect(answers.errors == ["time interval must be at least 60 if repeating"])
        #expect(answers.pending == [["b", "a"]])
        #expect(center.record.status == .authorized && center.record.options == [.alert, .sound])
        center.removePendingNotificationRequests(withIdentifiers: ["b"])
        center.getPendingNotificationRequests { requests in
            #expect(requests.map(\.content.title) == ["Level done"])
            #expect((requests.first?.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 3600)
        }
        center.reset()
    }
}
