// What the profile page (page.js) and the comparison page (diff.js)
// share: time formatting, the tree's parents and depths, the icicle graph
// and the call tree's row order. Each page passes what differs: a node's
// size, colour and label.
"use strict";
const fmt = ns => ns >= 1e9 ? (ns / 1e9).toFixed(3) + " s" : ns >= 1e6 ? (ns / 1e6).toFixed(3) + " ms" :
  ns >= 1e3 ? (ns / 1e3).toFixed(3) + " us" : ns.toFixed(0) + " ns";
const escapeHTML = s => s.replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// parentsOf gives each node's parent (-1: the root, node 0).
function parentsOf(nodes) {
  const parent = new Array(nodes.length).fill(-1);
  nodes.forEach((n, i) => (n.children || []).forEach(c => parent[c] = i));
  return parent;
}

// icicle draws the tree on canvas, each node as wide as its size among its
// siblings (o.size), coloured by o.color, named by o.label; the zoomed
// node's ancestors are full-width bars above it. draw(zoom, query) fades
// the nodes whose name does not hold query; at(event) is the node under
// the pointer.
function icicle(canvas, nodes, parent, o) {
  const ctx = canvas.getContext("2d"), ROW = 18;
  const depthOf = id => { let d = 0; for (let p = parent[id]; p >= 0; p = parent[p]) d++; return d; };
  const deepest = nodes.reduce((m, n, i) => Math.max(m, depthOf(i)), 0);
  let boxes = [];
  function draw(zoom, query) {
    const w = canvas.clientWidth || 1000, rows = Math.min(deepest, 30) + 1;
    canvas.width = w; canvas.height = ROW * rows; canvas.style.height = canvas.height + "px";
    ctx.clearRect(0, 0, w, canvas.height); ctx.font = "11px sans-serif"; boxes = [];
    const chain = []; for (let p = zoom; p >= 0; p = parent[p]) chain.unshift(p);
    chain.slice(0, -1).forEach((id, d) => { ctx.fillStyle = "#eee"; ctx.fillRect(0, d * ROW, w - 1, ROW - 1); boxes.push({ id, x: 0, y: d * ROW, w });
      ctx.fillStyle = "#555"; ctx.fillText(o.label(id), 3, d * ROW + 13); });
    const lay = (id, x, width, d) => {
      if (width < 0.5 || d >= rows) return;
      const n = nodes[id], hit = query && n.name.toLowerCase().includes(query);
      ctx.globalAlpha = query && !hit ? 0.35 : 1;
      ctx.fillStyle = id === 0 ? "#ddd" : o.color(n); ctx.fillRect(x, d * ROW, width - 1, ROW - 1); ctx.globalAlpha = 1;
      if (width > 40) { ctx.fillStyle = "#000"; ctx.fillText(o.label(id).slice(0, width / 6), x + 3, d * ROW + 13); }
      boxes.push({ id, x, y: d * ROW, w: width });
      let cx = x; const total = (n.children || []).reduce((s, c) => s + o.size(nodes[c]), 0);
      for (const c of n.children || []) { const cw = width * o.size(nodes[c]) / Math.max(o.size(n), total, 1); lay(c, cx, cw, d + 1); cx += cw; }
    };
    lay(zoom, 0, w, chain.length - 1);
  }
  function at(ev) { const r = canvas.getBoundingClientRect(), x = ev.clientX - r.left, y = ev.clientY - r.top;
    return boxes.find(b => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + ROW); }
  return { draw, at };
}

// treeRows lists the call paths [id, depth] in tree order, or sorted by
// value(node, sortKey) in sortDir (1 ascending, -1 descending).
function treeRows(nodes, value, sortKey, sortDir) {
  const out = [];
  const walk = (id, d) => { if (id !== 0) out.push([id, d]); for (const c of nodes[id].children || []) walk(c, d + 1); };
  walk(0, -1);
  if (sortKey) out.sort((a, b) => { const x = value(nodes[a[0]], sortKey), y = value(nodes[b[0]], sortKey); return (x < y ? -1 : x > y ? 1 : 0) * sortDir; });
  return out;
}
