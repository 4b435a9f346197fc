"use strict";
// Frames of this build of the scenes never change: their addresses carry its id (the page's studio-run), so the
// browser keeps them (the server answers them `immutable`).
const RUN = document.querySelector("meta[name=studio-run]").content;
// `dynamics studio --set NAME=VALUE`: starting values for every scene that declares NAME.
const STARTING_VALUES = JSON.parse(document.querySelector("meta[name=studio-set]").content || "{}");
const $ = id => document.getElementById(id);
window.onerror = message => { $("status").textContent = "page error: " + message; };
window.onunhandledrejection = event => { $("status").textContent = "page error: " + event.reason; };
const COLORS = ["#d2453a","#3a6fd2","#2e9d57","#c78a00","#8e44ad","#16a085","#e67e22","#7a7a86"];
const state = {scenes: [], scene: null, frame: 0, fps: 60, count: 1, playing: false, direction: 1, rate: 1,
  motion: null, refMotion: null, reference: null, run: null, loading: false, pending: null, values: {},
  inPoint: null, outPoint: null, zoom: null, pan: {x: 0, y: 0}, timelineZoom: 1, inspected: null,
  traits: {device: null, orientation: null, appearance: null, contentSize: null}, catalog: null, sound: null};
const seconds = () => state.frame / state.fps;
const sceneURL = path => `/api/scenes/${encodeURIComponent(state.scene.name)}/${path}`;
const svgIcon = name => `<svg class="icon"><use href="#i-${name}"/></svg>`;
const escapeHTML = text => String(text).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})[c]);

// ---- Theme: follows prefers-color-scheme until chosen; the choice is kept in localStorage.
const THEMES = ["auto", "light", "dark"];
function applyTheme(theme) {
  if (theme === "auto") delete document.documentElement.dataset.theme; else document.documentElement.dataset.theme = theme;
  $("theme-name").textContent = theme;
  $("theme").title = `theme: ${theme === "auto" ? "follows the system" : theme} (click for the next)`;
}
applyTheme(localStorage.getItem("studio-theme") || "auto");
$("theme").onclick = () => {
  const next = THEMES[(THEMES.indexOf($("theme-name").textContent) + 1) % THEMES.length];
  localStorage.setItem("studio-theme", next); applyTheme(next);
};

// ---- Panes: the gutters resize the scene list, the side pane and the timeline (sizes kept in localStorage).
for (const gutter of document.querySelectorAll(".gutter")) {
  const name = gutter.dataset.var, sign = +gutter.dataset.sign, vertical = gutter.classList.contains("vertical");
  const saved = localStorage.getItem("studio" + name);
  if (saved) document.documentElement.style.setProperty(name, saved);
  gutter.onpointerdown = down => {
    down.preventDefault(); gutter.setPointerCapture(down.pointerId); gutter.classList.add("dragging");
    const start = vertical ? down.clientX : down.clientY;
    const size = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
    gutter.onpointermove = move => {
      const limit = vertical ? window.innerWidth * 0.45 : window.innerHeight * 0.7;
      const value = Math.min(limit, Math.max(vertical ? 140 : 70, size + sign * ((vertical ? move.clientX : move.clientY) - start)));
      document.documentElement.style.setProperty(name, value + "px");
      relayout();
    };
    gutter.onpointerup = () => {
      gutter.onpointermove = null; gutter.classList.remove("dragging");
      localStorage.setItem("studio" + name, getComputedStyle(document.documentElement).getPropertyValue(name).trim());
    };
  };
}

// ---- The frame's scale: as chosen, or (sharp) the screen pixels the frame covers — its size on the page times
// devicePixelRatio — in steps of ½ so that small resizes reuse frames already drawn.
function frameScale() {
  const chosen = $("scale").value;
  if (chosen !== "auto") return +chosen;
  return Math.min(4, Math.max(0.5, Math.ceil((state.fit || 1) * (state.zoom || 1) * (window.devicePixelRatio || 1) * 2) / 2));
}
function frameQuery() {
  return `scale=${frameScale()}&debug=${$("debug").checked ? 1 : 0}&touches=${$("touches").checked ? "show" : "hide"}` +
    `&transparent=${$("transparent").checked ? 1 : 0}` + parameterQuery() + traitQuery();
}
// The header's device, orientation, appearance and text size (only those chosen): render's flags as query parameters.
const TRAIT_PARAMETERS = {device: "device", orientation: "orientation", appearance: "appearance", contentSize: "content-size"};
function traitQuery() {
  return Object.entries(TRAIT_PARAMETERS).filter(([key]) => state.traits[key] !== null)
    .map(([key, name]) => `&${name}=${encodeURIComponent(state.traits[key])}`).join("");
}
// What the scene's motion, sound and inspector depend on besides the frame: parameter values and the environment.
const runQuery = () => (parameterQuery() + traitQuery()).slice(1);
// The scene's parameters as the sliders set them (only those off their default): `&set.NAME=VALUE`.
function parameterQuery() {
  return Object.entries(state.values || {}).map(([name, value]) => `&set.${encodeURIComponent(name)}=${value}`).join("");
}
const frameURL = (frame, query = frameQuery()) => `${sceneURL("frame")}?frame=${frame}&${query}&run=${RUN}`;

// One slider per parameter the scene declares (`context.parameter`): moving it re-runs the scene with the new value —
// the frame and the plots — without a rebuild.
function showParameters(parameters) {
  const box = $("parameters"); box.innerHTML = `<h2>${svgIcon("sliders")}Parameters</h2>`; box.hidden = !parameters.length;
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
      showFrame(); reinspect();
      clearTimeout(state.replot); state.replot = setTimeout(() => { replot(); loadSound(); }, 150);
    };
    // A double-click gives the declared default back.
    input.ondblclick = () => { input.value = p.defaultValue; input.oninput(); };
    label.title = `${p.name}: ${p.minimum} to ${p.maximum}, ${p.defaultValue} by default (double-click for it)`;
    const name = document.createElement("span"); name.className = "name"; name.textContent = p.name;
    label.append(name, input, value);
    box.appendChild(label);
  }
}
// `--set` values of the parameters this scene declares, kept within their ranges.
function startingValues(parameters) {
  const values = {};
  for (const p of parameters) if (p.name in STARTING_VALUES) {
    const v = Math.min(p.maximum, Math.max(p.minimum, STARTING_VALUES[p.name]));
    if (v !== p.defaultValue) values[p.name] = v;
  }
  return values;
}
async function replot() {
  const name = state.scene.name;
  const traced = await fetchWholeRun(`${sceneURL("trace")}?${runQuery()}`);
  if (state.scene.name !== name) return;
  if (!traced.ok) { showProblem((await traced.json()).error); return; }
  state.motion = prepareMotion(await traced.json()); drawTimeline(); drawPlots();
}
// A trace or a sound runs the whole scene: the studio answers 202 while the run goes on, and the answer comes to the
// same request asked again. A 202 is asked again at once, since the studio waited (--patience) before giving it; a
// 429 (four other runs under way, none started for this one) after its Retry-After.
async function fetchWholeRun(url) {
  for (;;) {
    const answer = await fetch(url);
    if (answer.status === 202) continue;
    if (answer.status !== 429) return answer;
    await new Promise(done => setTimeout(done, 1000 * (parseFloat(answer.headers.get("Retry-After")) || 1)));
  }
}
function post(path, body) {
  return fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
}

// ---- The scene list: searchable by name and summary, each with its summary, size and length.
async function loadScenes() {
  const listed = await fetch("/api/scenes");
  const why = listed.ok ? "" : (await listed.json()).error;
  // The build's state once the scenes were asked, shown with their answer: asking starts their process, which may
  // crash (or start again after a crash), so a state read before the answer could say "ok" beside the crash.
  const build = await fetch("/api/build").then(answer => answer.json()).catch(() => null);
  if (build) showBuild(build);
  if (!listed.ok) {
    // The scenes' process crashed or is not built: the player says so, and the next try starts it again.
    showProblem(why); state.listing = "failed"; showEmpty(); listenSoon(); return;
  }
  showProblem("");
  state.scenes = await listed.json(); state.listing = "listed";
  $("scenes").innerHTML = "";
  // A package being built has no scenes yet: the build state shows, and the page reloads when a build is served.
  if (!state.scenes.length) { $("status").textContent = "no scenes yet"; showEmpty(); listenSoon(); return; }
  showEmpty();
  for (const s of state.scenes) {
    const div = document.createElement("div");
    div.dataset.name = s.name;
    div.innerHTML = `<b></b><small></small><small class="size"></small>`;
    div.querySelector("b").textContent = s.name;
    div.querySelector("small").textContent = s.summary;
    div.querySelector(".size").textContent = `${s.width}×${s.height} pt · ${s.duration} s`;
    div.onclick = () => choose(s.name, 0);
    $("scenes").appendChild(div);
  }
  filterScenes();
  const hash = new URLSearchParams(location.hash.slice(1));
  await loadCatalog(hash);
  state.wanted = {ref: hash.get("ref"), mode: hash.get("mode"), inPoint: hash.get("in"), outPoint: hash.get("out"),
                  inspect: hash.get("inspect")};
  const name = hash.get("scene") && state.scenes.some(s => s.name === hash.get("scene")) ? hash.get("scene") : state.scenes[0].name;
  await choose(name, parseFloat(hash.get("t") || "0"));
}
function filterScenes() {
  const words = $("search").value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const div of $("scenes").children) {
    const s = state.scenes.find(x => x.name === div.dataset.name);
    const text = (s.name + " " + s.summary).toLowerCase();
    div.hidden = !words.every(w => text.includes(w));
    if (!div.hidden) shown++;
  }
  $("no-match").hidden = shown > 0 || !state.scenes.length;
  $("no-match").textContent = `No scene's name or summary has “${$("search").value.trim()}”.`;
}
$("search").oninput = filterScenes;

async function choose(name, time) {
  pause(); state.plotted = false; state.values = {}; state.inspected = null; state.prefetched = new Set();
  state.scene = state.scenes.find(s => s.name === name);
  for (const d of $("scenes").children) d.classList.toggle("current", d.dataset.name === name);
  state.fps = state.scene.fps;
  state.count = Math.max(1, Math.round(state.scene.duration * state.fps));
  $("scrubber").setAttribute("aria-valuemax", state.count - 1);
  const wanted = state.wanted;
  state.inPoint = wanted && wanted.inPoint !== null ? clampFrame(+wanted.inPoint) : null;
  state.outPoint = wanted && wanted.outPoint !== null ? clampFrame(+wanted.outPoint) : null;
  state.reference = null; state.refMotion = null; $("strip").innerHTML = ""; $("reference-view").hidden = true; $("overlay").hidden = true;
  showModes();
  state.zoom = null; state.pan = {x: 0, y: 0}; state.timelineZoom = 1;
  showInspection(null);
  layoutStage();
  seek(Math.round(Math.min(Math.max(time || 0, 0), state.scene.duration) * state.fps));
  loadSound();
  const traced = await fetchWholeRun(`${sceneURL("trace")}?${runQuery()}`);
  // A scene that cannot be run to its end (its process crashed) has no motion: the error shows, the plots stay empty.
  const motion = traced.ok ? await traced.json()
    : (showProblem((await traced.json()).error), {events: [], series: [], parameters: [], behaviors: []});
  if (state.scene.name !== name) return;
  state.values = startingValues(motion.parameters || []);
  state.motion = prepareMotion(motion);
  showParameters(motion.parameters || []);
  drawTimeline(); drawPlots();
  // `--set` values re-run the scene, its frame and its motion, with them.
  if (Object.keys(state.values).length) { showFrame(); replot(); loadSound(); }
  await loadReferences();
  state.wanted = null;
  if (wanted && wanted.ref) await chooseReferenceNamed(wanted.ref, wanted.mode);
  if (wanted && wanted.inspect) await inspect({id: wanted.inspect});
  state.plotted = true; markReady();
}
// The motion as the page draws it: angles unwrapped (no jumps at ±π), and, per named view, the spans of frames in
// which it moves (its lane) and the runs of frames in which it is in the window (its plot lines).
function prepareMotion(motion) {
  motion.scene = state.scene.name;
  motion.behaviors = motion.behaviors || [];
  for (const s of motion.series) {
    s.runs = windowRuns(s, motion.fps || state.fps, motion.duration || state.scene.duration);
    for (let j = 1; j < s.angle.length; j++) {
      s.angle[j] = s.angle[j - 1] + Math.atan2(Math.sin(s.angle[j] - s.angle[j - 1]), Math.cos(s.angle[j] - s.angle[j - 1]));
    }
    s.spans = [];
    for (let j = 1; j < s.time.length; j++) {
      const moving = s.speed[j] > 0.5 || Math.abs(s.angle[j] - s.angle[j - 1]) > 1e-3;
      if (!moving) continue;
      const start = s.time[j - 1], end = s.time[j], last = s.spans[s.spans.length - 1];
      if (last && Math.abs(last[1] - start) < 1e-9) last[1] = end; else s.spans.push([start, end]);
    }
    // Motion up to a run's last frame lasts as long as that frame is shown, as the plot lines do.
    for (const run of s.runs) {
      const span = s.spans.find(span => Math.abs(span[1] - s.time[run.last]) < 1e-9);
      if (span) span[1] = run.end;
    }
  }
  return motion;
}
// The runs of consecutive frames a view is sampled in — while it is in the window: one unless it leaves and comes
// back — each from its first frame's time to the end of its last frame (frame k shows the view until frame k + 1),
// so a view there to the end reaches the end of the scene (`toEnd`) and one taken out ends where the frames stop
// showing it.
function windowRuns(s, fps, duration) {
  const runs = [], lastFrame = Math.max(1, Math.round(duration * fps)) - 1;
  for (let j = 0; j < s.time.length; j++) {
    const run = runs[runs.length - 1];
    if (run && s.time[j] - s.time[run.last] < 1.5 / fps) run.last = j;
    else runs.push({first: j, last: j, start: s.time[j]});
    const ended = runs[runs.length - 1];
    ended.toEnd = s.time[j] * fps > lastFrame - 0.5;
    ended.end = ended.toEnd ? duration : s.time[j] + 1 / fps;
  }
  return runs;
}
// The live event stream opens a second after the first frame and plots are shown: an open stream is a fetch that
// never ends, and headless captures (the browser tests) wait for the page to have no fetch in flight.
let listening = false;
function markReady() {
  if (!state.frameShown || !state.plotted) return;
  document.body.dataset.ready = "1";
  if (!listening) { listening = true; setTimeout(listen, 1000); }
}
const clampFrame = frame => Math.min(Math.max(Math.round(frame), 0), state.count - 1);
function seek(frame) {
  state.frame = clampFrame(frame);
  $("scrubber").setAttribute("aria-valuenow", state.frame);
  $("time").textContent = `${seconds().toFixed(3)} s · frame ${state.frame} of ${state.count - 1}`;
  // While playing, the address follows when playback stops: replacing it is a same-document navigation of the
  // browser on every frame.
  if (!state.playing) updateHash();
  showFrame(); updatePlayheads(); showReferenceFrame(); prefetch(); syncSound();
  // The inspected view is followed while stepping and scrubbing; while playing, once it stops.
  if (!state.playing) reinspect();
}
// The address keeps the scene, the playhead, the in and out points and the reference, so a reload opens the same view.
function updateHash() {
  let hash = `#scene=${encodeURIComponent(state.scene.name)}&t=${seconds().toFixed(4)}`;
  if (state.inPoint !== null) hash += `&in=${state.inPoint}`;
  if (state.outPoint !== null) hash += `&out=${state.outPoint}`;
  if (state.inspected && state.inspected.id !== undefined) hash += `&inspect=${encodeURIComponent(state.inspected.id)}`;
  hash += traitQuery();
  if (state.reference) {
    hash += `&ref=${encodeURIComponent(state.reference.root + "/" + state.reference.path)}` +
      `&mode=${document.querySelector("input[name=mode]:checked").value}`;
  }
  history.replaceState(null, "", location.pathname + hash);
}
function showFrame() {
  if (state.playing) { showPlaybackFrame(); return; }
  const url = frameURL(state.frame);
  // One request at a time: while a frame loads, only the newest wanted one waits.
  if (state.loading) { state.pending = true; return; }
  state.loading = true;
  const img = new Image();
  const shown = () => {
    $("frame").src = img.src; $("frame").dataset.frame = url.match(/frame=(\d+)/)[1];
    state.loading = false;
    // Paused, the exact PNG is back in the <img>: the playback canvas over it goes.
    if (!state.playing) showCanvas(false);
    if (state.pending) { state.pending = false; showFrame(); } else { state.frameShown = true; markReady(); }
  };
  img.onload = () => { showProblem(""); shown(); };
  // A frame the server could not draw (the scene process crashed, say) says why in its JSON answer.
  img.onerror = () => { fetch(url).then(answer => answer.json()).then(body => showProblem(body.error), () => {}); shown(); };
  img.src = url;
}
// Frames ahead of the playhead (in the playing direction, within the in and out points) are fetched a few at a time
// by the playback worker: paused, into the browser's cache, so stepping finds them there; playing, into decoded
// pictures for the canvas.
const AHEAD = 24;
function framesAhead() {
  const [first, last] = playRange(), frames = [];
  // Playing faster than 1×, the frames in between are never shown.
  const stride = state.playing ? Math.max(1, Math.floor(parseFloat($("speed").value) * state.rate)) : 1;
  for (let k = 1; k <= AHEAD; k++) {
    let f = state.frame + state.direction * k * stride;
    if (f > last) f = first + (f - last - 1); else if (f < first) f = last - (first - f - 1);
    if (f < first || f > last) break;
    frames.push(f);
  }
  return frames;
}
function prefetch() {
  if (!state.frameShown) return;
  state.prefetched = state.prefetched || new Set();
  const query = frameQuery();
  if (state.playing) { decodeAhead(query); return; }
  state.prefetchQueue = framesAhead().map(f => frameURL(f, query)).filter(url => !state.prefetched.has(url));
  pumpPrefetch();
}
let prefetching = 0;
function pumpPrefetch() {
  while (prefetching < 2 && state.prefetchQueue && state.prefetchQueue.length) {
    const url = state.prefetchQueue.shift();
    if (state.prefetched.has(url)) continue;
    state.prefetched.add(url); prefetching++;
    askWorker({url}).then(answer => { if (answer.problem || answer.failed) state.prefetched.delete(url); })
      .finally(() => { prefetching--; pumpPrefetch(); });
  }
}

// ---- The playback worker (studio-playback.js) fetches frames and decodes them, so the page's main thread only
// hands the decoded pictures to the canvas. Each question has a number of its own, which its answer carries back.
const worker = new Worker("/studio-playback.js");
const questions = new Map(); // number → the function its answer goes to
let questionsAsked = 0;
worker.onmessage = ({data}) => {
  const answered = questions.get(data.key);
  questions.delete(data.key);
  if (answered) answered(data); else if (data.bitmap) data.bitmap.close();
};
// A worker that cannot start (its script not served) answers nothing: playing would show no frame, so say why.
worker.onerror = event => { event.preventDefault(); showProblem(`the playback worker failed: ${event.message || "its script did not load"}`); };
function askWorker(message) {
  const key = ++questionsAsked;
  return new Promise(resolve => { questions.set(key, resolve); worker.postMessage({key, ...message}); });
}

// ---- Playback's pictures. An <img> per frame cost, on every frame, a load through the browser, a PNG decode while
// the page is drawn and a repaint of the picture: 43 frames/s at scale 2 on two cores (issue 41). Playing, frames
// ahead of the playhead are fetched and decoded by the playback worker (createImageBitmap), at the size they are
// shown, and handed to a canvas over the <img>; paused, the <img> shows the exact PNG again and the canvas is hidden.
const DECODING = 3;
const decoded = new Map(); // key → {frame, bitmap} once decoded, {frame} while fetched and decoded
let decoding = 0;
// The decoded size: the screen pixels the frame covers, never more than the PNG's own.
function playbackSize() {
  const size = sceneSize(), scale = frameScale(), ratio = window.devicePixelRatio || 1;
  const shown = Math.min(scale, (state.fit || 1) * (state.zoom || 1) * ratio);
  return {width: Math.max(1, Math.round(size.width * shown)), height: Math.max(1, Math.round(size.height * shown))};
}
const playbackKey = (frame, query, size) => `${frameURL(frame, query)}#${size.width}x${size.height}`;
function decodeAhead(query) {
  const size = playbackSize();
  const wanted = framesAhead().map(f => [f, playbackKey(f, query, size)]);
  const keep = new Set(wanted.map(([, key]) => key));
  keep.add(playbackKey(state.frame, query, size));
  // Pictures behind the playhead are let go (a loop decodes them again from the browser's cache).
  for (const [key, entry] of decoded) {
    if (!keep.has(key) && entry.bitmap) { entry.bitmap.close(); decoded.delete(key); }
  }
  state.decodeQueue = wanted.filter(([, key]) => !decoded.has(key));
  pumpDecoding(size);
}
function pumpDecoding(size) {
  while (decoding < DECODING && state.decodeQueue && state.decodeQueue.length) {
    const [frame, key] = state.decodeQueue.shift();
    if (decoded.has(key)) continue;
    const entry = {frame}; decoded.set(key, entry); decoding++;
    askWorker({url: key.slice(0, key.lastIndexOf("#")), width: size.width, height: size.height})
      .then(({bitmap, problem}) => {
        if (problem) showProblem(problem);
        if (!bitmap) { if (decoded.get(key) === entry) decoded.delete(key); return; }
        if (decoded.get(key) !== entry) { bitmap.close(); return; }
        entry.bitmap = bitmap;
        if (!$("problem").hidden) showProblem("");
        showPlaybackFrame();
      })
      .finally(() => { decoding--; pumpDecoding(size); });
  }
}
// The playhead's picture if it is decoded; otherwise the newest decoded one the playhead has passed since the last one
// shown, and lately (frames drawn slower than they play: a first pass through a scene; not those ahead of where the
// playhead was before a jump back).
function showPlaybackFrame() {
  if (!state.playing) return;
  const canvas = $("playback"), [first, last] = playRange(), length = last - first + 1;
  // How many frames ago (in the playing direction, around the loop) the playhead was at `frame`.
  const passed = frame => (((state.frame - frame) * state.direction) % length + length) % length;
  let best = null, limit = canvas.hidden ? AHEAD : Math.min(AHEAD, passed(+canvas.dataset.frame));
  for (const [key, entry] of decoded) {
    if (entry.bitmap && passed(entry.frame) < limit) { best = [key, entry]; limit = passed(entry.frame); }
  }
  if (!best) return;
  const [key, entry] = best;
  decoded.delete(key);
  if (canvas.width !== entry.bitmap.width || canvas.height !== entry.bitmap.height) {
    canvas.width = entry.bitmap.width; canvas.height = entry.bitmap.height;
  }
  canvas.getContext("bitmaprenderer").transferFromImageBitmap(entry.bitmap);
  canvas.dataset.frame = entry.frame;
  showCanvas(true);
}
// The canvas replaces the <img> (hidden, not removed: it keeps the box's size), so a transparent frame does not show
// the paused one through it.
function showCanvas(shown) {
  $("playback").hidden = !shown;
  $("frame").style.visibility = shown ? "hidden" : "";
}
// Paused, the decoded pictures go: playing again decodes them from the browser's cache.
function forgetDecoded() {
  for (const entry of decoded.values()) if (entry.bitmap) entry.bitmap.close();
  decoded.clear(); state.decodeQueue = [];
}
const playRange = () => [state.inPoint ?? 0, state.outPoint ?? state.count - 1];

// ---- Timeline: a ruler in seconds and frames, the script's events as labelled marks, the compare strip, one lane
// per named view (when it moves) and per behaviour (when it acts), the in and out points and the playhead. Zoom
// widens the content; the scroller scrolls it.
const timeX = t => t / state.scene.duration * contentWidth();
// The timeline's width is measured when it is laid out, not on every frame (a read after the frame's changes would
// lay out the page again).
const contentWidth = () => (state.timelineWidth ??= $("tl-scroll").clientWidth) * state.timelineZoom;
function drawTimeline() {
  if (!state.scene || !state.motion) return;
  state.timelineWidth = undefined;
  $("tl-content").style.width = contentWidth() + "px";
  drawRuler(); drawMarks(); drawWaveform(); drawLanes(); updateRange(); updatePlayheads();
}
function drawRuler() {
  const width = contentWidth(), duration = state.scene.duration;
  const perSecond = width / duration;
  const steps = [1 / 60, 1 / 30, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];
  const major = steps.find(s => s * perSecond >= 70) || 60;
  const minor = perSecond / state.fps >= 6 ? 1 / state.fps : steps.find(s => s * perSecond >= 12) || major;
  let html = "";
  for (let i = 0; i * minor <= duration + 1e-9; i++) {
    const t = i * minor, isMajor = Math.abs(t / major - Math.round(t / major)) < 1e-6;
    html += `<div class="tick${isMajor ? " major" : ""}" style="left:${timeX(t).toFixed(1)}px"></div>`;
    if (isMajor) html += `<div class="label" style="left:${timeX(t).toFixed(1)}px">${+t.toFixed(3)} s · ${Math.round(t * state.fps)}</div>`;
  }
  $("ruler").innerHTML = html;
}
function drawMarks() {
  const marks = $("marks"); marks.innerHTML = "";
  for (const e of state.motion.events) {
    const m = document.createElement("div");
    m.className = "mark " + e.kind;
    m.style.left = timeX(e.start) + "px";
    m.style.width = Math.max(0, timeX(e.end) - timeX(e.start)) + "px";
    const label = e.label || e.kind;
    // An instant event (a tap) is a pin with its label beside it; one that lasts is a bar labelled inside.
    if (e.end <= e.start) m.dataset.instant = "";
    m.title = `${label} at ${e.start.toFixed(3)} s` + (e.end > e.start ? ` to ${e.end.toFixed(3)} s` : "");
    m.textContent = label;
    m.onpointerdown = ev => { ev.stopPropagation(); seek(Math.round(e.start * state.fps)); $("scrubber").focus(); };
    marks.appendChild(m);
  }
}
function drawLanes() {
  const labels = $("lane-labels"), lanes = $("lanes");
  labels.innerHTML = ""; lanes.innerHTML = "";
  const add = (name, spans, kind, onLabel) => {
    const label = document.createElement("div");
    label.textContent = name; label.title = name; label.dataset.lane = name;
    if (onLabel) label.onclick = onLabel;
    labels.appendChild(label);
    const lane = document.createElement("div");
    lane.className = "lane " + kind; lane.dataset.lane = name;
    lane.innerHTML = spans.map(([a, b]) => `<span style="left:${timeX(a).toFixed(1)}px;width:${Math.max(2, timeX(b) - timeX(a)).toFixed(1)}px" title="${escapeHTML(name)}: ${a.toFixed(3)}–${b.toFixed(3)} s"></span>`).join("");
    for (const [i, span] of [...lane.children].entries()) span.onclick = () => { seek(Math.round(spans[i][0] * state.fps)); if (onLabel) onLabel(); };
    lanes.appendChild(lane);
  };
  for (const s of state.motion.series) add(s.id, s.spans, "view", () => inspect({id: s.id}));
  for (const b of state.motion.behaviors) add(b.name, b.spans, "behavior", null);
}
function updateRange() {
  const [first, last] = playRange();
  const set = state.inPoint !== null || state.outPoint !== null;
  $("range").textContent = set ? `in ${first} (${(first / state.fps).toFixed(3)} s) · out ${last} (${(last / state.fps).toFixed(3)} s) · ${last - first + 1} frames`
    : "whole scene";
  $("render-range").textContent = set ? `frames ${first}–${last}` : "all frames";
  const width = contentWidth(), frameWidth = width / state.count;
  $("in-shade").hidden = state.inPoint === null; $("out-shade").hidden = state.outPoint === null;
  $("in-shade").style.cssText = `left:0;width:${(first * frameWidth).toFixed(1)}px`;
  $("out-shade").style.cssText = `left:${((last + 1) * frameWidth).toFixed(1)}px;width:${Math.max(0, width - (last + 1) * frameWidth).toFixed(1)}px`;
}
function setIn() {
  state.inPoint = state.frame;
  if (state.outPoint !== null && state.outPoint < state.inPoint) state.outPoint = null;
  updateRange(); updateHash(); state.prefetched = new Set(); prefetch();
}
function setOut() {
  state.outPoint = state.frame;
  if (state.inPoint !== null && state.inPoint > state.outPoint) state.inPoint = null;
  updateRange(); updateHash(); state.prefetched = new Set(); prefetch();
}
function clearRange() { state.inPoint = null; state.outPoint = null; updateRange(); updateHash(); }
function updatePlayheads() {
  if (!state.scene) return;
  const x = timeX(seconds());
  // Moved, not laid out: the playhead is a layer of its own (will-change: transform).
  $("playhead").style.transform = `translateX(${x}px)`;
  // Keep the playhead in sight while the timeline is zoomed in.
  const scroller = $("tl-scroll");
  if (state.timelineZoom > 1 && (x < scroller.scrollLeft || x > scroller.scrollLeft + state.timelineWidth - 10)) {
    scroller.scrollLeft = x - state.timelineWidth / 3;
  }
  const px = 30 + ((state.plotWidth || 600) - 36) * seconds() / state.scene.duration;
  for (const l of state.plotPlayheads || []) { l.setAttribute("x1", px); l.setAttribute("x2", px); }
}
// Pressing on the ruler or the marks' row seeks there, and dragging scrubs.
function scrubFrom(down) {
  if (down.button !== 0) return;
  down.preventDefault(); $("scrubber").focus();
  const area = $("tl-content");
  const to = ev => { const r = area.getBoundingClientRect(); seek(Math.floor((ev.clientX - r.left) / r.width * state.count)); };
  to(down);
  const move = ev => to(ev);
  const up = () => { window.removeEventListener("pointermove", move); window.removeEventListener("pointerup", up); };
  window.addEventListener("pointermove", move); window.addEventListener("pointerup", up);
}
$("scrubber").onpointerdown = scrubFrom;
$("ruler").onpointerdown = scrubFrom;
function zoomTimeline(factor, anchorX) {
  const scroller = $("tl-scroll");
  const anchor = anchorX ?? timeX(seconds()) - scroller.scrollLeft;
  const t = (scroller.scrollLeft + anchor) / contentWidth() * state.scene.duration;
  state.timelineZoom = Math.min(Math.max(1, state.count / 8), Math.max(1, state.timelineZoom * factor));
  drawTimeline();
  scroller.scrollLeft = timeX(t) - anchor;
}
$("tl-zoom-in").onclick = () => zoomTimeline(2);
$("tl-zoom-out").onclick = () => zoomTimeline(0.5);
$("tl-zoom-fit").onclick = () => { state.timelineZoom = 1; drawTimeline(); };
$("timeline").addEventListener("wheel", ev => {
  if (!(ev.ctrlKey || ev.metaKey)) return;
  ev.preventDefault();
  zoomTimeline(ev.deltaY < 0 ? 1.25 : 0.8, ev.clientX - $("tl-scroll").getBoundingClientRect().left);
}, {passive: false});
$("set-in").onclick = setIn; $("set-out").onclick = setOut; $("clear-range").onclick = clearRange;

// ---- Plots: x, y, angle (unwrapped) and speed against time; hovering reads every view's value, clicking seeks.
const QUANTITIES = [["x", "x (pt)"], ["y", "y (pt)"], ["angle", "angle (rad, unwrapped)"], ["speed", "speed (pt/s)"]];
function drawPlots() {
  const plots = $("plots"); plots.innerHTML = "";
  // One plot unit per CSS pixel across, so the labels are not stretched.
  const W = state.plotWidth = Math.max(200, Math.round($("plots").clientWidth || 600)), H = 110, duration = state.scene.duration;
  const legend = document.createElement("div"); legend.className = "legend";
  legend.innerHTML = state.motion.series.map((s, i) => `<span style="color:${COLORS[i % COLORS.length]}">■ ${escapeHTML(s.id)}</span>`).join("") +
    (state.refMotion ? "<span>dashed: reference</span>" : "");
  plots.appendChild(legend);
  if (!state.motion.series.length) { plots.insertAdjacentHTML("beforeend", "<p class=\"hint\">No view has an accessibilityIdentifier: nothing to plot.</p>"); }
  for (const [key, label] of QUANTITIES) {
    const all = state.motion.series.concat(state.refMotion ? state.refMotion.series : []);
    if (!all.length) break;
    let lo = Infinity, hi = -Infinity;
    for (const s of all) for (const v of s[key]) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    if (hi - lo < 1e-9) { hi += 1; lo -= 1; }
    const sx = t => 30 + (W - 36) * t / duration, sy = v => H - 12 - (H - 22) * (v - lo) / (hi - lo);
    const line = (s, i, dashed) => plotLines(s, s[key], COLORS[i % COLORS.length], dashed, sx, sy);
    const svg = `<svg class="plot" data-quantity="${key}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
      `<text x="32" y="10">${label}</text><text x="0" y="${H - 12}">${lo.toFixed(1)}</text><text x="0" y="18">${hi.toFixed(1)}</text>` +
      state.motion.series.map((s, i) => line(s, i, false)).join("") +
      (state.refMotion ? state.refMotion.series.map((s, i) => line(s, i, true)).join("") : "") +
      `<line class="cursor" x1="-10" x2="-10" y1="0" y2="${H}" stroke-width="1"/>` +
      `<line class="playhead" x1="0" x2="0" y1="0" y2="${H}" stroke="var(--playhead)" stroke-width="1.5"/></svg>`;
    plots.insertAdjacentHTML("beforeend", svg);
    const el = plots.lastElementChild;
    const timeAt = ev => { const r = el.getBoundingClientRect(); return Math.min(duration, Math.max(0, ((ev.clientX - r.left) * W / r.width - 30) / (W - 36) * duration)); };
    el.onmousemove = ev => {
      const t = timeAt(ev), text = readout(key, t);
      const cursor = el.querySelector(".cursor"); cursor.setAttribute("x1", sx(t)); cursor.setAttribute("x2", sx(t));
      const tip = $("tooltip"); tip.textContent = text; tip.hidden = false;
      tip.style.left = Math.min(window.innerWidth - tip.offsetWidth - 8, ev.clientX + 14) + "px"; tip.style.top = (ev.clientY + 14) + "px";
    };
    el.onmouseleave = () => { $("tooltip").hidden = true; el.querySelector(".cursor").setAttribute("x1", -10); el.querySelector(".cursor").setAttribute("x2", -10); };
    el.onclick = ev => seek(Math.round(timeAt(ev) * state.fps));
  }
  state.plotPlayheads = [...plots.querySelectorAll("line.playhead")];
  updatePlayheads();
}
// A view's plot lines of `values`: one per run of frames it is in the window, held to the end of the run's last frame,
// and (unless `dashed`, the reference's) a dot where it joins or leaves the window while the scene goes on.
function plotLines(s, values, colour, dashed, sx, sy) {
  const id = escapeHTML(s.id);
  const dot = (x, y, title) => `<circle class="window-edge" cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="${colour}" data-id="${id}"><title>${escapeHTML(title)}</title></circle>`;
  return s.runs.map(run => {
    const points = [];
    for (let j = run.first; j <= run.last; j++) points.push(sx(s.time[j]).toFixed(1) + "," + sy(values[j]).toFixed(1));
    points.push(sx(run.end).toFixed(1) + "," + sy(values[run.last]).toFixed(1));
    let html = `<polyline fill="none" stroke="${colour}" stroke-width="1.6" ${dashed ? 'stroke-dasharray="4 3"' : ""} data-id="${id}" points="${points.join(" ")}"/>`;
    if (dashed) return html;
    if (run.start > 1e-9) html += dot(sx(run.start), sy(values[run.first]), `${s.id} joins the window at ${run.start.toFixed(3)} s`);
    if (!run.toEnd) html += dot(sx(run.end), sy(values[run.last]), `${s.id} leaves the window at ${run.end.toFixed(3)} s`);
    return html;
  }).join("");
}
// Every view's value of `key` at time `t` (the sample at or before it while the view is in the window), for the
// tooltip and the readout.
function readout(key, t) {
  const lines = [`t = ${t.toFixed(3)} s · frame ${Math.round(t * state.fps)} · ${key}`];
  for (const s of state.motion.series) {
    const run = s.runs.find(r => r.start <= t + 1e-9 && (t < r.end - 1e-9 || r.toEnd));
    if (!run) { lines.push(`${s.id}: – (not in the window)`); continue; }
    let j = run.first; while (j < run.last && s.time[j + 1] <= t + 1e-9) j++;
    lines.push(`${s.id}: ${s[key][j].toFixed(3)}`);
  }
  const text = lines.join("\n");
  $("readout").textContent = text;
  return text;
}

// ---- Inspector: a click on a view in the frame (or a lane's name) asks the scenes which view is there at the
// playhead; the library hit-tests and describes it, the page shows it and outlines it on the frame.
let inspections = 0;
async function inspect(target) {
  state.inspected = target;
  const asked = ++inspections;
  const where = target.id !== undefined ? `id=${encodeURIComponent(target.id)}` : `x=${target.x.toFixed(2)}&y=${target.y.toFixed(2)}`;
  const name = state.scene.name, frame = state.frame;
  const answer = await fetch(`${sceneURL("inspect")}?frame=${frame}&${where}&scale=${frameScale()}&${runQuery()}`);
  const body = await answer.json();
  // Only the newest question's answer is shown.
  if (state.scene.name !== name || asked !== inspections) return;
  if (!answer.ok) { showProblem(body.error); return; }
  // What a lane names is followed from then on by its identifier, a clicked point by the view found there.
  if (body.view && body.view.identifier && target.id === undefined) state.inspected = {id: body.view.identifier};
  showInspection(body.view, body); updateHash();
}
function reinspect() { if (state.inspected) inspect(state.inspected); }
function showInspection(view, answer) {
  const box = $("inspector");
  for (const l of document.querySelectorAll("#lane-labels div")) l.classList.toggle("selected", !!view && l.dataset.lane === view.identifier);
  if (!view) {
    $("highlight").hidden = true;
    box.innerHTML = answer ? `<p class="hint">No view there at frame ${answer.frame}.</p>` : `<p class="hint">Click a view in the frame, or a lane's name, to inspect it at the playhead.</p>`;
    return;
  }
  const n = v => (Math.abs(v) < 5e-5 ? 0 : v).toFixed(Math.abs(v) >= 1000 ? 1 : 2);
  const rect = r => `(${n(r.x)}, ${n(r.y)}) ${n(r.width)} × ${n(r.height)}`;
  const t = view.transform;
  const rows = [
    ["identifier", view.identifier ?? "—"],
    ["frame", rect(view.frame)], ["bounds", rect(view.bounds)], ["center", `(${n(view.center.x)}, ${n(view.center.y)})`],
    ["in the scene", `${rect(view.frameInScene)}, centre (${n(view.centerInScene.x)}, ${n(view.centerInScene.y)})`],
    ["transform", `[${t.map(n).join(", ")}]`], ["angle", `${n(view.angle)} rad (${n(view.angle * 180 / Math.PI)}°)`],
    ["velocity", `(${n(view.velocity.x)}, ${n(view.velocity.y)}) pt/s, ${n(view.angularVelocity)} rad/s`],
    ["shown", `${view.isHidden ? "hidden" : "visible"}, alpha ${n(view.alpha)}, touches ${view.isUserInteractionEnabled ? "on" : "off"}`],
    ["inside", view.ancestors.join(" › ") || "the window"],
    ["behaviours", view.behaviors.length ? "<ul>" + view.behaviors.map(b => `<li>${escapeHTML(b)}</li>`).join("") + "</ul>" : "none", true],
    ["constraints", view.constraints.length ? "<ul>" + view.constraints.map(c => `<li>${escapeHTML(c)}</li>`).join("") + "</ul>" : "none", true],
    ["made at", view.origin ? `<code class="source" title="${escapeHTML(view.origin.path)}:${view.origin.line}">${escapeHTML(view.origin.file)}:${view.origin.line}</code>`
      : "not known (a release build has no line tables, or the library made it)", true],
    ["scene", view.source ? `declared at ${view.source}` : "unknown"],
  ];
  box.innerHTML = `<div class="class" id="inspected-class"></div><table>${rows.map(([k, v, html]) =>
    `<tr><th>${k}</th><td data-field="${k}">${html ? v : escapeHTML(v)}</td></tr>`).join("")}</table>` +
    `<p class="hint">at frame ${answer.frame} (${answer.time.toFixed(3)} s)</p>`;
  $("inspected-class").textContent = view.className;
  const f = view.frameInScene, {width: W, height: H} = sceneSize();
  Object.assign($("highlight").style, {left: 100 * f.x / W + "%", top: 100 * f.y / H + "%", width: 100 * f.width / W + "%", height: 100 * f.height / H + "%"});
  $("highlight").hidden = false;
}

// ---- The frame's viewport: fit (default), zoom and pan. A press that does not move inspects; a drag pans.
function layoutStage() {
  if (!state.scene) return;
  const side = !!state.reference && document.querySelector("input[name=mode]:checked").value === "side";
  const panes = side ? 2 : 1, gap = 12, pad = 20, caption = 22;
  const width = ($("viewport").clientWidth - pad - gap * (panes - 1)) / panes;
  const height = Math.max(60, $("viewport").clientHeight - pad - caption);
  const size = sceneSize();
  state.fit = Math.max(0.05, Math.min(width / size.width, height / size.height));
  const shown = state.fit * (state.zoom || 1);
  for (const img of [$("frame"), $("reference")]) {
    img.style.width = (size.width * shown).toFixed(1) + "px";
    img.style.height = (size.height * shown).toFixed(1) + "px";
  }
  // Fit centres the pictures; a zoom keeps the pan.
  const stage = $("stage");
  if (!state.zoom) {
    const used = panes * size.width * shown + gap * (panes - 1) + pad;
    state.pan = {x: Math.max(0, ($("viewport").clientWidth - used) / 2), y: 0};
  }
  stage.style.transform = `translate(${state.pan.x}px, ${state.pan.y}px)`;
  $("zoom-level").textContent = state.zoom ? `${Math.round(shown * 100)} %` : `fit (${Math.round(shown * 100)} %)`;
}
function relayout() {
  state.timelineWidth = undefined;
  if (!state.scene) return;
  const before = frameScale();
  layoutStage(); drawTimeline();
  if (frameScale() !== before) showFrame();
}
function zoomFrame(factor, anchor) {
  const viewport = $("viewport").getBoundingClientRect();
  const point = anchor || {x: viewport.width / 2, y: viewport.height / 2};
  const old = state.fit * (state.zoom || 1);
  const next = Math.min(16, Math.max(0.1, old * factor));
  state.pan = {x: point.x - (point.x - state.pan.x) * next / old, y: point.y - (point.y - state.pan.y) * next / old};
  state.zoom = next / state.fit;
  relayout();
}
$("zoom-in").onclick = () => zoomFrame(1.25);
$("zoom-out").onclick = () => zoomFrame(0.8);
$("zoom-fit").onclick = () => { state.zoom = null; relayout(); };
$("zoom-actual").onclick = () => zoomFrame(1 / (state.fit * (state.zoom || 1)));
$("viewport").addEventListener("wheel", ev => {
  ev.preventDefault();
  const r = $("viewport").getBoundingClientRect();
  if (ev.ctrlKey || ev.metaKey) { zoomFrame(ev.deltaY < 0 ? 1.15 : 1 / 1.15, {x: ev.clientX - r.left, y: ev.clientY - r.top}); return; }
  if (!state.zoom) state.zoom = 1;
  state.pan = {x: state.pan.x - ev.deltaX, y: state.pan.y - ev.deltaY}; layoutStage();
}, {passive: false});
$("viewport").onpointerdown = down => {
  if ((down.button !== 0 && down.button !== 1) || !state.scene || down.target.closest("#empty")) return;
  const start = {x: down.clientX, y: down.clientY, pan: {...state.pan}};
  let moved = false;
  $("viewport").setPointerCapture(down.pointerId);
  $("viewport").onpointermove = ev => {
    if (!moved && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 4) return;
    if (!moved) { moved = true; if (!state.zoom) state.zoom = 1; $("viewport").classList.add("panning"); }
    state.pan = {x: start.pan.x + ev.clientX - start.x, y: start.pan.y + ev.clientY - start.y}; layoutStage();
  };
  $("viewport").onpointerup = ev => {
    $("viewport").onpointermove = null; $("viewport").classList.remove("panning");
    if (moved || down.button !== 0) return;
    const r = $("frame").getBoundingClientRect();
    if (ev.clientX < r.left || ev.clientX > r.right || ev.clientY < r.top || ev.clientY > r.bottom) return;
    const size = sceneSize();
    inspect({x: (ev.clientX - r.left) / r.width * size.width, y: (ev.clientY - r.top) / r.height * size.height});
  };
};

// ---- Compare mode.
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
  const answer = await post(sceneURL("reference"), JSON.parse($("references").value));
  const body = await answer.json();
  if (!answer.ok) { $("compare-status").textContent = body.error; return; }
  state.reference = body;
  showCompare();
  const trace = await fetch(sceneURL("reference/trace"));
  if (trace.ok) { state.refMotion = prepareMotion(await trace.json()); drawPlots(); }
  updateHash();
  measureStrip(state.reference, 0, 0);
}
// The strip fills in a few frames at a time: each is a frame drawn and compared.
async function measureStrip(reference, from, worst) {
  if (state.reference !== reference) return;
  const answer = await fetch(`${sceneURL("reference/strip")}?from=${from}&count=15`);
  if (!answer.ok || state.reference !== reference) return;
  const strip = await answer.json();
  const span = state.scene.duration * strip.fps;
  $("strip").insertAdjacentHTML("beforeend", strip.ratios.map((r, i) => `<span title="frame ${strip.frames[i]}: ${(100 * r).toFixed(3)} %" style="left:${100 * strip.frames[i] / span}%;width:${Math.max(0.2, 100 / span)}%;background:${r === 0 ? "#2e7d32" : r < 0.001 ? "#c78a00" : "#b3261e"}"></span>`).join(""));
  worst = Math.max(worst, ...strip.ratios);
  const done = from + strip.ratios.length;
  $("compare-status").textContent = `${done} of ${strip.total} frames measured; the worst differs in ${(100 * worst).toFixed(3)} % of its pixels`;
  if (done < strip.total) setTimeout(() => measureStrip(reference, done, worst), 0);
}
function showCompare() {
  const mode = document.querySelector("input[name=mode]:checked").value;
  const before = frameScale();
  layoutStage();
  if (frameScale() !== before && state.frameShown) showFrame();
  $("current-label").textContent = $("current-label").title = !state.reference ? "current build"
    : mode === "side" ? "current build" : mode === "onion" ? `current build, reference over it at ${$("onion").value} %`
    : "difference from the reference";
  showModes(mode);
  if (!state.reference) { $("reference-view").hidden = true; $("overlay").hidden = true; return; }
  $("reference-label").textContent = $("reference-label").title = `reference: ${state.reference.root}/${state.reference.path || "."}`;
  $("reference-view").hidden = mode !== "side";
  $("overlay").hidden = mode === "side";
  showReferenceFrame();
}
// The modes and the onion skin's opacity are of use only with a reference.
function showModes(mode) {
  for (const radio of document.querySelectorAll("input[name=mode]")) radio.disabled = !state.reference;
  $("onion").hidden = !state.reference || mode !== "onion";
}
// The reference frame showing the same time; a reference of only some frames has none for the others.
function showReferenceFrame() {
  if (!state.reference) return;
  const mode = document.querySelector("input[name=mode]:checked").value;
  const k = Math.round(seconds() * state.reference.fps);
  if (mode === "side") $("reference").src = `${sceneURL("reference/frame")}?frame=${k}`;
  if (mode === "onion") { $("overlay").src = `${sceneURL("reference/frame")}?frame=${k}`; $("overlay").style.opacity = $("onion").value / 100; }
  if (mode === "diff") { $("overlay").src = `${sceneURL("reference/diff")}?frame=${k}`; $("overlay").style.opacity = 1; }
}

// ---- Render: what `dynamics render` writes, bounded by the in and out points when they are set.
async function render() {
  const options = {format: $("format").value, fps: +$("render-fps").value, scale: +$("render-scale").value,
    debug: $("debug").checked, touches: $("touches").checked ? "show" : "hide", transparent: $("transparent").checked,
    parameters: state.values};
  for (const key of Object.keys(TRAIT_PARAMETERS)) if (state.traits[key] !== null) options[key] = state.traits[key];
  if (state.inPoint !== null || state.outPoint !== null) {
    // The range is in the page's frames (the scene's fps); the render's own fps may differ.
    const [first, last] = playRange(), ratio = options.fps / state.fps;
    options.frames = [Math.round(first * ratio), Math.max(Math.round(first * ratio), Math.round((last + 1) * ratio) - 1)];
  }
  $("render").disabled = true; $("render-status").textContent = "starting…";
  try {
    const answer = await post(sceneURL("render"), options);
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
        if (msg.refused) $("render-status").textContent = "refused: " + msg.refused;
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

// ---- Environment: the device the scene is shown on, its orientation, light or dark, and the text size — render's
// --device, --orientation, --appearance and --content-size. Every frame, trace, inspection, sound and render asks
// with them; the address keeps them.
async function loadCatalog(hash) {
  if (!state.catalog) {
    const answer = await fetch("/api/devices");
    if (!answer.ok) return;
    state.catalog = await answer.json();
    for (const d of state.catalog.devices) {
      const o = document.createElement("option");
      o.value = d.identifier; o.textContent = d.name + (d.width ? ` · ${d.width}×${d.height}` : "");
      $("device").appendChild(o);
    }
    $("content-size").max = state.catalog.contentSizes.length - 1;
  }
  const known = {device: state.catalog.devices.map(d => d.identifier), orientation: state.catalog.orientations,
                 appearance: state.catalog.appearances, contentSize: state.catalog.contentSizes};
  for (const [key, name] of Object.entries(TRAIT_PARAMETERS)) {
    const value = hash.get(name);
    state.traits[key] = value !== null && known[key].includes(value) ? value : null;
  }
  showTraits();
}
function showTraits() {
  const t = state.traits;
  $("device").value = t.device || "";
  $("orientation-name").textContent = t.orientation || "scene's";
  $("appearance-name").textContent = t.appearance || "scene's";
  const sizes = state.catalog ? state.catalog.contentSizes : [];
  $("content-size").value = t.contentSize ? sizes.indexOf(t.contentSize) : Math.max(0, sizes.indexOf("large"));
  $("content-size-name").textContent = t.contentSize || "scene's";
  $("content-size").title = t.contentSize || "the scene's own text size";
}
// The size in points of the scene's frames as shown (as Scene.shown(on:orientation:) gives it): a named device's
// screen, held as chosen; otherwise the scene's own size, turned when the other orientation is chosen.
function sceneSize() {
  const scene = state.scene, t = state.traits;
  const orientation = t.orientation || scene.orientation || "portrait";
  const device = state.catalog && state.catalog.devices.find(d => d.identifier === (t.device || scene.device));
  let width = scene.width, height = scene.height;
  if (device && device.width) { width = device.width; height = device.height; }
  else if (!t.orientation) return {width, height};
  const turned = (width > height) !== (orientation === "landscape");
  return turned ? {width: height, height: width} : {width, height};
}
function changeTraits(change) {
  Object.assign(state.traits, change);
  showTraits();
  if (!state.scene) return;
  state.prefetched = new Set();
  layoutStage(); showFrame(); prefetch(); replot(); loadSound(); reinspect(); updateHash();
}
const cycle = (values, current) => { const all = [null, ...values]; return all[(all.indexOf(current) + 1) % all.length]; };
$("device").onchange = () => changeTraits({device: $("device").value || null});
$("orientation").onclick = () => changeTraits({orientation: cycle(state.catalog.orientations, state.traits.orientation)});
$("appearance").onclick = () => changeTraits({appearance: cycle(state.catalog.appearances, state.traits.appearance)});
$("content-size").oninput = () => changeTraits({contentSize: state.catalog.contentSizes[+$("content-size").value]});
$("content-size").ondblclick = () => changeTraits({contentSize: null});

// ---- Sound: what the scene played, mixed on its clock (GET …/audio: a WAV whose sample n plays at n/48000 s of
// scene time), played by the <audio> element beside the frames — started and paused with playback, moved to the
// playhead on every seek, step and loop — and drawn as the timeline's sound lane. A scene with no sound (404) shows
// neither the lane nor the mute button.
const PEAK_BLOCK = 240; // samples per waveform peak: 200 peaks a second
let soundLoads = 0;
async function loadSound() {
  const asked = ++soundLoads, audio = $("audio");
  audio.pause();
  if (audio.src) { URL.revokeObjectURL(audio.src); audio.removeAttribute("src"); audio.load(); }
  state.sound = null; $("mute").hidden = true; $("sound").hidden = true; $("sound-label").hidden = true;
  const answer = await fetchWholeRun(`${sceneURL("audio")}?${runQuery()}`);
  if (asked !== soundLoads) return;
  if (answer.status === 404) return;
  if (!answer.ok) { showProblem((await answer.json()).error); return; }
  const bytes = await answer.arrayBuffer();
  if (asked !== soundLoads) return;
  audio.src = URL.createObjectURL(new Blob([bytes], {type: "audio/wav"}));
  state.sound = {peaks: null};
  $("mute").hidden = false;
  syncSound();
  const decoded = await new OfflineAudioContext(2, 1, 48000).decodeAudioData(bytes.slice(0));
  if (asked !== soundLoads) return;
  const channels = [...Array(decoded.numberOfChannels).keys()].map(c => decoded.getChannelData(c));
  const peaks = new Float32Array(Math.ceil(decoded.length / PEAK_BLOCK));
  for (const data of channels) {
    for (let i = 0; i < data.length; i++) {
      const v = Math.abs(data[i]), b = (i / PEAK_BLOCK) | 0;
      if (v > peaks[b]) peaks[b] = v;
    }
  }
  state.sound.peaks = peaks;
  $("sound").hidden = false; $("sound-label").hidden = false;
  drawWaveform();
}
// Keeps the audio at the playhead: playing forwards it runs on its own at the page's speed and is put back when it
// drifts more than a tenth of a second (a loop back to the in point, a jump); otherwise it is paused at the frame's
// time.
function syncSound() {
  const audio = $("audio");
  if (!state.sound || !state.scene) return;
  const forwards = state.playing && state.direction > 0;
  audio.playbackRate = parseFloat($("speed").value) * state.rate;
  if (!forwards) {
    if (!audio.paused) audio.pause();
    if (audio.currentTime !== seconds()) audio.currentTime = seconds();
    return;
  }
  if (Math.abs(audio.currentTime - seconds()) > 0.1) audio.currentTime = seconds();
  if (audio.paused) audio.play().catch(() => {});
}
function toggleMute() {
  const muted = !$("audio").muted;
  $("audio").muted = muted; localStorage.setItem("studio-muted", muted ? "1" : "");
  $("mute").classList.toggle("muted", muted);
  $("mute").innerHTML = svgIcon(muted ? "muted" : "sound");
  $("mute").title = muted ? "sound off (M)" : "sound on (M mutes)";
}
$("mute").onclick = toggleMute;
if (localStorage.getItem("studio-muted")) toggleMute();
// The sound lane: the loudest sample of each pixel's time, both channels, mirrored about the middle.
function drawWaveform() {
  const peaks = state.sound && state.sound.peaks, canvas = $("waveform");
  if (!peaks || !state.scene) return;
  const width = Math.max(1, Math.round(contentWidth())), height = 30, ratio = window.devicePixelRatio || 1;
  canvas.width = Math.min(32000, Math.round(width * ratio)); canvas.height = Math.round(height * ratio);
  canvas.style.width = width + "px"; canvas.style.height = height + "px";
  const g = canvas.getContext("2d");
  g.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
  g.fillStyle = getComputedStyle(document.documentElement).getPropertyValue("--lane").trim() || "#4f86ec";
  const perPeak = PEAK_BLOCK / 48000;
  for (let x = 0; x < width; x++) {
    const from = Math.floor(x / width * state.scene.duration / perPeak);
    const to = Math.max(from + 1, Math.ceil((x + 1) / width * state.scene.duration / perPeak));
    let peak = 0;
    for (let b = from; b < to && b < peaks.length; b++) peak = Math.max(peak, peaks[b]);
    const h = Math.max(peak > 0 ? 1 : 0, Math.min(1, peak) * (height - 4));
    g.fillRect(x, (height - h) / 2, 1, h);
  }
}

// ---- Playback: real time at the chosen speed, forwards or backwards (J, L), looping between the in and out points.
let last = 0, carry = 0;
function tick(now) {
  if (!state.playing) return;
  const dt = last ? (now - last) / 1000 : 0; last = now;
  carry += dt * parseFloat($("speed").value) * state.rate * state.fps;
  const steps = Math.floor(carry); carry -= steps;
  if (steps > 0) {
    const [first, lastFrame] = playRange();
    let next = state.frame + state.direction * steps, stop = false;
    if (next > lastFrame || next < first) {
      if ($("loop").checked) next = state.direction > 0 ? first + (next - lastFrame - 1) % (lastFrame - first + 1)
                                                      : lastFrame - (first - next - 1) % (lastFrame - first + 1);
      else { next = state.direction > 0 ? lastFrame : first; stop = true; }
    }
    // At the end, the playhead goes there first: stopped, the page then loads that one frame's exact PNG.
    seek(next);
    if (stop) pause();
  }
  if (state.playing) requestAnimationFrame(tick);
}
function play(direction, rate) {
  const [first, lastFrame] = playRange();
  if (state.frame < first || state.frame > lastFrame) seek(direction > 0 ? first : lastFrame);
  state.direction = direction; state.rate = rate;
  if (!state.playing) { state.playing = true; last = 0; carry = 0; requestAnimationFrame(tick); }
  $("play").innerHTML = svgIcon("pause"); prefetch(); syncSound();
}
function pause() {
  const was = state.playing;
  state.playing = false; state.rate = 1; $("play").innerHTML = svgIcon("play");
  syncSound();
  // The exact PNG where playback stopped takes the canvas's place, and the address catches up.
  if (was) { forgetDecoded(); showFrame(); updateHash(); reinspect(); }
}
function togglePlay() { if (state.playing) pause(); else play(1, 1); }
// J and L play backwards and forwards, each further press doubling the speed (up to 8×); K stops.
function shuttle(direction) {
  const rate = state.playing && state.direction === direction ? Math.min(8, state.rate * 2) : 1;
  play(direction, rate);
}

// The player when there is no scene to show, saying why: the scenes could not be listed (a crash: the next try starts
// them again), the package is being built or did not build, or it declares none.
function showEmpty() {
  const empty = state.listing === "failed" || (state.listing === "listed" && !state.scenes.length);
  $("empty").hidden = !empty; $("stage").hidden = empty;
  if (!empty) return;
  const build = state.build ? state.build.state : "none";
  const [title, text] = build === "failed"
    ? ["The package did not build", "The compiler's errors are above the player; the page shows the scenes once a build succeeds."]
    : build === "building" ? ["Building the package's scenes…", "The page shows them as soon as the build is served."]
    : state.listing === "failed" ? ["The scenes could not be listed", "Why is above the player. Trying again starts the scenes' process again."]
    : ["No scenes", "This executable declares no scenes: pass them to DynamicsCommand.main(scenes:)."];
  $("empty-title").textContent = title; $("empty-text").textContent = text;
  $("retry").hidden = state.listing !== "failed" || build === "failed" || build === "building";
}
$("retry").onclick = () => { $("retry").disabled = true; loadScenes().finally(() => { $("retry").disabled = false; }); };
function showBuild(b) {
  state.build = b; showEmpty();
  $("build").className = b.state; $("build").textContent = b.state === "none" ? "" : "build: " + b.state;
  $("build-errors").textContent = b.state === "failed"
    ? (b.errors.length ? b.errors.map(d => `${d.file}:${d.line}:${d.column}: ${d.message}`).join("\n") : b.log)
      + (state.scenes.length ? "\n(showing the last good build)" : "")
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
$("start").onclick = () => seek(0);
$("end").onclick = () => seek(state.count - 1);
$("back").onclick = () => seek(state.frame - 1);
$("forward").onclick = () => seek(state.frame + 1);
$("play").onclick = togglePlay;
for (const id of ["scale", "debug", "touches", "transparent"]) $(id).onchange = () => { state.prefetched = new Set(); showFrame(); prefetch(); };
$("checker").onchange = () => { for (const v of document.querySelectorAll(".box")) v.classList.toggle("checker", $("checker").checked); };
new ResizeObserver(() => relayout()).observe($("viewport"));
window.addEventListener("resize", relayout);
$("references").onchange = chooseReference;
for (const r of document.querySelectorAll("input[name=mode]")) r.onchange = () => { showCompare(); updateHash(); };
$("onion").oninput = showCompare;
$("render").onclick = render;
$("speed").onchange = syncSound;
// Keys work wherever the focus is but in a text field or a menu (on the timeline too, where a press is one step).
const KEYS = {
  " ": togglePlay, "k": pause, "j": () => shuttle(-1), "l": () => shuttle(1),
  "ArrowLeft": e => seek(state.frame - (e.shiftKey ? 10 : 1)), "ArrowRight": e => seek(state.frame + (e.shiftKey ? 10 : 1)),
  "Home": () => seek(0), "End": () => seek(state.count - 1),
  "i": setIn, "o": setOut, "x": clearRange, "m": toggleMute,
  "+": () => zoomFrame(1.25), "=": () => zoomFrame(1.25), "-": () => zoomFrame(0.8),
  "0": () => { state.zoom = null; relayout(); }, "1": () => zoomFrame(1 / (state.fit * (state.zoom || 1))),
};
document.addEventListener("keydown", e => {
  if ((e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "checkbox" && e.target.type !== "radio")
      || e.target.tagName === "SELECT" || e.ctrlKey || e.metaKey || e.altKey || !state.scene) return;
  // A parameter's slider keeps its own arrows.
  if (e.target.type === "range" && e.key.startsWith("Arrow")) return;
  const action = KEYS[e.key.length === 1 ? e.key.toLowerCase() : e.key];
  if (!action) return;
  e.preventDefault(); action(e);
});
loadScenes();
