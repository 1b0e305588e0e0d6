! A private variable that names the chunk size of a combined construct.
program private_chunk
  implicit none
  integer :: chunk, k, i
  chunk = 3
  k = 0
!$omp parallel do private(chunk) schedule(dynamic, chunk) reduction(+:k) num_threads(2)
  do i = 1, 20
    chunk = i
    k = k + chunk
  end do
  print *, k
end program private_chunk
