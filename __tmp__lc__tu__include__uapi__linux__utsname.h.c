#include <stddef.h>
#include <linux/utsname.h>
_Static_assert(sizeof(struct new_utsname) == 390, "struct new_utsname");
_Static_assert(offsetof(struct new_utsname, nodename) == 65, "struct new_utsname.nodename");
_Static_assert(offsetof(struct new_utsname, version) == 195, "struct new_utsname.version");
_Static_assert(offsetof(struct new_utsname, domainname) == 325, "struct new_utsname.domainname");
_Static_assert(offsetof(struct new_utsname, machine) == 260, "struct new_utsname.machine");
_Static_assert(offsetof(struct new_utsname, sysname) == 0, "struct new_utsname.sysname");
_Static_assert(offsetof(struct new_utsname, release) == 130, "struct new_utsname.release");
_Static_assert(sizeof(struct old_utsname) == 325, "struct old_utsname");
_Static_assert(offsetof(struct old_utsname, nodename) == 65, "struct old_utsname.nodename");
_Static_assert(offsetof(struct old_utsname, version) == 195, "struct old_utsname.version");
_Static_assert(offsetof(struct old_utsname, machine) == 260, "struct old_utsname.machine");
_Static_assert(offsetof(struct old_utsname, sysname) == 0, "struct old_utsname.sysname");
_Static_assert(offsetof(struct old_utsname, release) == 130, "struct old_utsname.release");
_Static_assert(sizeof(struct oldold_utsname) == 45, "struct oldold_utsname");
_Static_assert(offsetof(struct oldold_utsname, nodename) == 9, "struct oldold_utsname.nodename");
_Static_assert(offsetof(struct oldold_utsname, version) == 27, "struct oldold_utsname.version");
_Static_assert(offsetof(struct oldold_utsname, machine) == 36, "struct oldold_utsname.machine");
_Static_assert(offsetof(struct oldold_utsname, sysname) == 0, "struct oldold_utsname.sysname");
_Static_assert(offsetof(struct oldold_utsname, release) == 18, "struct oldold_utsname.release");
