package rewrite

import "fmt"

func instrumentFortran(opts Options, in Input) (*Result, error) {
	return nil, fmt.Errorf("%s: Fortran instrumentation is not available yet", in.Path)
}
