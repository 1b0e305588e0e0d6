double sum_squares(int n);
int scale(int x);
double smooth_sum(int n); /* smooth.f90 */
