
#line 1 "units.f90"
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
      include 'units.f90.opari.inc'
#line 22 "units.f90"
    real(dp), intent(in) :: v(:)
    real(dp) :: r
    integer :: i
    r = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 26 "units.f90"
    !$omp parallel    reduction(+:r) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 26 "units.f90"
    !$omp          do               
    do i = 1, size(v)
      r = r + v(i)**2
    end do
#line 29 "units.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 29 "units.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 30 "units.f90"
    r = sqrt(r)
  end function norm1
  pure integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function twice
  recursive subroutine walk(n)
      include 'units.f90.opari.inc'
#line 37 "units.f90"
    integer, intent(in) :: n
      call POMP2_Barrier_enter(opari2_region_2,&
      pomp2_old_task, opari2_ctc_2 )
#line 38 "units.f90"
    !$omp barrier
      call POMP2_Barrier_exit(opari2_region_2, pomp2_old_task)
#line 39 "units.f90"
    if (n > 0) call walk(n - 1)
  end subroutine walk
  real(kind=dp) function scaled(x)
      include 'units.f90.opari.inc'
#line 42 "units.f90"
    real(dp), intent(in) :: x
    scaled = x
      call POMP2_Barrier_enter(opari2_region_3,&
      pomp2_old_task, opari2_ctc_3 )
#line 44 "units.f90"
    !$omp barrier
      call POMP2_Barrier_exit(opari2_region_3, pomp2_old_task)
#line 45 "units.f90"
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
      include 'units.f90.opari.inc'
#line 59 "units.f90"
    integer :: k
    k = n
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 61 "units.f90"
    !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
#line 62 "units.f90"
    k = k + 1
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_4)
#line 63 "units.f90"
    !$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#line 64 "units.f90"
  end procedure hidden
end submodule shapes_impl

subroutine outer(n)
  use shapes, only: walk
  implicit integer (m)
  parameter (m = 3)
  implicit real (x)
      include 'units.f90.opari.inc'
#line 72 "units.f90"
  integer :: n
  call walk(n)
  call inner()
contains
  subroutine inner()
      include 'units.f90.opari.inc'
#line 77 "units.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_5 )
#line 77 "units.f90"
    !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
#line 78 "units.f90"
    n = n + m
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_5)
#line 79 "units.f90"
    !$omp end parallel
      call POMP2_Parallel_join(opari2_region_5, pomp2_old_task)
#line 80 "units.f90"
  end subroutine inner
end subroutine outer

character(len=8) function label(i)
      include 'units.f90.opari.inc'
#line 84 "units.f90"
  integer :: i
  write (label, '(i8)') i
      call POMP2_Barrier_enter(opari2_region_6,&
      pomp2_old_task, opari2_ctc_6 )
#line 86 "units.f90"
  !$omp barrier
      call POMP2_Barrier_exit(opari2_region_6, pomp2_old_task)
#line 87 "units.f90"
end function label

block data init_common
  integer :: shared_k
  common /blk/ shared_k
  data shared_k /0/
end block data init_common

program main
  use shapes
  implicit none
      include 'units.f90.opari.inc'
#line 98 "units.f90"
  interface
    subroutine outer(n)
      integer :: n
    end subroutine outer
  end interface
  call outer(2)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_7,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_7 )
#line 104 "units.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_7)
#line 105 "units.f90"
  call walk(1)
      call POMP2_Implicit_barrier_enter(opari2_region_7,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_7, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_7)
#line 106 "units.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_7, pomp2_old_task)
#line 107 "units.f90"
end program main

      subroutine POMP2_Init_reg_4ade8690100c2047_7()
         include 'units.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
         call POMP2_Assign_handle( opari2_region_5, &
         opari2_ctc_5 )
         call POMP2_Assign_handle( opari2_region_6, &
         opari2_ctc_6 )
         call POMP2_Assign_handle( opari2_region_7, &
         opari2_ctc_7 )
      end
