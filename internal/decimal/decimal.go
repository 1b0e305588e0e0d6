// Package decimal writes integers in decimal straight into a byte slice.
//
// The instrumenter writes a dozen numbers for each directive (region
// handles, line numbers in line markers and CTC strings, string
// lengths), nearly all below a million. strconv.AppendInt formats into
// a buffer of its own and then copies it onto the slice; for such
// numbers that copy, a call of memmove, was most of the work (about 140
// instructions a number on the Fortran directive path; here about 30).
package decimal

import (
	"slices"
	"strconv"
)

// pairs holds "00" to "99": two digits are written at once.
const pairs = "0001020304050607080910111213141516171819" +
	"2021222324252627282930313233343536373839" +
	"4041424344454647484950515253545556575859" +
	"6061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// Append appends n in decimal to dst, as strconv.AppendInt(dst,
// int64(n), 10) does.
func Append(dst []byte, n int) []byte {
	if uint(n) >= 1e9 { // negative numbers too
		return strconv.AppendInt(dst, int64(n), 10)
	}
	var w int
	switch {
	case n < 10:
		return append(dst, byte('0'+n))
	case n < 100:
		w = 2
	case n < 1000:
		w = 3
	case n < 10000:
		w = 4
	case n < 100000:
		w = 5
	case n < 1000000:
		w = 6
	case n < 10000000:
		w = 7
	case n < 100000000:
		w = 8
	default:
		w = 9
	}
	l := len(dst)
	if cap(dst)-l < w {
		dst = slices.Grow(dst, w)
	}
	dst = dst[:l+w]
	digits := dst[l:]
	i := len(digits)
	for n >= 100 {
		q := n / 100
		r := 2 * (n - 100*q)
		i -= 2
		digits[i], digits[i+1] = pairs[r], pairs[r+1]
		n = q
	}
	if n >= 10 {
		digits[0], digits[1] = pairs[2*n], pairs[2*n+1]
	} else {
		digits[0] = byte('0' + n)
	}
	return dst
}

// Len is the number of bytes Append writes for n.
func Len(n int) int {
	if n < 0 {
		if n > -10 {
			return 2
		}
		return 2 + Len(-(n / 10)) // -(n/10) cannot overflow, unlike -n
	}
	w := 1
	for ; n >= 10; n /= 10 {
		w++
	}
	return w
}
