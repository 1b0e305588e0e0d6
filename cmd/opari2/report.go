package main

import (
	"bytes"
	"fmt"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"opari2/internal/atomicfile"
	"opari2/pomp2/report"
	"opari2/pomp2/report/cube"
	"opari2/pomp2/report/html"
)

func init() {
	var (
		o       report.Options
		threads string
		diff    bool
		folded  bool
		cubeOut string
		htmlOut string
	)
	c := &cobra.Command{
		Use:   "report [flags] RUN_DIR|profile.json... | report --diff A B",
		Short: "print the profile report of one or more runs (several, such as MPI ranks, are aggregated)",
		Long: `report prints the report of profile.txt again from the profile.json of one or
more run directories (pomp2-<program>-<pid>[-rank<N>]), with other choices:
the number of top regions, their order, a thread filter, per-thread detail,
the whole call tree. Several runs (one per MPI rank) are aggregated into one
report whose threads are r<run>.<thread>. --diff A B compares two runs region
by region; --folded prints the folded stacks for a flame graph. --cube OUT.cubex
writes the runs as one Cube 4 experiment (Score-P's profile format, for the
Cube browser and cubelib's tools): each run a process, by the rank in its
directory's name (-rank<N>) or its profile. --html OUT.html writes one web
page (icicle graph, call tree with a heat map per thread, findings) that
opens in any browser from the file system; with --diff A B, the page that
compares them (what got faster and slower).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if diff && len(args) != 2 {
				return fmt.Errorf("report --diff takes two runs, not %d", len(args))
			}
			// each reads the runs in order, a run at a time
			each := func(add func(*report.Profile)) error {
				for _, a := range args {
					p, err := report.Read(a)
					if err != nil {
						return fmt.Errorf("report: %w", err)
					}
					if r, ok := report.RankOfDir(a); ok {
						p.Rank = r
					}
					add(p)
				}
				return nil
			}
			if len(args) > 1 {
				// many runs (a rank each): collect often, so that the
				// memory stays near what the merged profile needs
				debug.SetGCPercent(25)
			}
			if htmlOut == "" && cubeOut == "" && !diff {
				// the text report merges the runs one at a time
				var agg report.Aggregator
				if err := each(agg.Add); err != nil {
					return err
				}
				p := agg.Profile()
				if threads != "" {
					keep, err := threadSet(threads)
					if err != nil {
						return err
					}
					o.Threads = keep
				}
				if folded {
					return p.WriteFolded(os.Stdout)
				}
				return p.WriteText(os.Stdout, o)
			}
			if cubeOut != "" && htmlOut == "" && !diff {
				// the experiment takes the runs one at a time
				var b cube.Builder
				if err := each(b.Add); err != nil {
					return err
				}
				if err := atomicfile.WriteFunc(cubeOut, 0o644, b.Write); err != nil {
					return fmt.Errorf("report --cube: %w", err)
				}
				return nil
			}
			var ps []*report.Profile
			if err := each(func(p *report.Profile) { ps = append(ps, p) }); err != nil {
				return err
			}
			if htmlOut != "" {
				var b bytes.Buffer
				write := func() error { return html.Write(&b, ps) }
				if diff {
					write = func() error { return html.WriteDiff(&b, ps[0], ps[1]) }
				}
				if err := write(); err != nil {
					return fmt.Errorf("report --html: %w", err)
				}
				if err := atomicfile.Write(htmlOut, b.Bytes(), 0o644); err != nil {
					return fmt.Errorf("report --html: %w", err)
				}
				return nil
			}
			return report.WriteDiff(os.Stdout, ps[0], ps[1], o.Top)
		},
	}
	f := c.Flags()
	f.IntVar(&o.Top, "top", 15, "rows of the top-regions table (--diff: rows of the comparison)")
	f.StringVar(&o.Sort, "sort", "excl", "order of the top regions: excl, incl, visits or name")
	f.StringVar(&threads, "threads", "", "only these threads: a list of indexes and ranges (0,2-3)")
	f.BoolVar(&o.PerThread, "per-thread", false, "a line per thread under every call path")
	f.BoolVar(&o.All, "all", false, "every call path, also those under 0.5% of the thread time")
	f.IntVar(&o.TreeDepth, "depth", 0, "deepest call-tree level shown (0: all)")
	f.BoolVar(&diff, "diff", false, "compare two runs region by region")
	f.BoolVar(&folded, "folded", false, "print folded stacks (flamegraph.pl, speedscope) instead of the report")
	f.StringVar(&cubeOut, "cube", "", "write the runs as one Cube 4 experiment (`OUT.cubex`) instead of the report")
	f.StringVar(&htmlOut, "html", "", "write the report as one self-contained web page (`OUT.html`)")
	addSubcommand(c)
}

// threadSet parses "0,2-3" into a filter of thread indexes.
func threadSet(spec string) (func(int) bool, error) {
	set := map[int]bool{}
	for _, part := range strings.Split(spec, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(hi)
		}
		if err != nil || b < a {
			return nil, fmt.Errorf("report: bad thread list %q (want indexes and ranges: 0,2-3)", spec)
		}
		for i := a; i <= b; i++ {
			set[i] = true
		}
	}
	return func(i int) bool { return set[i] }, nil
}
