/*
 * A job stopped by a signal keeps its measurement (docs/pomp2.md, "A
 * measurement survives the end of the job"). The handler only stops the
 * recording and writes the signal's number to a pipe, both
 * async-signal-safe; a goroutine of the Go side (signals.go) reads it,
 * drains what was recorded, writes the outputs marked as partial, and
 * then calls pomp2_reraise, which puts back the action the program had
 * (its own handler, or the default) and raises the signal again: the
 * program's handler runs, or the process ends as the signal would have
 * ended it, with the same exit status.
 *
 * Under ThreadSanitizer (a program built with -fsanitize=thread, as for
 * LLVM's Archer), sigaction is TSan's: it delivers a signal only when the
 * receiving thread next enters one of its interceptors, and a thread
 * stuck in libgomp (a lock or barrier wait: raw futex calls) never does,
 * so a hung job ignored SIGTERM. There the handler is installed with the
 * kernel's rt_sigaction, and writes with the raw system call: it runs at
 * once on any thread.
 */
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include "pomp2_core.h"

/* ThreadSanitizer's runtime, if the program has it */
extern void __tsan_init( void ) __attribute__( ( weak ) );

#if defined( __x86_64__ )
/* the return from a handler the kernel needs on x86-64 (what libc's
   sigaction supplies) */
__asm__( ".text\n.align 16\n.type opari2_restore_rt,@function\nopari2_restore_rt:\n\tmov $15, %rax\n\tsyscall\n" );
extern void opari2_restore_rt( void ) __attribute__( ( visibility( "hidden" ) ) );
#define KERNEL_SIGACTION 1
#define SA_RESTORER_FLAG 0x04000000
#elif defined( __aarch64__ )
#define KERNEL_SIGACTION 1
#define SA_RESTORER_FLAG 0
#endif

#ifdef KERNEL_SIGACTION
struct kernel_sigaction {
    void ( *handler )( int );
    unsigned long flags;
    void ( *restorer )( void );
    unsigned long mask;
};

/* the handler, past TSan's sigaction (0 when installed) */
static int install_raw( int sig, void ( *handler )( int ) )
{
    struct kernel_sigaction ksa;
    memset( &ksa, 0, sizeof( ksa ) );
    ksa.handler = handler;
    ksa.flags   = SA_RESTART | SA_RESTORER_FLAG;
#if defined( __x86_64__ )
    ksa.restorer = opari2_restore_rt;
#endif
    return ( int )syscall( SYS_rt_sigaction, sig, &ksa, NULL, sizeof( ksa.mask ) );
}
#endif

/* under TSan: the raw system calls (see above) */
static int raw_signals;

static const int        stop_signals[] = { SIGTERM, SIGINT, SIGXCPU, SIGUSR1, SIGUSR2 };
#define NSTOP           ( int )( sizeof( stop_signals ) / sizeof( stop_signals[ 0 ] ) )
static struct sigaction saved[ NSTOP ]; /* the program's actions */
static int              pipe_fds[ 2 ] = { -1, -1 };
static atomic_int       caught;         /* the first signal, 0 before */
static uint64_t         caught_ticks;

static int slot_of( int sig )
{
    for ( int i = 0; i < NSTOP; i++ )
    {
        if ( stop_signals[ i ] == sig )
        {
            return i;
        }
    }
    return -1;
}

static void on_stop_signal( int sig )
{
    int first = 0;
    if ( !atomic_compare_exchange_strong( &caught, &first, sig ) )
    {
        /* a second signal while the outputs are written: give up on
           them and do what the program would have done */
        int i = slot_of( sig );
        if ( i >= 0 )
        {
            sigaction( sig, &saved[ i ], NULL );
        }
        raise( sig );
        return;
    }
    caught_ticks = pomp2_ticks();
    pomp2_stop_recording();
    int           saved_errno = errno;
    unsigned char b           = ( unsigned char )sig;
    if ( ( raw_signals ? syscall( SYS_write, pipe_fds[ 1 ], &b, 1 ) : write( pipe_fds[ 1 ], &b, 1 ) ) < 0 )
    {
        /* nothing to do in a handler; the outputs are lost */
    }
    errno = saved_errno;
}

int pomp2_catch_signals( void )
{
    if ( pipe( pipe_fds ) != 0 )
    {
        return -1;
    }
    fcntl( pipe_fds[ 0 ], F_SETFD, FD_CLOEXEC );
    fcntl( pipe_fds[ 1 ], F_SETFD, FD_CLOEXEC );
    for ( int i = 0; i < NSTOP; i++ )
    {
        struct sigaction sa;
        memset( &sa, 0, sizeof( sa ) );
        sa.sa_handler = on_stop_signal;
        sigemptyset( &sa.sa_mask );
        sa.sa_flags = SA_RESTART;
        if ( sigaction( stop_signals[ i ], NULL, &saved[ i ] ) != 0 )
        {
            continue;
        }
        if ( saved[ i ].sa_handler == SIG_IGN )
        {
            continue; /* ignored by the program (nohup): stays ignored */
        }
#ifdef KERNEL_SIGACTION
        if ( __tsan_init && install_raw( stop_signals[ i ], on_stop_signal ) == 0 )
        {
            raw_signals = 1;
            continue;
        }
#endif
        sigaction( stop_signals[ i ], &sa, NULL );
    }
    return pipe_fds[ 0 ];
}

uint64_t pomp2_signal_ticks( void ) { return caught_ticks; }

void pomp2_reraise( int sig )
{
    int i = slot_of( sig );
    if ( i < 0 )
    {
        return;
    }
    sigaction( sig, &saved[ i ], NULL );
    sigset_t set;
    sigemptyset( &set );
    sigaddset( &set, sig );
    pthread_sigmask( SIG_UNBLOCK, &set, NULL );
    kill( getpid(), sig );
}
