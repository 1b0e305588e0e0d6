package parser

import (
	"sort"
	"strings"
)

// TokKind classifies a C/C++ token for the statement finder.
type TokKind uint8

// Token kinds. Comments vanish; a whole preprocessor line is one TokPP.
const (
	TokIdent TokKind = iota
	TokNumber
	TokString // string or character literal, raw strings included
	TokPunct  // one punctuation character
	TokPP     // a preprocessor line (with its continuations)
)

// Token is one token with the position of its first character (line is
// 1-based, col 0-based). For TokPP, Text is the directive word ("if",
// "ifdef", "else", "endif", "pragma", ...) and EndLine its last line.
type Token struct {
	Text    string
	Line    int32
	Col     int32
	EndLine int32
	Kind    TokKind
}

// TokenizeC splits C or C++ source into tokens. It never fails: unclosed
// comments and literals simply end the token stream, the line scanner
// reports them.
func TokenizeC(src []byte, cxx bool) []Token {
	ts := NewTokenStream(string(src), cxx, 1)
	for ts.fill(len(ts.toks) + 1024) {
	}
	return ts.toks
}

// TokenStream tokenizes lazily: the statement finder asks for tokens one
// by one and only the statement after a directive is ever tokenized. The
// tokens of one statement search serve the next (Resume): a directive
// inside a block that was tokenized for the directive before it is not
// tokenized again.
type TokenStream struct {
	s         string
	i         int
	line, col int
	lineStart bool
	cxx       bool
	done      bool
	toks      []Token
	// starts are the lines that the stream entered outside any token or
	// comment, with the index of their first token: there the tokens are
	// those of a stream started at that line.
	starts []cleanLine
}

type cleanLine struct{ line, tok int }

// NewTokenStream starts tokenizing src, whose first line is line firstLine.
func NewTokenStream(src string, cxx bool, firstLine int) *TokenStream {
	ts := &TokenStream{}
	ts.Reset(src, cxx, firstLine)
	return ts
}

// Reset restarts the stream on new input, keeping its buffers.
func (ts *TokenStream) Reset(src string, cxx bool, firstLine int) {
	*ts = TokenStream{s: src, line: firstLine, lineStart: true, cxx: cxx, toks: ts.toks[:0], starts: append(ts.starts[:0], cleanLine{firstLine, 0})}
}

// Resume returns the index of the first token of line (which must not be
// before a line asked for earlier) when the stream has read up to it and
// entered it outside any token or comment, as a stream started there
// would; -1 otherwise (then Reset). Tokens before it may be dropped:
// earlier indexes are invalid afterwards.
func (ts *TokenStream) Resume(line int) int {
	st := ts.starts
	p := sort.Search(len(st), func(k int) bool { return st[k].line >= line })
	if p == len(st) || st[p].line != line {
		return -1
	}
	from := st[p].tok
	if from > 4096 && from > len(ts.toks)/2 {
		// drop what lies behind when it is most of the buffer: each
		// token is moved at most once on average
		ts.toks = ts.toks[:copy(ts.toks, ts.toks[from:])]
		ts.starts = ts.starts[:copy(ts.starts, st[p:])]
		for k := range ts.starts {
			ts.starts[k].tok -= from
		}
		from = 0
	}
	return from
}

// Get returns token i, tokenizing as far as needed.
func (ts *TokenStream) Get(i int) (*Token, bool) {
	for i >= len(ts.toks) {
		if !ts.fill(i + 64) {
			break
		}
	}
	if i < len(ts.toks) {
		return &ts.toks[i], true
	}
	return nil, false
}

// fill tokenizes until there are n tokens; false at the end of the input.
func (ts *TokenStream) fill(n int) bool {
	if ts.done {
		return false
	}
	s, i, line, col, lineStart, cxx := ts.s, ts.i, ts.line, ts.col, ts.lineStart, ts.cxx
	toks := ts.toks
	defer func() {
		ts.i, ts.line, ts.col, ts.lineStart, ts.toks = i, line, col, lineStart, toks
	}()
	// advTo moves to j, counting the lines it crosses
	advTo := func(j int) {
		seg := s[i:j]
		if k := strings.LastIndexByte(seg, '\n'); k >= 0 {
			line += strings.Count(seg, "\n")
			col = len(seg) - k - 1
			lineStart = true
		} else {
			col += len(seg)
		}
		i = j
	}
	// lineCommentEnd is the newline that ends a // comment from j on
	// (a newline after a backslash continues it), or len(s)
	lineCommentEnd := func(j int) int {
		for {
			k := strings.IndexByte(s[j:], '\n')
			if k < 0 {
				return len(s)
			}
			if k > 0 && s[j+k-1] == '\\' {
				j += k + 1
				continue
			}
			return j + k
		}
	}
	for i < len(s) && len(toks) < n {
		c := s[i]
		switch {
		case c == '\n':
			i++
			line++
			col = 0
			lineStart = true
			ts.starts = append(ts.starts, cleanLine{line, len(toks)})
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
			col++
		case c == '\\' && i+1 < len(s) && (s[i+1] == '\n' || (s[i+1] == '\r' && i+2 < len(s) && s[i+2] == '\n')):
			// line splice outside a token
			ls := lineStart
			if s[i+1] == '\r' {
				advTo(i + 3)
			} else {
				advTo(i + 2)
			}
			lineStart = ls
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			advTo(lineCommentEnd(i))
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			ls := lineStart
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				ts.done = true
				return false
			}
			advTo(i + end + 4)
			lineStart = ls
		case c == '#' && lineStart:
			tl, tc := line, col
			j := i + 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
				j++
			}
			k := j
			for k < len(s) && isIdentChar(s[k]) {
				k++
			}
			word := s[j:k]
			// the line runs to an unspliced newline; comments may hide newlines
			e := i
			for e < len(s) && s[e] != '\n' {
				switch {
				case s[e] == '\\' && e+1 < len(s) && s[e+1] == '\n':
					e += 2
				case s[e] == '/' && e+1 < len(s) && s[e+1] == '*':
					if end := strings.Index(s[e+2:], "*/"); end < 0 {
						e = len(s)
					} else {
						e += end + 4
					}
				case s[e] == '/' && e+1 < len(s) && s[e+1] == '/':
					e = lineCommentEnd(e)
				default:
					e++
				}
			}
			advTo(e)
			toks = append(toks, Token{Kind: TokPP, Text: word, Line: int32(tl), Col: int32(tc), EndLine: int32(line)})
		case c == '"' || c == '\'':
			tl, tc := line, col
			j := i + 1
			for j < len(s) && s[j] != c && s[j] != '\n' {
				if s[j] == '\\' && j+1 < len(s) {
					j++
				}
				j++
			}
			if j >= len(s) || s[j] == '\n' {
				ts.done = true
				return false // unterminated: the scanner reports it
			}
			lineStart = false
			advTo(j + 1)
			toks = append(toks, Token{Kind: TokString, Text: "\"", Line: int32(tl), Col: int32(tc)})
		case isIdentStart(c):
			tl, tc := line, col
			j := i
			for j < len(s) && isIdentChar(s[j]) {
				j++
			}
			word := s[i:j]
			if word == "_Pragma" && lineStart {
				// a _Pragma operator on its own line acts as a #pragma line
				if k := strings.IndexByte(s[j:], '\n'); k >= 0 {
					advTo(j + k)
				} else {
					advTo(len(s))
				}
				toks = append(toks, Token{Kind: TokPP, Text: "pragma", Line: int32(tl), Col: int32(tc), EndLine: int32(tl)})
				continue
			}
			lineStart = false
			if cxx && rawPrefix(word) && j < len(s) && s[j] == '"' {
				open := strings.IndexByte(s[j:], '(')
				if open < 0 {
					ts.done = true
					return false
				}
				delim := ")" + s[j+1:j+open] + "\""
				end := strings.Index(s[j+open:], delim)
				if end < 0 {
					ts.done = true
					return false
				}
				advTo(j + open + end + len(delim))
				toks = append(toks, Token{Kind: TokString, Text: "R\"", Line: int32(tl), Col: int32(tc)})
				continue
			}
			i, col = j, col+j-i
			toks = append(toks, Token{Kind: TokIdent, Text: word, Line: int32(tl), Col: int32(tc)})
		case c >= '0' && c <= '9' || (c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9'):
			tl, tc := line, col
			j := i + 1
			for j < len(s) && (isIdentChar(s[j]) || s[j] == '.' ||
				(s[j] == '\'' && cxx && j+1 < len(s) && isIdentChar(s[j+1])) ||
				((s[j] == '+' || s[j] == '-') && (s[j-1]|0x20 == 'e' || s[j-1]|0x20 == 'p'))) {
				j++
			}
			lineStart = false
			i, col = j, col+j-i
			toks = append(toks, Token{Kind: TokNumber, Text: "0", Line: int32(tl), Col: int32(tc)})
		default:
			lineStart = false
			toks = append(toks, Token{Kind: TokPunct, Text: s[i : i+1], Line: int32(line), Col: int32(col)})
			i++
			col++
		}
	}
	if i >= len(s) {
		ts.done = true
	}
	return true
}
