#!/bin/sh
# How long the first build of the README's own-package example takes: the README's Package.swift and main.swift (the
# section "Your own package, with the whole command line"), word for word, in a fresh folder beside a link to this
# checkout, built with `swift build --product MyScenes` and nothing cached but SwiftPM's clones of the dependencies.
# Prints one line: the seconds it took (and fails when the build fails).
set -eu
checkout=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/own-package-XXXXXX")
trap 'rm -rf "$work"' EXIT
ln -s "$checkout" "$work/Dynamics"
mkdir -p "$work/MyScenes/Sources/MyScenes"
python3 - "$checkout/README.md" "$work/MyScenes" <<'PY'
import re, sys, pathlib
readme = pathlib.Path(sys.argv[1]).read_text()
section = readme[readme.index("## Your own package, with the whole command line"):]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
manifest = next(b for b in blocks if "let package = Package(" in b)
main = next(b for b in blocks if "DynamicsCommand.main(" in b)
out = pathlib.Path(sys.argv[2])
(out / "Package.swift").write_text(manifest)
(out / "Sources/MyScenes/main.swift").write_text(main)
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
