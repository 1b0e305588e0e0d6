// Command libomp is the OMPT tool library for LLVM's OpenMP runtime,
// libopari2-ompt.so: built with `go build -buildmode=c-shared` (make
// ompt-lib), it is loaded by libomp through OMP_TOOL_LIBRARIES. The
// library is package toollib; this main package adds nothing to it, so
// that a library with more Go tools is built the same way from a main
// package of one's own that imports toollib and the tools (docs/ompt.md,
// "Writing a Go tool").
package main

import _ "opari2/ompt/libomp/toollib"

func main() {}
