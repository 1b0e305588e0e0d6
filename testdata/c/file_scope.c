/* Directives outside any function (issue 13 item 6): the directives a
 * compiler accepts at file scope pass through (threadprivate is
 * written after its #line, as the reference does), a directive in a
 * function defined after main is instrumented, and a directive in a
 * section that the build leaves out is closed under the same
 * condition, also where its statement ends the file or where no
 * statement follows it. */
#include <stdio.h>

int counter = 0;
#pragma omp threadprivate(counter)

#pragma omp declare simd
int twice(int x) { return 2 * x; }

#pragma omp declare reduction(maxi : int : omp_out = omp_out > omp_in ? omp_out : omp_in) initializer(omp_priv = -1)

#pragma omp declare target
int dev(int x) { return x + 1; }
#pragma omp end declare target

int fast(int x) { return x; }
#pragma omp declare variant(fast) match(construct={parallel})
int slow(int x) { return x; }

#pragma omp requires atomic_default_mem_order(seq_cst)

int work(int n);
void clear(int *a, int n);

int main(void)
{
  int a[8], i, m = -1, t = 0;
  clear(a, 8);
#pragma omp parallel for reduction(maxi:m)
  for (i = 0; i < 8; i++)
    m = m > i + a[i] ? m : i + a[i];
#pragma omp parallel reduction(+:t)
  {
    counter = slow(1);
    t += counter;
  }
  printf("%d %d %d %d\n", work(10), m, dev(t > 0), twice(3));
  return 0;
#if 0
#pragma omp parallel
#endif
}

/* a function defined after main */
int work(int n)
{
  int i, s = 0;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < n; i++)
    s += twice(i);
  return s;
}

#if 0
#pragma omp parallel for
#endif
void clear(int *a, int n) { int i; for (i = 0; i < n; i++) a[i] = 0; }
