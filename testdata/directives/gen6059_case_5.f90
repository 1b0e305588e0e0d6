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
  integer :: static
  integer :: write
  integer :: workshare
  integer :: master
  integer :: nontemporal
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  barrier = 1
  static = 2
  write = 1
  workshare = 3
  master = 3
  nontemporal = 1
  !$OMP  PARALLEL 	 FIRSTPRIVATE  (   barrier )   PRIVATE  (   master  ) &
  !$OMP& NUM_THREADS   (   ichar 	 ( ')' &
  !$OMP )  -  39  )  DEFAULT 	 (	shared	)
    !$OMP  DO 	 SIMD	SCHEDULE ( 	 dynamic 	 ) 	 SAFELEN   (   8	) 	 REDUCTION  ( 	 +  : 	 acc &
    !$OMP& )
  do i = 1, n
  acc = acc + i
  end do
  !$OMP  END   DO SIMD nowait
!$OMP  END PARALLEL
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

