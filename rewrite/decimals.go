package rewrite

import "strconv"

// decimals formats the numbers of the output and keeps the last two: a
// directive's instrumentation writes its region's number and its line's
// several times each (handles, CTC strings, line markers, the include
// file's declarations), and formatting them anew each time was a tenth
// of the time of a Fortran file of barriers.
type decimals struct {
	n    [2]int
	text [2][20]byte
	size [2]uint8 // 0: an empty slot
	last uint8    // the slot used last; the other is replaced first
}

// of is n in decimal; the bytes are valid until the next call.
func (d *decimals) of(n int) []byte {
	for k := range d.n {
		if d.size[k] > 0 && d.n[k] == n {
			d.last = uint8(k)
			return d.text[k][:d.size[k]]
		}
	}
	k := d.last ^ 1
	b := strconv.AppendInt(d.text[k][:0], int64(n), 10)
	d.n[k], d.size[k], d.last = n, uint8(len(b)), k
	return b
}
