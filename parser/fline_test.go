package parser

import (
	"strings"
	"testing"
)

// TestFirstUpper checks the eight-bytes-at-once search against a byte
// loop: every position and every byte value, bytes above 0x7f whose low
// seven bits are upper-case letters among them, in strings of up to 20
// bytes.
func TestFirstUpper(t *testing.T) {
	naive := func(s string) int {
		for i := 0; i < len(s); i++ {
			if s[i] >= 'A' && s[i] <= 'Z' {
				return i
			}
		}
		return -1
	}
	for n := 0; n <= 20; n++ {
		for pos := 0; pos < max(n, 1); pos++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				if pos < n {
					b[pos] = byte(c)
				}
				if n > 3 && pos != n-1 {
					b[n-1] = 0xDA // 'Z'|0x80: not a letter
				}
				s := string(b)
				if got, want := firstUpper(s), naive(s); got != want {
					t.Fatalf("firstUpper(%q) = %d, want %d", s, got, want)
				}
			}
		}
	}
}

// TestLowerASCII checks lowerASCII against strings.ToLower on ASCII text
// (every byte value below 0x80 at every place of strings of up to 20
// bytes) and that it leaves other bytes as they are.
func TestLowerASCII(t *testing.T) {
	for n := 1; n <= 20; n++ {
		for pos := 0; pos < n; pos++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("Ab", n)[:n])
				b[pos] = byte(c)
				s := string(b)
				want := []byte(s)
				for i, x := range want {
					if x >= 'A' && x <= 'Z' {
						want[i] = x + 'a' - 'A'
					}
				}
				if got := lowerASCII(s); got != string(want) {
					t.Fatalf("lowerASCII(%q) = %q, want %q", s, got, want)
				}
			}
		}
	}
}

// classifyLine is a line's classification as a value, for the tests.
func classifyLine(text string, form Form) fLine {
	var l fLine
	l.classify(text, form)
	return l
}
