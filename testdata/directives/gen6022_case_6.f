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
      integer :: pomp2_new_task
      integer :: nowait
      integer :: inscan
      integer :: lastprivate
      integer :: atomic
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_new_task = 3
      nowait = 1
      inscan = 3
      lastprivate = 3
      atomic = 3
*$omp parallel
*$omp1 do simd schedule
*$omp1 (
*$omp1 auto
*$omp1 )
*$omp1 reduction
*$omp1 (
*$omp1 +
*$omp1 :
*$omp1 acc) firstprivate( lastprivate ) ! x
*$omp1 num_threads
*$omp1 (len_trim( '((') ) if ! x
*$omp1 (simd
*$omp1 :
*$omp1 lastprivate .gt.
*$omp1 5
*$omp1 )
*$omp1 if(parallel :
*$omp1 index( str
*$omp1 ,
*$omp1 '&'
*$omp1 )
*$omp1 > 0 )default ( shared
*$omp1 )
      do i = 1, n
      acc = acc + i + lastprivate
      end do
*$omp end parallel do simd
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

