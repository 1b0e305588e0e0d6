! POMP user instrumentation in Fortran: regions marked by hand.
program example_user_instrumentation
  implicit none
  double precision :: s
  integer :: k
!$POMP INST INIT
  s = 0.0d0
!$omp parallel do reduction(+:s)
  do k = 0, 7
    s = s + work(100000 + k)
  end do
!$omp end parallel do
  print '(a,f12.6)', 'sum = ', s

contains

  double precision function work(n)
    integer, intent(in) :: n
    integer :: i
!$POMP INST BEGIN(work)
    work = 0.0d0
    do i = 1, n
      work = work + 1.0d0 / i
    end do
    if (work < 0.0d0) then
!$POMP INST ALTEND(work)
      return
    end if
!$POMP INST END(work)
  end function work

end program example_user_instrumentation
