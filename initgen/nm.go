package initgen

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ReadNM finds the region init functions in the output of `nm -B` (BSD
// format: "value type name", "type name" for undefined symbols, and
// "file:" lines before each archive member or object) read from r. This
// is what the reference pipeline's awk script reads on standard input,
// so `opari2-config --nm` OBJS | `opari2-config --region-initialization`
// works as with the reference. Only defined global symbols count (upper
// case type letter other than U); each symbol counts once, and the result
// is sorted by name like Scan's, so both give the same init file.
func ReadNM(r io.Reader) ([]InitFunc, error) {
	seen := map[string]bool{}
	var out []InitFunc
	source := ""
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		switch {
		case len(fields) == 1 && strings.HasSuffix(fields[0], ":"):
			source = strings.TrimSuffix(fields[0], ":")
			continue
		case len(fields) < 2:
			continue
		}
		typ, sym := fields[len(fields)-2], fields[len(fields)-1]
		if len(typ) != 1 || typ[0] < 'A' || typ[0] > 'Z' || typ == "U" {
			continue
		}
		f, ok := ParseName(sym)
		if !ok || seen[sym] {
			continue
		}
		seen[sym] = true
		f.Source = source
		out = append(out, f)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading nm output: %w", err)
	}
	sortByName(out)
	return out, nil
}
