#include "cxx.cpp.opari.inc"
#line 1 "cxx.cpp"
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
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 14 "cxx.cpp"
    #pragma omp parallel     reduction(+:total) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 14 "cxx.cpp"
    #pragma omp          for                                      nowait
    for (std::size_t i = 0; i < data_.size(); ++i) {
      total += data_[i];
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 18 "cxx.cpp"
    return total;
  }

  T max() const {
    T best = data_.empty() ? T{} : data_[0];
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 23 "cxx.cpp"
    #pragma omp parallel POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 24 "cxx.cpp"
    {
      T local = best;
{   POMP2_For_enter( &opari2_region_3, opari2_ctc_3  );
#line 26 "cxx.cpp"
      #pragma omp for nowait
      for (std::size_t i = 0; i < data_.size(); ++i)
        local = data_[i] > local ? data_[i] : local;
  POMP2_For_exit( &opari2_region_3 );
 }
#line 29 "cxx.cpp"
{   POMP2_Critical_enter( &opari2_region_4, opari2_ctc_4  );
#line 29 "cxx.cpp"
      #pragma omp critical (acc_max)
{   POMP2_Critical_begin( &opari2_region_4 );
#line 30 "cxx.cpp"
      best = local > best ? local : best;
  POMP2_Critical_end( &opari2_region_4 ); }
  POMP2_Critical_exit( &opari2_region_4 );
 }
#line 31 "cxx.cpp"
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 32 "cxx.cpp"
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
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_5, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_5 );
#line 49 "cxx.cpp"
  #pragma omp parallel POMP2_DLIST_00005 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_5 );
#line 50 "cxx.cpp"
  {
{   POMP2_Single_enter( &opari2_region_6, opari2_ctc_6  );
#line 51 "cxx.cpp"
    #pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_6 );
#line 52 "cxx.cpp"
    for (int x : v) {
{
  int pomp2_if = 1;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_7, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_7  );
#line 53 "cxx.cpp"
      #pragma omp task firstprivate(x) POMP2_DLIST_00007 if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_7, pomp2_new_task );
#line 54 "cxx.cpp"
      {
{   POMP2_Atomic_enter( &opari2_region_8, opari2_ctc_8  );
#line 55 "cxx.cpp"
        #pragma omp atomic
        count += x;
  POMP2_Atomic_exit( &opari2_region_8 );
 }
#line 57 "cxx.cpp"
      }
if (pomp2_if)  POMP2_Task_end( &opari2_region_7 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_7, pomp2_old_task ); }
}
#line 58 "cxx.cpp"
    }
  POMP2_Single_end( &opari2_region_6 ); }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_6, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_6, pomp2_old_task ); }
  POMP2_Single_exit( &opari2_region_6 );
 }
#line 59 "cxx.cpp"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_5 ); }
  POMP2_Parallel_join( &opari2_region_5, pomp2_old_task ); }
#line 60 "cxx.cpp"
{
  int pomp2_num_threads = 2;
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_9, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_9 );
#line 60 "cxx.cpp"
  #pragma omp parallel                POMP2_DLIST_00009 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_9 );
#line 61 "cxx.cpp"
  bump(1);
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_9, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_9, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_9 ); }
  POMP2_Parallel_join( &opari2_region_9, pomp2_old_task ); }
#line 62 "cxx.cpp"
#line 62 "cxx.cpp"
  #pragma omp master
{   POMP2_Master_begin( &opari2_region_10, opari2_ctc_10  );
#line 63 "cxx.cpp"
  count += [](int a) { return 2 * a; }(2);
  POMP2_Master_end( &opari2_region_10 ); }
#line 64 "cxx.cpp"
  std::printf("%d %d %d %zu %zu\n", acc.sum(), acc.max(), count, std::string(raw).size(), std::string(raw2).size());
  return 0;
}
