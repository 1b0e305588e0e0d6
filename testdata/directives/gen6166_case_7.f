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
      integer :: pomp2_num_threads
      integer :: taskwait
      integer :: concurrent
      integer :: proc_bind
      integer :: task_reduction
      integer :: dynamic
      integer :: simd
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_num_threads = 3
      taskwait = 2
      concurrent = 2
      proc_bind = 2
      task_reduction = 2
      dynamic = 1
      simd = 3
!$omp  parallel   master taskloop  proc_bind
!$omp& (   master   ) num_threads  ( ichar 	 (
!$omp& ')'
!$omp& )  - 39
!$omp& ) grainsize  ( 	 len
!$omp& (
!$omp& '!,'
!$omp& ) 	 )  final
!$omp& (   proc_bind
!$omp& ==   2	.and.
!$omp& dynamic	>
!$omp& 0	)
!$omp& reduction
!$omp& ( +   :
!$omp& acc ) 	 shared  ( dynamic  )
!$omp& private
!$omp& (  pomp2_num_threads
!$omp& ,   taskwait   ,
!$omp& task_reduction	,
!$omp& simd  )
!$omp& lastprivate
!$omp& (	lp  )
!$omp& default
!$omp& (  shared
!$omp& )
      do i = 1, n
      lp = i - 1
      acc = acc + i
      end do
!$omp  end 	 parallel	master   taskloop
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

