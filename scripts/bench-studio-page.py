#!/usr/bin/env python3
"""The studio as a person uses it, timed on this machine (part of `make bench-studio`):

  watch   the time from saving a one-line change of a scene in a package to the studio serving the new frame, with
          `dynamics studio --package PACKAGE --watch` (target: under 10 s). PACKAGE is the README's own-package
          example (`scripts/bench-own-package.sh FOLDER` makes and builds it); the change turns the card's colour.
  play    frames shown per second while the page plays ball-menu at scale 2 in Debian's headless Chromium, driven
          through the DevTools protocol (target: 60): the first pass (frames drawn as they are asked for) and a
          second one (frames in the browser's cache).

usage: bench-studio-page.py DYNAMICS [PACKAGE]    (DYNAMICS: the built `dynamics` executable; without PACKAGE only
                                                   `play` runs)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request


class Studio:
    """`dynamics studio --port 0` with `arguments`, stopped by `stop`; requests carry the token's header."""

    def __init__(self, dynamics, arguments, cwd=None):
        self.out = tempfile.mkdtemp(prefix="studio-bench-")
        self.process = subprocess.Popen([dynamics, "studio", "--port", "0", "--out", self.out] + arguments,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=cwd, text=True)
        for line in self.process.stdout:
            found = re.match(r"Studio: (http://127\.0\.0\.1:(\d+)/\?token=(\w+))", line)
            if found:
                self.address, self.port, self.token = found.group(1), int(found.group(2)), found.group(3)
                break
        else:
            raise SystemExit("error: the studio printed no address")

    def get(self, path):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", headers={"X-Studio-Token": self.token})
        try:
            with urllib.request.urlopen(request, timeout=600) as answer:
                return answer.status, answer.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def wait_for_build(self, timeout=1800):
        deadline = time.time() + timeout
        while time.time() < deadline:
            status, body = self.get("/api/build")
            state = json.loads(body)["state"] if status == 200 else None
            if state == "ok":
                return
            if state == "failed":
                raise SystemExit("error: the package did not build: " + json.loads(body).get("log", "")[-2000:])
            time.sleep(0.2)
        raise SystemExit("error: the package was not built in time")

    def stop(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.out, ignore_errors=True)


def watch(dynamics, package):
    """Seconds from saving a one-line change to the studio serving the changed frame."""
    main = os.path.join(package, "Sources", "MyScenes", "main.swift")
    original = open(main).read()
    if ".systemOrange" not in original:
        raise SystemExit("error: the README's example no longer paints its card .systemOrange")
    studio = Studio(dynamics, ["--package", package, "--watch"])
    try:
        studio.wait_for_build()
        frame = "/api/scenes/falling-card/frame?t=1&scale=1"
        status, before = studio.get(frame)
        if status != 200:
            raise SystemExit(f"error: the first frame answered {status}: {before[:200]!r}")
        time.sleep(1)  # the watcher's first look at the folder is behind it
        with open(main, "w") as file:
            file.write(original.replace(".systemOrange", ".systemTeal", 1))
        saved = time.time()
        while time.time() - saved < 600:
            status, now = studio.get(frame)
            if status == 200 and now != before:
                return time.time() - saved
            time.sleep(0.05)
        raise SystemExit("error: the changed frame was not served within 10 minutes")
    finally:
        with open(main, "w") as file:
            file.write(original)
        studio.stop()


class Chromium:
    """Debian's headless Chromium driven over --remote-debugging-pipe (NUL-ended JSON messages on descriptors 3/4)."""

    def __init__(self, width=1400, height=900):
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if not binary:
            raise SystemExit("error: no chromium (make deps installs Debian's)")
        self.profile = tempfile.mkdtemp(prefix="studio-bench-chromium-")
        to_child, from_child = os.pipe(), os.pipe()
        child_in, child_out = to_child[0], from_child[1]

        def descriptors():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={width},{height}",
             "--autoplay-policy=no-user-gesture-required", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=descriptors, pass_fds=(3, 4))
        os.close(child_in)
        os.close(child_out)
        self.commands, self.answers = to_child[1], from_child[0]
        self.pending, self.next_id, self.session = b"", 0, None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def call(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" in self.pending:
                chunk, self.pending = self.pending.split(b"\0", 1)
                answer = json.loads(chunk)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise SystemExit(f"error: {method}: {answer['error']}")
                    return answer.get("result", {})
            data = os.read(self.answers, 1 << 16)
            if not data:
                raise SystemExit("error: chromium closed the pipe")
            self.pending += data

    def evaluate(self, expression):
        answer = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in answer:
            raise SystemExit(f"error: {expression}: {answer['exceptionDetails']}")
        return answer.get("result", {}).get("value")

    def wait_until(self, expression, timeout=300):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(f"!!({expression})"):
                return
            time.sleep(0.1)
        raise SystemExit(f"error: still not true after {timeout} s: {expression}")

    def close(self):
        try:
            self.call("Browser.close")
        except SystemExit:
            pass
        self.process.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)


def play(dynamics):
    """Frames per second shown while ball-menu plays at scale 2: a first pass and a cached one."""
    studio = Studio(dynamics, [])
    browser = Chromium()
    try:
        browser.call("Page.navigate", {"url": studio.address + "#scene=ball-menu&t=0"})
        browser.wait_until("document.body && document.body.dataset.ready === '1'")
        browser.evaluate("(s => { s.value = '2'; s.dispatchEvent(new Event('change')); })(document.getElementById('scale'))")
        browser.wait_until("document.getElementById('frame').src.includes('scale=2&') && !state.loading")
        # Every frame shown during one pass through the scene, with when it was shown: playing, the playback canvas
        # shows decoded frames (its data-frame changes when one is handed to it); paused, the <img> (at its load).
        rates = []
        for _ in range(2):
            browser.evaluate("""
                window.shown = []; window.shownObserver = new MutationObserver(records => {
                  for (const r of records) shown.push([performance.now(), +r.target.dataset.frame]); });
                for (const id of ['frame', 'playback'])
                  shownObserver.observe(document.getElementById(id), {attributes: true, attributeFilter: ['data-frame']});
                document.getElementById('loop').checked = false; seek(0); play(1, 1); true""")
            browser.wait_until("!state.playing", timeout=600)
            shown = browser.evaluate("shownObserver.disconnect(), shown")
            frames = len({frame for _, frame in shown})
            seconds = (shown[-1][0] - shown[0][0]) / 1000 if len(shown) > 1 else float("inf")
            rates.append((frames - 1) / seconds if seconds > 0 else 0)
        return rates
    finally:
        browser.close()
        studio.stop()


def main():
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    dynamics = os.path.abspath(sys.argv[1])
    if len(sys.argv) == 3:
        seconds = watch(dynamics, os.path.abspath(sys.argv[2]))
        print(f"save to new frame with --watch (one-line change of the README's example, debug build): {seconds:.1f} s")
    first, cached = play(dynamics)
    print(f"playback of ball-menu at scale 2 in headless Chromium: {first:.1f} frames/s on the first pass, "
          f"{cached:.1f} frames/s from the browser's cache (the page asks for 60)")


if __name__ == "__main__":
    main()
