#!/bin/sh
# How long the first build of the README's own-package example takes: the README's Package.swift, main.swift and
# test files (the sections "Your own package, with the whole command line" and the next), word for word, in a fresh folder beside a link to this
# checkout, built with `swift build --product MyScenes` and nothing cached but SwiftPM's clones of the dependencies.
# Prints one line: the seconds it took (and fails when the build fails). With a folder as argument (a new one), the
# package is made and kept there, to try it afterwards (`dynamics studio --package FOLDER/MyScenes`).
set -eu
checkout=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 0 ]; then
    mkdir "$1"
    work=$(cd "$1" && pwd)
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/own-package-XXXXXX")
    trap 'rm -rf "$work"' EXIT
fi
ln -s "$checkout" "$work/Dynamics"
mkdir -p "$work/MyScenes"
python3 - "$checkout/README.md" "$work/MyScenes" <<'PY'
import re, sys, pathlib
readme = pathlib.Path(sys.argv[1]).read_text()
section = readme[readme.index("## Your own package, with the whole command line"):]
out = pathlib.Path(sys.argv[2])
# Every file of the package the README names from there on ("`Sources/MyScenes/main.swift`:" and its block; the test
# files come in the next section), the first block of each path.
written = set()
for path, code in re.findall(r"`([^`\n]+)`:\s*\n\s*```swift\n(.*?)```", section, re.S):
    if path in written or not (path == "Package.swift" or path.startswith(("Sources/MyScenes/", "Tests/MyScenesTests/"))):
        continue
    written.add(path)
    (out / path).parent.mkdir(parents=True, exist_ok=True)
    (out / path).write_text(code)
PY
start=$(date +%s)
if ! (cd "$work/MyScenes" && swift build --product MyScenes > "$work/build.log" 2>&1); then
    tail -20 "$work/build.log" >&2
    echo "error: the README's own-package example does not build" >&2
    exit 1
fi
end=$(date +%s)
echo "first build of the README's own-package example (swift build --product MyScenes, from a clean folder): $((end - start)) s"
if grep -q "Compiling NIOCore\|Compiling Hummingbird" "$work/build.log"; then echo "  (it compiled SwiftNIO or Hummingbird)"; fi
