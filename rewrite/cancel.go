package rewrite

import (
	"bytes"
	"regexp"
	"strconv"
	"sync"

	"opari2/parser"
)

// Cancellation (opari2 wrap): the cancel and cancellation point
// directives get a call before them that lets the library tell an OMPT
// tool a cancellation activated or detected there (POMP2_Cancel,
// POMP2_Cancellation_point). The drop-in command passes them through,
// as the reference does.

// cancelFlags are the ompt_cancel_flag_t values of the constructs a
// cancellation names.
var cancelFlags = map[string]int{"parallel": 1, "sections": 2, "for": 4, "do": 4, "taskgroup": 8}

// cancelledWorksharing finds the worksharing constructs that a cancel
// directive of the unit names ("for", "do", "sections"). A construct of
// such a kind keeps its own barrier: a cancel inside a nowait construct
// is not allowed (GCC warns, and the cancellation does not work), so its
// implicit barrier is not made explicit and not measured apart.
var cancelDirective = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?im)^[ \t]*(?:#[ \t]*pragma[ \t]+omp|[!c*]\$omp)[ \t]+cancel[ \t]+(for|do|sections)\b`)
})

func cancelledWorksharing(src []byte) map[string]bool {
	if !bytes.Contains(src, []byte("cancel")) && !bytes.Contains(src, []byte("CANCEL")) && !bytes.Contains(src, []byte("Cancel")) {
		return nil // the common case, at memchr speed
	}
	kinds := map[string]bool{}
	for _, m := range cancelDirective().FindAllSubmatch(src, -1) {
		kinds[string(bytes.ToLower(m[1]))] = true
	}
	return kinds
}

// keepsBarrier reports a worksharing construct whose barrier stays (see
// cancelledWorksharing).
func (ins *instrumenter) keepsBarrier(name string) bool {
	return ins.cancelled[name]
}

// cancelPragma instruments "cancel <construct> [if(...)]" and
// "cancellation point <construct>" in C (handled false: passed through).
// A cancel's if clause is evaluated once, before the call.
func (c *cInstrumenter) cancelPragma(d *parser.Directive, name string) (handled bool, err error) {
	if !c.wrapExtras() || c.disabled(levelUser) {
		return false, nil
	}
	if name == "cancellation" && !d.NextWordIf("point") {
		return false, nil
	}
	flag, ok := cancelFlags[d.PeekWord()]
	if !ok {
		return false, nil
	}
	d.NextWord()
	n, err := c.ompNode(d, name)
	if err != nil {
		return false, err
	}
	c.ownCode(n.Line, n.File)
	adds := ""
	c.w("{ ")
	if name == "cancel" {
		if cl, expr := ownIf(d, "cancel"); cl != nil {
			c.w("int pomp2_cancel_if = !!( ")
			c.out.WriteString(expr)
			c.w(" );\n")
			d.RemoveClause(cl)
			adds = " if(pomp2_cancel_if)"
		} else {
			c.w("int pomp2_cancel_if = 1;\n")
		}
		c.w("  POMP2_Cancel( " + strconv.Itoa(flag) + ", pomp2_cancel_if );\n")
	} else {
		c.w("  POMP2_Cancellation_point( " + strconv.Itoa(flag) + " );\n")
	}
	c.printDirective(n, adds)
	c.ownCode(n.Line+len(n.Lines)-1, n.File)
	c.w("}\n")
	c.resetSourceInfo(n)
	return true, nil
}
