      program gen
      call case_8()
      end program gen

      subroutine case_8()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: grainsize
      integer :: pomp2_old_task
      integer :: map
      integer :: nonmonotonic
      integer :: conditional
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      grainsize = 1
      pomp2_old_task = 3
      map = 2
      nonmonotonic = 2
      conditional = 2
!$OMP  PARALLEL  WORKSHARE	NUM_THREADS 	 ( len_trim   (	'(('	)	)
!$OMPa FIRSTPRIVATE   (   nonmonotonic 	 )   DEFAULT 	 ( 	 shared 	 )
!$OMPa REDUCTION (	+   :	acc 	 )
      arr = arr + 1
      acc = acc + 1
!$OMP  END  PARALLEL WORKSHARE
      write(*,'(a,1x,i0,1x,i0)') 'case_8', acc, lp
      end subroutine case_8

