#!/usr/bin/env python3
"""QR references for QRCodeGeneratorTests.

`qr_reference.py matrix LEVEL MASK` reads a message on stdin and prints python3-qrcode's modules for it (byte mode,
the smallest version, mask pattern MASK), one row a line of 0 and 1, without the quiet zone.
`qr_reference.py decode` reads a PNG on stdin and prints what zbarimg reads in it.
"""
import subprocess
import sys
import tempfile

import qrcode
import qrcode.util


def matrix(level, mask):
    data = sys.stdin.buffer.read()
    levels = {"L": qrcode.constants.ERROR_CORRECT_L, "M": qrcode.constants.ERROR_CORRECT_M,
              "Q": qrcode.constants.ERROR_CORRECT_Q, "H": qrcode.constants.ERROR_CORRECT_H}
    code = qrcode.QRCode(error_correction=levels[level], border=0, mask_pattern=mask)
    code.add_data(qrcode.util.QRData(data, mode=qrcode.util.MODE_8BIT_BYTE))
    code.make(fit=True)
    for row in code.get_matrix():
        print("".join("1" if m else "0" for m in row))


def decode():
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        f.write(sys.stdin.buffer.read())
        f.flush()
        out = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sbinary", f.name], capture_output=True, check=True)
    sys.stdout.buffer.write(out.stdout.rstrip(b"\n"))


if __name__ == "__main__":
    matrix(sys.argv[2], int(sys.argv[3])) if sys.argv[1] == "matrix" else decode()
