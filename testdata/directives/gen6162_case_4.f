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
      integer :: in_reduction
      integer :: final
      integer :: task_reduction
      integer :: bind
      integer :: read
      integer :: collapse
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      in_reduction = 2
      final = 2
      task_reduction = 3
      bind = 1
      read = 3
      collapse = 1
c$omp PARALLEL PRIVATE( read ),IF (bind > 1) ,REDUCTION (+:acc) ,
c$omp& FIRSTPRIVATE ( final ,bind ), SHARED ( collapse , in_reduction,
c$omp& n ) , PRIVATE ( i, j ) ,DEFAULT ( none),NUM_THREADS ( max ( 1 ,
c$omp& collapse))
c$omp MASKED FILTER(0)
      acc = acc + 5
c$omp END MASKED
c$omp DO SCHEDULE(nonmonotonic :dynamic, len ( '!,' )), PRIVATE (
c$omp& in_reduction),COLLAPSE ( 2 )
      do i = 1, n
      do j = 1, 3
      in_reduction = i
      acc = acc + in_reduction + j
      end do
      end do
c$omp ENDDO nowait
      acc = acc + 1
c$omp END PARALLEL
      write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
      end subroutine case_4

