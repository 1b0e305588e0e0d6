  program gen
  call case_4()
  end program gen

  subroutine case_4()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: inscan
  integer :: exclusive
  integer :: aligned
  integer :: loop
  integer :: task
  integer :: close
  integer :: private
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  inscan = 1
  exclusive = 1
  aligned = 3
  loop = 2
  task = 2
  close = 1
  private = 2
!$Omp parallel reduction ( + : acc &
!$Omp& ) firstprivate ( inscan &
!$Omp& , aligned , close) if (str &
!$Omp & ( 1 :1 ) &
!$Omp& == '!') default &
!$Omp    ( none ) shared (loop, &
!$Omp& lp, n)proc_bind &
!$Omp & ( &
!$Omp master ) private ( &
!$Omp    exclusive ,private )private ( &
!$Omp i &
!$Omp , &
!$Omp j)
  acc = acc + 1
    !$Omp barrier
  !$Omp single
  exclusive = 7
  acc = acc + 1
!$Omp end single copyprivate(exclusive                                                                                            )
  acc = acc + exclusive
!$Omp do collapse &
!$Omp (2)firstprivate ( loop )lastprivate &
!$Omp& (lp )
  do i = 1, n
  do j = 1, 3
  lp = i * 2
  acc = acc + i + loop + j
  end do
  end do
    !$Omp end                                                                                                              parallel
  write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
  end subroutine case_4

