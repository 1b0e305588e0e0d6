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
      integer :: end
      integer :: mergeable
      integer :: pomp2_old_task
      integer :: inscan
      integer :: pomp2_num_threads
      integer :: map
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      end = 2
      mergeable = 3
      pomp2_old_task = 3
      inscan = 2
      pomp2_num_threads = 2
      map = 3
!$OMP parallel if( pomp2_num_threads .gt. 5 ) ,firstprivate(
!$OMPa pomp2_old_task ), num_threads(mod (pomp2_old_task ,2)+ 1) ,
!$OMPa default( shared)
!$OMP master ! it's
!$OMP atomic
      acc = acc + 5
!$OMP end atomic
!$OMP end master
!$OMP critical !x
!$OMP atomic
      acc = acc + 2
!$OMP end critical
!$OMP single
!$OMP task default( shared ), shared(acc )
!$OMP atomic
      acc = acc + 1
!$OMP endatomic
!$OMP end task
!$OMP taskwait ! it's
!$OMP end single nowait
!$OMP end parallel
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

