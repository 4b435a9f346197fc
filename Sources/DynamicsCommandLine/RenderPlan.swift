import Dynamics
import Foundation

/// The validated numbers of a render: which frames, and a pixel size that fits the memory budget.
struct RenderPlan {
    /// Largest accepted output frame rate.
    static let maximumFPS = 240
    /// Longest accepted render, in seconds.
    static let maximumDuration: Double = 600
    /// Largest accepted scale.
    static let maximumScale: Double = 4

    /// Frames to write.
    let frames: ClosedRange<Int>
    /// Frames the whole duration has.
    let frameCount: Int
    /// Seconds of scene time rendered.
    let duration: Double

    init(scene: Scene, fps: Int, duration: Double?, scale: Double, frames: String?, compression: Int) throws {
        guard (1...RenderPlan.maximumFPS).contains(fps) else {
            throw CommandLineError.usage("--fps must be between 1 and \(RenderPlan.maximumFPS) (got \(fps))")
        }
        let seconds = duration ?? scene.duration
        guard seconds.isFinite, seconds > 0, seconds <= RenderPlan.maximumDuration else {
            throw CommandLineError.usage("--duration must be above 0 and at most \(Int(RenderPlan.maximumDuration)) "
                + "seconds (got \(RenderPlan.format(seconds)))")
        }
        guard scale.isFinite, scale > 0, scale <= RenderPlan.maximumScale else {
            throw CommandLineError.usage("--scale must be above 0 and at most \(Int(RenderPlan.maximumScale)) "
                + "(got \(RenderPlan.format(scale)))")
        }
        do {
            _ = try Renderer.pixelSize(of: scene.size, scale: CGFloat(scale))
        } catch {
            throw CommandLineError.usage("--scale \(RenderPlan.format(scale)): \(error.description)")
        }
        guard (0...9).contains(compression) else {
            throw CommandLineError.usage("--compression must be between 0 and 9 (got \(compression))")
        }
        let count = max(1, Int((seconds * Double(fps)).rounded()))
        frameCount = count
        self.duration = seconds
        self.frames = try frames.map { try RenderPlan.parseFrames($0, frameCount: count) } ?? 0...(count - 1)
    }

    /// Parses `A..B` (inclusive, both within the render's frames).
    static func parseFrames(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]) else {
            throw CommandLineError.usage("--frames must look like A..B, e.g. 0..59 (got '\(text)')")
        }
        guard first >= 0, first <= last, last < frameCount else {
            throw CommandLineError.usage("--frames \(text) is outside 0..\(frameCount - 1) or has A > B")
        }
        return first...last
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
