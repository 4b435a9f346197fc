#!/usr/bin/env python3
"""The fidelity table of `make bench-fidelity`: every reference image of the ported suite against what Dynamics drew
for it (the suite's failure artifacts; a case with none matched its reference within the test's own precision).

Usage: fidelity-table.py PORT OUT. Cases whose names start with a prefix listed in PORT/text-free are text-free; the
others draw text. Prints a Markdown table per group, and writes reference | Dynamics | difference pictures of the
differing cases to OUT/side-by-side (the difference panel white wherever a pixel differs)."""
import glob, os, sys
import numpy as np
from PIL import Image

port, out = sys.argv[1], sys.argv[2]
with open(os.path.join(port, 'text-free')) as f:
    text_free = [line.strip() for line in f if line.strip() and not line.startswith('#')]
log = open(os.path.join(out, 'test.log'), errors='replace').read()


def rgba(path):
    """Premultiplied RGBA floats, as both renderers store pixels before PNG encoding."""
    pixels = np.asarray(Image.open(path).convert('RGBA'), dtype=np.float32)
    pixels[..., :3] *= pixels[..., 3:4] / 255
    return pixels


def lab(rgb):
    c = rgb / 255
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = c @ np.array([[0.4124564, 0.2126729, 0.0193339], [0.3575761, 0.7151522, 0.1191920],
                        [0.1804375, 0.0721750, 0.9503041]])
    xyz /= np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def delta_e94(a, b):
    """CIE94 colour difference (graphic arts), the measure of swift-snapshot-testing's perceptual precision."""
    la, lb = lab(a[..., :3]), lab(b[..., :3])
    dl = la[..., 0] - lb[..., 0]
    c1 = np.hypot(la[..., 1], la[..., 2])
    c2 = np.hypot(lb[..., 1], lb[..., 2])
    dc = c1 - c2
    dh2 = np.maximum((la[..., 1] - lb[..., 1]) ** 2 + (la[..., 2] - lb[..., 2]) ** 2 - dc ** 2, 0)
    return np.sqrt(dl ** 2 + (dc / (1 + 0.045 * c1)) ** 2 + dh2 / (1 + 0.015 * c1) ** 2)


rows = []
for reference in sorted(glob.glob(os.path.join(port, 'Tests', '**', '__Snapshots__', '*', '*.png'), recursive=True)):
    suite = os.path.basename(os.path.dirname(reference))
    name = os.path.basename(reference)[:-4]
    case = name.split('.')[0]
    actual = os.path.join(out, 'artifacts', suite, name + '.png')
    group = 'text-free' if any(name.startswith(prefix) for prefix in text_free) else 'text'
    ref = rgba(reference)
    size = '%d × %d' % (ref.shape[1], ref.shape[0])
    if not os.path.exists(actual):
        finished = ("'%s.%s' passed" % (suite, case)) in log or ("'%s.%s' failed" % (suite, case)) in log
        rows.append((group, name, size, None, None,
                     'passes (within the test\'s precision)' if finished else 'not run'))
        continue
    ours = rgba(actual)
    if ours.shape != ref.shape:
        rows.append((group, name, size, None, None, 'Dynamics drew %d × %d' % (ours.shape[1], ours.shape[0])))
        continue
    exact = np.any(np.rint(ours) != np.rint(ref), axis=-1)
    # The colour difference only where pixels differ at all (most match), which keeps big iPad pictures quick.
    perceptual = np.count_nonzero(delta_e94(ref[exact], ours[exact]) > 2)
    rows.append((group, name, size, exact.mean() * 100, perceptual * 100 / exact.size, ''))
    difference = (np.abs(ours - ref).max(axis=-1) > 0).astype(np.uint8) * 255
    sheet = Image.new('RGBA', (ref.shape[1] * 3, ref.shape[0]), 'white')
    sheet.paste(Image.open(reference).convert('RGBA'), (0, 0))
    sheet.paste(Image.open(actual).convert('RGBA'), (ref.shape[1], 0))
    sheet.paste(Image.fromarray(difference).convert('RGBA'), (ref.shape[1] * 2, 0))
    scale = min(1, 1800 / sheet.width)
    if scale < 1:
        sheet = sheet.resize((round(sheet.width * scale), round(sheet.height * scale)), Image.BILINEAR)
    os.makedirs(os.path.join(out, 'side-by-side'), exist_ok=True)
    sheet.save(os.path.join(out, 'side-by-side', name + '.png'), compress_level=1)

for group in ('text-free', 'text'):
    chosen = [row for row in rows if row[0] == group]
    if not chosen:
        continue
    print('\n%s cases (%d)\n' % (group.capitalize(), len(chosen)))
    print('| case | pixels | differing pixels | beyond ΔE 2 | note |')
    print('|---|---|---|---|---|')
    for _, name, size, exact, perceptual, note in chosen:
        cell = lambda value: '—' if value is None else '%.2f %%' % value
        print('| %s | %s | %s | %s | %s |' % (name, size, cell(exact), cell(perceptual), note))
    measured = [row[4] for row in chosen if row[4] is not None]
    if measured:
        print('\nMedian beyond ΔE 2: %.2f %%; worst %.2f %%.' % (float(np.median(measured)), max(measured)))
