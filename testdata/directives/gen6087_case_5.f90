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
  integer :: pomp2_new_task
  integer :: grainsize
  integer :: firstprivate
  integer :: critical
  integer :: single
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_new_task = 2
  grainsize = 3
  firstprivate = 1
  critical = 1
  single = 3
!$OMP parallel shared( &
!$OMP & critical) firstprivate ( pomp2_new_task &
!$OMP    ,firstprivate,single) reduction ( +: &
!$OMP acc) &
!$OMP num_threads &
!$OMP& ( ichar &
!$OMP& (')' &
!$OMP    )- 39)
!$OMP single
!$OMP task shared(acc &
!$OMP ) untied &
!$OMP    final &
!$OMP & (critical == 2 &
!$OMP .and. firstprivate &
!$OMP& > 0)firstprivate &
!$OMP ( &
!$OMP& grainsize &
!$OMP    )
    !$OMP atomic
  acc = acc + 1
!$OMP end atomic
!$OMP end task
  !$OMP task &
  !$OMP & final( "a'b!" /= str ) &
  !$OMP& shared &
  !$OMP& ( &
  !$OMP & acc &
  !$OMP ) &
  !$OMP & priority( &
  !$OMP& len &
  !$OMP ( &
  !$OMP    '!,' &
  !$OMP & ) &
  !$OMP& )
  !$OMP atomic update
  acc = acc + 2
!$OMP end task
!$OMP task default (shared &
!$OMP    ) &
!$OMP mergeable &
!$OMP firstprivate( critical ) &
!$OMP& untied shared( acc )
  !$OMP atomic
  acc = acc + 3
!$OMP endtask
!$OMP taskwait
    !$OMP end single
    !$OMP do simd private( critical &
    !$OMP ) &
    !$OMP simdlen( 4) if (simd : &
    !$OMP & str( 1 : &
    !$OMP & 1 &
    !$OMP & ) &
    !$OMP& == &
    !$OMP '!' &
    !$OMP & ) &
    !$OMP & lastprivate &
    !$OMP & (lp)
  do i = 1, n
  critical = i
  lp = i * 2
  acc = acc + critical
  end do
    !$OMP end parallel
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

