#include <stdio.h>
#include "kernel.h"

int main(void)
{
    double s = sum_squares(1000);
    printf("sum %.0f scale %d smooth %.1f\n", s, scale(3), smooth_sum(100));
    return 0;
}
