// C++ constructs around OpenMP directives: classes, templates, lambdas,
// range-for, raw strings.
#include <vector>
#include <string>
#include <cstdio>

template <typename T>
class Accumulator {
public:
  explicit Accumulator(std::vector<T> v) : data_(std::move(v)) {}

  T sum() const {
    T total{};
    #pragma omp parallel for reduction(+:total)
    for (std::size_t i = 0; i < data_.size(); ++i) {
      total += data_[i];
    }
    return total;
  }

  T max() const {
    T best = data_.empty() ? T{} : data_[0];
    #pragma omp parallel
    {
      T local = best;
      #pragma omp for nowait
      for (std::size_t i = 0; i < data_.size(); ++i)
        local = data_[i] > local ? data_[i] : local;
      #pragma omp critical (acc_max)
      best = local > best ? local : best;
    }
    return best;
  }

private:
  std::vector<T> data_;
};

static const char *raw = R"delim(#pragma omp parallel { "quoted" } )delim";
static const char *raw2 = R"(multi
line { raw
} string)";

int main() {
  std::vector<int> v{1, 2, 3, 4, 5, 6, 7, 8};
  Accumulator<int> acc(v);
  int count = 0;
  auto bump = [&count](int by) { count += by; };
  #pragma omp parallel
  {
    #pragma omp single
    for (int x : v) {
      #pragma omp task firstprivate(x)
      {
        #pragma omp atomic
        count += x;
      }
    }
  }
  #pragma omp parallel num_threads(2)
  bump(1);
  #pragma omp master
  count += [](int a) { return 2 * a; }(2);
  std::printf("%d %d %d %zu %zu\n", acc.sum(), acc.max(), count, std::string(raw).size(), std::string(raw2).size());
  return 0;
}
