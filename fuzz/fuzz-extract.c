// SPDX-License-Identifier: GPL-2.0
/*
 * Every extractor on one file of any content, under each kind of path
 * that some extractor reads (a uapi header, a driver, a syscall table),
 * then the finish steps that resolve names across files, the diff of the
 * result against an empty inventory and every output format.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/diff.h"
#include "extract/extract.h"
#include "output/output.h"
#include "core/strbuf.h"
#include "core/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const paths[] = {
	"include/uapi/linux/fuzz.h",
	"arch/x86/include/uapi/asm/fuzz.h",
	"drivers/fuzz/fuzz.c",
	"arch/x86/entry/syscalls/syscall_64.tbl",
	"include/uapi/asm-generic/unistd.h",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct inventory inv, empty;
	void *states[64] = { 0 };
	struct token_vec toks = { 0 };
	struct output_opts oo = { 0 };
	struct diff d;
	FILE *null = fopen("/dev/null", "w");
	size_t k, p;

	inventory_init(&inv);
	inventory_init(&empty);
	inv.source = empty.source = "fuzz";
	for (k = 0; k < nr_extractors; k++)
		if (extractors[k]->state_new)
			states[k] = extractors[k]->state_new();
	for (p = 0; p < ARRAY_SIZE(paths); p++) {
		for (k = 0; k < nr_extractors; k++) {
			struct extract_ctx ctx = { 0 };
			char *buf;

			if (extractors[k]->want_path(paths[p]) == WANT_NO)
				continue;
			buf = xmalloc(size + 1);
			memcpy(buf, data, size);
			buf[size] = '\0';
			ctx.path = paths[p];
			ctx.buf = buf;
			ctx.len = size;
			ctx.inv = &inv;
			ctx.state = states[k];
			ctx.toks = &toks;
			extractors[k]->extract(&ctx);
			free(buf);
		}
	}
	for (k = 0; k < nr_extractors; k++) {
		extractor_finish(extractors[k], &inv, &states[k], 1);
		if (extractors[k]->state_free)
			extractors[k]->state_free(states[k]);
	}
	inventory_finish(&inv);
	inventory_finish(&empty);
	diff_inventories(&d, &empty, &inv, &extract_diff_rules);
	if (null) {
		output_text.diff(null, &d, &oo);
		output_json.diff(null, &d, &oo);
		output_markdown.diff(null, &d, &oo);
		output_json.scan(null, &inv, &oo);
		fclose(null);
	}
	diff_release(&d);
	token_vec_release(&toks);
	inventory_release(&inv);
	inventory_release(&empty);
	return 0;
}
