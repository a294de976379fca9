#include <stddef.h>
#include <linux/signalfd.h>
_Static_assert(sizeof(struct signalfd_siginfo) == 128, "struct signalfd_siginfo");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_status) == 40, "struct signalfd_siginfo.ssi_status");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_band) == 28, "struct signalfd_siginfo.ssi_band");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_errno) == 4, "struct signalfd_siginfo.ssi_errno");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_int) == 44, "struct signalfd_siginfo.ssi_int");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_ptr) == 48, "struct signalfd_siginfo.ssi_ptr");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_tid) == 24, "struct signalfd_siginfo.ssi_tid");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_trapno) == 36, "struct signalfd_siginfo.ssi_trapno");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_signo) == 0, "struct signalfd_siginfo.ssi_signo");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_call_addr) == 88, "struct signalfd_siginfo.ssi_call_addr");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_code) == 8, "struct signalfd_siginfo.ssi_code");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_addr) == 72, "struct signalfd_siginfo.ssi_addr");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_arch) == 96, "struct signalfd_siginfo.ssi_arch");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_fd) == 20, "struct signalfd_siginfo.ssi_fd");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_addr_lsb) == 80, "struct signalfd_siginfo.ssi_addr_lsb");
_Static_assert(offsetof(struct signalfd_siginfo, __pad2) == 82, "struct signalfd_siginfo.__pad2");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_utime) == 56, "struct signalfd_siginfo.ssi_utime");
_Static_assert(offsetof(struct signalfd_siginfo, __pad) == 100, "struct signalfd_siginfo.__pad");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_syscall) == 84, "struct signalfd_siginfo.ssi_syscall");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_stime) == 64, "struct signalfd_siginfo.ssi_stime");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_pid) == 12, "struct signalfd_siginfo.ssi_pid");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_overrun) == 32, "struct signalfd_siginfo.ssi_overrun");
_Static_assert(offsetof(struct signalfd_siginfo, ssi_uid) == 16, "struct signalfd_siginfo.ssi_uid");
