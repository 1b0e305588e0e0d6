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
  integer :: section
  integer :: single
  integer :: aligned
  integer :: mergeable
  integer :: priority
  integer :: ordered
  integer :: default
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  section = 3
  single = 3
  aligned = 3
  mergeable = 2
  priority = 3
  ordered = 3
  default = 2
  !$Omp TEAMS &
  !$Omp & NUM_TEAMS (1 &
  !$Omp ), &
  !$Omp& THREAD_LIMIT ( 4 )
    !$Omp PARALLEL NUM_THREADS( len_trim('((') &
    !$Omp    ),DEFAULT ( shared &
    !$Omp )
!$Omp SINGLE
    !$Omp TASK SHARED (acc) , &
    !$Omp& MERGEABLE
!$Omp ATOMIC &
!$Omp    UPDATE
  acc = acc + 1
!$Omp END TASK
    !$Omp TASKWAIT
  !$Omp END SINGLE
  !$Omp MASTER
  !$Omp ATOMIC
  acc = acc + 5
!$Omp ENDATOMIC
  !$Omp ENDMASTER
    !$Omp ATOMIC
  acc = acc + 1
!$Omp FLUSH
  !$Omp ENDPARALLEL
    !$Omp END TEAMS
  write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
  end subroutine case_7

