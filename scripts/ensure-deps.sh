#!/usr/bin/env bash
# Installs the Debian packages Dynamics needs when they are missing. Usage: ensure-deps.sh [test|bench]
# Runs apt-get as root, or through sudo; prints one line and fails when neither is possible.
set -euo pipefail

missing=()
need() { dpkg -s "$1" >/dev/null 2>&1 || missing+=("$1"); }
need libcairo2-dev
need libpng-dev
need libisal-dev   # ISA-L's igzip compresses PNG frames
need libjpeg62-turbo-dev
need pkg-config
need ffmpeg
need fonts-dejavu-core
need libpango1.0-dev
need fonts-inter
need fonts-noto-cjk
need fonts-noto-color-emoji
need fonts-quicksand
if [ "${1:-}" = test ]; then
    need chromium    # the HTML compare report is checked in a real, headless browser
    need python3-kiwisolver   # the constraint solver is tested against kiwisolver's answers
fi
if [ "${1:-}" = bench ]; then
    need libbox2d-dev
    need libchipmunk-dev
    need g++
    need python3-kiwisolver   # bench-layout solves the same systems with kiwisolver
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
else
    echo "error: missing Debian packages (${missing[*]}); install them as root: apt-get install ${missing[*]}" >&2
    exit 1
fi
echo "Installing ${missing[*]} …" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >&2
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
