/* _Pragma operators whose string holds string literals: escaped quotes
 * and an escaped backslash, parentheses inside literals. */
#include <stdio.h>
#include <string.h>

int main(void)
{
  int n = 0, m = 0;
  _Pragma("omp parallel if(strlen(\"(\") > 0) reduction(+:n)")
  n += 1;
  _Pragma("omp parallel num_threads(strlen(\"\\\\(\")) reduction(+:m)")
  m += 1;
  /* comment markers inside a literal of a continued directive */
#pragma omp parallel if(strcmp("/*", "//") != 0) \
        reduction(+:m) num_threads(2)
  m += 1;
  printf("%d %d\n", n > 0, m);
  return 0;
}
