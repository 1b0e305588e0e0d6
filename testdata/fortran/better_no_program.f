c A main program without a program statement whose first statement is
c a directive.
!$omp parallel
      print *, 'hello'
!$omp end parallel
      end
