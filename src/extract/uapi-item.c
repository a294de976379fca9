// SPDX-License-Identifier: GPL-2.0
/*
 * The attributes of the uapi kinds' items, named after the architecture
 * that defines them (extract/uapi-item.h): written by the uapi and ioctl
 * extractors, read by their verdicts.
 */
#include <stdarg.h>
#include <string.h>

#include "extract/uapi-item.h"
#include "core/util.h"

/* An architecture's definitions are attributes "ARCH:key" of the item. */
static void uapi_key(struct strbuf *sb, const struct uapi_file *f,
		     const char *key)
{
	strbuf_reset(sb);
	if (f->group)
		strbuf_addf(sb, "%s:", f->group);
	else if (f->is_uapi && f->scope[0])
		strbuf_addf(sb, "%s:", f->scope);
	strbuf_addstr(sb, key);
}

void uapi_attr(struct inventory *inv, const struct uapi_file *f,
	       const char *key, const char *val, size_t len)
{
	struct strbuf sb = STRBUF_INIT;

	uapi_key(&sb, f, key);
	inventory_fact_attr(inv, sb.buf, val, len);
	strbuf_release(&sb);
}

void uapi_attrf(struct inventory *inv, const struct uapi_file *f,
		const char *key, const char *fmt, ...)
{
	struct strbuf val = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&val, fmt, ap);
	va_end(ap);
	uapi_attr(inv, f, key, val.buf, val.len);
	strbuf_release(&val);
}

void uapi_format_int(struct strbuf *sb, uint64_t v)
{
	if ((int64_t)v < 0)
		strbuf_addf(sb, "%lld", (long long)(int64_t)v);
	else
		strbuf_addf(sb, "%llu", (unsigned long long)v);
}

int uapi_in_group(const char *key, const char *prefix)
{
	if (attr_is_annotation(key))
		return 0;
	return *prefix ? starts_with(key, prefix) : !strchr(key, ':');
}

const char *uapi_group_attr(const struct item *it, const char *prefix,
			    const char *key)
{
	struct strbuf sb = STRBUF_INIT;
	const char *v;

	strbuf_addf(&sb, "%s%s", prefix, key);
	v = item_attr(it, sb.buf);
	strbuf_release(&sb);
	return v;
}
