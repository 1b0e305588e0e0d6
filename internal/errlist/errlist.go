// Package errlist keeps a bounded list of the problems a long check finds
// (a replay's inconsistencies, a checker's violations): all are counted,
// the first few kept with their text.
package errlist

import (
	"errors"
	"fmt"
	"strings"
)

// List holds up to Max messages; its zero value keeps none. It is not
// safe for concurrent use.
type List struct {
	Max  int
	msgs []string
	n    int
}

// Add counts a problem and keeps msg if there is room. It reports whether
// msg was kept (callers that build msg at a cost can test Full first).
func (l *List) Add(msg string) bool {
	l.n++
	if len(l.msgs) >= l.Max {
		return false
	}
	l.msgs = append(l.msgs, msg)
	return true
}

// Full reports whether no further message will be kept.
func (l *List) Full() bool { return len(l.msgs) >= l.Max }

// Messages are the messages kept, in order.
func (l *List) Messages() []string { return append([]string(nil), l.msgs...) }

// Len is the number of problems counted.
func (l *List) Len() int { return l.n }

// Err is the messages kept, one a line, with "... N more" for those not
// kept; nil when none was counted.
func (l *List) Err() error {
	if l.n == 0 {
		return nil
	}
	msg := strings.Join(l.msgs, "\n")
	if l.n > len(l.msgs) {
		msg += fmt.Sprintf("\n... %d more", l.n-len(l.msgs))
	}
	return errors.New(msg)
}
