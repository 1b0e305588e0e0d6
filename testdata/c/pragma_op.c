/* _Pragma operators and the statements after them. */
int p(int n)
{
  int s = 0, i;
  _Pragma("omp parallel for reduction(+:s)")
  for (i = 0; i < n; i++)
    s += i;
  _Pragma("omp parallel")
  {
    _Pragma("omp critical")
    s++;
  }
  return s;
}
