
#line 1 "conditional_compilation.f"
c Conditional-compilation lines in fixed form: "c$", "*$", "!$" in
c columns 1-2 with a label field, column 6 continuation.
      subroutine cc(n)
!$    use omp_lib
      include 'conditional_compilation.f.opari.inc'
#line 5 "conditional_compilation.f"
      integer n, t
c$    integer(kind=omp_lock_kind) l
      t = 0
*$    call POMP2_Init_lock(l)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 9 "conditional_compilation.f"
!$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 10 "conditional_compilation.f"
!$    t = omp_get_thread_num() +
!$   &    n
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 12 "conditional_compilation.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 13 "conditional_compilation.f"
c$    call POMP2_Destroy_lock(l)
      end

      subroutine POMP2_Init_reg_ee6f7a97c2bba4c6_1()
         include 'conditional_compilation.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
      end
