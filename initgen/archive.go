// Package initgen finds the region init functions that the instrumenter
// put into objects and libraries, and writes the C file that calls them
// all (POMP2_Init_regions and friends). It reads ELF objects, static
// archives and shared libraries directly: no nm/egrep/awk pipeline.
package initgen

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// member is one file inside a static archive.
type member struct {
	name string
	data []byte
}

const (
	arMagic     = "!<arch>\n"
	arThinMagic = "!<thin>\n"
	arHeaderLen = 60
)

// isArchive reports whether data starts like an ar archive.
func isArchive(data []byte) bool {
	return bytes.HasPrefix(data, []byte(arMagic)) || bytes.HasPrefix(data, []byte(arThinMagic))
}

// readArchive lists the members of a System V/GNU (also thin) or BSD ar
// archive. Thin archive members are read from disk, relative to the
// archive's directory.
func readArchive(path string, data []byte) ([]member, error) {
	thin := bytes.HasPrefix(data, []byte(arThinMagic))
	var longNames []byte
	var out []member
	off := len(arMagic)
	for off < len(data) {
		if data[off] == '\n' { // padding
			off++
			continue
		}
		if off+arHeaderLen > len(data) {
			return nil, fmt.Errorf("%s: truncated archive header at offset %d", path, off)
		}
		h := data[off : off+arHeaderLen]
		if string(h[58:60]) != "`\n" {
			return nil, fmt.Errorf("%s: bad archive member header at offset %d", path, off)
		}
		name := strings.TrimRight(string(h[0:16]), " ")
		size, err := strconv.Atoi(strings.TrimSpace(string(h[48:58])))
		if err != nil || size < 0 {
			return nil, fmt.Errorf("%s: bad member size at offset %d", path, off)
		}
		body := off + arHeaderLen
		special := name == "/" || name == "/SYM64/" || name == "//" || name == "__.SYMDEF" || name == "__.SYMDEF SORTED"
		// in a thin archive only the symbol and name tables are stored inline
		stored := size
		if thin && !special {
			stored = 0
		}
		if body+stored > len(data) {
			return nil, fmt.Errorf("%s: member %q runs past the end of the archive", path, name)
		}
		content := data[body : body+stored]
		next := body + stored
		if stored%2 == 1 {
			next++
		}
		switch {
		case name == "//":
			longNames = content
		case special:
		default:
			switch {
			case strings.HasPrefix(name, "#1/"): // BSD: name stored before the data
				n, err := strconv.Atoi(name[3:])
				if err != nil || n > len(content) {
					return nil, fmt.Errorf("%s: bad BSD member name at offset %d", path, off)
				}
				name = strings.TrimRight(string(content[:n]), "\x00")
				content = content[n:]
			case strings.HasPrefix(name, "/"): // GNU: offset into the name table
				n, err := strconv.Atoi(name[1:])
				if err != nil || n > len(longNames) {
					return nil, fmt.Errorf("%s: bad long member name %q", path, name)
				}
				end := bytes.Index(longNames[n:], []byte("/\n"))
				if end < 0 {
					end = bytes.IndexByte(longNames[n:], '\n')
				}
				if end < 0 {
					return nil, fmt.Errorf("%s: unterminated long member name", path)
				}
				name = string(longNames[n : n+end])
			default:
				name = strings.TrimSuffix(name, "/")
			}
			if thin {
				p := name
				if !filepath.IsAbs(p) {
					p = filepath.Join(filepath.Dir(path), p)
				}
				b, err := os.ReadFile(p)
				if err != nil {
					return nil, fmt.Errorf("%s: thin archive member: %w", path, err)
				}
				content = b
				name = p
			}
			out = append(out, member{name: name, data: content})
		}
		off = next
	}
	return out, nil
}
