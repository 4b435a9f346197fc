#!/usr/bin/env bash
# Fills FOLDER with the docker build context of deploy/Dockerfile: the Dockerfile, the `dynamics` binary, and in
# swift-runtime/ every library `ldd` shows the binary loading from the Swift toolchain (Swift's runtime and
# Foundation, which no Debian package ships). Usage: deploy/image-context.sh BINARY FOLDER
set -euo pipefail
fail() { echo "image-context: $*" >&2; exit 1; }
[ $# -eq 2 ] || fail "usage: deploy/image-context.sh BINARY FOLDER"
binary=$1 folder=$2
[ -x "$binary" ] || fail "'$binary' is not an executable"
swiftc="$(command -v swiftc)" || fail "swiftc is not on PATH (the Swift runtime libraries are taken from its toolchain)"
toolchain="$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift/linux" && pwd)"
rm -rf "$folder"
mkdir -p "$folder/swift-runtime"
cp "$(dirname "$0")/Dockerfile" "$binary" "$folder/"
ldd "$binary" | awk -v dir="$toolchain/" 'index($3, dir) == 1 { print $3 }' | while read -r library; do
    cp -L "$library" "$folder/swift-runtime/"
done
[ -n "$(ls "$folder/swift-runtime")" ] || fail "'$binary' loads nothing from $toolchain; is it a Swift binary?"
