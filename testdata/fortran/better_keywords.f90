! Names that begin with keywords are names: none of these statements is a
! do loop, an end, an interface, a use or a program unit statement.
module keyword_names
  implicit none
  integer :: interfaces_count = 0, do_loop = 0, endif_flag = 0
  integer :: use_count = 0, program_id = 0, enddo_seen = 0
  integer :: function_calls = 0, module_level = 0, contains_x = 0
contains
  subroutine count_up(n)
    integer, intent(in) :: n
    integer :: i
    use_count = n
    interfaces_count = interfaces_count + 1
    !$omp parallel do reduction(+:do_loop)
    do_loop_label: do i = 1, n
      do_loop = do_loop + i
    end do do_loop_label
    !$omp parallel do
    do i = 1, n
      endif_flag = i; enddo_seen = 1
    enddo
    !$omp parallel
    program_id = 1
    function_calls = function_calls + 1
    !$omp end parallel
  end subroutine count_up
  integer function functionality(x)
    integer, intent(in) :: x
    functionality = x
    !$omp parallel
    module_level = x
    contains_x = 1
    !$omp end parallel
  end function functionality
end module keyword_names
