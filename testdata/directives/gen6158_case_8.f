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
      integer :: pomp2_if
      integer :: priority
      integer :: copyin
      integer :: schedule
      integer :: capture
      integer :: update
      integer :: shared
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_if = 1
      priority = 3
      copyin = 1
      schedule = 2
      capture = 1
      update = 1
      shared = 3
C$OMP parallel do collapse ( 2),firstprivate (update ) ,firstprivate(
C$OMP+ pomp2_if), order(concurrent) , private(priority, copyin, shared
C$OMP+ ,i),reduction(+ : acc ), shared ( schedule,capture ) ! it's
      do i = 1, n
      do j = 1, 3
      acc = acc + i + pomp2_if + j
      end do
      end do
      write(*,'(a,1x,i0,1x,i0)') 'case_8', acc, lp
      end subroutine case_8

