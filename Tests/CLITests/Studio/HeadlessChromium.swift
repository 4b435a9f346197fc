import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Debian's Chromium, headless, driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`: it reads
/// commands on descriptor 3 and writes answers and events on descriptor 4, each one JSON message ended by a NUL
/// byte), so a test can open a page, click, press keys, read the DOM and take screenshots with no library.
final class HeadlessChromium {
    private var pid: pid_t = 0
    private var commands: Int32 = -1
    private var answers: Int32 = -1
    private var nextID = 0
    private var pending = Data()
    private var session = ""
    /// The sessions of the page's dedicated workers, once `attachToWorkers` asked for them, in the order they started.
    private var workerSessions: [String] = []
    private let profile: URL

    /// Starts Chromium with a viewport of `width` × `height` CSS pixels at `deviceScaleFactor` device pixels each, and
    /// one blank page to drive; `arguments` are added to Chromium's command line.
    init(width: Int = 1400, height: Int = 900, deviceScaleFactor: Double = 1, arguments extra: [String] = []) throws {
        let chromium = try #require(StudioBrowserTests.chromium, "make test installs Debian's chromium")
        profile = try temporaryFolder()
        var toChromium: [Int32] = [0, 0], fromChromium: [Int32] = [0, 0]
        guard pipe(&toChromium) == 0, pipe(&fromChromium) == 0 else { throw StudioTestError("cannot make pipes") }
        for descriptor in toChromium + fromChromium { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // Out of the way of 3 and 4, which the child's ends are moved to.
        let childIn = fcntl(toChromium[0], F_DUPFD_CLOEXEC, 64), childOut = fcntl(fromChromium[1], F_DUPFD_CLOEXEC, 64)
        Glibc.close(toChromium[0])
        Glibc.close(fromChromium[1])
        commands = toChromium[1]
        answers = fromChromium[0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)
        let arguments = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
                         ] + extra + ["about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let status = posix_spawn(&pid, chromium, &actions, nil, &argv, environ)
        Glibc.close(childIn)
        Glibc.close(childOut)
        guard status == 0 else { throw StudioTestError("cannot start \(chromium): \(status)") }
        let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
        let targetID = try #require(target["targetId"] as? String)
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
        session = try #require(attached["sessionId"] as? String)
        _ = try call("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": deviceScaleFactor, "mobile": false])
        _ = try call("Page.enable")
    }

    deinit {
        _ = try? call("Browser.close", inPage: false, timeout: 5)
        for _ in 0..<50 {
            if waitpid(pid, nil, WNOHANG) != 0 { break }
            usleep(100_000)
        }
        if waitpid(pid, nil, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
        Glibc.close(commands)
        Glibc.close(answers)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` and waits until the studio page says it has shown its first frame and plots (`data-ready`).
    func open(_ url: String, timeout: TimeInterval = 120) throws {
        _ = try call("Page.navigate", ["url": url])
        try waitUntil("document.body && document.body.dataset.ready === '1'", timeout: timeout)
    }

    /// The value of the JavaScript expression `expression` in the page (or in the worker whose session is `session`;
    /// promises awaited), as JSON gives it.
    func evaluate(_ expression: String, session other: String? = nil) throws -> Any? {
        let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
                              session: other)
        if let exception = answer["exceptionDetails"] { throw StudioTestError("\(expression): \(exception)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// From now on, every dedicated worker the page starts is attached to (running, not paused), so that
    /// `evaluateInWorker` can ask it. Called before `open`.
    func attachToWorkers() throws {
        _ = try call("Target.setAutoAttach", ["autoAttach": true, "waitForDebuggerOnStart": false, "flatten": true])
    }

    /// The value of `expression` in the first dedicated worker the page started (after `attachToWorkers`), waiting
    /// up to `timeout` seconds for it to start.
    func evaluateInWorker(_ expression: String, timeout: TimeInterval = 60) throws -> Any? {
        let deadline = Date().addingTimeInterval(timeout)
        while workerSessions.isEmpty {
            guard Date() < deadline else { throw StudioTestError("the page started no worker in \(Int(timeout)) s") }
            // Events are read only while an answer is awaited.
            _ = try evaluate("true")
            usleep(100_000)
        }
        return try evaluate(expression, session: workerSessions[0])
    }

    /// Waits until `expression` is true in the page.
    func waitUntil(_ expression: String, timeout: TimeInterval = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("!!(\(expression))") as? Bool == true { return }
            usleep(100_000)
        }
        throw StudioTestError("still not true after \(Int(timeout)) s: \(expression)")
    }

    /// A left click at (`x`, `y`) in CSS pixels of the viewport.
    func click(x: Double, y: Double) throws {
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            _ = try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A left-button drag from `start` to `end` in CSS pixels of the viewport, the pointer moved in `steps` steps.
    func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 8) throws {
        _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start.x, "y": start.y])
        _ = try call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "clickCount": 1])
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start.x + (end.x - start.x) * f,
                                                      "y": start.y + (end.y - start.y) * f, "button": "left", "buttons": 1])
        }
        _ = try call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "clickCount": 1])
    }

    /// Presses and releases a key such as `ArrowRight` (with its Windows key code, which Chromium needs for keys
    /// that have no text), with Shift held when `shift` is set.
    func press(_ key: String, code: Int, shift: Bool = false) throws {
        for type in ["rawKeyDown", "keyUp"] {
            _ = try call("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code,
                                                    "nativeVirtualKeyCode": code, "modifiers": shift ? 8 : 0])
        }
    }

    /// A screenshot of the viewport, as PNG.
    func screenshot(to file: URL) throws {
        let shot = try call("Page.captureScreenshot", ["format": "png"])
        let text = try #require(shot["data"] as? String)
        let data = try #require(Data(base64Encoded: text))
        try data.write(to: file)
    }

    /// Sends one command (to the page's session unless `inPage` is false, or to `session` when given) and waits for
    /// its answer; the workers attached meanwhile are noted.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true, session other: String? = nil,
              timeout: TimeInterval = 120) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let other { message["sessionId"] = other } else if inPage { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(commands, raw.baseAddress! + offset, raw.count - offset)
                guard written > 0 else { throw StudioTestError("cannot write to chromium") }
                offset += written
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let chunk = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                guard let object = try JSONSerialization.jsonObject(with: chunk) as? [String: Any] else { continue }
                if object["method"] as? String == "Target.attachedToTarget", let event = object["params"] as? [String: Any],
                   (event["targetInfo"] as? [String: Any])?["type"] as? String == "worker",
                   let attached = event["sessionId"] as? String {
                    workerSessions.append(attached)
                }
                guard object["id"] as? Int == nextID else { continue }
                if let error = object["error"] { throw StudioTestError("\(method): \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw StudioTestError("\(method): no answer in \(Int(timeout)) s") }
            var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(left, 1) * 1000)) >= 0 else { continue }
            guard descriptor.revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(answers, &buffer, buffer.count)
            guard count > 0 else { throw StudioTestError("\(method): chromium closed the pipe") }
            pending.append(contentsOf: buffer[0..<count])
        }
    }
}
