      program gen
      call case_1()
      end program gen

      subroutine case_1()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: pomp2_old_task
      integer :: read
      integer :: in_reduction
      integer :: guided
      integer :: inclusive
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_old_task = 1
      read = 3
      in_reduction = 3
      guided = 2
      inclusive = 1
!$OMP parallel do private(guided) ,num_threads( len_trim( '((' ) ),
!$OMP1 schedule ( monotonic:auto ),firstprivate(pomp2_old_task,
!$OMP1 in_reduction) , private (inclusive ) , default (shared)
      do i = 1, n
      inclusive = i
!$OMP atomic
      acc = acc + inclusive
!$OMP end atomic
      end do
!$OMP end parallel do
      write(*,'(a,1x,i0,1x,i0)') 'case_1', acc, lp
      end subroutine case_1

