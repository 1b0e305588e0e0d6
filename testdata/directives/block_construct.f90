! A parallel region inside a BLOCK construct: the include file's
! functions are known there as functions (external).
program block_construct
  implicit none
  integer :: acc
  acc = 0
  block
    integer :: k
    k = 3
!$omp parallel reduction(+:acc)
    acc = acc + k
!$omp end parallel
  end block
  print *, acc
end program block_construct
