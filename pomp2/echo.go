package pomp2

import (
	"strconv"
)

// echoText gives the text of an event in the reference adapter's echo
// format (without the "%3d: " thread prefix). Some events print two lines.
func echoText(e Event, g *Registry) []string {
	r := func() *Region { return g.Get(e.Region) }
	task := strconv.FormatInt(e.Arg, 10)
	switch e.Kind {
	case EvInit:
		return []string{"init"}
	case EvFinalize:
		return []string{"finalize"}
	case EvAtomicEnter:
		return []string{"enter atomic"}
	case EvAtomicExit:
		return []string{"exit  atomic"}
	case EvBarrierEnter:
		return []string{"enter barrier"}
	case EvBarrierExit:
		return []string{"exit  barrier"}
	case EvImplicitBarrierEnter:
		return []string{"enter implicit barrier of " + r().TypeName()}
	case EvImplicitBarrierExit:
		return []string{"exit  implicit barrier of " + r().TypeName()}
	case EvFlushEnter:
		return []string{"enter flush"}
	case EvFlushExit:
		return []string{"exit  flush"}
	case EvCriticalEnter, EvCriticalBegin, EvCriticalEnd, EvCriticalExit:
		verb := map[Kind]string{EvCriticalEnter: "enter", EvCriticalBegin: "begin", EvCriticalEnd: "end  ", EvCriticalExit: "exit "}[e.Kind]
		text := verb + " critical"
		if n := r().Info.CriticalName; n != "" {
			text += " " + n
		}
		return []string{text}
	case EvMasterBegin:
		return []string{"begin master"}
	case EvMasterEnd:
		return []string{"end   master"}
	case EvOrderedEnter:
		return []string{"enter ordered"}
	case EvOrderedBegin:
		return []string{"begin ordered"}
	case EvOrderedEnd:
		return []string{"end ordered"}
	case EvOrderedExit:
		return []string{"exit ordered"}
	case EvSingleEnter:
		return []string{"enter single"}
	case EvSingleBegin:
		return []string{"begin single"}
	case EvSingleEnd:
		return []string{"end   single"}
	case EvSingleExit:
		return []string{"exit  single"}
	case EvForEnter, EvDoEnter:
		return []string{"enter for"}
	case EvForExit, EvDoExit:
		return []string{"exit  for"}
	case EvSectionsEnter:
		return []string{"enter sections"}
	case EvSectionsExit:
		return []string{"exit  sections"}
	case EvSectionBegin:
		return []string{"begin section"}
	case EvSectionEnd:
		return []string{"end   section"}
	case EvWorkshareEnter:
		return []string{"enter workshare"}
	case EvWorkshareExit:
		return []string{"exit  workshare"}
	case EvFork:
		return []string{"fork  parallel"}
	case EvParallelBegin:
		return []string{"begin parallel"}
	case EvParallelEnd:
		return []string{"end   parallel"}
	case EvJoin:
		return []string{"join  parallel"}
	case EvTaskCreateBegin:
		return []string{"task create begin"}
	case EvTaskCreateEnd:
		return []string{"task create end"}
	case EvTaskBegin:
		return []string{"task begin"}
	case EvTaskEnd:
		return []string{"task end"}
	case EvUntiedCreateBegin:
		return []string{"create  untied task", "        suspend task " + task}
	case EvUntiedCreateEnd:
		return []string{"created  untied task", "         resume task " + task}
	case EvUntiedBegin:
		return []string{"start  untied task " + task}
	case EvUntiedEnd:
		return []string{"end  untied task " + task}
	case EvTaskwaitBegin:
		return []string{"begin  taskwait", " suspend task: " + task}
	case EvTaskwaitEnd:
		return []string{"end  taskwait", " resume task: " + task}
	case EvUserBegin:
		return []string{"begin region " + r().Info.UserRegionName}
	case EvUserEnd:
		return []string{"end   region " + r().Info.UserRegionName}
	case EvLockInit:
		return []string{"init lock"}
	case EvLockDestroy:
		return []string{"destroy lock"}
	case EvLockSet:
		return []string{"set lock"}
	case EvLockUnset:
		return []string{"unset lock"}
	case EvLockTest:
		return []string{"test lock"}
	case EvNestLockInit:
		return []string{"init nestlock"}
	case EvNestLockDestroy:
		return []string{"destroy nestlock"}
	case EvNestLockSet:
		return []string{"set nestlock"}
	case EvNestLockUnset:
		return []string{"unset nestlock"}
	case EvNestLockTest:
		return []string{"test nestlock"}
	}
	return nil // EvLockSetDone and friends only matter for time
}

// appendEcho appends the echo lines of e ("%3d: text\n") to b.
func appendEcho(b []byte, e Event, g *Registry) []byte {
	for _, t := range echoText(e, g) {
		tid := strconv.Itoa(int(e.Thread))
		for n := len(tid); n < 3; n++ {
			b = append(b, ' ')
		}
		b = append(b, tid...)
		b = append(b, ": "...)
		b = append(b, t...)
		b = append(b, '\n')
	}
	return b
}
