  program gen
  call case_5()
  end program gen

  subroutine case_5()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: barrier
  integer :: spread
  integer :: simdlen
  integer :: nogroup
  integer :: exclusive
  integer :: bind
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  barrier = 2
  spread = 3
  simdlen = 2
  nogroup = 2
  exclusive = 2
  bind = 3
  !$Omp PARALLEL FIRSTPRIVATE(spread ) ,NUM_THREADS ( exclusive) , IF( parallel:simdlen > 1 ) , PRIVATE (nogroup,i)
  !$Omp CRITICAL ( PARALLEL )
!$Omp ATOMIC
  acc = acc + 2
    !$Omp END ATOMIC
!$Omp END CRITICAL( PARALLEL)
  !$Omp DO REDUCTION( + : acc, barrier ) , LASTPRIVATE( lp ) , SCHEDULE(static,bind ) ,FIRSTPRIVATE( lp )
  do i = 1, n
  lp = i * 2
  acc = acc + i
  end do
!$Omp SECTIONS FIRSTPRIVATE ( bind), REDUCTION(+ :acc)
  acc = acc + 1
    !$Omp SECTION
  acc = acc + 2
    !$Omp ENDSECTIONS
!$Omp END PARALLEL
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

