  ! A main program without a program statement: the include line goes
  ! before its first declaration.
  use omp_lib, only: omp_get_thread_num
  implicit none
  integer :: i, t
  t = 0
  !$omp parallel private(i)
  i = omp_get_thread_num()
  !$omp atomic
  t = t + i
  !$omp end parallel
  print *, t
end
