#include <stddef.h>
#include <asm-generic/signal.h>
_Static_assert(sizeof(struct sigaltstack) == 24, "struct sigaltstack");
_Static_assert(offsetof(struct sigaltstack, ss_flags) == 8, "struct sigaltstack.ss_flags");
_Static_assert(offsetof(struct sigaltstack, ss_size) == 16, "struct sigaltstack.ss_size");
_Static_assert(offsetof(struct sigaltstack, ss_sp) == 0, "struct sigaltstack.ss_sp");
