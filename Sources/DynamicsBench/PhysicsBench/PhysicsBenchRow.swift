import DynamicsPhysics
import Foundation

/// One row of bench/physics-results.json: one engine on one scene (the columns are explained in bench/README.md).
struct PhysicsBenchRow: Codable, Equatable {
    var scene: String
    var engine: String
    var bodies: Int
    var msMedian: Double
    var msP95: Double
    /// Pyramids only.
    var maxSlideM: Double?
    /// Pyramids only.
    var apexDropM: Double?
    var creepMM: Double?
    var escaped: Int
    var stable: Bool

    enum CodingKeys: String, CodingKey {
        case scene, engine, bodies, escaped, stable
        case msMedian = "ms_median", msP95 = "ms_p95", maxSlideM = "max_slide_m", apexDropM = "apex_drop_m"
        case creepMM = "creep_mm"
    }
}

extension PhysicsBenchRow {
    /// Every key is required; the stability measures may be null.
    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        scene = try values.decode(String.self, forKey: .scene)
        engine = try values.decode(String.self, forKey: .engine)
        bodies = try values.decode(Int.self, forKey: .bodies)
        msMedian = try values.decode(Double.self, forKey: .msMedian)
        msP95 = try values.decode(Double.self, forKey: .msP95)
        maxSlideM = try values.decode(Double?.self, forKey: .maxSlideM)
        apexDropM = try values.decode(Double?.self, forKey: .apexDropM)
        creepMM = try values.decode(Double?.self, forKey: .creepMM)
        escaped = try values.decode(Int.self, forKey: .escaped)
        stable = try values.decode(Bool.self, forKey: .stable)
    }

    /// The row measured from one run: step durations of `PhysicsBenchSettings.timedSteps` (ms) and body centres
    /// after `midStepCount` and after `stepCount` steps, in the scene's body order.
    init(scene: PhysicsBenchScene, engine: String, stepMilliseconds: [Double], middle: [Vec2], end: [Vec2]) {
        let sorted = stepMilliseconds.sorted()
        let median = sorted.isEmpty ? .nan : 0.5 * (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2])
        let p95 = sorted.isEmpty ? .nan : sorted[Int((0.95 * Double(sorted.count)).rounded(.up)) - 1]

        var escaped = 0, maxSlide = 0.0, creep = 0.0
        for (index, body) in scene.bodies.enumerated() {
            let p = end[index]
            if !p.isFinite || p.x < scene.minX || p.x > scene.maxX || p.y > scene.maxY { escaped += 1 }
            maxSlide = Swift.max(maxSlide, abs(p.x - body.position.x))
            creep = Swift.max(creep, distance(p, middle[index]))
        }
        switch scene.kind {
        case .pyramid:
            let apex = scene.bodies.count - 1
            let apexDrop = end[apex].y - scene.bodies[apex].position.y
            self.init(scene: scene.name, engine: engine, bodies: scene.bodies.count, msMedian: median, msP95: p95,
                      maxSlideM: maxSlide, apexDropM: apexDrop, creepMM: 1e3 * distance(end[apex], middle[apex]),
                      escaped: escaped, stable: escaped == 0 && apexDrop < 0.1 && maxSlide < 0.1)
        case .container:
            self.init(scene: scene.name, engine: engine, bodies: scene.bodies.count, msMedian: median, msP95: p95,
                      maxSlideM: nil, apexDropM: nil, creepMM: 1e3 * creep, escaped: escaped, stable: escaped == 0)
        }
    }

    /// One JSON object on one line, numbers printed like the C/C++ harnesses print them.
    var jsonLine: String {
        func number(_ value: Double?, _ format: String) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: format, value)
        }
        return "{\"scene\":\"\(scene)\",\"engine\":\"\(engine)\",\"bodies\":\(bodies)"
            + ",\"ms_median\":\(number(msMedian, "%.4f")),\"ms_p95\":\(number(msP95, "%.4f"))"
            + ",\"max_slide_m\":\(number(maxSlideM, "%.5f")),\"apex_drop_m\":\(number(apexDropM, "%.5f"))"
            + ",\"creep_mm\":\(number(creepMM, "%.3f")),\"escaped\":\(escaped),\"stable\":\(stable)}"
    }
}
