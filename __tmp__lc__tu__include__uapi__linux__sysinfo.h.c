#include <stddef.h>
#include <linux/sysinfo.h>
_Static_assert(sizeof(struct sysinfo) == 112, "struct sysinfo");
_Static_assert(offsetof(struct sysinfo, totalhigh) == 88, "struct sysinfo.totalhigh");
_Static_assert(offsetof(struct sysinfo, totalswap) == 64, "struct sysinfo.totalswap");
_Static_assert(offsetof(struct sysinfo, mem_unit) == 104, "struct sysinfo.mem_unit");
_Static_assert(offsetof(struct sysinfo, freeram) == 40, "struct sysinfo.freeram");
_Static_assert(offsetof(struct sysinfo, freeswap) == 72, "struct sysinfo.freeswap");
_Static_assert(offsetof(struct sysinfo, procs) == 80, "struct sysinfo.procs");
_Static_assert(offsetof(struct sysinfo, freehigh) == 96, "struct sysinfo.freehigh");
_Static_assert(offsetof(struct sysinfo, _f) == 108, "struct sysinfo._f");
_Static_assert(offsetof(struct sysinfo, uptime) == 0, "struct sysinfo.uptime");
_Static_assert(offsetof(struct sysinfo, totalram) == 32, "struct sysinfo.totalram");
_Static_assert(offsetof(struct sysinfo, bufferram) == 56, "struct sysinfo.bufferram");
_Static_assert(offsetof(struct sysinfo, pad) == 82, "struct sysinfo.pad");
_Static_assert(offsetof(struct sysinfo, sharedram) == 48, "struct sysinfo.sharedram");
_Static_assert(offsetof(struct sysinfo, loads) == 8, "struct sysinfo.loads");
