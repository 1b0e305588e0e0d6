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
  integer :: copyin
  integer :: runtime
  integer :: default
  integer :: untied
  integer :: schedule
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  copyin = 2
  runtime = 3
  default = 1
  untied = 2
  schedule = 1
!$OMP  PARALLEL 	 MASKED   TASKLOOP   GRAINSIZE (	len ( 	 '!,'   ) 	 ) 	 NUM_THREADS 	 ( 	 2	) PRIVATE 	 ( 	 default 	 ,	i	) &
!$OMP& FIRSTPRIVATE (   runtime	, 	 untied	)   DEFAULT	( 	 shared	) REDUCTION	( +   :  acc   )
  do i = 1, n
  acc = acc + i
  end do
!$OMP  END   PARALLEL   MASKED   TASKLOOP
  write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
  end subroutine case_4

