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
      integer :: pomp2_old_task
      integer :: taskloop
      integer :: proc_bind
      integer :: private
      integer :: parallel
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_old_task = 1
      taskloop = 2
      proc_bind = 1
      private = 2
      parallel = 1
!$OMP parallel loop private(taskloop ,private),reduction (+ : acc ) ,
!$OMP& collapse ( 2), num_threads(len_trim ( '((')), if ( parallel :
!$OMP& index(str,'&') > 0 )
      do i = 1, n
      do j = 1, 3
      acc = acc + i + j
      end do
      end do
!$OMP end parallel loop
      write(*,'(a,1x,i0,1x,i0)') 'case_8', acc, lp
      end subroutine case_8

