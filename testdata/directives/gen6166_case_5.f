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
      integer :: simd
      integer :: dynamic
      integer :: primary
      integer :: do
      integer :: guided
      integer :: barrier
      integer :: device
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      simd = 3
      dynamic = 2
      primary = 1
      do = 3
      guided = 1
      barrier = 2
      device = 3
      block
        integer :: k
        k = 3
!$omp parallel reduction
!$omp& (+:acc)
        acc = acc + k
!$omp end parallel
      end block
      write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
      end subroutine case_5

