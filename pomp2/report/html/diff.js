// The page that compares two opari2 profiles (pomp2/report/html
// WriteDiff): call paths of both runs, matched by their paths of names.
"use strict";
const DATA = JSON.parse(document.getElementById("data").textContent);
const N = DATA.nodes;
const fmt = ns => ns >= 1e9 ? (ns / 1e9).toFixed(3) + " s" : ns >= 1e6 ? (ns / 1e6).toFixed(3) + " ms" :
  ns >= 1e3 ? (ns / 1e3).toFixed(3) + " us" : ns.toFixed(0) + " ns";
const parent = new Array(N.length).fill(-1);
N.forEach((n, i) => { n.id = i; (n.children || []).forEach(c => parent[c] = i); n.size = Math.max(n.ia, n.ib); });
const change = n => n.ia > 0 ? (n.ib - n.ia) / n.ia : (n.ib > 0 ? 1 : 0);
// green for faster, red for slower, grey for about the same (within 5%)
const color = n => { const c = change(n); if (Math.abs(c) < 0.05) return "#bbb";
  const a = Math.min(1, Math.abs(c)); return c < 0 ? `rgba(40,160,70,${0.35 + 0.65 * a})` : `rgba(210,50,40,${0.35 + 0.65 * a})`; };
document.getElementById("summary").textContent = `wall time A ${fmt(DATA.WallA)}, B ${fmt(DATA.WallB)}; thread time in regions A ${fmt(N[0].ia)}, B ${fmt(N[0].ib)}`;
const canvas = document.getElementById("icicle"), ctx = canvas.getContext("2d"), ROW = 18;
let zoom = 0, query = "", boxes = [];
const depthOf = id => { let d = 0; for (let p = parent[id]; p >= 0; p = parent[p]) d++; return d; };
const deepest = N.reduce((m, n) => Math.max(m, depthOf(n.id)), 0);
function draw() {
  const w = canvas.clientWidth || 1000, rows = Math.min(deepest, 30) + 1;
  canvas.width = w; canvas.height = ROW * rows; canvas.style.height = canvas.height + "px";
  ctx.font = "11px sans-serif"; boxes = [];
  const chain = []; for (let p = zoom; p >= 0; p = parent[p]) chain.unshift(p);
  chain.slice(0, -1).forEach((id, d) => { ctx.fillStyle = "#eee"; ctx.fillRect(0, d * ROW, w - 1, ROW - 1); boxes.push({ id, x: 0, y: d * ROW, w });
    ctx.fillStyle = "#555"; ctx.fillText(N[id].name, 3, d * ROW + 13); });
  const lay = (id, x, width, d) => {
    if (width < 0.5 || d >= rows) return;
    const n = N[id], hit = query && n.name.toLowerCase().includes(query);
    ctx.globalAlpha = query && !hit ? 0.35 : 1;
    ctx.fillStyle = id === 0 ? "#ddd" : color(n); ctx.fillRect(x, d * ROW, width - 1, ROW - 1); ctx.globalAlpha = 1;
    if (width > 40) { ctx.fillStyle = "#000"; ctx.fillText(n.name.slice(0, width / 6), x + 3, d * ROW + 13); }
    boxes.push({ id, x, y: d * ROW, w: width });
    let cx = x; const total = (n.children || []).reduce((s, c) => s + N[c].size, 0);
    for (const c of n.children || []) { const cw = width * N[c].size / Math.max(n.size, total, 1); lay(c, cx, cw, d + 1); cx += cw; }
  };
  lay(zoom, 0, w, chain.length - 1);
}
const at = ev => { const r = canvas.getBoundingClientRect(), x = ev.clientX - r.left, y = ev.clientY - r.top;
  return boxes.find(b => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + ROW); };
canvas.onclick = ev => { const b = at(ev); if (b) { zoom = b.id; draw(); } };
canvas.onmousemove = ev => { const b = at(ev), n = b && N[b.id];
  document.getElementById("hover").textContent = n ? `${n.name}: A ${fmt(n.ia)}, B ${fmt(n.ib)} (${(100 * change(n)).toFixed(1)}%)` : "\u00a0"; };
document.getElementById("search").oninput = ev => { query = ev.target.value.toLowerCase(); draw(); render(); };
const thead = document.querySelector("#tree thead"), tbody = document.querySelector("#tree tbody"), LIMIT = 2000;
const cols = [["ia", "incl A"], ["ib", "incl B"], ["change", "change"], ["ea", "excl A"], ["eb", "excl B"], ["va", "visits A"], ["vb", "visits B"]];
thead.innerHTML = "<tr><th data-k='name'>call path</th>" + cols.map(([k, l]) => `<th data-k='${k}'>${l}</th>`).join("") + "</tr>";
let sortKey = null, sortDir = -1;
thead.onclick = ev => { const k = ev.target.dataset.k; if (!k) return; sortDir = sortKey === k ? -sortDir : -1; sortKey = k; render(); };
const value = (n, k) => k === "name" ? n.name : k === "change" ? change(n) : n[k];
function render() {
  const out = []; const walk = (id, d) => { if (id !== 0) out.push([id, d]); for (const c of N[id].children || []) walk(c, d + 1); }; walk(0, -1);
  if (sortKey) out.sort((a, b) => { const x = value(N[a[0]], sortKey), y = value(N[b[0]], sortKey); return (x < y ? -1 : x > y ? 1 : 0) * sortDir; });
  const rows = out.filter(([id]) => !query || N[id].name.toLowerCase().includes(query));
  tbody.innerHTML = rows.slice(0, LIMIT).map(([id, d]) => { const n = N[id], c = change(n);
    return `<tr id="row${id}"><td class="name" style="padding-left:${(sortKey ? 0 : d) * 14 + 6}px">${n.name.replace(/[&<>"]/g, ch => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch])}</td>` +
      `<td>${fmt(n.ia)}</td><td>${fmt(n.ib)}</td><td class="${Math.abs(c) < 0.05 ? "same" : c < 0 ? "faster" : "slower"}" style="background:${color(n)}">${(100 * c).toFixed(1)}%</td>` +
      `<td>${fmt(n.ea)}</td><td>${fmt(n.eb)}</td><td>${n.va}</td><td>${n.vb}</td></tr>`; }).join("");
  document.getElementById("more").textContent = rows.length > LIMIT ? `${rows.length - LIMIT} more call paths: search to narrow` : "";
}
draw();
render();
document.body.dataset.renderMs = performance.now().toFixed(0);
