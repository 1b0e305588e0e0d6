package rewrite

// The instrumentation's own variables, and the input's names.

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// ownVariables are the variables the instrumentation declares. An input
// that uses one of these names itself (a variable pomp2_if of its own)
// would see the instrumentation's variable instead of its own, or
// declare it twice: there the instrumentation takes another name.
var ownVariables = []string{"pomp2_if", "pomp2_num_threads", "pomp2_old_task", "pomp2_new_task"}

// renaming returns the replacer that gives the instrumentation's
// variables names the input does not use, or nil when it uses none of
// them. Fortran names are compared without case. With functions, the
// function that gives the default team size is renamed too (a
// self-contained Fortran unit declares it by another name with the
// library's binding label: fortran_units.go).
func renaming(src []byte, fortran, functions bool) *strings.Replacer {
	if !mentionsPomp2(src) {
		return nil // the common case, without a copy of the input
	}
	text := src
	if fortran {
		text = bytes.ToLower(src)
	}
	var pairs []string
	names := ownVariables
	if functions {
		names = append(names[:len(names):len(names)], maxThreadsFunction)
	}
	for _, v := range names {
		if !usesWord(text, v) {
			continue
		}
		for n := 1; ; n++ {
			alt := v + "_" + strconv.Itoa(n)
			if !bytes.Contains(text, []byte(alt)) {
				pairs = append(pairs, v, alt)
				break
			}
		}
	}
	if pairs == nil {
		return nil
	}
	return strings.NewReplacer(pairs...)
}

// mentionsPomp2 reports "pomp2_" in src, in any case.
func mentionsPomp2(src []byte) bool {
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("2_"))
		if j < 0 {
			return false
		}
		j += i
		if j >= 4 && strings.EqualFold(string(src[j-4:j]), "pomp") {
			return true
		}
		i = j + 2
	}
}

// usesWord reports w in text as a whole identifier.
func usesWord(text []byte, w string) bool {
	for i := 0; ; {
		j := bytes.Index(text[i:], []byte(w))
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !isIdentByte(text[j-1])) && (end >= len(text) || !isIdentByte(text[end])) {
			return true
		}
		i = j + 1
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// reIntDecl finds declarations with an integer type: the type words, and
// the declarators up to the name.
var reIntDecl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[;{}(,])\s*(?:(?:const|volatile|static|register|extern|auto)\s+)*(?:(?:signed|unsigned)\s+)?(int|char|short|_Bool|bool|signed|unsigned)((?:\s+[A-Za-z_]\w*\s*(?:=\s*[^,;(){}]*)?,)*)\s+([A-Za-z_]\w*)\b`)
})

// reAnyDecl finds declarations of any type.
var reAnyDecl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[;{}(,])\s*(?:(?:const|volatile|static|register|extern|auto|struct|union|enum|signed|unsigned|long|short)\s+)*[A-Za-z_]\w*((?:\s*\**\s*[A-Za-z_]\w*\s*(?:=\s*[^,;(){}]*)?,)*)[\s*&]+([A-Za-z_]\w*)\s*(?:[=;,)\[]|$)`)
})

// intValued reports a C if expression whose value the reference's
// (int) cast keeps: a comparison or logical expression (its value is 0
// or 1), or a single name the input declares, wherever it declares it,
// with an integer type no wider than int.
func (c *cInstrumenter) intValued(expr string) bool {
	if truthValued(expr) {
		return true
	}
	v, ok := c.ints[expr]
	if !ok {
		if c.ints == nil {
			c.ints = map[string]bool{}
		}
		v = declaredInt(c.src, expr)
		c.ints[expr] = v
	}
	return v
}

// truthValued reports an expression whose outermost operator is a
// comparison, a logical operator or '!'.
func truthValued(expr string) bool {
	cmp, first, result, decided := false, true, false, false
	topLevel(expr, func(i int) int {
		c, two := expr[i], expr[i:min(i+2, len(expr))]
		skip := 0
		switch {
		case c == ' ':
			return 0
		case two == "&&" || two == "||":
			result, decided = true, true // the lowest operators left (no ?:, =, ',' seen yet)
		case two == "<<" || two == ">>" || two == "->":
			skip = 1
		case two == "==" || two == "!=" || two == "<=" || two == ">=":
			cmp, skip = true, 1
		case c == '<' || c == '>':
			cmp = true
		case c == '?' || c == ',' || c == '|' || c == '^' || c == '&' && !first || c == '=' || c == ':':
			decided = true
		case c == '!' && first && !strings.ContainsAny(expr, "+-*/%<>=&|^?,:"):
			result, decided = true, true
		}
		first = false
		if decided {
			return -1
		}
		return skip
	})
	if decided {
		return result
	}
	return cmp && !strings.ContainsAny(expr, "?")
}

// declaredInt reports a name the input declares, wherever it declares
// it, only with an integer type no wider than int: it is named by more
// matches of reIntDecl (as the declared name or in the list before it)
// than of reAnyDecl, in the matches of the whole input one after the
// other. The regular expressions read about 3 MB/s, so only the
// segments of the input where the name occurs as a word are searched:
// no match of either holds a '{', '}' or '(' but as its first character,
// nor ends on one, so the segments that start at one (up to the next
// one, which a match of reAnyDecl may need to see) have the matches of
// the whole input.
func declaredInt(src []byte, name string) bool {
	if !isCIdent(name) {
		return false
	}
	ints := 0
	eachSegment(src, name, func(seg []byte) {
		for _, m := range reIntDecl().FindAllSubmatch(seg, -1) {
			if string(m[3]) == name {
				ints++
			}
			for _, d := range strings.Split(string(m[2]), ",") {
				if strings.TrimSpace(strings.SplitN(d, "=", 2)[0]) == name {
					ints++
				}
			}
		}
	})
	if ints == 0 {
		return false // (the common case: no need to count the others)
	}
	others := 0
	eachSegment(src, name, func(seg []byte) {
		for _, m := range reAnyDecl().FindAllSubmatch(seg, -1) {
			if string(m[2]) == name {
				others++
			}
		}
	})
	return ints >= others
}

// eachSegment calls fn with every segment of src (see declaredInt) where
// word occurs as a word, once.
func eachSegment(src []byte, word string, fn func(seg []byte)) {
	for i, end := 0, -1; ; i += len(word) {
		k := bytes.Index(src[i:], []byte(word))
		if k < 0 {
			return
		}
		i += k
		if i < end || i > 0 && isWordByte(src[i-1]) || i+len(word) < len(src) && isWordByte(src[i+len(word)]) {
			continue // in the segment seen already, or part of a longer word
		}
		from := max(bytes.LastIndexAny(src[:i], "{}("), 0)
		end = i + bytes.IndexAny(src[i:], "{}(")
		if end < i {
			end = len(src)
		}
		fn(src[from:min(end+1, len(src))])
	}
}

// isCIdent reports a C identifier of the regular expressions' kind.
func isCIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWordByte(s[i]) {
			return false
		}
	}
	return true
}

// renamed is s with the instrumentation's variables renamed.
func (ins *instrumenter) renamed(s string) string {
	if ins.uses != nil {
		ins.uses.note(s)
	}
	if ins.rename == nil {
		return s
	}
	return ins.rename.Replace(s)
}
