#include <stddef.h>
#include <asm-generic/siginfo.h>
_Static_assert(sizeof(struct sigevent) == 64, "struct sigevent");
_Static_assert(offsetof(struct sigevent, _sigev_un._sigev_thread) == 16, "struct sigevent._sigev_un._sigev_thread");
_Static_assert(offsetof(struct sigevent, sigev_signo) == 8, "struct sigevent.sigev_signo");
_Static_assert(offsetof(struct sigevent, sigev_value) == 0, "struct sigevent.sigev_value");
_Static_assert(offsetof(struct sigevent, sigev_notify) == 12, "struct sigevent.sigev_notify");
_Static_assert(offsetof(struct sigevent, _sigev_un._tid) == 16, "struct sigevent._sigev_un._tid");
_Static_assert(offsetof(struct sigevent, _sigev_un) == 16, "struct sigevent._sigev_un");
_Static_assert(offsetof(struct sigevent, _sigev_un._sigev_thread._attribute) == 24, "struct sigevent._sigev_un._sigev_thread._attribute");
_Static_assert(offsetof(struct sigevent, _sigev_un._pad) == 16, "struct sigevent._sigev_un._pad");
_Static_assert(offsetof(struct sigevent, _sigev_un._sigev_thread._function) == 16, "struct sigevent._sigev_un._sigev_thread._function");
_Static_assert(sizeof(struct siginfo) == 128, "struct siginfo");
_Static_assert(offsetof(struct siginfo, _si_pad) == 0, "struct siginfo._si_pad");
_Static_assert(sizeof(union sigval) == 8, "union sigval");
_Static_assert(offsetof(union sigval, sival_int) == 0, "union sigval.sival_int");
_Static_assert(offsetof(union sigval, sival_ptr) == 0, "union sigval.sival_ptr");
