  program gen
  call case_1()
  end program gen

  subroutine case_1()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: aligned
  integer :: pomp2_new_task
  integer :: copyin
  integer :: end
  integer :: map
  integer :: safelen
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  aligned = 1
  pomp2_new_task = 1
  copyin = 1
  end = 3
  map = 3
  safelen = 3
!$OMP  parallel  private (	map	,	safelen   ) ,   default 	 ( 	 none  ) , shared (   acc  , 	 aligned	,  lp                      )
!$OMP  atomic
  acc = acc + 1
  !$OMP  end                                                                                                               atomic
  !$OMP  taskwait
    !$OMP  sections 	 lastprivate  ( lp  )   ,  firstprivate   (	aligned                                                         )
    !$OMP  section
    !$OMP  atomic                                                                                                            update
  acc = acc + 1
  lp = 10
    !$OMP  section
    !$OMP  atomic
  acc = acc + 2
  !$OMP  end                                                                                                               atomic
  lp = 20
!$OMP  section
!$OMP  atomic                                                                                                               update
  acc = acc + 3
!$OMP                                                                                                                 end	atomic
  lp = 30
  !$OMP  end                                                                                                             sections
  !$OMP  end                                                                                                             parallel
  write(*,'(a,1x,i0,1x,i0)') 'case_1', acc, lp
  end subroutine case_1

