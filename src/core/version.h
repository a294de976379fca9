/* SPDX-License-Identifier: GPL-2.0 */
#ifndef ABIWATCH_VERSION_H
#define ABIWATCH_VERSION_H

#define ABIWATCH_VERSION "0.1.0"

#endif
