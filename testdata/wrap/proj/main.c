#include <stdio.h>
#include "kernel.h"

int main(void)
{
    double s = sum_squares(1000);
    printf("sum %.0f scale %d\n", s, scale(3));
    return 0;
}
