import DynamicsPhysics

/// Runs `scene` in our engine as the C/C++ harnesses run it in Box2D 2.4: one `World.step(1/60 s)` per frame with
/// 8 velocity and 3 position iterations, sleeping off. (UIKit itself advances in 1/120 s sub-steps; the benchmark
/// uses Box2D's own frame so every row has the same iteration budget per simulated second.) With `.soft`, the step
/// is solved by the soft-step profile instead, with its default sub-steps and contact stiffness unless `softTuning`
/// gives others (the row's engine name then says which, e.g. `dynamics-soft-4x30`).
func runDynamicsEngine(on scene: PhysicsBenchScene, solver: SolverProfile,
                       softTuning: (substeps: Int, contactHertz: Double)? = nil) -> PhysicsBenchRow {
    var settings = WorldSettings()
    if let softTuning {
        settings.substepCount = softTuning.substeps
        settings.contactHertz = softTuning.contactHertz
    }
    settings.velocityIterations = 8
    settings.positionIterations = 3
    settings.enableSleep = false
    settings.solver = solver
    let world = World(gravity: Vec2(0, PhysicsBenchSettings.gravity), settings: settings)
    let material = ShapeDef(density: PhysicsBenchSettings.density, friction: PhysicsBenchSettings.friction,
                            restitution: PhysicsBenchSettings.restitution)

    let ground = world.createBody(BodyDef(type: .static))
    for box in scene.statics {
        let polygon = Polygon.box(halfWidth: box.halfWidth, halfHeight: box.halfHeight, center: box.center)
        world.createShape(on: ground, .polygon(polygon), material)
    }
    let bodies = scene.bodies.map { spec in
        let body = world.createBody(BodyDef(type: .dynamic, position: spec.position, allowSleep: false))
        let geometry: ShapeGeometry = switch spec.kind {
        case .box: .polygon(Polygon.box(halfWidth: spec.halfExtent, halfHeight: spec.halfExtent))
        case .circle: .circle(Circle(radius: spec.halfExtent))
        }
        world.createShape(on: body, geometry, material)
        return body
    }

    let clock = ContinuousClock()
    var stepMilliseconds: [Double] = []
    stepMilliseconds.reserveCapacity(PhysicsBenchSettings.timedSteps.count)
    var middle: [Vec2] = []
    for step in 0..<PhysicsBenchSettings.stepCount {
        let start = clock.now
        world.step(PhysicsBenchSettings.timeStep)
        let elapsed = clock.now - start
        if PhysicsBenchSettings.timedSteps.contains(step) { stepMilliseconds.append(milliseconds(elapsed)) }
        if step + 1 == PhysicsBenchSettings.midStepCount { middle = bodies.map { world.position(of: $0) } }
    }
    let end = bodies.map { world.position(of: $0) }
    let engine = engineName(solver) + (softTuning.map { "-\($0.substeps)x\(Int($0.contactHertz))" } ?? "")
    return PhysicsBenchRow(scene: scene, engine: engine, stepMilliseconds: stepMilliseconds, middle: middle, end: end)
}

/// The `engine` of a row: `dynamics` for the default (UIKit-reproducing) profile, `dynamics-soft` for the soft step.
func engineName(_ solver: SolverProfile) -> String {
    switch solver {
    case .box2d: "dynamics"
    case .soft: "dynamics-soft"
    }
}

private func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}
