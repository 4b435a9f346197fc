#!/usr/bin/env bash
# Installs the Debian packages Dynamics needs when they are missing. Usage: ensure-deps.sh [test|bench|scale]
# Runs apt-get as root, or through sudo; prints one line and fails when neither is possible.
set -euo pipefail

missing=()
need() { dpkg -s "$1" >/dev/null 2>&1 || missing+=("$1"); }
need libcairo2-dev
need libpng-dev
need libisal-dev   # ISA-L's igzip compresses PNG frames
need libjpeg62-turbo-dev
need libxxhash-dev  # XXH3, the frame fingerprints of render manifests
need libpoppler-glib-dev   # Poppler draws asset catalogs' PDF image sets
need libavformat-dev   # FFmpeg's libraries encode and mux videos in the renderer's process
need libavcodec-dev
need libavfilter-dev
need libswscale-dev
need libavutil-dev
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
    need xxhash      # xxhsum, which the frame fingerprints are checked against
    need python3-kiwisolver   # the constraint solver is tested against kiwisolver's answers
    need python3-pil     # Core Image's colour effects and blurs are checked against Pillow and numpy
    need python3-numpy
    need python3-qrcode  # the QR codes are compared module by module with python3-qrcode's
    need zbar-tools      # and read back by zbarimg
    need python3-fonttools   # renames a DejaVu Sans copy "SF Pro Text" to test DYNAMICS_SF_FONTS
    need python3-pip # installs PyPI's pixelmatch, which `compare`'s counts are checked against
fi
if [ "${1:-}" = bench ]; then
    need libbox2d-dev
    need libchipmunk-dev
    need g++
    need python3-kiwisolver   # bench-layout solves the same systems with kiwisolver
fi
if [ "${1:-}" = scale ]; then
    # The README's scale-out recipes, run by make test-scale and timed by bench-render: GNU parallel, a one-node Slurm
    # cluster (controller, node daemon, munge for its authentication) started by the test itself, and python3-yaml,
    # which reads the Kubernetes Job.
    need parallel
    need slurmctld
    need slurmd
    need slurm-client
    need munge
    need python3-yaml
    need xxhash      # xxhsum checks the merged frames against their manifests
fi
# PyPI's pixelmatch (the Python port of pixelmatch 5), for the test that checks `compare` counts what it counts;
# installed beside the build (.build/python), not into the system's Python.
install_pixelmatch() {
    local here target
    here="$(cd "$(dirname "$0")/.." && pwd)"
    target="$here/.build/python"
    PYTHONPATH="$target" python3 -c 'import pixelmatch' 2>/dev/null && return 0
    echo "Installing pixelmatch 0.4.0 from PyPI into $target …" >&2
    python3 -m pip install --quiet --disable-pip-version-check --target "$target" pixelmatch==0.4.0 >&2
}

if [ ${#missing[@]} -eq 0 ]; then
    [ "${1:-}" = test ] && install_pixelmatch
    exit 0
fi

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
[ "${1:-}" = test ] && install_pixelmatch
exit 0
