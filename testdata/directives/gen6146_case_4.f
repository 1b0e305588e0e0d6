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
      integer :: master
      integer :: loop
      integer :: copyin
      integer :: schedule
      integer :: seq_cst
      integer :: workshare
      integer :: order
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      master = 2
      loop = 1
      copyin = 2
      schedule = 1
      seq_cst = 1
      workshare = 3
      order = 3
c$omp parallel sections lastprivate(lp ) reduction ( + :acc)shared(
c$ompa master , copyin , schedule, seq_cst, workshare) firstprivate (
c$ompa order ) default(none ) if( str /= 'it''s' ) num_threads(2 )
      acc = acc + 1
      lp = 10
c$omp section
      acc = acc + 2
      lp = 20
c$omp end parallel sections
      write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
      end subroutine case_4

