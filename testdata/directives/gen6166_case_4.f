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
      integer :: none
      integer :: for
      integer :: simd
      integer :: lastprivate
      integer :: pomp2_new_task
      integer :: shared
      integer :: nontemporal
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      none = 3
      for = 1
      simd = 3
      lastprivate = 3
      pomp2_new_task = 1
      shared = 1
      nontemporal = 2
!$omp PARALLEL MASTER TASKLOOP SIMD NUM_THREADS (len_trim('((' ) )
!$ompa REDUCTION( +: acc ) FIRSTPRIVATE( simd ) FINAL( ( none )< (
!$ompa shared ))
      do i = 1, n
      acc = acc + i
      end do
!$omp END PARALLEL MASTER TASKLOOP SIMD
      write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
      end subroutine case_4

