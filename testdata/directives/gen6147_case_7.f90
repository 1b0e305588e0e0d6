  program gen
  call case_7()
  end program gen

  subroutine case_7()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: in_reduction
  integer :: mergeable
  integer :: shared
  integer :: untied
  integer :: barrier
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  in_reduction = 3
  mergeable = 1
  shared = 3
  untied = 3
  barrier = 3
  !$omp  PARALLEL 	 SECTIONS 	 NUM_THREADS  (  max   (   1 	 ,   min	( 	 2 	 ,  in_reduction	- &
  !$omp& mergeable   +  untied   - untied 	 +   in_reduction -	barrier 	 +   in_reduction - 	 mergeable   + 	 barrier 	 -  shared &
  !$omp    +  barrier 	 - untied	+	2 &
  !$omp ) )   )  , LASTPRIVATE (   lp &
  !$omp    ) &
  !$omp & , &
  !$omp DEFAULT  (   none	) &
  !$omp    ,   PRIVATE &
  !$omp& ( &
  !$omp& in_reduction	) &
  !$omp , REDUCTION &
  !$omp    ( 	 + 	 : acc )
!$omp  SECTION
  acc = acc + 1
  lp = 10
  !$omp  SECTION
  acc = acc + 2
  lp = 20
!$omp  END  PARALLEL   SECTIONS
  write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
  end subroutine case_7

