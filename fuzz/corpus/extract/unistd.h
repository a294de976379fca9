/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#include <asm/bitsperlong.h>

#ifndef __SYSCALL
#define __SYSCALL(x, y)
#endif

#define __NR3264_fcntl 25
__SC_COMP_3264(__NR3264_fcntl, sys_fcntl64, sys_fcntl, compat_sys_fcntl64)
#define __NR_read 63
__SYSCALL(__NR_read, sys_read)
#define __NR_write 64
__SYSCALL(__NR_write, sys_write)

#define __NR_arch_specific_syscall 244

#undef __NR_syscalls
#define __NR_syscalls 451

#if __BITS_PER_LONG == 64
#define __NR_fcntl __NR3264_fcntl
#else
#define __NR_fcntl64 __NR3264_fcntl
#endif
