! Character literals that contain parentheses, quotes, '!', '&', ';' and
! directive-like text, also inside parentheses across continuation lines:
! none of it may confuse the statement reader or the include placement.
subroutine report(n)
  implicit none
  integer, intent(in) :: n
  character(len=*), parameter :: fmt = '(a, ' // &
                                       'i5, ")")'
  character(len=40) :: s
  write (s, '(a, &
            &i5)') 'n = (', n
  print '(a)', trim(s) // ' ! not a comment; !$omp barrier'
  !$omp parallel
  call show('(', &
            ')', "don't; (", &
            ')'')(')
  !$omp end parallel
contains
  subroutine show(a, b, c, d)
    character(len=*), intent(in) :: a, b, c, d
    print fmt, a // b // c // d, len(a)
  end subroutine show
end subroutine report
