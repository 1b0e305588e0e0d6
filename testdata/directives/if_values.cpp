// C++: an if clause with a pointer or a class with an explicit operator
// bool (the reference's (int) cast does not compile there).
#include <cstdio>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

int main()
{
  int x = 0, k = 0;
  int *ptr = &x;
  Flag on{1};
#pragma omp parallel if(ptr) num_threads(2) reduction(+:k)
  k += 1;
  std::printf("%d\n", k);
  k = 0;
#pragma omp parallel if(on) num_threads(2) reduction(+:k)
  k += 1;
  std::printf("%d\n", k);
  return 0;
}
