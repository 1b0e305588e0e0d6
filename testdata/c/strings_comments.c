/* Text that looks like directives or braces but is not code. */
#include <stdio.h>

/* #pragma omp parallel { */
// #pragma omp parallel for }
const char *s1 = "#pragma omp parallel { }";
const char *s2 = "quote \" brace { and comment /* inside */ string";
const char c1 = '{', c2 = '}', c3 = '\'', c4 = '"', c5 = '\\';
const char *s3 = "continued \
string { with brace";

int f(int n)
{
  int x = 0;
  #pragma omp parallel \
      num_threads(2) \
      shared(x)
  {
    /* } comment brace */
    // } line comment brace
    const char *in = "}";
    if (in[0] == '}') x = n;
  }
  #pragma omp parallel
  x += (int)sizeof("{"); /* trailing } */
  return x; // omp_set_lock( in a comment stays
}
