#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int barrier = 3, inclusive = 3, primary = 2, schedule = 3, firstprivate = 1, read = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)barrier;
  (void)inclusive;
  (void)primary;
  (void)schedule;
  (void)firstprivate;
  (void)read;
#  pragma omp /* nowait */\
 teams num_teams(1 )  \
    thread_limit  \
  ( /* * */ 4 \
	)
  {
  #pragma  omp parallel  \
	firstprivate /* if(0) */ ( barrier  \
,primary /* * */ ) if /* c */ \
( ch /* ( */ \
== \
	')'\
)shared ( /* ( */\
    schedule\
  , /* " */ \
  firstprivate /* " */ ,  \
    read /* ( */\
    )// "x"
  {
#pragma omp for /* nowait */ schedule /* * */\
	( guided /* ) */\
    ) /* ) */  \
  reduction \
	( \
    + \
	:  \
acc) /* * */ lastprivate  \
  ( \
  lp  \
	)
  for (int i = 0; i < n; i++)
  {
  {
  lp = i * 2;
  acc += i;
  }
  }
#  pragma omp \
critical
  {
  #pragma  omp /* if(0) */ atomic\
  update
  acc += 2;
  }
#pragma omp for simd schedule ( /* " */ auto /* * */ )reduction /* * */ (\
	+ : acc)firstprivate (lp  \
	) /* private(x) */  \
	lastprivate\
( /* " */ lp)nontemporal( /* ( */\
	arr\
  )
  for (int i = 0; i < n; i++)
  {
  {
  lp = i * 2;
  acc += i;
  }
  }
  }
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
