double sum_squares(int n);
int scale(int x);
