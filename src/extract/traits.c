// SPDX-License-Identifier: GPL-2.0
/*
 * Traits of the kinds' items for reports: see traits.h.  The keys are
 * those docs/kinds.md documents.
 */
#include <string.h>

#include "extract/traits.h"

/*
 * syscall: "nr.TABLE", "nr.TABLE.ABI", "sig.ARCH", "compat-sig.ARCH".
 * A table is the architecture's directory, or ARCH_SUFFIX for the
 * syscall_SUFFIX.tbl tables (x86_64, mips_n32, arm64_32); "generic" is
 * the tables shared by architectures without one of their own.
 */
static size_t syscall_arch(const char **arch, const char *key)
{
	static const char *const prefixes[] = { "nr.", "sig.", "compat-sig." };
	size_t i, n, len;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		n = strlen(prefixes[i]);
		if (strncmp(key, prefixes[i], n))
			continue;
		len = strcspn(key + n, "._");
		if (!len || (len == 7 && !strncmp(key + n, "generic", 7)))
			return 0;
		*arch = key + n;
		return len;
	}
	return 0;
}

/*
 * The uapi kinds and ioctl: what an architecture's own uapi headers
 * define is keyed "ARCH:key" (docs/kinds.md, "Naming"), and what only
 * x86's other ABIs see "x86_32:key", "x86_x32:key": x86's too.
 */
static size_t colon_arch(const char **arch, const char *key)
{
	size_t len = 0;

	/* strspn() with a set costs a table per call: a report asks 10^6. */
	while ((key[len] >= 'a' && key[len] <= 'z') ||
	       (key[len] >= '0' && key[len] <= '9') || key[len] == '_')
		len++;
	if (!len || key[len] != ':')
		return 0;
	*arch = key;
	return strcspn(key, "_:");
}

static const struct {
	const char *kind;
	size_t (*arch)(const char **arch, const char *key);
} arch_keys[] = {
	{ "syscall", syscall_arch },
	{ "uapi-macro", colon_arch },
	{ "uapi-type", colon_arch },
	{ "uapi-enum", colon_arch },
	{ "ioctl", colon_arch },
};

size_t traits_attr_arch(const char **arch, const char *kind, const char *key)
{
	size_t i;

	for (i = 0; i < sizeof(arch_keys) / sizeof(arch_keys[0]); i++)
		if (!strcmp(kind, arch_keys[i].kind))
			return key ? arch_keys[i].arch(arch, key) : 1;
	return 0;
}

/*
 * What the kernel does not promise to keep: debugfs (its items say
 * "stability: unstable"; Documentation/filesystems/debugfs.rst: "no
 * stable ABI"), tracepoints (Documentation/trace: events change with the
 * code they trace), and kfuncs (Documentation/bpf/kfuncs.rst: "kfuncs do
 * not have any ABI stability guarantees"), unlike BPF helpers.
 */
static const struct {
	const char *kind;
	const char *prefix;	/* of the name, or NULL for all */
	const char *why;
} unstable[] = {
	{ "tracepoint", NULL, "tracepoints" },
	{ "bpf", "kfunc:", "kfuncs" },
};

const char *traits_unstable(const struct item *it)
{
	const char *s = item_attr(it, "stability");
	size_t i;

	if (s && !strcmp(s, "unstable"))
		return it->kind;
	for (i = 0; i < sizeof(unstable) / sizeof(unstable[0]); i++)
		if (!strcmp(it->kind, unstable[i].kind) &&
		    (!unstable[i].prefix ||
		     !strncmp(it->name, unstable[i].prefix,
			      strlen(unstable[i].prefix))))
			return unstable[i].why;
	return NULL;
}
