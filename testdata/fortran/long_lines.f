c Lock calls ending at column 72: the POMP2 names are two characters
c longer, so the line continues on a new one instead of running past
c column 72 (a comment past it does not matter).
      subroutine long(lk_with_a_long_name, lk_xx)
      integer*8 lk_with_a_long_name, lk_xx
      call omp_set_lock(lk_with_a_long_name); call omp_unset_lock(lk_xx)
      call omp_init_lock(lk_with_a_long_name)                     ! note
      end
