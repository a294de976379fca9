// SPDX-License-Identifier: GPL-2.0
/*
 * A main() for the fuzz targets without libFuzzer: runs the target on
 * each file named, so that `make check` replays the seeds and every input
 * that once crashed (fuzz/regress/) with gcc, ASan or valgrind.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/strbuf.h"
#include "core/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		struct strbuf sb = STRBUF_INIT;
		char buf[4096];
		size_t n;
		FILE *f = fopen(argv[i], "rb");

		if (!f) {
			perror(argv[i]);
			return 2;
		}
		while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
			strbuf_add(&sb, buf, n);
		fclose(f);
		LLVMFuzzerTestOneInput((const uint8_t *)sb.buf, sb.len);
		strbuf_release(&sb);
	}
	return 0;
}
