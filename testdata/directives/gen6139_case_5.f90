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
  integer :: task_reduction
  integer :: firstprivate
  integer :: order
  integer :: untied
  integer :: filter
  integer :: barrier
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  task_reduction = 3
  firstprivate = 1
  order = 3
  untied = 3
  filter = 2
  barrier = 2
    !$Omp PARALLEL MASKED TASKLOOP &
    !$Omp & SIMD FINAL &
    !$Omp& ( &
    !$Omp& ( &
    !$Omp & task_reduction)<(filter &
    !$Omp& ) &
    !$Omp )NUM_TASKS &
    !$Omp & (2 &
    !$Omp )UNTIED REDUCTION &
    !$Omp& (+:acc)FIRSTPRIVATE( &
    !$Omp & order, &
    !$Omp barrier &
    !$Omp & )SHARED( &
    !$Omp    task_reduction &
    !$Omp    , &
    !$Omp    firstprivate &
    !$Omp    ) &
    !$Omp NUM_THREADS &
    !$Omp (ichar( &
    !$Omp& ')' &
    !$Omp & ) &
    !$Omp - &
    !$Omp & 39) &
    !$Omp    PRIVATE( &
    !$Omp& untied)
  do i = 1, n
  acc = acc + i
  end do
!$Omp END PARALLEL MASKED TASKLOOP SIMD
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

