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
	Kind    TokKind
	Text    string
	Line    int
	Col     int
	EndLine int
}

// TokenizeC splits C or C++ source into tokens. It never fails: unclosed
// comments and literals simply end the token stream, the line scanner
// reports them.
func TokenizeC(src []byte, cxx bool) []Token {
	toks := make([]Token, 0, len(src)/4)
	s := string(src)
	line, col := 1, 0
	lineStart := true // only blanks since the start of the line
	i := 0
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
	for i < len(s) {
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
				return toks
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
			toks = append(toks, Token{Kind: TokPP, Text: word, Line: tl, Col: tc, EndLine: line})
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
				return toks // unterminated: the scanner reports it
			}
			lineStart = false
			adv(j + 1 - i)
			toks = append(toks, Token{Kind: TokString, Text: "\"", Line: tl, Col: tc})
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
				toks = append(toks, Token{Kind: TokPP, Text: "pragma", Line: tl, Col: tc, EndLine: tl})
				continue
			}
			lineStart = false
			if cxx && rawPrefix(word) && j < len(s) && s[j] == '"' {
				open := strings.IndexByte(s[j:], '(')
				if open < 0 {
					return toks
				}
				delim := ")" + s[j+1:j+open] + "\""
				end := strings.Index(s[j+open:], delim)
				if end < 0 {
					return toks
				}
				adv(j + open + end + len(delim) - i)
				toks = append(toks, Token{Kind: TokString, Text: "R\"", Line: tl, Col: tc})
				continue
			}
			adv(j - i)
			toks = append(toks, Token{Kind: TokIdent, Text: word, Line: tl, Col: tc})
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
			toks = append(toks, Token{Kind: TokNumber, Text: "0", Line: tl, Col: tc})
		default:
			lineStart = false
			toks = append(toks, Token{Kind: TokPunct, Text: s[i : i+1], Line: line, Col: col})
			adv(1)
		}
	}
	return toks
}
