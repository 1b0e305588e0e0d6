! Tasks: untied, if clause, default(none), and the task options.
subroutine tasks(a, n)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i
  !$omp parallel
  !$omp single
  do i = 1, n
    !$omp task untied firstprivate(i) shared(a)
    a(i) = 1.0
    !$omp end task
  end do
  !$omp task if(n > 10) default(none) shared(a)
  a(1) = 2.0
  !$omp end task
  !$omp taskwait
  !$omp end single
  !$omp end parallel
end subroutine tasks
