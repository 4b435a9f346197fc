import Foundation

extension FrameComparison {
    /// Writes `index.html` and the images it shows into `folder`: a page that opens from disk with no server.
    ///
    /// Frames are listed worst first with their numbers; each failing frame shows expected, actual and diff side by
    /// side and an onion skin (a slider fades the actual frame over the expected one). The images are copied next to
    /// the page, so the folder can be uploaded as a CI artifact on its own.
    ///
    /// - Parameters:
    ///   - folder: where `index.html` and its `images/` go; created when missing.
    ///   - expected: the expected file or folder given to the comparison.
    ///   - actual: the actual file or folder given to the comparison.
    public func writeHTMLReport(to folder: String, expected: String, actual: String) throws {
        let fileManager = FileManager.default
        let html = Self.markupEscaped
        let root = URL(fileURLWithPath: folder)
        let images = root.appendingPathComponent("images")
        try fileManager.createDirectory(at: images, withIntermediateDirectories: true)
        /// Copies `source` into `images/` as `<index>-<role>.png`; nil when there is no such file.
        func copy(_ source: String?, index: Int, role: String) throws -> String? {
            guard let source, fileManager.fileExists(atPath: source) else { return nil }
            let name = "\(index)-\(role).png"
            let target = images.appendingPathComponent(name)
            if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
            try fileManager.copyItem(atPath: source, toPath: target.path)
            return "images/" + name
        }
        func file(_ base: String, _ name: String) -> String {
            var isFolder: ObjCBool = false
            _ = fileManager.fileExists(atPath: base, isDirectory: &isFolder)
            return isFolder.boolValue ? URL(fileURLWithPath: base).appendingPathComponent(name).path : base
        }
        let ordered = frames.sorted {
            ($0.status.passes ? 1 : 0, -$0.differenceRatio, $0.name) < ($1.status.passes ? 1 : 0, -$1.differenceRatio, $1.name)
        }
        var rows = ""
        var panels = ""
        for (index, frame) in ordered.enumerated() {
            let numbers = String(format: "%d pixels differ (%.4f %%), %d anti-aliased", frame.differentPixels,
                                 frame.differenceRatio * 100, frame.antiAliasedPixels)
            rows += "<tr class=\"\(frame.status.passes ? "pass" : "fail")\"><td>\(html(frame.name))</td>"
                + "<td>\(frame.status.rawValue)</td><td>\(numbers)</td><td>\(html(frame.note ?? ""))</td></tr>\n"
            guard !frame.status.passes else { continue }
            let left = try copy(file(expected, frame.name), index: index, role: "expected")
            let right = try copy(file(actual, frame.name), index: index, role: "actual")
            let diff = try copy(frame.diffImage, index: index, role: "diff")
            func figure(_ path: String?, _ caption: String) -> String {
                path.map { "<figure><img src=\"\($0)\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>" }
                    ?? "<figure class=\"none\"><figcaption>no \(caption) image</figcaption></figure>"
            }
            var panel = "<section id=\"f\(index)\"><h2>\(html(frame.name)) — \(frame.status.rawValue)</h2>"
                + "<p>\(numbers)\(frame.note.map { "; " + html($0) } ?? "")</p><div class=\"row\">"
                + figure(left, "expected") + figure(right, "actual") + figure(diff, "diff") + "</div>"
            if let left, let right {
                panel += "<div class=\"onion\"><label>onion skin: expected ◀ <input type=\"range\" min=\"0\" max=\"100\" "
                    + "value=\"50\" oninput=\"this.closest('.onion').querySelector('.top').style.opacity=this.value/100\">"
                    + " ▶ actual</label><div class=\"stack\"><img src=\"\(left)\" alt=\"expected\">"
                    + "<img class=\"top\" src=\"\(right)\" alt=\"actual\" style=\"opacity:0.5\"></div></div>"
            }
            panels += panel + "</section>\n"
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>dynamics compare</title>
            <style>
            body{font:14px system-ui,sans-serif;margin:24px;color:#222}
            table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;text-align:left}
            tr.fail td{color:#b00}.row{display:flex;gap:16px;flex-wrap:wrap}
            figure{margin:0}figure img,.stack img{max-width:360px;border:1px solid #ccc;display:block}
            figure.none{width:160px;height:80px;border:1px dashed #bbb}
            .stack{position:relative;display:inline-block}.stack .top{position:absolute;left:0;top:0}
            .onion{margin-top:12px}.onion label{display:block;margin-bottom:6px}section{margin:28px 0}
            </style></head><body>
            <h1>dynamics compare</h1>
            <p id="summary">\(html(summary))</p>
            \(notes.map { "<p class=\"note\">note: \(html($0))</p>" }.joined(separator: "\n"))
            <table><tr><th>frame</th><th>status</th><th>numbers</th><th>note</th></tr>
            \(rows)</table>
            \(panels)</body></html>

            """
        try Data(page.utf8).write(to: root.appendingPathComponent("index.html"), options: .atomic)
    }
}
