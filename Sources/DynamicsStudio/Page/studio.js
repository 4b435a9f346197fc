"use strict";
// Frames of this server process never change: their addresses carry its id (the page's studio-run), so the browser
// keeps them.
const RUN = document.querySelector("meta[name=studio-run]").content;
const $ = id => document.getElementById(id);
window.onerror = message => { $("status").textContent = "page error: " + message; };
window.onunhandledrejection = event => { $("status").textContent = "page error: " + event.reason; };
const COLORS = ["#d2453a","#3a6fd2","#2e9d57","#c78a00","#8e44ad","#16a085","#e67e22","#555"];
const state = {scenes: [], scene: null, frame: 0, fps: 60, count: 1, playing: false, motion: null, refMotion: null,
  reference: null, run: null, loading: false, pending: null, values: {}};
const seconds = () => state.frame / state.fps;

// The scale frames are drawn at: as chosen, or (sharp) the screen pixels the frame covers — its size on the page times
// devicePixelRatio — in steps of ½ so that small resizes reuse frames already drawn.
function frameScale() {
  const chosen = $("scale").value;
  if (chosen !== "auto") return +chosen;
  return Math.min(4, Math.max(0.5, Math.ceil((state.fit || 1) * (window.devicePixelRatio || 1) * 2) / 2));
}
function frameQuery() {
  return `scale=${frameScale()}&debug=${$("debug").checked ? 1 : 0}&touches=${$("touches").checked ? "show" : "hide"}` +
    `&transparent=${$("transparent").checked ? 1 : 0}` + parameterQuery();
}
// The scene's parameters as the sliders set them (only those moved off their default): `&set.NAME=VALUE`.
function parameterQuery() {
  return Object.entries(state.values || {}).map(([name, value]) => `&set.${encodeURIComponent(name)}=${value}`).join("");
}
// One slider per parameter the scene declares (`context.parameter`): moving it re-runs the scene with the new value —
// the frame and the plots — without a rebuild.
function showParameters(parameters) {
  const box = $("parameters"); box.innerHTML = ""; box.hidden = !parameters.length;
  for (const p of parameters) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    const value = document.createElement("output");
    Object.assign(input, {type: "range", min: p.minimum, max: p.maximum, step: (p.maximum - p.minimum) / 100 || 1,
                          value: p.name in state.values ? state.values[p.name] : p.defaultValue});
    input.dataset.name = p.name;
    value.textContent = (+input.value).toFixed(2);
    input.oninput = () => {
      value.textContent = (+input.value).toFixed(2);
      if (+input.value === p.defaultValue) delete state.values[p.name]; else state.values[p.name] = +input.value;
      showFrame();
      clearTimeout(state.replot); state.replot = setTimeout(replot, 150);
    };
    label.append(p.name + " ", input, " ", value);
    box.appendChild(label);
  }
}
async function replot() {
  const name = state.scene.name;
  const traced = await fetch(`/api/scenes/${encodeURIComponent(name)}/trace?${parameterQuery().slice(1)}`);
  if (state.scene.name !== name) return;
  if (!traced.ok) { showProblem((await traced.json()).error); return; }
  const motion = await traced.json();
  state.motion = motion; drawMarks(); drawPlots();
}
function post(path, body) {
  return fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                      body: JSON.stringify(body)});
}
async function loadScenes() {
  fetch("/api/build").then(answer => answer.json()).then(showBuild);
  const listed = await fetch("/api/scenes");
  if (!listed.ok) { showProblem((await listed.json()).error); return; }
  state.scenes = await listed.json();
  $("scenes").innerHTML = "";
  // A package being built has no scenes yet: the build state shows, and the page reloads when a build is served.
  if (!state.scenes.length) { $("status").textContent = "no scenes yet"; listenSoon(); return; }
  for (const s of state.scenes) {
    const div = document.createElement("div");
    div.dataset.name = s.name;
    div.innerHTML = `<b></b><small></small>`;
    div.querySelector("b").textContent = s.name;
    div.querySelector("small").textContent = `${s.width}×${s.height} pt · ${s.duration} s`;
    div.onclick = () => choose(s.name, 0);
    $("scenes").appendChild(div);
  }
  const hash = new URLSearchParams(location.hash.slice(1));
  state.wanted = {ref: hash.get("ref"), mode: hash.get("mode")};
  const name = hash.get("scene") && state.scenes.some(s => s.name === hash.get("scene")) ? hash.get("scene") : state.scenes[0].name;
  await choose(name, parseFloat(hash.get("t") || "0"));
}
async function choose(name, time) {
  state.playing = false; $("play").textContent = "▶ play"; state.plotted = false; state.values = {};
  state.scene = state.scenes.find(s => s.name === name);
  for (const d of $("scenes").children) d.classList.toggle("current", d.dataset.name === name);
  state.fps = state.scene.fps;
  state.count = Math.max(1, Math.round(state.scene.duration * state.fps));
  $("scrubber").max = state.count - 1;
  state.reference = null; state.refMotion = null; $("strip").innerHTML = ""; $("reference-view").hidden = true; $("overlay").hidden = true;
  layoutStage();
  seek(Math.round(Math.min(Math.max(time || 0, 0), state.scene.duration) * state.fps));
  const traced = await fetch(`/api/scenes/${encodeURIComponent(name)}/trace`);
  // A scene that cannot be run to its end (its process crashed) has no motion: the error shows, the plots stay empty.
  const motion = traced.ok ? await traced.json() : (showProblem((await traced.json()).error), {events: [], series: [], parameters: []});
  if (state.scene.name !== name) return;
  state.motion = motion;
  showParameters(motion.parameters || []);
  drawMarks(); drawPlots();
  await loadReferences();
  const wanted = state.wanted; state.wanted = null;
  if (wanted && wanted.ref) await chooseReferenceNamed(wanted.ref, wanted.mode);
  state.plotted = true; markReady();
}
// The live event stream opens a second after the first frame and plots are shown: an open stream is a fetch that
// never ends, and headless captures (the browser test) wait for the page to have no fetch in flight.
let listening = false;
function markReady() {
  if (!state.frameShown || !state.plotted) return;
  document.body.dataset.ready = "1";
  if (!listening) { listening = true; setTimeout(listen, 1000); }
}
function seek(frame) {
  state.frame = Math.min(Math.max(frame, 0), state.count - 1);
  $("scrubber").value = state.frame;
  $("time").textContent = `${seconds().toFixed(3)} s · frame ${state.frame}`;
  updateHash();
  showFrame(); updatePlayheads(); showCompare();
}
// The address keeps the scene, the playhead and the reference, so a reload (or a link) opens the same view.
function updateHash() {
  let hash = `#scene=${encodeURIComponent(state.scene.name)}&t=${seconds().toFixed(4)}`;
  if (state.reference) {
    hash += `&ref=${encodeURIComponent(state.reference.root + "/" + state.reference.path)}` +
      `&mode=${document.querySelector("input[name=mode]:checked").value}`;
  }
  history.replaceState(null, "", location.pathname + hash);
}
function showFrame() {
  const url = `/api/scenes/${encodeURIComponent(state.scene.name)}/frame?frame=${state.frame}&${frameQuery()}&run=${RUN}`;
  // One request at a time: while a frame loads, only the newest wanted one waits.
  if (state.loading) { state.pending = url; return; }
  state.loading = true;
  const img = new Image();
  const shown = () => {
    $("frame").src = img.src; $("frame").dataset.frame = url.match(/frame=(\d+)/)[1];
    state.loading = false;
    if (state.pending) { state.pending = null; showFrame(); } else { state.frameShown = true; markReady(); }
  };
  img.onload = () => { showProblem(""); shown(); };
  // A frame the server could not draw (the scene process crashed, say) says why in its JSON answer.
  img.onerror = () => { fetch(url).then(answer => answer.json()).then(body => showProblem(body.error), () => {}); shown(); };
  img.src = url;
}
function drawMarks() {
  const marks = $("marks"); marks.innerHTML = "";
  for (const e of state.motion.events) {
    const m = document.createElement("div");
    m.className = "mark " + e.kind;
    m.style.left = (100 * e.start / state.scene.duration) + "%";
    m.style.width = Math.max(0, 100 * (e.end - e.start) / state.scene.duration) + "%";
    m.title = `${e.kind} at ${e.start.toFixed(3)} s`;
    m.onclick = () => seek(Math.round(e.start * state.fps));
    marks.appendChild(m);
  }
}
const QUANTITIES = [["x", "x (pt)"], ["y", "y (pt)"], ["angle", "angle (rad)"], ["speed", "speed (pt/s)"]];
function drawPlots() {
  const plots = $("plots"); plots.innerHTML = "";
  const W = 600, H = 110, duration = state.scene.duration;
  const legend = document.createElement("div");
  legend.innerHTML = state.motion.series.map((s, i) => `<span style="color:${COLORS[i % COLORS.length]}">■ ${s.id}</span>`).join(" ") +
    (state.refMotion ? " · dashed: reference" : "");
  plots.appendChild(legend);
  if (!state.motion.series.length) { plots.insertAdjacentHTML("beforeend", "<p>No view has an accessibilityIdentifier: nothing to plot.</p>"); }
  for (const [key, label] of QUANTITIES) {
    const all = state.motion.series.concat(state.refMotion ? state.refMotion.series : []);
    if (!all.length) break;
    let lo = Infinity, hi = -Infinity;
    for (const s of all) for (const v of s[key]) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    if (hi - lo < 1e-9) { hi += 1; lo -= 1; }
    const sx = t => 30 + (W - 36) * t / duration, sy = v => H - 12 - (H - 22) * (v - lo) / (hi - lo);
    const line = (s, i, dashed) => `<polyline fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="1.3" ${dashed ? 'stroke-dasharray="4 3"' : ""} data-id="${s.id}" points="${s.time.map((t, j) => sx(t).toFixed(1) + "," + sy(s[key][j]).toFixed(1)).join(" ")}"/>`;
    const svg = `<svg class="plot" data-quantity="${key}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
      `<text x="32" y="10">${label}</text><text x="0" y="${H - 12}">${lo.toFixed(1)}</text><text x="0" y="18">${hi.toFixed(1)}</text>` +
      state.motion.series.map((s, i) => line(s, i, false)).join("") +
      (state.refMotion ? state.refMotion.series.map((s, i) => line(s, i, true)).join("") : "") +
      `<line class="playhead" x1="0" x2="0" y1="0" y2="${H}" stroke="#000" stroke-width="1"/></svg>`;
    plots.insertAdjacentHTML("beforeend", svg);
    const el = plots.lastElementChild;
    el.onmousemove = ev => {
      const r = el.getBoundingClientRect();
      const t = Math.min(duration, Math.max(0, ((ev.clientX - r.left) * W / r.width - 30) / (W - 36) * duration));
      readout(key, t);
    };
    el.onclick = ev => { const r = el.getBoundingClientRect(); seek(Math.round(((ev.clientX - r.left) * W / r.width - 30) / (W - 36) * duration * state.fps)); };
  }
  updatePlayheads();
}
function readout(key, t) {
  const lines = [`t = ${t.toFixed(3)} s  ${key}`];
  for (const s of state.motion.series) {
    let j = 0; while (j + 1 < s.time.length && s.time[j + 1] <= t) j++;
    lines.push(`${s.id}: ${s[key][j] !== undefined ? s[key][j].toFixed(3) : "–"}`);
  }
  $("readout").textContent = lines.join("\n");
}
function updatePlayheads() {
  if (!state.scene) return;
  const x = 30 + (600 - 36) * seconds() / state.scene.duration;
  for (const l of document.querySelectorAll("line.playhead")) { l.setAttribute("x1", x); l.setAttribute("x2", x); }
}
async function loadReferences() {
  const list = await (await fetch("/api/references")).json();
  const select = $("references");
  select.innerHTML = `<option value="">no reference</option>`;
  for (const r of list.filter(r => r.scene === state.scene.name)) {
    const o = document.createElement("option");
    o.value = JSON.stringify({root: r.root, path: r.path});
    o.textContent = `${r.root}/${r.path || "."} (${r.frameCount} frames, ${r.fps} fps${r.hasTrace ? ", trace" : ""})`;
    select.appendChild(o);
  }
}
async function chooseReferenceNamed(name, mode) {
  const slash = name.indexOf("/");
  const value = JSON.stringify({root: name.slice(0, slash), path: name.slice(slash + 1)});
  if (![...$("references").options].some(o => o.value === value)) return;
  $("references").value = value;
  const radio = document.querySelector(`input[name=mode][value="${mode}"]`);
  if (radio) radio.checked = true;
  await chooseReference();
}
async function chooseReference() {
  state.reference = null; state.refMotion = null; $("strip").innerHTML = "";
  if (!$("references").value) { showCompare(); drawPlots(); return; }
  const answer = await post(`/api/scenes/${encodeURIComponent(state.scene.name)}/reference`, JSON.parse($("references").value));
  const body = await answer.json();
  if (!answer.ok) { $("compare-status").textContent = body.error; return; }
  state.reference = body;
  showCompare();
  const trace = await fetch(`/api/scenes/${encodeURIComponent(state.scene.name)}/reference/trace`);
  if (trace.ok) { state.refMotion = await trace.json(); drawPlots(); }
  updateHash();
  measureStrip(state.reference, 0, 0);
}
// The strip fills in a few frames at a time: each is a frame drawn and compared.
async function measureStrip(reference, from, worst) {
  if (state.reference !== reference) return;
  const answer = await fetch(`/api/scenes/${encodeURIComponent(state.scene.name)}/reference/strip?from=${from}&count=15`);
  if (!answer.ok || state.reference !== reference) return;
  const strip = await answer.json();
  const span = state.scene.duration * strip.fps;
  $("strip").insertAdjacentHTML("beforeend", strip.ratios.map((r, i) => `<span title="frame ${strip.frames[i]}: ${(100 * r).toFixed(3)} %" style="left:${100 * strip.frames[i] / span}%;width:${Math.max(0.2, 100 / span)}%;background:${r === 0 ? "#2e7d32" : r < 0.001 ? "#c78a00" : "#b3261e"}"></span>`).join(""));
  worst = Math.max(worst, ...strip.ratios);
  const done = from + strip.ratios.length;
  $("compare-status").textContent = `${done} of ${strip.total} frames measured; the worst differs in ${(100 * worst).toFixed(3)} % of its pixels`;
  if (done < strip.total) setTimeout(() => measureStrip(reference, done, worst), 0);
}
// Sizes the frame (and the reference beside it) to fit the player's width and 60 % of the window's height, both
// whole; the frame's scale follows from that size (frameScale).
function layoutStage() {
  if (!state.scene) return;
  const side = !!state.reference && document.querySelector("input[name=mode]:checked").value === "side";
  const panes = side ? 2 : 1, gap = 12;
  const width = ($("stage").clientWidth - gap * (panes - 1)) / panes;
  const height = Math.max(100, window.innerHeight * 0.6);
  state.fit = Math.max(0.05, Math.min(width / state.scene.width, height / state.scene.height));
  for (const img of [$("frame"), $("reference")]) {
    img.style.width = (state.scene.width * state.fit).toFixed(1) + "px";
    img.style.height = (state.scene.height * state.fit).toFixed(1) + "px";
  }
}
function showCompare() {
  const mode = document.querySelector("input[name=mode]:checked").value;
  const before = state.fit;
  layoutStage();
  if (state.fit !== before && state.frameShown) showFrame();
  $("current-label").textContent = !state.reference ? "current build"
    : mode === "side" ? "current build" : mode === "onion" ? `current build, reference over it at ${$("onion").value} %`
    : "differences from the reference (pixelmatch, threshold 0.1)";
  if (!state.reference) { $("reference-view").hidden = true; $("overlay").hidden = true; return; }
  $("reference-label").textContent = `reference: ${state.reference.root}/${state.reference.path || "."}`;
  // The reference frame showing the same time; a reference of only some frames has none for the others.
  const k = Math.round(seconds() * state.reference.fps);
  const base = `/api/scenes/${encodeURIComponent(state.scene.name)}/reference`;
  $("reference-view").hidden = mode !== "side";
  $("overlay").hidden = mode === "side";
  if (mode === "side") $("reference").src = `${base}/frame?frame=${k}`;
  if (mode === "onion") { $("overlay").src = `${base}/frame?frame=${k}`; $("overlay").style.opacity = $("onion").value / 100; }
  if (mode === "diff") { $("overlay").src = `${base}/diff?frame=${k}`; $("overlay").style.opacity = 1; }
}
async function render() {
  const options = {format: $("format").value, fps: +$("render-fps").value, scale: +$("render-scale").value,
    debug: $("debug").checked, touches: $("touches").checked ? "show" : "hide", transparent: $("transparent").checked,
    parameters: state.values};
  $("render").disabled = true; $("render-status").textContent = "starting…";
  try {
    const answer = await post(`/api/scenes/${encodeURIComponent(state.scene.name)}/render`, options);
    if (!answer.ok) { $("render-status").textContent = (await answer.json()).error; return; }
    const reader = answer.body.getReader(); const decoder = new TextDecoder(); let buffer = "";
    for (;;) {
      const {value, done} = await reader.read(); if (done) break;
      buffer += decoder.decode(value, {stream: true});
      let n; while ((n = buffer.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buffer.slice(0, n)); buffer = buffer.slice(n + 1);
        if (msg.total) { $("progress").max = msg.total; $("progress").value = msg.done; $("render-status").textContent = `${msg.done}/${msg.total}`; }
        if (msg.finished !== undefined) showRendered(msg.files);
        if (msg.error) $("render-status").textContent = "failed: " + msg.error;
      }
    }
    loadReferences();
  } finally { $("render").disabled = false; }
}
// What a render wrote, inside the render folder: a video links to itself, a frame folder names its first frame.
function showRendered(files) {
  const status = $("render-status"); status.textContent = "done: ";
  for (const file of files) {
    const link = document.createElement("a");
    const target = file.includes(".") ? file : file + "/frame_00000.png";
    link.href = `/api/files?root=output&path=${encodeURIComponent(target)}`; link.target = "_blank";
    link.textContent = file.includes(".") ? file : file + "/";
    status.appendChild(link); status.append(" ");
  }
}
let last = 0, carry = 0;
function tick(now) {
  if (!state.playing) return;
  const dt = last ? (now - last) / 1000 : 0; last = now;
  carry += dt * parseFloat($("speed").value) * state.fps;
  const steps = Math.floor(carry); carry -= steps;
  if (steps > 0) {
    let next = state.frame + steps;
    if (next >= state.count) { if ($("loop").checked) next %= state.count; else { next = state.count - 1; togglePlay(); } }
    seek(next);
  }
  requestAnimationFrame(tick);
}
function togglePlay() {
  state.playing = !state.playing; $("play").textContent = state.playing ? "❚❚ pause" : "▶ play";
  last = 0; carry = 0; if (state.playing) requestAnimationFrame(tick);
}
function showBuild(b) {
  $("build").className = b.state; $("build").textContent = b.state === "none" ? "" : "build: " + b.state;
  $("build-errors").textContent = b.state === "failed"
    ? (b.errors.length ? b.errors.map(d => `${d.file}:${d.line}:${d.column}: ${d.message}`).join("\n") : b.log) + "\n(showing the last good build)"
    : b.state === "crashed" ? b.log + "\n(the next frame asked for starts the scenes again)" : "";
}
// A request the scenes could not answer (a crash, a build not done): shown above the player until one succeeds.
function showProblem(message) { $("problem").textContent = message || ""; $("problem").hidden = !message; }
function listenSoon() { if (!listening) { listening = true; setTimeout(listen, 500); } }
function listen() {
  const source = new EventSource("/api/events");
  source.addEventListener("hello", e => {
    const run = JSON.parse(e.data).run;
    // Another build of the scenes than the one this page was loaded with: reload at the same playhead.
    if (run !== RUN) { location.reload(); return; }
    state.run = run; $("status").textContent = "connected";
  });
  source.addEventListener("build", e => showBuild(JSON.parse(e.data)));
  source.onerror = () => { $("status").textContent = "reconnecting…"; };
}
$("scrubber").oninput = () => seek(+$("scrubber").value);
$("back").onclick = () => seek(state.frame - 1);
$("forward").onclick = () => seek(state.frame + 1);
$("play").onclick = togglePlay;
for (const id of ["scale", "debug", "touches", "transparent"]) $(id).onchange = showFrame;
$("checker").onchange = () => { for (const v of document.querySelectorAll(".box")) v.classList.toggle("checker", $("checker").checked); };
window.addEventListener("resize", () => { if (!state.scene) return; const before = state.fit; layoutStage(); if (state.fit !== before) showFrame(); });
$("references").onchange = chooseReference;
for (const r of document.querySelectorAll("input[name=mode]")) r.onchange = () => { showCompare(); updateHash(); };
$("onion").oninput = showCompare;
$("render").onclick = render;
// The arrows step one frame wherever the focus is but in a text field or a menu: on the scrubber, the range input's own
// step is prevented, or a press would move two frames.
document.addEventListener("keydown", e => {
  if ((e.target.tagName === "INPUT" && e.target.type !== "range") || e.target.tagName === "SELECT") return;
  if (e.key === "ArrowLeft" || e.key === "ArrowRight") { e.preventDefault(); seek(state.frame + (e.key === "ArrowLeft" ? -1 : 1)); }
  else if (e.key === " ") { e.preventDefault(); togglePlay(); }
});
loadScenes();
