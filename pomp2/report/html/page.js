// The page of an opari2 profile: findings, icicle, call tree. DATA is the
// profile (pomp2/report/html): nodes with per-thread values, 0 the root;
// JSON in the page (JSON.parse reads a large profile several times faster
// than a script's object literal).
"use strict";
const DATA = JSON.parse(document.getElementById("data").textContent);
const N = DATA.nodes, T = DATA.threads;
N.forEach((n, i) => n.id = i);
const COLORS = { work: "#7aa6d6", wait: "#e07b5f", mutex: "#c94fa5", fork: "#9b9b9b", task: "#6dbb75" };
const sum = a => a.reduce((x, y) => x + y, 0);
const parent = parentsOf(N);
N.forEach(n => { n.inclSum = sum(n.incl); n.exclSum = sum(n.excl); n.visitSum = sum(n.visits); });

document.getElementById("summary").textContent =
  `${DATA.runs > 1 ? DATA.runs + " runs, " : ""}${T.length} threads, wall time ${fmt(DATA.wall_ns)}, ${DATA.events.toLocaleString()} events`;

// findings, each linked to the rows it names
const fl = document.getElementById("findings");
if (DATA.findings.length === 0) fl.innerHTML = "<li>nothing above the thresholds</li>";
DATA.findings.forEach(f => {
  const li = document.createElement("li");
  li.textContent = f.text;
  f.nodes.slice(0, 5).forEach(id => {
    const a = document.createElement("a");
    a.href = "#row" + id; a.textContent = "[row]"; a.className = "finding-link";
    a.onclick = () => { showRow(id); mark(id); };
    li.appendChild(a);
  });
  fl.appendChild(li);
});

// icicle: each node's width its inclusive time over all threads
const canvas = document.getElementById("icicle");
let zoom = 0, query = "";
const legend = document.getElementById("legend");
for (const [k, c] of Object.entries(COLORS)) legend.innerHTML += `<span class="key" style="background:${c}"></span>${k}`;
const label = id => id === 0 ? DATA.program : N[id].name;
const ice = icicle(canvas, N, parent, { size: n => n.inclSum, color: n => COLORS[n.class] || COLORS.work, label });
const draw = () => ice.draw(zoom, query);
canvas.onclick = ev => { const b = ice.at(ev); if (b) { zoom = b.id; draw(); } };
canvas.onmousemove = ev => { const b = ice.at(ev), n = b && N[b.id];
  document.getElementById("hover").textContent = n ? `${label(b.id)}: inclusive ${fmt(n.inclSum)}, exclusive ${fmt(n.exclSum)}, ${n.visitSum} visits` : "\u00a0"; };
document.getElementById("search").oninput = ev => { query = ev.target.value.toLowerCase(); draw(); renderTable(); };
window.onresize = draw;

// call tree: rows in tree order (or sorted), a heat cell per thread
const thead = document.querySelector("#tree thead"), tbody = document.querySelector("#tree tbody");
const LIMIT = 2000;
let sortKey = null, sortDir = -1, marked = -1, rowsShown = [];
const cols = [["incl", "incl"], ["excl", "excl"], ["visits", "visits"]];
thead.innerHTML = "<tr><th data-k='name'>call path</th>" + cols.map(([k, l]) => `<th data-k='${k}'>${l}</th>`).join("") +
  T.map((t, i) => `<th data-k='t${i}'>${t.name}</th>`).join("") + "</tr>";
thead.onclick = ev => { const k = ev.target.dataset.k; if (!k) return; sortDir = sortKey === k ? -sortDir : -1; sortKey = k; renderTable(); };
function value(n, k) {
  if (k === "name") return n.name; if (k === "incl") return n.inclSum; if (k === "excl") return n.exclSum;
  if (k === "visits") return n.visitSum; return n.incl[+k.slice(1)];
}
function renderTable() {
  const rows = treeRows(N, value, sortKey, sortDir).filter(([id]) => !query || N[id].name.toLowerCase().includes(query));
  rowsShown = rows.slice(0, LIMIT);
  const html = [];
  for (const [id, d] of rowsShown) {
    const n = N[id], max = Math.max(...n.incl, 1);
    // the thread that stands out: in a wait, the one that waited longest
    let hot = -1;
    if (n.class !== "work" && n.incl.filter(v => v > 0).length > 1) hot = n.incl.indexOf(Math.max(...n.incl));
    const cells = n.incl.map((v, i) => {
      const a = v / max, color = n.class === "work" ? `rgba(60,120,200,${a.toFixed(2)})` : `rgba(210,60,40,${a.toFixed(2)})`;
      return `<td class="heat${i === hot ? " hot" : ""}" style="background:${color}" title="${T[i].name}: ${fmt(v)}">${v ? fmt(v) : ""}</td>`;
    }).join("");
    html.push(`<tr id="row${id}"${id === marked ? ' class="marked"' : ""}><td class="name" style="padding-left:${(sortKey ? 0 : d) * 14 + 6}px">` +
      `<span class="key" style="background:${COLORS[n.class]}"></span>${escapeHTML(n.name)}</td>` +
      `<td>${fmt(n.inclSum)}</td><td>${fmt(n.exclSum)}</td><td>${n.visitSum}</td>${cells}</tr>`);
  }
  tbody.innerHTML = html.join("");
  document.getElementById("more").textContent = rows.length > LIMIT ? `${rows.length - LIMIT} more call paths: search to narrow` : "";
}
function showRow(id) { if (!rowsShown.some(([r]) => r === id)) { query = ""; sortKey = null; renderTable(); } }
function mark(id) { marked = id; renderTable(); const r = document.getElementById("row" + id); if (r) r.scrollIntoView({ block: "center" }); }
draw();
renderTable();
// how long the page took to show, from the start of its loading (read by
// the rendering benchmark: docs/performance.md)
document.body.dataset.renderMs = performance.now().toFixed(0);
