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

#endif
