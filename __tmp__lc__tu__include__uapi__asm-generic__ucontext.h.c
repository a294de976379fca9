#include <stddef.h>
#include <asm-generic/ucontext.h>
_Static_assert(sizeof(struct ucontext) == 304, "struct ucontext");
_Static_assert(offsetof(struct ucontext, uc_sigmask) == 296, "struct ucontext.uc_sigmask");
_Static_assert(offsetof(struct ucontext, uc_mcontext) == 40, "struct ucontext.uc_mcontext");
_Static_assert(offsetof(struct ucontext, uc_link) == 8, "struct ucontext.uc_link");
_Static_assert(offsetof(struct ucontext, uc_stack) == 16, "struct ucontext.uc_stack");
_Static_assert(offsetof(struct ucontext, uc_flags) == 0, "struct ucontext.uc_flags");
