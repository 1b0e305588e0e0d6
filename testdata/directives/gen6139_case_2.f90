  program gen
  call case_2()
  end program gen

  subroutine case_2()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: spread
  integer :: conditional
  integer :: priority
  integer :: sections
  integer :: pomp2_old_task
  integer :: firstprivate
  integer :: allocate
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  spread = 3
  conditional = 1
  priority = 3
  sections = 2
  pomp2_old_task = 1
  firstprivate = 2
  allocate = 1
!$OMP parallel default( shared ) , firstprivate (firstprivate ) ,reduction( +: acc) ,private (                        conditional)
    !$OMP workshare
  arr = arr + 1
    !$OMP endworkshare
  acc = acc + arr(3)
    !$OMP barrier
  !$OMP single
  !$OMP task untied ,shared                                                                                                   (acc)
!$OMP atomic
  acc = acc + 1
!$OMP end                                                                                                                   atomic
    !$OMP end                                                                                                                  task
  !$OMP task shared(acc ) ,if ( "a'b!" /= str                                                                                   )
    !$OMP atomic                                                                                                            update
  acc = acc + 2
  !$OMP end                                                                                                                atomic
  !$OMP endtask
!$OMP task final ( str ( 1 :1)== '!'), if ( task: .true.) ,untied                                                    ,shared(acc)
  !$OMP atomic
  acc = acc + 3
    !$OMP end                                                                                                                 task
    !$OMP taskwait
  !$OMP end single                                                                                                        nowait
!$OMP endparallel
  write(*,'(a,1x,i0,1x,i0)') 'case_2', acc, lp
  end subroutine case_2

