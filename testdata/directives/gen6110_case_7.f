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
      integer :: lastprivate
      integer :: sections
      integer :: schedule
      integer :: pomp2_new_task
      integer :: filter
      integer :: atomic
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      lastprivate = 1
      sections = 2
      schedule = 3
      pomp2_new_task = 3
      filter = 1
      atomic = 3
!$omp parallel firstprivate
!$omp& ( lastprivate
!$omp& ,
!$omp& sections
!$omp& )
!$omp& default(none
!$omp& ) proc_bind(
!$omp& primary ) private (filter )
!$omp& shared(acc
!$omp& ,
!$omp& ch
!$omp& , pomp2_new_task
!$omp& , schedule
!$omp& ,str)                                                            num_threads(1)
!$omp single
      filter = 7
!$omp atomic update
      acc = acc + 1
!$omp end atomic
!$omp end single copyprivate( filter )
!$omp atomic
      acc = acc + filter
!$omp single
!$omp task
!$omp& untied firstprivate
!$omp& ( lastprivate )
!$omp& shared
!$omp& (acc)
!$omp atomic
!$omp& update
      acc = acc + 1
!$omp end atomic
!$omp end task
!$omp task shared (acc )
!$omp& final
!$omp& ( str
!$omp& /= 'it''s'
!$omp& )
!$omp atomic
      acc = acc + 2
!$omp end task
!$omp task
!$omp& shared
!$omp& (
!$omp& acc)final( (
!$omp& schedule )<( sections)
!$omp& ) firstprivate (
!$omp& sections
!$omp& )
!$omp atomic
!$omp& update
      acc = acc + 3
!$omp end task
!$omp taskwait
!$omp end single
!$omp endparallel
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

