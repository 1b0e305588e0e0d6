//go:build ompgotest

package recorder

// The tool library of the tests (go build -tags ompgotest) has
// ompgo_test_record (recorder.c): it writes a record as if the runtime had
// reported it, so that a test can make one the replay cannot place.

// #cgo CFLAGS: -DOMPGO_TEST_HOOKS
import "C"
