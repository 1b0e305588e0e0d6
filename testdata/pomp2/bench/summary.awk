# Summarizes the rounds of `make run` (lines "variant: critical MED ns/iter
# min MIN  for MED ns/iter min MIN ..."): per variant the median over the
# rounds of the per-run medians and the minimum of the per-run minimums;
# then the cost per event above plain (4 events per thread and iteration
# in both loops) and its ratio to the minimal C adapter's.
function sort_(a, k,   i, j, t) {
    for (i = 2; i <= k; i++)
        for (j = i; j > 1 && a[j] + 0 < a[j - 1] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
}
function median(s,   a, k) { k = split(s, a, " "); sort_(a, k); return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
function minimum(s,   a, k) { k = split(s, a, " "); sort_(a, k); return a[1] }
$2 == "critical" {
    v = $1; sub(/:$/, "", v)
    if (!(v in seen)) { seen[v] = 1; order[++n] = v }
    cmed[v] = cmed[v] " " $3; cmin[v] = cmin[v] " " $6
    fmed[v] = fmed[v] " " $8; fmin[v] = fmin[v] " " $11
    rounds[v]++
}
END {
    printf "\n%-12s %6s | %-25s | %-25s\n", "variant", "rounds", "critical ns/iter med (min)", "for ns/iter med (min)"
    for (i = 1; i <= n; i++) {
        v = order[i]
        CM[v] = median(cmed[v]); Cm[v] = minimum(cmin[v]); FM[v] = median(fmed[v]); Fm[v] = minimum(fmin[v])
        printf "%-12s %6d | %10.1f (%10.1f)     | %10.1f (%10.1f)\n", v, rounds[v], CM[v], Cm[v], FM[v], Fm[v]
    }
    if (!("plain" in seen)) exit
    table("medians", CM, FM)
    table("minimums", Cm, Fm)
}
# per event above plain and ratios, from the medians or the minimums
function table(title, C, F,   i, v, ce, fe) {
    printf "\nns per event above plain (%s); ratio to minimal, to minimal-hp\n", title
    printf "%-12s | %8s %6s %6s | %8s %6s %6s\n", "variant", "critical", "/min", "/hp", "for", "/min", "/hp"
    for (i = 1; i <= n; i++) {
        v = order[i]
        if (v == "plain") continue
        ce = (C[v] - C["plain"]) / 4; fe = (F[v] - F["plain"]) / 4
        printf "%-12s | %8.1f %6s %6s | %8.1f %6s %6s\n", v, ce, ratio(ce, "minimal", C), ratio(ce, "minimal-hp", C), \
            fe, ratio(fe, "minimal", F), ratio(fe, "minimal-hp", F)
    }
}
function ratio(e, ref, M,   r) {
    if (!(ref in seen)) return "-"
    r = (M[ref] - M["plain"]) / 4
    return r > 0 ? sprintf("%.2f", e / r) : "-"
}
