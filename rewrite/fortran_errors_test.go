package rewrite

import "testing"

// fortranBadInputs are Fortran inputs the instrumenter must reject, with
// the start of the expected message ("file:line: ..."), and the options
// to run with.
var fortranBadInputs = []struct {
	name, src, want string
	args            []string
}{
	{name: "end_without_start.f90", src: "program p\n  !$omp end parallel\nend program p\n",
		want: "end_without_start.f90:2: end parallel directive without a matching parallel directive"},
	{name: "end_mismatch.f90", src: "program p\n  integer :: i\n  !$omp parallel\n  i = 1\n  !$omp end do\nend program p\n",
		want: "end_mismatch.f90:5: end do directive does not match the parallel directive at line 3"},
	{name: "end_mismatch_user.f90", src: "program p\n  !$pomp inst begin(r)\n  !$omp end parallel\nend program p\n",
		want: "end_mismatch_user.f90:3: end parallel directive does not match the pomp inst begin(r) at line 2"},
	{name: "never_closed.f90", src: "program p\n  integer :: i\n  !$omp parallel\n  i = 1\nend program p\n",
		want: "never_closed.f90:3: parallel directive is never closed (missing end directive)"},
	{name: "never_closed.f", src: "      program p\nc$omp critical\n      x = 1\n      end\n",
		want: "never_closed.f:2: critical directive is never closed (missing end directive)"},
	{name: "parallel_do_no_loop.f90", src: "program p\n  integer :: i\n  !$omp parallel do\n  i = 1\nend program p\n",
		want: "parallel_do_no_loop.f90:3: parallel do directive is not followed by a do loop"},
	{name: "do_no_loop_end.f90", src: "program p\n  !$omp parallel\n  !$omp do\n  !$omp end do\n  !$omp end parallel\nend program p\n",
		want: "do_no_loop_end.f90:3: do directive is not followed by a do loop"},
	{name: "parallel_do_eof.f", src: "      program p\n!$omp parallel do\n",
		want: "parallel_do_eof.f:2: parallel do directive is not followed by a do loop"},
	{name: "atomic_no_statement.f90", src: "program p\n  !$omp parallel\n  !$omp atomic\n  !$omp end parallel\nend program p\n",
		want: "atomic_no_statement.f90:3: atomic directive is not followed by a statement"},
	{name: "unterminated_continuation.f90", src: "program p\n  integer :: i\n  i = 1 + &\n",
		want: "unterminated_continuation.f90:3: missing continuation line"},
	{name: "unterminated_directive.f90", src: "program p\n  integer :: i\n  !$omp parallel &\n  i = 1\n  !$omp end parallel\nend program p\n",
		want: "unterminated_directive.f90:3: missing continuation line for the directive"},
	{name: "unterminated_directive_eof.f90", src: "program p\n  !$omp parallel private(i) &\n",
		want: "unterminated_directive_eof.f90:2: missing continuation line for the directive"},
	{name: "section_outside.f90", src: "program p\n  integer :: i\n  !$omp parallel\n  !$omp section\n  i = 1\n  !$omp end parallel\nend program p\n",
		want: "section_outside.f90:4: section directive outside a sections construct"},
	{name: "critical_names.f90", src: "program p\n  integer :: i\n  !$omp critical (a)\n  i = 1\n  !$omp end critical (b)\nend program p\n",
		want: "critical_names.f90:5: end critical(b) does not match critical(a) at line 3"},
	{name: "missing_paren.f90", src: "program p\n  integer :: i\n  !$omp parallel num_threads(4\n  i = 1\n  !$omp end parallel\nend program p\n",
		want: "missing_paren.f90:3: missing ')' for num_threads clause"},
	{name: "shared_termination.f", src: "      subroutine s(a, n)\n      integer n, i, j\n      real a(n, n)\n      do 10 i = 1, n\n!$omp parallel do\n      do 10 j = 1, n\n         a(i, j) = 0.0\n   10 continue\n      end\n",
		want: "shared_termination.f:5: the do loop of this parallel do directive shares its terminal statement (label 10) with an enclosing do loop"},
	{name: "loop_ends_inside.f90", src: "program p\n  integer :: i\n  !$omp parallel do\n  do i = 1, 2\n  !$omp critical\n  end do\n  !$omp end critical\nend program p\n",
		want: "loop_ends_inside.f90:6: the do loop ends here but the critical directive at line 5 inside it is not closed"},
	{name: "user_unclosed.f90", src: "program p\n  !$pomp inst begin(r)\n  print *, 1\nend program p\n",
		want: "user_unclosed.f90:2: pomp inst begin(r) has no matching inst end"},
	{name: "user_end_only.f90", src: "program p\n  !$pomp inst end(r)\nend program p\n",
		want: "user_end_only.f90:2: pomp inst end(r) without a matching inst begin"},
	{name: "user_mismatch.f90", src: "program p\n  !$pomp inst begin(a)\n  !$pomp inst end(b)\nend program p\n",
		want: "user_mismatch.f90:3: pomp inst end(b) does not match inst begin(a) at line 2"},
	{name: "instrument_alone.f90", src: "program p\n  !$pomp instrument\nend program p\n",
		want: "instrument_alone.f90:2: pomp instrument without a matching pomp noinstrument"},
	{name: "task_abort.f90", src: "program p\n  !$omp task\n  print *, 1\n  !$omp end task\nend program p\n",
		want: "task_abort.f90:2: tasks are not allowed", args: []string{"--task=abort"}},
	{name: "untied_abort.f90", src: "program p\n  !$omp task untied\n  print *, 1\n  !$omp end task\nend program p\n",
		want: "untied_abort.f90:2: untied tasks are not allowed", args: []string{"--untied=abort"}},
	{name: "binary.f90", src: "program p\n\x00\x01\n",
		want: "binary.f90:2: input contains a NUL byte"},
}

// TestBadInputFortran checks that bad input gives "file:line: message",
// an error, no output files, and leaves the input alone.
func TestBadInputFortran(t *testing.T) {
	for _, c := range fortranBadInputs {
		t.Run(c.name, func(t *testing.T) { expectRejected(t, c.name, c.src, c.want, c.args) })
	}
}
