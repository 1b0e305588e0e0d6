! Continuation corner cases in free form: directive continuation with
! and without '&' after the sentinel, comment and blank lines between
! continuation lines, trailing comments, a code statement continued over
! several lines (also inside a character literal), and a directive split
! inside a clause argument.
subroutine cont(a, n)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i, s
  character(len=60) :: msg
  s = 0
  !$omp parallel &   ! a comment after the '&'
  ! a comment line between continuation lines

  !$omp& shared(a, &
  !$omp&        n, s) &
  !$omp private(i)
  !$omp do &
  !$omp reduction(+ : &
  !$omp            s)
  do i = 1, &
         n
    s = s + &
        i
  end &
  do
  !$omp end &
  !$omp do
  msg = 'a literal continued &
        &over two lines with ! and !$omp end parallel inside'
  !$omp end parallel
  a(1) = real(s) + &
  ! a comment inside a continued statement
         1.0
end subroutine cont
