  program gen
  call case_3()
  end program gen

  subroutine case_3()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: update
  integer :: untied
  integer :: guided
  integer :: firstprivate
  integer :: in_reduction
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  update = 1
  untied = 1
  guided = 2
  firstprivate = 3
  in_reduction = 3
  !$OMP  parallel  master taskloop	mergeable 	 private  (	untied   )	if 	 (   parallel  :  update	==  2  .and.   update 	 >  0 ) &
  !$OMP& shared  ( 	 n ) private   (	i )   default	(   none  ) reduction ( + : acc )
  do i = 1, n
  acc = acc + i
  end do
  !$OMP  endparallel master	taskloop
  write(*,'(a,1x,i0,1x,i0)') 'case_3', acc, lp
  end subroutine case_3

