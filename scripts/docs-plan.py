#!/usr/bin/env python3
"""scripts/docs.sh's planner and runner: the command lines SwiftPM's DocC plugin runs, from the build's own plan.

`roots MANIFEST TARGET...` prints the documented targets no other documented target depends on (building them
builds the rest). `build MANIFEST TARGET... --bin BIN --work DIR --output OUT` extracts every target's symbol graph
from the built modules in BIN (with the C modules' flags the build's own compile command passes), converts each with
`docc convert` once the targets it depends on are converted, and merges the archives into OUT. At most two tools run
at once. A failing tool stops the run with its output above and a non-zero exit.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import threading

PARALLEL = 2


def declared_dependencies(manifest):
    """Each target's dependencies on targets of this package, as declared (not transitive)."""
    dependencies = {}
    for target in manifest["targets"]:
        names = []
        for dependency in target.get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            if kind in ("byName", "target"):
                names.append(value[0])
        dependencies[target["name"]] = names
    return dependencies


def roots(dependencies, documented):
    reached = set()

    def visit(name):
        for dependency in dependencies.get(name, []):
            if dependency not in reached:
                reached.add(dependency)
                visit(dependency)

    for name in documented:
        visit(name)
    return [name for name in documented if name not in reached]


def c_module_flags(arguments):
    """The flags of a Swift compile command that find its C modules (module maps, their include folders,
    pkg-config's -I), in the command's order: what SwiftPM hands `swift-symbolgraph-extract` besides its own."""
    flags = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        following = arguments[index + 1] if index + 1 < len(arguments) else ""
        if argument == "-Xcc" and following.startswith("-fmodule-map-file="):
            flags += arguments[index:index + 2]
            index += 2
        elif argument == "-Xcc" and following == "-I" and index + 3 < len(arguments):
            flags += arguments[index:index + 4]
            index += 4
        elif argument.startswith("-I") and len(argument) > 2:
            flags.append(argument)
            index += 1
        else:
            index += 1
    return flags


def option(arguments, name):
    return arguments[arguments.index(name) + 1]


def run(command, log_lock):
    """Runs a tool, printing its output in one piece; raises on failure."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with log_lock:
        sys.stdout.write(result.stdout)
        sys.stdout.flush()
    if result.returncode != 0:
        raise RuntimeError(f"{os.path.basename(command[0])} {command[1]} failed (exit {result.returncode})")


def build(dependencies, documented, tools, bin_path, work, output, package_name):
    """`tools`: the toolchain's folder, where `swift`, `swift-symbolgraph-extract` and `docc` are."""
    description_path = os.path.join(bin_path, "description.json")
    if not os.path.exists(description_path):
        sys.exit(f"docs: {description_path} is missing; build the package first")
    commands = json.load(open(description_path))["swiftCommands"].values()
    compile_commands = {command["moduleName"]: command for command in commands if "moduleName" in command}
    log_lock = threading.Lock()
    archives = {}
    os.makedirs(os.path.join(work, "archives"))  # docc convert writes into an existing folder only

    def extract(name):
        compile_command = compile_commands.get(name)
        if compile_command is None or not os.path.exists(compile_command["moduleOutputPath"]):
            raise RuntimeError(f"the module {name} is not built; build it first (swift build --target {name})")
        arguments = compile_command["otherArguments"]
        symbols = os.path.join(work, "symbol-graphs", name)
        os.makedirs(symbols)
        run([os.path.join(tools, "swift-symbolgraph-extract"), "-module-name", name,
             "-target", option(arguments, "-target"),
             "-module-cache-path", option(arguments, "-module-cache-path")]
            + c_module_flags(arguments)
            + ["-I", compile_command["importPath"], "-minimum-access-level", "public",
               "-emit-extension-block-symbols", "-output-dir", symbols], log_lock)
        return symbols

    def convert(name, symbols):
        archive = os.path.join(work, "archives", name + ".doccarchive")
        catalogs = sorted(glob.glob(os.path.join("Sources", name, "*.docc")))
        command = [os.path.join(tools, "docc"), "convert"] + catalogs[:1] + [
            "--fallback-display-name", name, "--fallback-bundle-identifier", name,
            "--additional-symbol-graph-dir", symbols, "--output-path", archive,
            "--enable-experimental-external-link-support"]
        for dependency in dependencies.get(name, []):
            if dependency in documented:
                command += ["--dependency", archives[dependency]]
        run(command, log_lock)
        archives[name] = archive

    with concurrent.futures.ThreadPoolExecutor(PARALLEL) as pool:
        symbol_graphs = dict(zip(documented, pool.map(extract, documented)))
        # Convert in waves: a module once every documented module it names is converted.
        remaining = list(documented)
        while remaining:
            ready = [name for name in remaining
                     if all(d in archives for d in dependencies.get(name, []) if d in documented)]
            if not ready:
                raise RuntimeError(f"the documented targets depend on each other in a cycle: {remaining}")
            list(pool.map(lambda name: convert(name, symbol_graphs[name]), ready))
            remaining = [name for name in remaining if name not in ready]

    shutil.rmtree(output, ignore_errors=True)
    run([os.path.join(tools, "docc"), "merge"] + [archives[name] for name in documented]
        + ["--output-path", output, "--synthesized-landing-page-name", package_name,
           "--synthesized-landing-page-kind", "Package"], log_lock)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=["roots", "build"])
    parser.add_argument("manifest")
    parser.add_argument("targets", nargs="+")
    parser.add_argument("--bin")
    parser.add_argument("--work")
    parser.add_argument("--output")
    arguments = parser.parse_args()
    manifest = json.load(open(arguments.manifest))
    dependencies = declared_dependencies(manifest)
    unknown = [name for name in arguments.targets if name not in dependencies]
    if unknown:
        sys.exit(f"docs: no such target in the package: {' '.join(unknown)}")
    if arguments.action == "roots":
        print("\n".join(roots(dependencies, arguments.targets)))
        return
    swift = shutil.which("swift")
    if swift is None:
        sys.exit("docs: swift is not on PATH")
    try:
        build(dependencies, arguments.targets, os.path.dirname(os.path.realpath(swift)), arguments.bin, arguments.work, arguments.output, manifest["name"])
    except RuntimeError as error:
        sys.exit(f"docs: {error}")


if __name__ == "__main__":
    main()
