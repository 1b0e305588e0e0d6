
#line 1 "better_char_parens.f90"
! Character literals that contain parentheses, quotes, '!', '&', ';' and
! directive-like text, also inside parentheses across continuation lines:
! none of it may confuse the statement reader or the include placement.
subroutine report(n)
  implicit none
      include 'better_char_parens.f90.opari.inc'
#line 6 "better_char_parens.f90"
  integer, intent(in) :: n
  character(len=*), parameter :: fmt = '(a, ' // &
                                       'i5, ")")'
  character(len=40) :: s
  write (s, '(a, &
            &i5)') 'n = (', n
  print '(a)', trim(s) // ' ! not a comment; !$omp barrier'
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 13 "better_char_parens.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 14 "better_char_parens.f90"
  call show('(', &
            ')', "don't; (", &
            ')'')(')
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 17 "better_char_parens.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 18 "better_char_parens.f90"
contains
  subroutine show(a, b, c, d)
      include 'better_char_parens.f90.opari.inc'
#line 20 "better_char_parens.f90"
    character(len=*), intent(in) :: a, b, c, d
    print fmt, a // b // c // d, len(a)
  end subroutine show
end subroutine report

      subroutine POMP2_Init_reg_ce9b4741329298c3_1()
         include 'better_char_parens.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
      end
