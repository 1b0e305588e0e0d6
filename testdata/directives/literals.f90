! Literals in clause expressions: a parenthesis, '!' and '&' inside
! character literals, a doubled quote, upper-case text in a literal.
program literals
  implicit none
  character :: c
  character(len=4) :: s
  integer :: n, k
  c = ')'
  s = 'A&b!'
  n = 0
  k = 0
!$omp parallel if(c /= ')') num_threads(2) reduction(+:n) ! not '(' parallel
  n = n + 1
!$omp end parallel
!$omp parallel if(s(4:4) == '!' .and. index(s, '&') > 0) reduction(+:k)
  k = k + 1
!$omp end parallel
!$omp parallel if(s(1:1) == 'A' .and. s /= 'it''s') num_threads(len_trim('((')) &
!$omp reduction(+:n)
  n = n + 10
!$omp end parallel
  print *, n, k
end program literals
