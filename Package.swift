// swift-tools-version:6.2
import PackageDescription

/// Layers, lowest first. A target only depends on targets above it in this list:
/// geometry → physics core → render folders → views → UIKit Dynamics layer → renderer → scene → demos → studio →
/// command line.
/// Only the studio depends on the server libraries (Hummingbird, SwiftNIO, swift-log), and only the `dynamics` tool
/// links the studio (with the `Studio` trait): a package's executable serves its scenes to it over a pipe
/// (`DynamicsFrameServer`). Only `DynamicsPort` depends on swift-syntax (the `Port` trait), and `dynamics-fuzz` on it
/// (its rewriter campaign).
/// Code written the way app code is: every declaration without its own isolation runs on the main actor, as in a
/// new Xcode app target. The library modules declare UIKit's isolation explicitly instead.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "Dynamics",
    products: [
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "DynamicsCommandLine", targets: ["DynamicsCommandLine"]),
        .library(name: "DynamicsTesting", targets: ["DynamicsTesting"]),
        .library(name: "DynamicsSnapshotTesting", targets: ["DynamicsSnapshotTesting"]),
        .executable(name: "dynamics", targets: ["DynamicsCLI"]),
        .executable(name: "dynamics-bench", targets: ["DynamicsBench"]),
        .executable(name: "dynamics-fuzz", targets: ["DynamicsFuzz"]),
    ],
    // `dynamics port` needs swift-syntax and `dynamics studio` SwiftNIO and Hummingbird, the longest parts of a release
    // build; `make demo` turns both traits off to render sooner.
    traits: [
        .trait(name: "Port", description: "The `dynamics port` subcommand of the project's `dynamics` (builds swift-syntax)."),
        .trait(name: "Studio",
               description: "The `dynamics studio` web server of the project's `dynamics` (builds SwiftNIO and Hummingbird)."),
        .default(enabledTraits: ["Port", "Studio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // No traits: the studio needs neither swift-configuration nor the URL-encoded form's full-Foundation dates, and
        // SwiftPM passes two traits' defines in no fixed order, so every other build recompiled Hummingbird.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Only `DynamicsPort` (the `dynamics port` source rewriter, which `dynamics-fuzz` fuzzes) uses it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "libisal-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // Poppler draws the vector (PDF) image sets of asset catalogs, as Xcode's asset compiler does at build time.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        // FFmpeg's libraries: videos encoded and muxed in the renderer's process.
        .systemLibrary(name: "CFFmpeg", pkgConfig: "libavformat",
                       providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavfilter-dev", "libswscale-dev",
                                         "libavutil-dev"])]),

        .target(name: "DynamicsGeometry"),
        .target(name: "DynamicsPhysics"),
        .target(name: "DynamicsLayoutSolver"),
        .target(name: "DynamicsUIKit", dependencies: ["DynamicsGeometry", "DynamicsLayoutSolver", "CPango", "CPoppler",
                                                     "CUIKitOpenEnums",
                                                     .product(name: "OrderedCollections", package: "swift-collections")],
                exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsUIKitDynamics", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsPhysics", "CUIKitOpenEnums",
                                                          .product(name: "OrderedCollections", package: "swift-collections")],
                exclude: ["DECISIONS.md"]),
        // AVFAudio and AudioToolbox on the scene clock: players, the sound log and the deterministic mix.
        .target(name: "DynamicsAudio", dependencies: ["DynamicsGeometry", "DynamicsUIKit"], exclude: ["DECISIONS.md"]),
        // The frameworks apps import beside UIKit, each over the UIKit layer (Core Haptics plays into the scene's
        // haptic log).
        .target(name: "DynamicsCoreHaptics", dependencies: ["DynamicsUIKit", "DynamicsAudio"], exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsCombine", dependencies: ["DynamicsUIKit"], exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsGameplayKit", exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsSystemServices", dependencies: ["DynamicsUIKit"], exclude: ["DECISIONS.md"]),
        // What a render folder is made of and the rules that keep it safe: manifests, frame fingerprints, frame files'
        // pixels, staging, locks, leftovers and merging. No UIKit, no Cairo.
        .target(name: "DynamicsRenderFolder", dependencies: ["CPNG", "CSHA256", "CXXHash"]),
        .target(name: "DynamicsRender", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsRenderFolder", "CCairo", "CPango",
                                                       "CPNG", "CJPEG", "CXXHash", "CUIKitOpenEnums", "CGradientRaster"]),
        // Core Image: filter recipes evaluated over pixel regions, beside the UIKit images they read and make.
        .target(name: "DynamicsCoreImage", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsRenderFolder", "DynamicsRender"],
                exclude: ["DECISIONS.md"]),
        .target(name: "CSHA256"),
        .systemLibrary(name: "CUIKitOpenEnums"),
        .target(name: "CFrameConversion"),
        .target(name: "CGradientRaster"),
        .target(name: "DynamicsScene", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsUIKitDynamics",
                                                      "DynamicsRenderFolder", "DynamicsRender",
                                                      "DynamicsAudio", "CFrameConversion", "CFFmpeg"],
                exclude: ["DECISIONS.md"]),
        .target(name: "DynamicsImageComparison", dependencies: ["DynamicsRenderFolder", "DynamicsRender", "DynamicsScene"]),
        .target(name: "Dynamics", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsUIKitDynamics", "DynamicsAudio",
                                                 "DynamicsRenderFolder", "DynamicsRender", "DynamicsCoreImage", "DynamicsScene",
                                                 "DynamicsImageComparison", "DynamicsCoreHaptics", "DynamicsGameplayKit",
                                                 "DynamicsSystemServices", "DynamicsCombine", "CUIKitOpenEnums"]),
        .target(name: "DynamicsDemos", dependencies: ["Dynamics"], path: "demos", swiftSettings: mainActorByDefault),
        // The studio's page is four files compiled into the module (no resource bundle to ship beside a binary).
        // What a package's executable needs to serve its scenes to the studio over a pipe (`frame-server`): no network code.
        .target(name: "DynamicsFrameServer", dependencies: ["Dynamics"]),
        .target(name: "DynamicsStudio", dependencies: ["Dynamics", "DynamicsFrameServer", .product(name: "Hummingbird", package: "hummingbird"),
                                                      .product(name: "NIOCore", package: "swift-nio"),
                                                      .product(name: "Logging", package: "swift-log")],
                resources: [.embedInCode("Page/studio.html"), .embedInCode("Page/studio.css"), .embedInCode("Page/studio.js"),
                            .embedInCode("Page/studio-playback.js")]),
        // `dynamics port`'s rewriter: a compiler of its own over swift-syntax, knowing nothing of the UIKit modules.
        .target(name: "DynamicsPort", dependencies: ["DynamicsInterfaceBuilder",
                                                     .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                     .product(name: "SwiftParser", package: "swift-syntax")],
                exclude: ["DECISIONS.md"]),
        // Interface Builder compiled to Swift: reads storyboards and xibs (Foundation's XMLParser), writes Dynamics code.
        .target(name: "DynamicsInterfaceBuilder", exclude: ["DECISIONS.md"]),
        .target(
            name: "DynamicsCommandLine",
            dependencies: ["Dynamics", "DynamicsFrameServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "DynamicsTesting", dependencies: ["Dynamics"]),
        .target(
            name: "DynamicsSnapshotTesting",
            dependencies: ["Dynamics", "DynamicsRender", "DynamicsUIKit",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["DECISIONS.md"]
        ),
        .executableTarget(name: "DynamicsCLI", dependencies: ["DynamicsCommandLine", "DynamicsDemos",
                                                           .target(name: "DynamicsStudio", condition: .when(traits: ["Studio"])),
                                                           .target(name: "DynamicsPort", condition: .when(traits: ["Port"])),
                                                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The campaigns' inputs: scenes through the UIKit Dynamics API, and mutated manifests (through compare and merge)
        // and storyboards (through the Interface Builder compiler); the studio is fuzzed as a process, over HTTP.
        .target(name: "DynamicsFuzzing", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "DynamicsUIKitDynamics",
                                                       "DynamicsRenderFolder", "DynamicsRender", "DynamicsImageComparison",
                                                       "DynamicsInterfaceBuilder", "DynamicsPort"]),
        .executableTarget(
            name: "DynamicsFuzz",
            dependencies: ["DynamicsFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "DynamicsBench", dependencies: ["Dynamics", "DynamicsPhysics", "DynamicsLayoutSolver", "DynamicsDemos",
                                                          "DynamicsFrameServer", "DynamicsCommandLine",
                                                          "CCairo", "CPNG", "CFFmpeg"],
                          swiftSettings: mainActorByDefault),

        .testTarget(name: "GeometryTests", dependencies: ["DynamicsGeometry"]),
        .testTarget(name: "PhysicsTests", dependencies: ["DynamicsPhysics"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["DynamicsLayoutSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderFolderTests", dependencies: ["DynamicsRenderFolder", "CSHA256"]),
        .testTarget(name: "RenderTests", dependencies: ["Dynamics", "CPango", "CSHA256"], exclude: ["Fixtures"], swiftSettings: mainActorByDefault),
        .target(name: "UIKitTestSupport", dependencies: ["DynamicsGeometry", "DynamicsUIKit"], path: "Tests/UIKitTestSupport", swiftSettings: mainActorByDefault),
        .testTarget(name: "UIKitTests", dependencies: ["DynamicsGeometry", "DynamicsUIKit", "UIKitTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "AudioTests", dependencies: ["DynamicsAudio", "DynamicsUIKit"], swiftSettings: mainActorByDefault),
        .testTarget(name: "UIKitDynamicsTests", dependencies: ["Dynamics", "UIKitTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "DemoTests", dependencies: ["Dynamics", "DynamicsDemos", "DynamicsTesting"], exclude: ["Goldens"], swiftSettings: mainActorByDefault),
        .testTarget(name: "SceneTests", dependencies: ["Dynamics"], swiftSettings: mainActorByDefault),
        .testTarget(name: "FrameworksTests", dependencies: ["Dynamics"], swiftSettings: mainActorByDefault),
        .testTarget(name: "SnapshotTests", dependencies: ["DynamicsTesting", "Dynamics"], exclude: ["__Snapshots__"], swiftSettings: mainActorByDefault),
        .testTarget(name: "SnapshotStrategyTests", dependencies: ["DynamicsSnapshotTesting", "Dynamics",
                                                                 .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    swiftSettings: mainActorByDefault),
        .testTarget(name: "FuzzTests", dependencies: ["DynamicsFuzzing", "DynamicsFuzz", "Dynamics", "DynamicsPort"],
                    exclude: ["RewriterCorpus"], swiftSettings: mainActorByDefault),
        .testTarget(name: "CoreImageTests", dependencies: ["Dynamics"], exclude: ["Fixtures"], swiftSettings: mainActorByDefault),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["DynamicsInterfaceBuilder"],
                    resources: [.copy("Fixtures")]),
        // What `dynamics port` writes from PortTests' Swift 3 sources, compiled against Dynamics in the ports' language
        // mode: PortTests compares the rewriter's output with these files, so the output is proven to build.
        .target(name: "PortFixtures", dependencies: ["Dynamics"], path: "Tests/PortFixtures",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortTests", dependencies: ["DynamicsPort", "DynamicsInterfaceBuilder", "PortFixtures",
                                                      .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "CLITests", dependencies: ["DynamicsCommandLine", "DynamicsCLI", "DynamicsStudio", "DynamicsFrameServer",
                                                   "DynamicsDemos"]),
    ]
)
