c Conditional-compilation lines in fixed form: "c$", "*$", "!$" in
c columns 1-2 with a label field, column 6 continuation.
      subroutine cc(n)
!$    use omp_lib
      integer n, t
c$    integer(kind=omp_lock_kind) l
      t = 0
*$    call omp_init_lock(l)
!$omp parallel
!$    t = omp_get_thread_num() +
!$   &    n
!$omp end parallel
c$    call omp_destroy_lock(l)
      end
