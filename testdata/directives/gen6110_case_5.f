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
      integer :: single
      integer :: copyin
      integer :: schedule
      integer :: task_reduction
      integer :: firstprivate
      integer :: if
      integer :: close
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      single = 1
      copyin = 2
      schedule = 1
      task_reduction = 2
      firstprivate = 2
      if = 1
      close = 1
!$omp  parallel   do  simd	firstprivate   ( if	)   , simdlen  (   4
!$omp& ) 	 ,   private  (	single	, 	 copyin 	 , firstprivate	,  close
!$omp& ) ,	lastprivate  (   lp   )	, 	 if  (	parallel  :	( 	 copyin  )
!$omp& <   (	close 	 )  )	,   schedule	(	auto )	,  nontemporal (  arr
!$omp& )   ,	safelen	( 	 8	)   ,  reduction	( + :	acc 	 )               num_threads(1)
      do i = 1, n
      lp = i * 2
      acc = acc + i
      arr(i) = arr(i) + 1
      end do
      write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
      end subroutine case_5

