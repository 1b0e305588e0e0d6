package parser

import "strings"

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
// by one and only the statement after a directive is ever tokenized.
type TokenStream struct {
	s         string
	i         int
	line, col int
	lineStart bool
	cxx       bool
	done      bool
	toks      []Token
}

// NewTokenStream starts tokenizing src, whose first line is line firstLine.
func NewTokenStream(src string, cxx bool, firstLine int) *TokenStream {
	return &TokenStream{s: src, line: firstLine, lineStart: true, cxx: cxx, toks: make([]Token, 0, 64)}
}

// Reset restarts the stream on new input, keeping its token buffer.
func (ts *TokenStream) Reset(src string, cxx bool, firstLine int) {
	*ts = TokenStream{s: src, line: firstLine, lineStart: true, cxx: cxx, toks: ts.toks[:0]}
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
	adv := func(n int) {
		for k := 0; k < n && i < len(s); k++ {
			if s[i] == '\n' {
				line++
				col = 0
				lineStart = true
			} else {
				col++
			}
			i++
		}
	}
	emit := func(t Token) { toks = append(toks, t) }
	for i < len(s) && len(toks) < n {
		c := s[i]
		switch {
		case c == '\n':
			adv(1)
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			adv(1)
		case c == '\\' && i+1 < len(s) && (s[i+1] == '\n' || (s[i+1] == '\r' && i+2 < len(s) && s[i+2] == '\n')):
			// line splice outside a token
			ls := lineStart
			if s[i+1] == '\r' {
				adv(3)
			} else {
				adv(2)
			}
			lineStart = ls
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			for i < len(s) && s[i] != '\n' {
				if s[i] == '\\' && i+1 < len(s) && s[i+1] == '\n' {
					adv(2)
					continue
				}
				adv(1)
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			ls := lineStart
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				ts.done = true
				return false
			}
			adv(end + 4)
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
			for i < len(s) && s[i] != '\n' {
				switch {
				case s[i] == '\\' && i+1 < len(s) && s[i+1] == '\n':
					adv(2)
				case s[i] == '/' && i+1 < len(s) && s[i+1] == '*':
					end := strings.Index(s[i+2:], "*/")
					if end < 0 {
						adv(len(s) - i)
					} else {
						adv(end + 4)
					}
				case s[i] == '/' && i+1 < len(s) && s[i+1] == '/':
					for i < len(s) && s[i] != '\n' {
						if s[i] == '\\' && i+1 < len(s) && s[i+1] == '\n' {
							adv(2)
							continue
						}
						adv(1)
					}
				default:
					adv(1)
				}
			}
			emit(Token{Kind: TokPP, Text: word, Line: int32(tl), Col: int32(tc), EndLine: int32(line)})
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
			adv(j + 1 - i)
			emit(Token{Kind: TokString, Text: "\"", Line: int32(tl), Col: int32(tc)})
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
					adv(j + k - i)
				} else {
					adv(len(s) - i)
				}
				emit(Token{Kind: TokPP, Text: "pragma", Line: int32(tl), Col: int32(tc), EndLine: int32(tl)})
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
				adv(j + open + end + len(delim) - i)
				emit(Token{Kind: TokString, Text: "R\"", Line: int32(tl), Col: int32(tc)})
				continue
			}
			adv(j - i)
			emit(Token{Kind: TokIdent, Text: word, Line: int32(tl), Col: int32(tc)})
		case c >= '0' && c <= '9' || (c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9'):
			tl, tc := line, col
			j := i + 1
			for j < len(s) && (isIdentChar(s[j]) || s[j] == '.' ||
				(s[j] == '\'' && cxx && j+1 < len(s) && isIdentChar(s[j+1])) ||
				((s[j] == '+' || s[j] == '-') && (s[j-1]|0x20 == 'e' || s[j-1]|0x20 == 'p'))) {
				j++
			}
			lineStart = false
			adv(j - i)
			emit(Token{Kind: TokNumber, Text: "0", Line: int32(tl), Col: int32(tc)})
		default:
			lineStart = false
			emit(Token{Kind: TokPunct, Text: s[i : i+1], Line: int32(line), Col: int32(col)})
			adv(1)
		}
	}
	if i >= len(s) {
		ts.done = true
	}
	return true
}
