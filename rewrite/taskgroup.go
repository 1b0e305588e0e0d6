package rewrite

import (
	"strconv"

	"opari2/parser"
)

// taskgroup (opari2 wrap, C and C++): for an OMPT tool, the construct's
// sync region (POMP2_Taskgroup_begin as the block's first statement, the
// wait before its end, POMP2_Taskgroup_end after the construct, where
// libomp's calls are). The drop-in command passes taskgroup through, as
// the reference does.
//
//	{
//	#pragma omp taskgroup
//	{ POMP2_Taskgroup_begin();
//	  <block>
//	  POMP2_Taskgroup_wait( &&opari2_tg_1 ); }
//	  POMP2_Taskgroup_end(); opari2_tg_1:; }

// taskgroupPragma opens a taskgroup (handled false: passed through).
func (c *cInstrumenter) taskgroupPragma(d *parser.Directive) (handled bool, err error) {
	if !c.wrapExtras() || c.disabled(levelUser) {
		return false, nil
	}
	n, err := c.ompNode(d, "taskgroup")
	if err != nil {
		return false, err
	}
	c.taskgroups++
	n.id = c.taskgroups // the label's number (a taskgroup has no region)
	c.reg.push(n)
	c.ownCode(n.Line, n.File)
	c.w("{\n")
	c.printDirective(n, "")
	c.ownCode(n.Line+len(n.Lines)-1, n.File)
	c.w("{ POMP2_Taskgroup_begin();\n")
	c.resetSourceInfo(n)
	return true, nil
}

// taskgroupEnd closes it at the end of its block.
func (c *cInstrumenter) taskgroupEnd(top, end *node) {
	c.reg.pop()
	c.ownCode(end.Line, end.File)
	label := "opari2_tg_" + strconv.Itoa(top.id)
	if c.codeLabels() {
		c.w("  POMP2_Taskgroup_wait( __extension__ &&" + label + " ); }\n")
		c.w("  POMP2_Taskgroup_end(); " + label + ":; }\n")
	} else {
		c.w("  POMP2_Taskgroup_wait( 0 ); }\n  POMP2_Taskgroup_end(); }\n")
	}
	c.resetSourceInfo(end)
}
