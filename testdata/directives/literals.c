/* Literals in clause expressions: a parenthesis, a quote and a
 * backslash inside string and character literals. */
#include <stdio.h>
#include <string.h>

int main(void)
{
  const char *s = ")";
  int n = 0, k = 0;
#pragma omp parallel if(strcmp(s, ")") == 0) num_threads(')' - 38) reduction(+:n)
  n += 1;
#pragma omp parallel num_threads("\\"[0] == '\\' ? 2 : 1) reduction(+:k)
  k += 1;
#pragma omp parallel for schedule(static, sizeof ")(") reduction(+:n)
  for (int i = 0; i < 9; i++)
    n += i;
  printf("%d %d\n", n, k);
  return 0;
}
