// The page that compares two opari2 profiles (pomp2/report/html
// WriteDiff): call paths of both runs, matched by their paths of names.
"use strict";
const DATA = JSON.parse(document.getElementById("data").textContent);
const N = DATA.nodes;
const parent = parentsOf(N);
N.forEach(n => { n.size = Math.max(n.ia, n.ib); });
const change = n => n.ia > 0 ? (n.ib - n.ia) / n.ia : (n.ib > 0 ? 1 : 0);
// green for faster, red for slower, grey for about the same (within 5%)
const color = n => { const c = change(n); if (Math.abs(c) < 0.05) return "#bbb";
  const a = Math.min(1, Math.abs(c)); return c < 0 ? `rgba(40,160,70,${0.35 + 0.65 * a})` : `rgba(210,50,40,${0.35 + 0.65 * a})`; };
document.getElementById("summary").textContent = `wall time A ${fmt(DATA.WallA)}, B ${fmt(DATA.WallB)}; thread time in regions A ${fmt(N[0].ia)}, B ${fmt(N[0].ib)}`;
const canvas = document.getElementById("icicle");
let zoom = 0, query = "";
const ice = icicle(canvas, N, parent, { size: n => n.size, color, label: id => N[id].name });
const draw = () => ice.draw(zoom, query);
const at = ev => ice.at(ev);
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
  const rows = treeRows(N, value, sortKey, sortDir).filter(([id]) => !query || N[id].name.toLowerCase().includes(query));
  tbody.innerHTML = rows.slice(0, LIMIT).map(([id, d]) => { const n = N[id], c = change(n);
    return `<tr id="row${id}"><td class="name" style="padding-left:${(sortKey ? 0 : d) * 14 + 6}px">${escapeHTML(n.name)}</td>` +
      `<td>${fmt(n.ia)}</td><td>${fmt(n.ib)}</td><td class="${Math.abs(c) < 0.05 ? "same" : c < 0 ? "faster" : "slower"}" style="background:${color(n)}">${(100 * c).toFixed(1)}%</td>` +
      `<td>${fmt(n.ea)}</td><td>${fmt(n.eb)}</td><td>${n.va}</td><td>${n.vb}</td></tr>`; }).join("");
  document.getElementById("more").textContent = rows.length > LIMIT ? `${rows.length - LIMIT} more call paths: search to narrow` : "";
}
draw();
render();
document.body.dataset.renderMs = performance.now().toFixed(0);
