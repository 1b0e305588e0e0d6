      program gen
      call case_6()
      end program gen

      subroutine case_6()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: pomp2_num_threads
      integer :: reduction
      integer :: filter
      integer :: lastprivate
      integer :: pomp2_new_task
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_num_threads = 3
      reduction = 2
      filter = 3
      lastprivate = 3
      pomp2_new_task = 1
C$OMP  PARALLEL   PRIVATE 	 ( filter , i 	 )
C$OMP  SECTIONS	REDUCTION ( +  :  acc   )
      acc = acc + 1
C$OMP  SECTION
      acc = acc + 2
C$OMP  END   SECTIONS
C$OMP  SECTIONS  LASTPRIVATE   ( lp 	 )  REDUCTION 	 (   + 	 :  acc
C$OMP1 )
      acc = acc + 1
      lp = 10
C$OMP  SECTION
      acc = acc + 2
      lp = 20
C$OMP  SECTION
      acc = acc + 3
      lp = 30
C$OMP  ENDSECTIONS
C$OMP  DO 	 SCHEDULE  ( dynamic   , 2 )	ORDERED   REDUCTION 	 ( + 	 :
C$OMP1 acc 	 , lastprivate   )  PRIVATE 	 ( pomp2_new_task   )
      do i = 1, n
      pomp2_new_task = i
      acc = acc + pomp2_new_task
C$OMP  ORDERED
      lp = mod(lp * 3, 1000) + i
C$OMP  END ORDERED
      end do
C$OMP  END 	 DO
C$OMP  ENDPARALLEL
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

