#!/usr/bin/env python3
"""Writes N run directories (pomp2-answers-<pid>-rank<r>/profile.json) for
the post-mortem benchmark of docs/performance.md ("Post-mortem at
scale"): the profile of testdata/pomp2/answers.c (101 call paths, 6
threads) with each rank's times scaled by a random factor from 1 to 1.3.

usage: make-ranks.py DIR [N]"""
import json, os, random, sys

here = os.path.dirname(os.path.abspath(__file__))
base = json.load(open(os.path.join(here, "..", "cube", "answers.json")))
out, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1024
random.seed(1)


def scale(node, f):
    for st in node.get("threads") or []:
        for k in ("inclusive_ns", "exclusive_ns", "min_ns", "max_ns"):
            st[k] *= f
    for c in node.get("children") or []:
        scale(c, f)


os.makedirs(out, exist_ok=True)
for r in range(n):
    p = json.loads(json.dumps(base))
    p["rank"] = r
    f = 1 + random.random() * 0.3
    scale(p["tree"], f)
    for t in p["threads"]:
        t["active_ns"] *= f
    d = os.path.join(out, "pomp2-answers-%d-rank%d" % (1000 + r, r))
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "profile.json"), "w") as fh:
        json.dump(p, fh)
