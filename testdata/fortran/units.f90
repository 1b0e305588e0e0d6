! The include line in every kind of program unit: after use, import and
! implicit statements (and parameter statements between them), before
! the first other declaration or statement. Interface bodies, modules'
! specification parts, pure procedures and block data get none.
module shapes
  use omp_lib
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  interface
    subroutine external_work(x)
      import :: dp
      real(dp), intent(inout) :: x
    end subroutine external_work
    integer function external_count()
    end function external_count
  end interface
  interface norm
    module procedure norm1
  end interface norm
contains
  function norm1(v) result(r)
    real(dp), intent(in) :: v(:)
    real(dp) :: r
    integer :: i
    r = 0
    !$omp parallel do reduction(+:r)
    do i = 1, size(v)
      r = r + v(i)**2
    end do
    r = sqrt(r)
  end function norm1
  pure integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function twice
  recursive subroutine walk(n)
    integer, intent(in) :: n
    !$omp barrier
    if (n > 0) call walk(n - 1)
  end subroutine walk
  real(kind=dp) function scaled(x)
    real(dp), intent(in) :: x
    scaled = x
    !$omp barrier
  end function scaled
end module shapes

module shapes_ext
  interface
    module subroutine hidden(n)
      integer, intent(in) :: n
    end subroutine hidden
  end interface
end module shapes_ext

submodule (shapes_ext) shapes_impl
contains
  module procedure hidden
    integer :: k
    k = n
    !$omp parallel
    k = k + 1
    !$omp end parallel
  end procedure hidden
end submodule shapes_impl

subroutine outer(n)
  use shapes, only: walk
  implicit integer (m)
  parameter (m = 3)
  implicit real (x)
  integer :: n
  call walk(n)
  call inner()
contains
  subroutine inner()
    !$omp parallel
    n = n + m
    !$omp end parallel
  end subroutine inner
end subroutine outer

character(len=8) function label(i)
  integer :: i
  write (label, '(i8)') i
  !$omp barrier
end function label

block data init_common
  integer :: shared_k
  common /blk/ shared_k
  data shared_k /0/
end block data init_common

program main
  use shapes
  implicit none
  interface
    subroutine outer(n)
      integer :: n
    end subroutine outer
  end interface
  call outer(2)
  !$omp parallel
  call walk(1)
  !$omp end parallel
end program main
