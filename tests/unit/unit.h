/* SPDX-License-Identifier: GPL-2.0 */
/* Common includes for the cmocka unit tests. */
#ifndef ABIWATCH_UNIT_H
#define ABIWATCH_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <stdlib.h>

#include "core/strbuf.h"

/*
 * Run the shell command @fmt, with @arg for its one "%s", in @dir, its
 * output dropped: the test fails unless it succeeds.
 */
static inline void unit_sh(const char *dir, const char *fmt, const char *arg)
{
	struct strbuf cmd = STRBUF_INIT;

	strbuf_addf(&cmd, "cd %s && (", dir);
	strbuf_addf(&cmd, fmt, arg);
	strbuf_addstr(&cmd, ") >/dev/null 2>&1");
	assert_int_equal(system(cmd.buf), 0);
	strbuf_release(&cmd);
}

#endif
