package html

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"opari2/pomp2/report"
	"opari2/pomp2/report/reporttest"
)

func render(t *testing.T, ps ...*report.Profile) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, ps); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var dataLine = regexp.MustCompile(`<script type="application/json" id="data">(.*)</script>`)

// countNodes counts a profile tree's nodes, the root included.
func countNodes(n *report.Node) int {
	c := 1
	for _, k := range n.Children {
		c += countNodes(k)
	}
	return c
}

// TestPageHoldsTheProfile: the page is one file that names nothing
// outside it (no script, style or image from the network), and the
// profile in it has every call path with its values per thread, the
// threads (ranks side by side), and the findings with the rows they name.
func TestPageHoldsTheProfile(t *testing.T) {
	p := reporttest.Fixture(t, "answers")
	page := render(t, p)
	for _, ref := range []string{"http://", "https://", "src=", "href=\"http", "@import"} {
		if bytes.Contains(page, []byte(ref)) {
			t.Errorf("the page refers outside itself: %q", ref)
		}
	}
	m := dataLine.FindSubmatch(page)
	if m == nil {
		t.Fatal("no profile data in the page")
	}
	var d data
	if err := json.Unmarshal(m[1], &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Nodes) != countNodes(p.Root) || len(d.Threads) != len(p.Threads) {
		t.Errorf("%d nodes, %d threads; the profile has %d and %d", len(d.Nodes), len(d.Threads), countNodes(p.Root), len(p.Threads))
	}
	var visits, want int64
	for _, n := range d.Nodes {
		for _, v := range n.Visits {
			visits += v
		}
	}
	p.Root.Walk(func(_ []*report.Node, n *report.Node) { want += n.Sum(nil).Visits })
	if visits != want {
		t.Errorf("%d visits in the page, %d in the profile", visits, want)
	}
	linked := false
	for _, f := range d.Findings {
		for _, id := range f.Nodes {
			if region, _, _ := strings.Cut(d.Nodes[id].Name, " ["); !strings.Contains(f.Text, region) {
				t.Errorf("finding %q links to %q", f.Text, d.Nodes[id].Name)
			}
			linked = true
		}
	}
	if len(d.Findings) == 0 || !linked {
		t.Errorf("findings %+v: none, or none linked to its rows", d.Findings)
	}
	two := render(t, reporttest.Fixture(t, "hybrid-rank0"), reporttest.Fixture(t, "hybrid-rank1"))
	for _, want := range []string{`"name":"rank 0 thread 0"`, `"name":"rank 1 thread 1"`, "rank 1 is the late one"} {
		if !bytes.Contains(two, []byte(want)) {
			t.Errorf("the page of two ranks lacks %s", want)
		}
	}
}

// findChromium is the path of a Chromium to render pages with, "" if none.
func findChromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// TestPageInChromium: the page renders in headless Chromium from the
// file system without a script error: every call path is a row of the
// table, the waiting thread's cell of the loop's implicit barrier is
// marked, the findings are there with their links; for two ranks, their
// threads' columns. Skipped without chromium.
func TestPageInChromium(t *testing.T) {
	chromium := findChromium()
	if chromium == "" {
		t.Skip("chromium not installed")
	}
	dir := t.TempDir()
	dom := func(name string, page []byte) (string, string) {
		file := filepath.Join(dir, name+".html")
		if err := os.WriteFile(file, page, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
			"--user-data-dir="+filepath.Join(dir, "profile-"+name), "--dump-dom", "file://"+file)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("chromium: %v\n%s", err, errb.String())
		}
		return out.String(), errb.String()
	}
	p := reporttest.Fixture(t, "answers")
	got, log := dom("answers", render(t, p))
	if strings.Contains(log, "Uncaught") || strings.Contains(log, "CONSOLE") {
		t.Errorf("script errors:\n%s", log)
	}
	if rows := len(regexp.MustCompile(`<tr id="row\d+"`).FindAllString(got, -1)); rows != countNodes(p.Root)-1 {
		t.Errorf("%d rows; the profile has %d call paths", rows, countNodes(p.Root)-1)
	}
	barrier := regexp.MustCompile(`(?s)<tr id="row\d+"[^>]*><td class="name"[^>]*><span[^>]*></span>for @ answers.c:32-36 \[implicit barrier\]</td>.*?</tr>`).FindString(got)
	if !strings.Contains(barrier, `class="heat hot"`) {
		t.Errorf("the loop's implicit barrier row marks no waiting thread:\n%s", barrier)
	}
	for _, want := range []string{"waits in the implicit barrier of for @ answers.c:32-36", `class="finding-link"`} {
		if !strings.Contains(got, want) {
			t.Errorf("the rendered page lacks %s", want)
		}
	}
	got, log = dom("hybrid", render(t, reporttest.Fixture(t, "hybrid-rank0"), reporttest.Fixture(t, "hybrid-rank1")))
	if strings.Contains(log, "Uncaught") || !strings.Contains(got, ">rank 1 thread 1</th>") {
		t.Errorf("the page of two ranks has no column of rank 1's thread 1, or a script error:\n%s", log)
	}
}

// TestDiffPage: the page comparing two runs has every call path of both
// with its times in A and in B; in Chromium, a path whose time doubled is
// marked slower, one that halved faster, and one unchanged neither.
func TestDiffPage(t *testing.T) {
	a, b := reporttest.Fixture(t, "answers"), reporttest.Fixture(t, "answers")
	scale := func(n *report.Node, f float64) {
		for i := range n.Stats {
			n.Stats[i].InclNs *= f
			n.Stats[i].ExclNs *= f
		}
	}
	var slower, faster *report.Node
	b.Root.Walk(func(_ []*report.Node, n *report.Node) {
		switch {
		case n.Activity == "implicit barrier" && slower == nil:
			slower = n
		case n.Activity == "critical (body)" && faster == nil:
			faster = n
		}
	})
	scale(slower, 2)
	scale(faster, 0.5)
	var page bytes.Buffer
	if err := WriteDiff(&page, a, b); err != nil {
		t.Fatal(err)
	}
	m := dataLine.FindSubmatch(page.Bytes())
	if m == nil {
		t.Fatal("no data in the diff page")
	}
	var d diffData
	if err := json.Unmarshal(m[1], &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Nodes) != countNodes(a.Root) {
		t.Errorf("%d call paths in the diff of a run with itself, %d in the run", len(d.Nodes), countNodes(a.Root))
	}
	chromium := findChromium()
	if chromium == "" {
		t.Skip("chromium not installed")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "diff.html")
	os.WriteFile(file, page.Bytes(), 0o644)
	out, err := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir="+filepath.Join(dir, "p"),
		"--dump-dom", "file://"+file).Output()
	if err != nil {
		t.Fatal(err)
	}
	row := func(name string) string {
		return regexp.MustCompile(`<tr id="row\d+"><td class="name"[^>]*>` + regexp.QuoteMeta(name) + `</td>.*?</tr>`).FindString(string(out))
	}
	for name, class := range map[string]string{slower.Name(): "slower", faster.Name(): "faster", "parallel @ answers.c:30-37": "same"} {
		if r := row(name); !strings.Contains(r, `class="`+class+`"`) {
			t.Errorf("%s: not marked %s: %s", name, class, r)
		}
	}
}
