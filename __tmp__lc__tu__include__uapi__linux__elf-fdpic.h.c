#include <stddef.h>
#include <linux/elf-fdpic.h>
_Static_assert(sizeof(struct elf32_fdpic_loadmap) == 4, "struct elf32_fdpic_loadmap");
_Static_assert(offsetof(struct elf32_fdpic_loadmap, segs) == 4, "struct elf32_fdpic_loadmap.segs");
_Static_assert(offsetof(struct elf32_fdpic_loadmap, version) == 0, "struct elf32_fdpic_loadmap.version");
_Static_assert(offsetof(struct elf32_fdpic_loadmap, nsegs) == 2, "struct elf32_fdpic_loadmap.nsegs");
_Static_assert(sizeof(struct elf32_fdpic_loadseg) == 12, "struct elf32_fdpic_loadseg");
_Static_assert(offsetof(struct elf32_fdpic_loadseg, p_memsz) == 8, "struct elf32_fdpic_loadseg.p_memsz");
_Static_assert(offsetof(struct elf32_fdpic_loadseg, p_vaddr) == 4, "struct elf32_fdpic_loadseg.p_vaddr");
_Static_assert(offsetof(struct elf32_fdpic_loadseg, addr) == 0, "struct elf32_fdpic_loadseg.addr");
_Static_assert(sizeof(struct elf64_fdpic_loadmap) == 8, "struct elf64_fdpic_loadmap");
_Static_assert(offsetof(struct elf64_fdpic_loadmap, segs) == 8, "struct elf64_fdpic_loadmap.segs");
_Static_assert(offsetof(struct elf64_fdpic_loadmap, version) == 0, "struct elf64_fdpic_loadmap.version");
_Static_assert(offsetof(struct elf64_fdpic_loadmap, nsegs) == 2, "struct elf64_fdpic_loadmap.nsegs");
_Static_assert(sizeof(struct elf64_fdpic_loadseg) == 24, "struct elf64_fdpic_loadseg");
_Static_assert(offsetof(struct elf64_fdpic_loadseg, p_memsz) == 16, "struct elf64_fdpic_loadseg.p_memsz");
_Static_assert(offsetof(struct elf64_fdpic_loadseg, p_vaddr) == 8, "struct elf64_fdpic_loadseg.p_vaddr");
_Static_assert(offsetof(struct elf64_fdpic_loadseg, addr) == 0, "struct elf64_fdpic_loadseg.addr");
