package rewrite

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"opari2/ctc"
	"opari2/parser"
)

// TestCTCLiteral checks the Fortran literal of CTC strings of every
// length up to 300 bytes, with quotes (file names may have them) in
// places that fall on and around the breaks: the literal is the string
// with its quotes doubled; it breaks after 58 bytes (the opening quote
// counted) and then every 68 minus the separator, one byte later where
// the break would part a doubled quote.
func TestCTCLiteral(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, fixed := range []bool{true, false} {
		f := &fInstrumenter{fixed: fixed}
		sep := f.byForm("\"//\n     &\"", "\"//&\n      \"")
		for n := 0; n <= 300; n++ {
			for try := 0; try < 4; try++ {
				ctc := make([]byte, n)
				for i := range ctc {
					ctc[i] = "ab:*="[rng.IntN(5)]
					if try > 0 && rng.IntN(6) == 0 {
						ctc[i] = '"'
					}
				}
				got := f.appendCTCLiteral([]byte("x"), ctc)
				name := fmt.Sprintf("fixed=%v %q", fixed, ctc)
				if got[0] != 'x' {
					t.Fatalf("%s: appended to %q, not after it", name, got)
				}
				checkCTCLiteral(t, name, string(got[1:]), string(ctc), sep)
			}
		}
	}
}

func checkCTCLiteral(t *testing.T, name, lit, ctc, sep string) {
	t.Helper()
	if len(lit) < 2 || lit[0] != '"' || lit[len(lit)-1] != '"' {
		t.Fatalf("%s: %q is not a literal", name, lit)
	}
	pieces := strings.Split(lit, sep)
	if joined := strings.Join(pieces, ""); joined[1:len(joined)-1] != strings.ReplaceAll(ctc, `"`, `""`) {
		t.Fatalf("%s: literal %q does not hold the string", name, lit)
	}
	for i, p := range pieces {
		body := p
		if i == 0 {
			body = body[1:]
		}
		if i == len(pieces)-1 {
			body = body[:len(body)-1]
			if len(p) > map[bool]int{true: 59, false: 69 - len(sep)}[i == 0] {
				t.Fatalf("%s: last piece %q too long", name, p)
			}
			continue
		}
		if strings.Count(body, `"`)%2 != 0 {
			t.Fatalf("%s: piece %d %q parts a doubled quote", name, i, p)
		}
		want := 68 - len(sep)
		if i == 0 {
			want = 58
		}
		// the literal's bytes: the opening quote counts in the first
		if size := len(p); size != want && size != want+1 {
			t.Fatalf("%s: piece %d %q has %d bytes, not %d", name, i, p, size, want)
		}
		if len(p) == want+1 && !bytes.HasSuffix([]byte(p), []byte(`"`)) {
			t.Fatalf("%s: piece %d %q one longer without a quote at its end", name, i, p)
		}
	}
}

// TestIncludeDeclaresEveryRegion: the include file of an input with over a
// thousand regions (their CTC strings fill several blocks, declared a
// block at a time) declares every region once, in order, each with a
// CTC string that decodes and whose length is the declared one.
func TestIncludeDeclaresEveryRegion(t *testing.T) {
	opts, in := fortranBenchInput(parser.FormFree, 12000)
	res, err := Instrument(opts, in)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(res.Include), "\n")
	next := 1
	for i := 0; i < len(lines); i++ {
		id, ok := strings.CutPrefix(lines[i], fIndent+"INTEGER( KIND=8 ) :: "+regionPrefix)
		if !ok {
			continue
		}
		if id != strconv.Itoa(next) {
			t.Fatalf("line %d declares region %s, want %d", i+1, id, next)
		}
		// CHARACTER (LEN=n), parameter :: opari2_ctc_<id> =& and the
		// literal's lines up to the one without "//&"
		var size int
		if _, err := fmt.Sscanf(lines[i+2], fIndent+"CHARACTER (LEN=%d), parameter :: "+ctcPrefix+id+" =&", &size); err != nil {
			t.Fatalf("line %d: %q: %v", i+3, lines[i+2], err)
		}
		var text strings.Builder
		for j := i + 3; ; j++ {
			l := strings.TrimSpace(lines[j])
			piece, more := strings.CutSuffix(l, `"//&`)
			text.WriteString(strings.Trim(piece, `"`))
			if !more {
				break
			}
		}
		if text.Len()+2 != size {
			t.Errorf("region %s: CTC string of %d bytes, declared LEN=%d", id, text.Len(), size)
		}
		if _, err := ctc.Decode(text.String()); err != nil {
			t.Errorf("region %s: %v", id, err)
		}
		next++
	}
	if next-1 != res.Regions || res.Regions < 1000 {
		t.Fatalf("%d regions declared, %d in the result (want over a thousand)", next-1, res.Regions)
	}
}
