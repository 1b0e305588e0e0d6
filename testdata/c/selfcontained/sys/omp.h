/* a stand-in for the system's omp.h */
typedef struct { unsigned char opaque[4]; } omp_lock_t;
typedef struct { unsigned char opaque[16]; } omp_nest_lock_t;
void omp_init_lock(omp_lock_t *lock);
void omp_set_lock(omp_lock_t *lock);
void omp_unset_lock(omp_lock_t *lock);
int omp_get_max_threads(void);
