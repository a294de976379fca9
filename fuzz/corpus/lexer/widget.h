/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * A made-up uapi header with one example of each rule of docs/compat.md.
 * The new tree's copy changes each as its comment says.
 */
#ifndef _UAPI_LINUX_WIDGET_H
#define _UAPI_LINUX_WIDGET_H

#include <linux/types.h>
#include <linux/const.h>

#define WIDGET_MAGIC		'W'
/* Value changed: breaking. */
#define WIDGET_NAME_LEN		16
/* Written differently, same value: compatible. */
#define WIDGET_F_FAST		(1U << 0)
#define WIDGET_F_SAFE		_BITUL(1)
/* A mask of all valid flags grows: compatible. */
#define WIDGET_F_MASK		(WIDGET_F_FAST | WIDGET_F_SAFE)
/* A version number is bumped: compatible. */
#define WIDGET_API_VERSION	3
/* Removed: a removed item. */
#define WIDGET_OLD_LIMIT	64
/* Becomes an enumerator, same value: compatible. */
#define WIDGET_MODE_RAW		7

/* New enumerator before the sentinel: added, sentinel compatible. */
enum widget_state {
	WIDGET_STATE_OFF,
	WIDGET_STATE_ON,
	__WIDGET_STATE_MAX,
};
#define WIDGET_STATE_MAX (__WIDGET_STATE_MAX - 1)

/* Members appended, passed with its size (WIDGET_ARGS_SIZE_VER0): compatible. */
struct widget_args {
	__aligned_u64 flags;
	__aligned_u64 cookie;
};
#define WIDGET_ARGS_SIZE_VER0 16

/* Members appended, nothing says user space passes its size: unknown. */
struct widget_info {
	__u32 id;
	__u32 state;
};

/* Reserved member put to use: compatible. */
struct widget_config {
	__u32 mode;
	__u32 reserved[3];
};

/* Flexible array written in another form: compatible. */
struct widget_blob {
	__u32 len;
	__u8 data[0];
};

/* Member removed: breaking. */
struct widget_pair {
	__u32 a;
	__u32 b;
};

/* Members reordered: breaking. */
struct widget_point {
	__s32 x;
	__s32 y;
};

/* Member type changed: breaking. */
struct widget_range {
	__u32 start;
	__u32 end;
};

/* Size of a fixed-size struct changed (alignment): breaking. */
struct widget_stamp {
	__u64 ns;
};

/* Unchanged. */
struct widget_bits {
	__u32 on:1,
	      level:3,
	      :4,
	      tag:8;
	__u8 pad;
	union {
		__u16 raw;
		struct {
			__u8 lo, hi;
		} part;
	};
};

typedef __u32 widget_id_t;

#define WIDGET_IOC_GET		_IOR(WIDGET_MAGIC, 1, struct widget_info)
#define WIDGET_IOC_SET		_IOW(WIDGET_MAGIC, 2, struct widget_args)
/* Number changed: breaking. */
#define WIDGET_IOC_RESET	_IO(WIDGET_MAGIC, 3)
/* Becomes an enumerator: not removed. */
#define WIDGET_IOC_PING		_IO(WIDGET_MAGIC, 4)
/* Moves to another header: not removed. */
#define WIDGET_IOC_STAT		_IOR(WIDGET_MAGIC, 5, struct widget_bits)

#ifdef __KERNEL__
#define WIDGET_KERNEL_ONLY	1
#endif

#endif /* _UAPI_LINUX_WIDGET_H */
