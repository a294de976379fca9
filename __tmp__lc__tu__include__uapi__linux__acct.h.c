#include <stddef.h>
#include <linux/acct.h>
_Static_assert(sizeof(struct acct_v3) == 64, "struct acct_v3");
_Static_assert(offsetof(struct acct_v3, ac_utime) == 32, "struct acct_v3.ac_utime");
_Static_assert(offsetof(struct acct_v3, ac_flag) == 0, "struct acct_v3.ac_flag");
_Static_assert(offsetof(struct acct_v3, ac_minflt) == 42, "struct acct_v3.ac_minflt");
_Static_assert(offsetof(struct acct_v3, ac_rw) == 40, "struct acct_v3.ac_rw");
_Static_assert(offsetof(struct acct_v3, ac_exitcode) == 4, "struct acct_v3.ac_exitcode");
_Static_assert(offsetof(struct acct_v3, ac_majflt) == 44, "struct acct_v3.ac_majflt");
_Static_assert(offsetof(struct acct_v3, ac_gid) == 12, "struct acct_v3.ac_gid");
_Static_assert(offsetof(struct acct_v3, ac_comm) == 48, "struct acct_v3.ac_comm");
_Static_assert(offsetof(struct acct_v3, ac_mem) == 36, "struct acct_v3.ac_mem");
_Static_assert(offsetof(struct acct_v3, ac_version) == 1, "struct acct_v3.ac_version");
_Static_assert(offsetof(struct acct_v3, ac_ppid) == 20, "struct acct_v3.ac_ppid");
_Static_assert(offsetof(struct acct_v3, ac_uid) == 8, "struct acct_v3.ac_uid");
_Static_assert(offsetof(struct acct_v3, ac_tty) == 2, "struct acct_v3.ac_tty");
_Static_assert(offsetof(struct acct_v3, ac_btime) == 24, "struct acct_v3.ac_btime");
_Static_assert(offsetof(struct acct_v3, ac_pid) == 16, "struct acct_v3.ac_pid");
_Static_assert(offsetof(struct acct_v3, ac_etime) == 28, "struct acct_v3.ac_etime");
_Static_assert(offsetof(struct acct_v3, ac_swaps) == 46, "struct acct_v3.ac_swaps");
_Static_assert(offsetof(struct acct_v3, ac_io) == 38, "struct acct_v3.ac_io");
_Static_assert(offsetof(struct acct_v3, ac_stime) == 34, "struct acct_v3.ac_stime");
