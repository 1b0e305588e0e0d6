  program gen
  call case_4()
  end program gen

  subroutine case_4()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: static
  integer :: untied
  integer :: critical
  integer :: linear
  integer :: if
  integer :: proc_bind
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  static = 3
  untied = 3
  critical = 3
  linear = 1
  if = 1
  proc_bind = 2
  !$omp  parallel  master taskloop   simd   if	(   taskloop :	critical	.gt.   5 	 )   collapse 	 ( 	 2 	 )	firstprivate   ( &
  !$omp& untied	)   shared  (	linear 	 ) private ( critical ,  if 	 ) grainsize   (	static 	 )	default  (	shared )	reduction   ( &
  !$omp +  :   acc   )
  do i = 1, n
  do j = 1, 3
  acc = acc + i * j
  end do
  end do
  !$omp  end	parallel	master   taskloop	simd
  write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
  end subroutine case_4

