#!/usr/bin/env python3
"""Independent reference for Core Image filters, for CoreImageTests' differential tests.

Reads JSON on stdin: {"width", "height", "pixels": straight 8-bit RGBA row by row from the top, "filter", "params",
"space": "linear" or "none"}; writes {"pixels": [...]}, the expected straight RGBA, on stdout. Colour work is numpy in
float64 (or Pillow's own integer code where Pillow has the operation), blurs are Pillow's BoxBlur or numpy's exact
Gaussian convolution; nothing here shares code with the Swift implementation.
"""
import json
import sys

import numpy as np
from PIL import Image, ImageFilter, ImageOps

REC709 = np.array([0.2125, 0.7154, 0.0721])
REC601 = np.array([0.299, 0.587, 0.114])


def decode(v):
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def encode(v):
    v = np.clip(v, 0, 1)
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * v ** (1 / 2.4) - 0.055)


def to_bytes(rgb, alpha):
    out = np.concatenate([np.clip(np.round(np.clip(rgb, 0, 1) * 255), 0, 255), alpha[..., None]], axis=-1)
    return out.astype(np.uint8)


def photo_effect(name, c):
    gray = (c * REC601).sum(-1, keepdims=True)

    def saturate(c, amount):
        g = (c * REC601).sum(-1, keepdims=True)
        return g + (c - g) * amount

    if name == "CIPhotoEffectMono":
        return np.repeat(gray, 3, -1)
    if name == "CIPhotoEffectTonal":
        return np.repeat(0.5 + (gray - 0.5) * 0.85 + 0.02, 3, -1)
    if name == "CIPhotoEffectNoir":
        return np.repeat(gray * gray * (3 - 2 * gray) * 0.95, 3, -1)
    if name == "CIPhotoEffectChrome":
        return (saturate(c, 1.25) - 0.5) * 1.1 + 0.5
    if name == "CIPhotoEffectFade":
        return saturate(c, 0.6) * 0.8 + 0.12
    if name == "CIPhotoEffectInstant":
        return (saturate(c, 0.8) * 0.88 + 0.06) * np.array([1.04, 1.0, 0.88]) + np.array([0.02, 0.01, 0.04])
    if name == "CIPhotoEffectProcess":
        return ((saturate(c, 0.9) * np.array([0.92, 1.0, 1.06]) + np.array([0, 0.02, 0.04])) - 0.5) * 1.1 + 0.5
    if name == "CIPhotoEffectTransfer":
        return saturate(c, 0.85) * np.array([1.05, 0.98, 0.82]) + np.array([0.05, 0.03, 0.04])
    raise SystemExit("unknown photo effect " + name)


def gaussian_weights(sigma):
    half = int(np.ceil(3 * sigma))
    k = np.exp(-np.arange(-half, half + 1) ** 2 / (2 * sigma * sigma))
    return k / k.sum()


def main():
    job = json.load(sys.stdin)
    w, h = job["width"], job["height"]
    rgba = np.array(job["pixels"], dtype=np.uint8).reshape(h, w, 4)
    name, params, linear = job["filter"], job.get("params", {}), job.get("space", "linear") == "linear"
    alpha = rgba[..., 3].astype(np.float64)
    encoded = rgba[..., :3].astype(np.float64) / 255
    working = decode(encoded) if linear else encoded

    def back(rgb_working):
        return to_bytes(encode(rgb_working) if linear else rgb_working, alpha)

    if name.startswith("CIPhotoEffect"):
        out = to_bytes(np.clip(photo_effect(name, encoded), 0, 1), alpha)
    elif name == "PillowGrayscale":
        out = np.array(Image.fromarray(rgba, "RGBA").convert("RGB").convert("L").convert("RGBA"))
    elif name == "CISepiaTone":
        m = np.array([[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]])
        sepia = np.clip(encoded @ m.T, 0, 1)
        out = to_bytes(encoded + (sepia - encoded) * params.get("inputIntensity", 1.0), alpha)
    elif name == "CIColorInvert":
        if linear:
            out = back(1 - working)
        else:
            out = np.array(ImageOps.invert(Image.fromarray(rgba, "RGBA").convert("RGB")).convert("RGBA"))
    elif name == "CIColorControls":
        s, b, c = params["inputSaturation"], params["inputBrightness"], params["inputContrast"]
        gray = (working * REC709).sum(-1, keepdims=True)
        out = back(((gray + (working - gray) * s) + b - 0.5) * c + 0.5)
    elif name == "CIColorMatrix":
        rows = [params[k] for k in ("inputRVector", "inputGVector", "inputBVector")]
        bias = params["inputBiasVector"]
        if linear:
            m = np.array(rows)[:, :3]
            out = back(working @ m.T + np.array(bias[:3]) + np.array(rows)[:, 3] * 1.0)
        else:
            matrix = []
            for row, offset in zip(rows, bias):
                matrix += [row[0], row[1], row[2], (offset + row[3]) * 255]
            out = np.array(Image.fromarray(rgba, "RGBA").convert("RGB").convert("RGB", tuple(matrix)).convert("RGBA"))
    elif name == "CIColorMonochrome":
        tint = np.array(params["inputColor"])
        l = np.clip((encoded * REC601).sum(-1, keepdims=True), 0, 1)
        toned = np.where(l < 0.5, tint * 2 * l, 1 - (1 - tint) * 2 * (1 - l))
        out = to_bytes(encoded + (toned - encoded) * params["inputIntensity"], alpha)
    elif name == "CIBoxBlur":
        # Pillow's BoxBlur repeats the edge pixels, as the Swift side's clampedToExtent does.
        out = np.array(Image.fromarray(rgba, "RGBA").convert("RGB").filter(ImageFilter.BoxBlur(params["inputRadius"]))
                       .convert("RGBA"))
    elif name == "CIGaussianBlur":
        k = gaussian_weights(params["inputRadius"])
        half = len(k) // 2
        padded = np.pad(working, ((half, half), (half, half), (0, 0)), mode="edge")
        rows = np.apply_along_axis(lambda r: np.convolve(r, k, mode="valid"), 1, padded)
        both = np.apply_along_axis(lambda col: np.convolve(col, k, mode="valid"), 0, rows)
        out = back(both)
    else:
        raise SystemExit("unknown filter " + name)
    json.dump({"pixels": out.reshape(-1).astype(int).tolist()}, sys.stdout)


if __name__ == "__main__":
    main()
