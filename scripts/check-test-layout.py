#!/usr/bin/env python3
"""Tests mirror sources: a step of `make test`. Every folder of a test target that holds Swift files is named after a
folder of a module the target tests (for `Studio/` in CLITests, a module named without its `Dynamics` prefix), and
no two Swift files under Tests/ share a name. One line per problem on stderr and a non-zero exit."""
import collections
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The modules each test target tests; their folders are the folders it may have.
MIRRORS = {
    "GeometryTests": ["Sources/DynamicsGeometry"],
    "PhysicsTests": ["Sources/DynamicsPhysics"],
    "LayoutSolverTests": ["Sources/DynamicsLayoutSolver"],
    "UIKitTests": ["Sources/DynamicsUIKit"],
    "UIKitDynamicsTests": ["Sources/DynamicsUIKitDynamics"],
    "AudioTests": ["Sources/DynamicsAudio"],
    "RenderFolderTests": ["Sources/DynamicsRenderFolder"],
    "RenderTests": ["Sources/DynamicsRender", "Sources/DynamicsUIKit"],
    "SceneTests": ["Sources/DynamicsScene", "Sources/DynamicsUIKit", "Sources/DynamicsImageComparison"],
    "DemoTests": ["demos"],
    "CLITests": ["Sources/DynamicsCommandLine", "Sources/DynamicsStudio", "Sources/DynamicsFrameServer"],
    "SnapshotTests": ["Sources/DynamicsTesting"],
    "SnapshotStrategyTests": ["Sources/DynamicsSnapshotTesting"],
    "FuzzTests": ["Sources/DynamicsFuzzing"],
    "PortTests": ["Sources/DynamicsPort"],
    "CoreImageTests": ["Sources/DynamicsCoreImage"],
    "FrameworksTests": ["Sources/DynamicsCoreHaptics", "Sources/DynamicsGameplayKit", "Sources/DynamicsSystemServices",
                        "Sources/DynamicsCombine"],
    "InterfaceBuilderTests": ["Sources/DynamicsInterfaceBuilder"],
}
# Targets that are not tests of one module: fixtures shared by UIKit tests, the scale-out shell recipes, and the
# ported sources PortTests compares `dynamics port`'s output with (compiled against Dynamics).
NOT_MIRRORED = {"UIKitTestSupport", "ScaleOut", "PortFixtures"}
# Folders of Swift sources that are a fuzz campaign's inputs, not tests (excluded from their target in Package.swift).
CORPORA = {pathlib.PurePath("Tests/FuzzTests/RewriterCorpus")}


def in_corpus(file: pathlib.Path) -> bool:
    relative = file.relative_to(ROOT)
    return any(corpus in relative.parents for corpus in CORPORA)


def mirrored(folder: pathlib.PurePath, modules: list[str]) -> bool:
    for module in modules:
        source = ROOT / module
        if (source / folder).is_dir():
            return True
        short = source.name.removeprefix("Dynamics")
        if folder.parts[0] == short and (source / pathlib.PurePath(*folder.parts[1:])).is_dir():
            return True
    return False


def problems() -> list[str]:
    found: list[str] = []
    tests = ROOT / "Tests"
    for target in sorted(p for p in tests.iterdir() if p.is_dir()):
        if target.name in NOT_MIRRORED:
            continue
        modules = MIRRORS.get(target.name)
        if modules is None:
            found.append(f"Tests/{target.name}: a test target check-test-layout.py does not know; add it to MIRRORS")
            continue
        folders = {f.parent.relative_to(target) for f in target.rglob("*.swift") if not in_corpus(f)}
        folders -= {pathlib.PurePath(".")}
        for folder in sorted(folders):
            if not mirrored(folder, modules):
                found.append(f"Tests/{target.name}/{folder}/: no such folder in {' or '.join(modules)}")
    names = collections.defaultdict(list)
    for file in tests.rglob("*.swift"):
        if not in_corpus(file):
            names[file.name].append(str(file.relative_to(ROOT)))
    for name, paths in sorted(names.items()):
        if len(paths) > 1:
            found.append(f"{name} is the name of {len(paths)} test files: {', '.join(sorted(paths))}")
    return found


if __name__ == "__main__":
    report = problems()
    for line in report:
        print(f"check-test-layout: {line}", file=sys.stderr)
    if report:
        sys.exit(1)
    print("check-test-layout: passed (every test folder mirrors a source folder; test file names are unique)")
