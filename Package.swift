// swift-tools-version:6.0
import PackageDescription

/// Layers, lowest first. A target only depends on targets above it in this list:
/// geometry → physics core → UI views → UIKit Dynamics layer → renderer → scene → demos → command-line tool.
let package = Package(
    name: "Dynamics",
    products: [
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .executable(name: "dynamics", targets: ["DynamicsCLI"]),
        .executable(name: "dynamics-bench", targets: ["DynamicsBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        .target(name: "DynamicsGeometry"),
        .target(name: "DynamicsPhysics"),
        .target(name: "DynamicsUI", dependencies: ["DynamicsGeometry"]),
        .target(name: "DynamicsUIKit", dependencies: ["DynamicsGeometry", "DynamicsUI", "DynamicsPhysics"], exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsRender", dependencies: ["DynamicsGeometry", "DynamicsUI", "CCairo", "CPNG"]),
        .target(name: "DynamicsScene", dependencies: ["DynamicsGeometry", "DynamicsUI", "DynamicsUIKit", "DynamicsRender"]),
        .target(name: "Dynamics", dependencies: ["DynamicsGeometry", "DynamicsUI", "DynamicsUIKit", "DynamicsRender", "DynamicsScene"]),
        .target(name: "DynamicsDemos", dependencies: ["Dynamics"], path: "demos"),
        .executableTarget(
            name: "DynamicsCLI",
            dependencies: ["Dynamics", "DynamicsDemos", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "DynamicsBench", dependencies: ["Dynamics", "DynamicsPhysics", "DynamicsDemos"]),

        .testTarget(name: "GeometryTests", dependencies: ["DynamicsGeometry"]),
        .testTarget(name: "PhysicsTests", dependencies: ["DynamicsPhysics"]),
        .testTarget(name: "RenderTests", dependencies: ["Dynamics"]),
        .testTarget(name: "UIKitTests", dependencies: ["Dynamics"]),
        .testTarget(name: "DemoTests", dependencies: ["Dynamics", "DynamicsDemos"], resources: [.copy("Goldens")]),
        .testTarget(name: "CLITests", dependencies: ["DynamicsCLI"]),
    ]
)
