package ctc

import (
	"errors"
	"fmt"
	"opari2/internal/testlib"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func corpusCases(t testing.TB) string {
	return filepath.Join(testlib.Corpus(t), "cases")
}

var (
	ctcRE = regexp.MustCompile(`"(\d+\*regionType=[^"]*)"`)
	// Fortran include files split long strings: "..."//& / "..."//\n     &"...
	fortranJoin = regexp.MustCompile(`"//&?\n\s*&?"`)
)

// corpusStrings collects every CTC string of the reference's include files.
func corpusStrings(t *testing.T) []string {
	dir := corpusCases(t)
	files, err := filepath.Glob(filepath.Join(dir, "*.opari.inc.out"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no include files in %s: %v", dir, err)
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := fortranJoin.ReplaceAllString(string(b), "")
		for _, m := range ctcRE.FindAllStringSubmatch(text, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// TestCorpusRoundTrip decodes every CTC string the reference wrote and
// encodes it again: the bytes, key order and length prefix included, must
// come back unchanged.
func TestCorpusRoundTrip(t *testing.T) {
	strs := corpusStrings(t)
	if len(strs) < 100 {
		t.Fatalf("only %d CTC strings found", len(strs))
	}
	for _, s := range strs {
		ri, err := Decode(s)
		if err != nil {
			t.Errorf("Decode(%q): %v", s, err)
			continue
		}
		// the corpus normalization recomputed the length prefix in a
		// language-dependent way: compare the text after it, and check
		// that ours is the reference's formula
		got := Encode(ri)
		if stripLen(got) != stripLen(s) {
			t.Errorf("round trip differs:\n%s", cmp.Diff(s, got))
		}
		if want := strconv.Itoa(len(stripLen(got))+2) + stripLen(got); got != want {
			t.Errorf("length prefix of %q, want %q", got, want)
		}
		if q, err := Decode(`"` + s + `"`); err != nil || !cmp.Equal(q, ri) {
			t.Errorf("quoted form decodes differently: %v", err)
		}
	}
}

func stripLen(s string) string { return strings.TrimLeft(s, "0123456789") }

func TestDecodeFields(t *testing.T) {
	ri, err := Decode(`"109*regionType=parallelsections*sscl=test5.c:44:44*escl=test5.c:58:58*hasIf=1*hasNum_threads=1*hasReduction=1**"`)
	if err != nil {
		t.Fatal(err)
	}
	want := RegionInfo{Type: ParallelSections, Start: Location{"test5.c", 44, 44}, End: Location{"test5.c", 58, 58},
		HasIf: true, HasNumThreads: true, HasReduction: true}
	if d := cmp.Diff(want, ri); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
	ri, err = Decode("90*regionType=for*sscl=/a:b/c.c:3:4*escl=/a:b/c.c:9:9*hasSchedule=dynamic,(a)@(b)*hasNowait=1**")
	if err != nil {
		t.Fatal(err)
	}
	if ri.Schedule != Dynamic || ri.ScheduleArg != "dynamic,(a)*(b)" || ri.Start.File != "/a:b/c.c" || !ri.HasNoWait {
		t.Errorf("got %+v", ri)
	}
	for name, c := range map[string]struct {
		s    string
		want RegionInfo
	}{
		"critical": {"1*regionType=critical*sscl=f:1:1*escl=f:2:2*criticalName=foobar**", RegionInfo{Type: Critical, Start: Location{"f", 1, 1}, End: Location{"f", 2, 2}, CriticalName: "foobar"}},
		"sections": {"1*regionType=sections*sscl=f:1:1*escl=f:2:2*numSections=3**", RegionInfo{Type: Sections, Start: Location{"f", 1, 1}, End: Location{"f", 2, 2}, NumSections: 3}},
		"user":     {"1*regionType=userRegion*sscl=f:1:1*escl=f:2:2*userRegionName=phase1**", RegionInfo{Type: UserRegion, Start: Location{"f", 1, 1}, End: Location{"f", 2, 2}, UserRegionName: "phase1"}},
	} {
		got, err := Decode(c.s)
		if err != nil {
			t.Errorf("%s: %v", name, err)
		} else if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("%s (-want +got)\n%s", name, d)
		}
	}
}

// TestDecodeErrors: every malformed string gives a *DecodeError that says
// what is wrong and where.
func TestDecodeErrors(t *testing.T) {
	cases := []struct {
		in, msg string
		off     int
	}{
		{"", "missing length prefix", 0},
		{"*regionType=parallel*sscl=f:1:1*escl=f:1:1**", "missing length prefix", 0},
		{"12*regionType=parallel*sscl=f:1:1*escl=f:1:1*", `missing terminating "**"`, 45},
		{"12x*regionType=parallel**", "expected '*' after the length", 2},
		{"9*sscl=f:1:1*escl=f:1:1**", "missing required key regionType", 0},
		{"9*regionType=parallel*escl=f:1:1**", "missing required key sscl", 0},
		{"9*regionType=parallel*sscl=f:1:1**", "missing required key escl", 0},
		{"9*regionType=loop*sscl=f:1:1*escl=f:1:1**", `unknown region type "loop"`, 13},
		{"9*regionType=for*sscl=f:x:1*escl=f:1:1**", `bad line numbers in "f:x:1"`, 24},
		{"9*regionType=for*sscl=f:1*escl=f:1:1**", `source location "f:1" is not file:line1:line2`, 22},
		{"9*regionType=for*sscl=f:1:1*escl=f:1:1*hasFoo=1**", `unknown key "hasFoo"`, 39},
		{"9*regionType=for*sscl=f:1:1*escl=f:1:1*hasNowait=yes**", "hasNowait must be 0 or 1", 49},
		{"9*regionType=for*sscl=f:1:1*escl=f:1:1*nokey**", `expected key=value, found "nokey"`, 39},
		{"9*regionType=for*regionType=for*sscl=f:1:1*escl=f:1:1**", `duplicate key "regionType"`, 17},
		{"9*regionType=sections*sscl=f:1:1*escl=f:1:1**", "sections region without numSections", 0},
		{"9*regionType=userRegion*sscl=f:1:1*escl=f:1:1**", "user region without userRegionName", 0},
		{"9*regionType=sections*sscl=f:1:1*escl=f:1:1*numSections=-2**", "numSections is not a count", 56},
	}
	for _, c := range cases {
		_, err := Decode(c.in)
		var de *DecodeError
		if !errors.As(err, &de) {
			t.Errorf("Decode(%q) = %v, want a *DecodeError", c.in, err)
			continue
		}
		if !strings.Contains(de.Msg, c.msg) || de.Offset != c.off {
			t.Errorf("Decode(%q) = %q at %d, want %q at %d", c.in, de.Msg, de.Offset, c.msg, c.off)
		}
	}
}

func TestRegionTypeNames(t *testing.T) {
	for rt := Atomic; rt <= UserRegion; rt++ {
		got, ok := ParseRegionType(rt.String())
		if !ok || got != rt {
			t.Errorf("%v does not round trip", rt)
		}
	}
	if _, ok := ParseRegionType("simd"); ok {
		t.Error("simd accepted")
	}
}

// FuzzDecode: no panics, and whatever decodes re-encodes to a string that
// decodes to the same value.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"61*regionType=parallel*sscl=test1.c:33:33*escl=test1.c:36:36**",
		"84*regionType=parallelfor*sscl=test5.c:30:38*escl=test5.c:42:42*hasSchedule=dynamic**",
		"1*regionType=sections*sscl=f:1:1*escl=f:2:2*numSections=3*hasNowait=1**",
		"1*regionType=userRegion*sscl=f:1:1*escl=f:2:2*userRegionName=x**",
		`"9*regionType=critical*sscl=a:b:1:1*escl=f:1:1*criticalName=c**"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ri, err := Decode(s)
		if err != nil {
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("untyped error %v", err)
			}
			return
		}
		again, err := Decode(Encode(ri))
		if err != nil {
			t.Fatalf("re-encoded %q does not decode: %v", Encode(ri), err)
		}
		if !cmp.Equal(ri, again) {
			t.Fatalf("round trip changed the value:\n%s", cmp.Diff(ri, again))
		}
	})
}

// TestAppendFieldsLengthPrefix checks the length prefix, which
// AppendFields counts before writing the text, against the text written,
// for line numbers on both sides of every digit count.
func TestAppendFieldsLengthPrefix(t *testing.T) {
	for _, line := range []int{0, 1, 9, 10, 99, 100, 999, 1000, 123456789, -1, -10} {
		fields := []Field{{Key: "hasNowait", Value: "1"}, {Key: "criticalName", Value: "c"}}
		b := AppendFields([]byte("x"), "critical", Location{File: "a.c", Line1: line, Line2: line + 1}, Location{File: "/d/b.c", Line1: 7, Line2: line}, fields)
		s := string(b[1:])
		i := strings.IndexByte(s, '*')
		if want := strconv.Itoa(len(s[i:]) + 2); s[:i] != want {
			t.Errorf("line %d: %q has length prefix %s, want %s", line, s, s[:i], want)
		}
	}
}

// TestAppendFieldsLocations: the locations as written out in full, with
// the parts AppendFields copies (a one-line range, an end equal to the
// start) and those it formats.
func TestAppendFieldsLocations(t *testing.T) {
	locs := []Location{{"a.f90", 5, 5}, {"a.f90", 5, 7}, {"b.f90", 5, 5}, {"a.f90", -3, -3}, {"", 0, 0}, {"a.f90", 12345, 12345}}
	for _, start := range locs {
		for _, end := range locs {
			got := string(AppendFields([]byte("x"), "barrier", start, end, nil))
			text := fmt.Sprintf("*regionType=barrier*sscl=%s:%d:%d*escl=%s:%d:%d**", start.File, start.Line1, start.Line2, end.File, end.Line1, end.Line2)
			if want := "x" + strconv.Itoa(len(text)+2) + text; got != want {
				t.Errorf("start %v, end %v: %q, want %q", start, end, got, want)
			}
		}
	}
}
