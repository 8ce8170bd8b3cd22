/// The inspector's page: plain HTML, CSS and JavaScript, no build step, nothing from the
/// network. It reads the pairing token from the URL's fragment (`#token=T`) and sends it
/// as `X-Traceless-Pairing` with every request. The stream keeps the inspector's newest
/// 10,000 items in memory and draws at most ``renderedRows`` rows (newest first), so the
/// page stays responsive whatever the stream's length.
enum InspectorPage {
    /// The stated cap on the event rows in the DOM.
    static let renderedRows = 500

    static let html = #"""
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Traceless inspector</title>
<style>
body{font:13px system-ui,sans-serif;margin:0;color:#222;background:#f6f6f4}
header{padding:8px 14px;background:#233;color:#fff;display:flex;gap:16px;align-items:center}
header h1{font-size:15px;margin:0}#status{opacity:.8}
#devices{list-style:none;margin:0;padding:0;display:flex;gap:8px}
#devices li{padding:2px 8px;border-radius:9px;background:#555}#devices li[data-connected=true]{background:#2a7}
main{display:grid;grid-template-columns:1.3fr auto 1fr;gap:12px;padding:12px}
section{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px;min-width:0}
h2{font-size:13px;margin:0 0 6px}
#filters{display:flex;gap:4px;margin-bottom:6px}#filters input,#filters select{flex:1;min-width:0}
#events{height:360px;overflow:auto;font-family:ui-monospace,monospace;font-size:12px}
.row{padding:2px 4px;border-bottom:1px solid #eee;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.row:hover{background:#eef}.row .stage{display:inline-block;width:64px}.stage-dropped{color:#b33}.stage-uploaded{color:#272}
pre{background:#f3f3f3;padding:6px;max-height:220px;overflow:auto;font-size:11px}
#wireframe{position:relative;background:#fafafa;border:1px solid #bbb;overflow:hidden}
.el{position:absolute;border:1px solid #89a;background:rgba(120,150,200,.08);font-size:10px;overflow:hidden;cursor:pointer;box-sizing:border-box}
.el.tracked{border-color:#2a7}.el.selected{outline:2px solid #e80;z-index:5}.el.hidden{opacity:.3}
.dot{position:absolute;width:14px;height:14px;margin:-7px 0 0 -7px;border-radius:50%;background:radial-gradient(rgba(255,40,0,.7),rgba(255,40,0,0));pointer-events:none;z-index:9}
table{border-collapse:collapse;width:100%;font-size:12px}td,th{border-bottom:1px solid #eee;text-align:left;padding:2px 4px}
label{display:block;margin:3px 0}label input{width:100%;box-sizing:border-box}
#definitions li{margin:3px 0}#details,#definitions{overflow-wrap:anywhere}
</style></head>
<body>
<header><h1>Traceless inspector</h1><ul id="devices"></ul><span id="status">connecting…</span></header>
<main>
<section><h2>Events</h2>
<div id="filters"><input id="filter-screen" placeholder="screen"><select id="filter-kind"><option value="">all stages</option>
<option>captured</option><option>uploaded</option><option>dropped</option></select><input id="filter-name" placeholder="name or key"></div>
<div id="events"></div><pre id="event-json">Click an event to see its JSON.</pre><button id="define-from-event" hidden>Define event from this one</button>
<h2>Diagnostics</h2><table id="diagnostics"><thead><tr><th>plugin</th><th>what</th><th>detail</th></tr></thead><tbody></tbody></table>
</section>
<section><h2 id="screen-title">Screen</h2><button id="snapshot">Request snapshot</button>
<div id="wireframe" style="width:320px;height:480px"></div></section>
<section><h2>Element</h2><div id="details">Click an element on the wireframe.</div>
<form id="define" hidden><h2>Define event</h2>
<label>Name <input id="def-name" required></label><label>Screen <input id="def-screen" readonly></label>
<label>Element key <input id="def-key" readonly></label><label>Text (optional) <input id="def-text"></label>
<label>Index (optional) <input id="def-index"></label>
<p>Matches <b id="preview-count">–</b> stored events. <span id="define-error"></span></p>
<button id="def-save" type="submit">Save</button> <button id="def-cancel" type="button">Cancel</button></form>
<h2>Definitions <small id="definitions-version"></small></h2><ul id="definitions"></ul>
</section></main>
<script>
"use strict";
const MAX_ROWS = 500, MAX_ITEMS = 10000;
const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
const $ = id => document.getElementById(id);
const state = {items: [], after: 0, snapshot: null, device: null, selected: null, editing: null, liveTaps: new Map(), storedTaps: [], tapsScreen: null, shown: null};
async function api(method, path, body) {
  const r = await fetch(path, {method, headers: {"X-Traceless-Pairing": token, "Content-Type": "application/json"}, body: body && JSON.stringify(body)});
  if (r.status === 401) { $("status").textContent = "pairing refused: check the token in the URL"; throw new Error("pairing"); }
  const text = await r.text(); const json = text ? JSON.parse(text) : {};
  if (!r.ok) throw new Error(json.error || r.status);
  return json;
}
const props = ev => (ev && ev.properties) || {};
// `$screen_name` in the PostHog and Sensors profiles, `screen_name` in Segment's.
const prop = (ev, name) => { const p = props(ev); return p["$" + name] !== undefined ? p["$" + name] : p[name]; };
const nameOf = ev => ev.event || ev.name || ev.type || "";
const screenOf = ev => prop(ev, "screen_name") || (ev.screen && ev.screen.name) || ev.screen || "";
const keyOf = ev => prop(ev, "element_key") || ev.elementKey || "";
function text(tag, value, cls) { const e = document.createElement(tag); e.textContent = value; if (cls) e.className = cls; return e; }

async function poll() {
  for (;;) {
    try {
      const s = await api("GET", "/inspector/stream?after=" + state.after);
      $("status").textContent = "live";
      state.after = s.next;
      for (const item of s.items) receive(item);
      if (state.items.length > MAX_ITEMS) state.items.splice(0, state.items.length - MAX_ITEMS);
      devices(s.devices);
      if (s.items.length) renderEvents();
    } catch (e) { if (e.message === "pairing") return; await new Promise(r => setTimeout(r, 1000)); }
  }
}
function receive(item) {
  const m = item.message;
  if (m.kind === "event") {
    state.items.push(item);
    const p = props(m.event);
    if (prop(m.event, "tap_screen_x") !== undefined) state.liveTaps.set(m.event.messageId || item.seq, {x: prop(m.event, "tap_screen_x"), y: prop(m.event, "tap_screen_y"), screen: screenOf(m.event)});
  } else if (m.kind === "snapshot") { state.snapshot = m; state.device = item.device; renderWireframe(); }
  else if (m.kind === "diagnostics") renderDiagnostics(m.rows || []);
}
function devices(list) {
  const ul = $("devices"); ul.replaceChildren();
  if (!state.device && list.length) state.device = list[0].device;
  for (const d of list) { const li = text("li", d.device); li.dataset.device = d.device; li.dataset.connected = d.connected; li.title = "last seen " + d.lastSeen; ul.append(li); }
}
function matches(item) {
  const ev = item.message.event, s = $("filter-screen").value, k = $("filter-kind").value, n = $("filter-name").value;
  return (!s || screenOf(ev).includes(s)) && (!k || item.message.stage === k) && (!n || nameOf(ev).includes(n) || keyOf(ev).includes(n));
}
function renderEvents() {
  const box = $("events"), rows = [];
  for (let i = state.items.length - 1; i >= 0 && rows.length < MAX_ROWS; i--) {
    const item = state.items[i]; if (!matches(item)) continue;
    const row = document.createElement("div"); row.className = "row"; row.dataset.seq = item.seq;
    row.append(text("span", item.message.stage, "stage stage-" + item.message.stage), text("span", nameOf(item.message.event) + " " + screenOf(item.message.event) + " " + keyOf(item.message.event)));
    rows.push(row);
  }
  box.replaceChildren(...rows);
  if (state.selected) renderDetails();
  renderDots();
}
$("events").addEventListener("click", e => {
  const row = e.target.closest(".row"); if (!row) return;
  const item = state.items.find(i => i.seq == row.dataset.seq);
  $("event-json").textContent = JSON.stringify(item.message, null, 2);
  state.shown = item; $("define-from-event").hidden = !keyOf(item.message.event);
});
// Any event with a key can be named, whether or not its element is on the wireframe (an
// alert's action, a menu's item, a swipe action are gone from the screen once used).
$("define-from-event").addEventListener("click", () => { const ev = state.shown.message.event; openDefine(screenOf(ev), keyOf(ev), prop(ev, "element_content") || ""); });
for (const id of ["filter-screen", "filter-kind", "filter-name"]) $(id).addEventListener("input", renderEvents);
function renderDiagnostics(rows) {
  $("diagnostics").tBodies[0].replaceChildren(...rows.map(r => { const tr = document.createElement("tr"); tr.append(text("td", r.plugin), text("td", r.what), text("td", r.detail)); return tr; }));
}
function scale() { return 320 / ((state.snapshot && state.snapshot.size.width) || 320); }
function renderWireframe() {
  const snap = state.snapshot, box = $("wireframe"), f = scale();
  $("screen-title").textContent = snap.screen.name + (snap.screen.title ? " — " + snap.screen.title : "");
  box.style.height = Math.round(snap.size.height * f) + "px";
  box.replaceChildren();
  for (const el of snap.elements) {
    const d = text("div", el.text || "", "el" + (el.tracked ? " tracked" : "") + (el.hidden ? " hidden" : ""));
    Object.assign(d.style, {left: el.frame.x * f + "px", top: el.frame.y * f + "px", width: el.frame.width * f + "px", height: el.frame.height * f + "px"});
    d.dataset.id = el.id; if (el.key) d.dataset.key = el.key; d.title = el.class + (el.key ? "\n" + el.key : "");
    box.append(d);
  }
  if (state.tapsScreen !== snap.screen.name) {
    state.tapsScreen = snap.screen.name;
    api("GET", "/inspector/taps?screen=" + encodeURIComponent(snap.screen.name)).then(t => { state.storedTaps = t.taps; renderDots(); }).catch(() => {});
  }
  renderDots();
}
function renderDots() {
  const box = $("wireframe"), f = scale(); if (!state.snapshot) return;
  box.querySelectorAll(".dot").forEach(d => d.remove());
  const screen = state.snapshot.screen.name;
  const taps = [...[...state.liveTaps.values()].filter(t => t.screen === screen).map(t => ({...t, source: "live"})), ...state.storedTaps.map(t => ({...t, source: "stored"}))];
  for (const t of taps) {
    const d = document.createElement("div"); d.className = "dot";
    Object.assign(d.dataset, {x: t.x, y: t.y, source: t.source});
    // Tap positions are fractions of the window's width and height.
    Object.assign(d.style, {left: t.x * state.snapshot.size.width * f + "px", top: t.y * state.snapshot.size.height * f + "px"}); box.append(d);
  }
}
// The page an element's events name: its own (a pushed page or a sheet leaves the page
// under it in the window), else the snapshot's.
const screenOfElement = el => el.screen || state.snapshot.screen.name;
$("wireframe").addEventListener("click", e => {
  const d = e.target.closest(".el"); if (!d) return;
  document.querySelectorAll(".el.selected").forEach(x => x.classList.remove("selected")); d.classList.add("selected");
  state.selected = state.snapshot.elements.find(el => el.id === d.dataset.id); renderDetails();
  const el = state.selected;
  // An event tapped on the element says which key its taps carry, also where the snapshot's
  // key is only the view's place (a bar button item's view, a view with a gesture).
  const tapped = recentOf(el).find(i => i.tapped && keyOf(i.message.event));
  if (tapped) openDefine(screenOf(tapped.message.event), keyOf(tapped.message.event), el.text || "");
  else if (el.key) openDefine(screenOfElement(el), el.key, el.text || "");
  else $("define").hidden = true;
});
function openDefine(screen, key, content) {
  state.editing = null; $("define").hidden = false;
  $("def-name").value = ""; $("def-screen").value = screen; $("def-key").value = key; $("def-text").value = content; $("def-index").value = "";
  preview();
}
// What a tap on an element is a tap on: the element, or the nearest tracked one around it
// (a label inside a button is the button's).
function ownerOfElement(el, byId) {
  for (let e = el; e; e = byId.get(e.parent)) if (e.tracked) return e;
  return el;
}
// The element a tap at (x, y) (fractions of the window) is on: the owner of the innermost
// visible element there.
function ownerAt(fx, fy, byId) {
  const x = fx * state.snapshot.size.width, y = fy * state.snapshot.size.height;
  let inner = null;
  for (const el of state.snapshot.elements) {
    const f = el.frame;
    if (!el.hidden && x >= f.x && y >= f.y && x < f.x + f.width && y < f.y + f.height && (!inner || f.width * f.height <= inner.frame.width * inner.frame.height)) inner = el;
  }
  return inner && ownerOfElement(inner, byId);
}
// An element's recent events, newest first: those with its key, and those tapped on it.
// The elements are indexed once per question, and each tap position looked up once.
function recentOf(el) {
  const byId = new Map(state.snapshot.elements.map(e => [e.id, e])), owners = new Map();
  const screen = screenOfElement(el), owner = ownerOfElement(el, byId), found = [];
  for (let n = state.items.length - 1; n >= 0 && found.length < 5; n--) {
    const item = state.items[n], ev = item.message.event;
    const x = prop(ev, "tap_screen_x"), y = prop(ev, "tap_screen_y");
    if (x !== undefined && screenOf(ev) === screen) {
      const at = x + "," + y;
      if (!owners.has(at)) owners.set(at, ownerAt(x, y, byId));
      if (owners.get(at) === owner) { found.push({...item, tapped: true}); continue; }
    }
    if (el.key && keyOf(ev) === el.key) found.push(item);
  }
  return found;
}
function renderDetails() {
  const el = state.selected, box = $("details"); if (!el) return;
  const recent = recentOf(el);
  const dl = document.createElement("div"); dl.id = "element";
  for (const [k, v] of [["key", el.key], ["screen", screenOfElement(el)], ["text", el.text], ["class", el.class], ["kind", el.kind], ["tracked", el.tracked ? "by " + el.plugin : "no"], ["accessibilityIdentifier", el.accessibilityIdentifier]]) {
    const p = text("div", ""); p.append(text("b", k + ": "), text("span", v == null ? "—" : String(v), "field-" + k)); dl.append(p);
  }
  const ul = document.createElement("ul"); ul.id = "recent";
  for (const i of recent) ul.append(text("li", i.message.stage + " " + nameOf(i.message.event) + " " + keyOf(i.message.event) + " " + i.message.at));
  box.replaceChildren(dl, text("b", "Recent events"), ul);
}
function draft() {
  const d = {name: $("def-name").value, screen: $("def-screen").value, elementKey: $("def-key").value};
  if ($("def-text").value) d.text = $("def-text").value; if ($("def-index").value) d.index = $("def-index").value;
  return d;
}
async function preview() {
  $("preview-count").textContent = "…";
  try { const d = draft(); d.name = d.name || "preview"; $("preview-count").textContent = (await api("POST", "/inspector/definitions/preview", d)).matches; }
  catch (e) { $("preview-count").textContent = "?"; }
}
for (const id of ["def-text", "def-index"]) $(id).addEventListener("input", preview);
$("define").addEventListener("submit", async e => {
  e.preventDefault(); $("define-error").textContent = "";
  try {
    if (state.editing) await api("PUT", "/inspector/definitions/" + encodeURIComponent(state.editing), draft());
    else await api("POST", "/inspector/definitions", draft());
    $("define").hidden = true; state.editing = null; loadDefinitions();
  } catch (err) { $("define-error").textContent = "refused: " + err.message; }
});
$("def-cancel").addEventListener("click", () => { $("define").hidden = true; state.editing = null; });
async function loadDefinitions() {
  const list = await api("GET", "/inspector/definitions");
  $("definitions-version").textContent = "v" + list.version;
  $("definitions").replaceChildren(...list.definitions.map(d => {
    const li = text("li", ""); li.dataset.id = d.id;
    li.append(text("b", d.name, "def-name"), text("span", " " + d.screen + " · " + d.elementKey + (d.text ? " · “" + d.text + "”" : "") + (d.index ? " · #" + d.index : "") + " (v" + d.version + ") "));
    const edit = text("button", "edit", "edit"), remove = text("button", "remove", "remove");
    edit.onclick = () => { state.editing = d.id; $("define").hidden = false; $("def-name").value = d.name; $("def-screen").value = d.screen; $("def-key").value = d.elementKey; $("def-text").value = d.text || ""; $("def-index").value = d.index || ""; preview(); };
    remove.onclick = async () => { await api("DELETE", "/inspector/definitions/" + encodeURIComponent(d.id)); loadDefinitions(); };
    li.append(edit, remove); return li;
  }));
}
$("snapshot").addEventListener("click", () => { if (state.device) api("POST", "/inspector/snapshot-request", {device: state.device}).catch(() => {}); });
loadDefinitions().then(() => { $("status").textContent = "live"; poll(); }, () => {});
</script></body></html>
"""#
}
