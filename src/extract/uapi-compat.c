// SPDX-License-Identifier: GPL-2.0
/*
 * The compatibility verdicts on the uapi kinds and on ioctls: the rules
 * of docs/compat.md, applied to the items that extract/uapi.c and
 * extract/ioctl.c made.  They read the items' attributes only
 * (extract/uapi-item.h), never the parsed headers.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "c/cdb.h"
#include "extract/uapi-compat.h"
#include "extract/uapi-item.h"
#include "core/util.h"

/* The size field of an ioctl command. */
#define IOC_SIZE_MASK 0x3fff0000u

static int ends_with_any(const char *name, size_t len,
			 const char *const *ends, size_t n)
{
	size_t i, el;

	for (i = 0; i < n; i++) {
		el = strlen(ends[i]);
		if (len > el && !memcmp(name + len - el, ends[i], el))
			return 1;
	}
	return 0;
}

/*
 * Counts and bounds that move as values are added: FOO_MAX, __FOO_MAX,
 * MAX_FOO, NUM_FOO, FOO_CNT, FOO_NBITS, __NR_syscalls and the like.
 */
static int is_sentinel_name(const char *name)
{
	static const char *const ends[] = {
		"_MAX", "_MAX_ID", "_MAX_BIT", "_MAX_SHIFT", "_CNT", "_COUNT",
		"_LAST", "_END", "_NUM", "_NBITS", "_NR",
	};
	static const char *const starts[] = {
		"MAX_", "__MAX_", "NUM_", "__NUM_", "NR_",
	};
	size_t len = strlen(name), i;

	if (!strcmp(name, "__NR_syscalls") || strstr(name, "_NUM_"))
		return 1;
	for (i = 0; i < ARRAY_SIZE(starts); i++)
		if (starts_with(name, starts[i]))
			return 1;
	if (ends_with_any(name, len, ends, ARRAY_SIZE(ends)))
		return 1;
	return len > 5 && starts_with(name, "__") &&
	       !memcmp(name + len - 3, "MAX", 3);
}

/* Masks of all valid flags, which grow as flags are added. */
static int is_mask_name(const char *name)
{
	static const char *const ends[] = {
		"_MASK", "_ALL", "_FLAGS", "_FEATURES", "_VALID_FLAGS",
		"_IOCTLS", "_IOCTLS_BASIC", "__MASK",
	};

	return ends_with_any(name, strlen(name), ends, ARRAY_SIZE(ends));
}

/* Version numbers, which are bumped by design. */
static int is_version_name(const char *name)
{
	static const char *const ends[] = { "_MINOR", "_PATCH", "_SUBVERSION" };

	return strstr(name, "VERSION") ||
	       ends_with_any(name, strlen(name), ends, ARRAY_SIZE(ends));
}

/* The groups of an item, as a list of prefixes ("" first), at most max. */
static size_t groups(const struct item *it, char (*v)[40], size_t max)
{
	size_t n = 0, k;
	uint32_t i;

	for (i = 0; i < it->nattrs; i++) {
		const char *colon = strchr(it->attrs[i].key, ':');
		size_t len = colon ? (size_t)(colon - it->attrs[i].key) + 1 : 0;

		/* "@subsystem" is no definition, generic or an arch's. */
		if (len >= sizeof(v[0]) || attr_is_annotation(it->attrs[i].key))
			continue;
		for (k = 0; k < n; k++)
			if (strlen(v[k]) == len &&
			    !memcmp(v[k], it->attrs[i].key, len))
				break;
		if (k < n || n == max)
			continue;
		memcpy(v[n], it->attrs[i].key, len);
		v[n++][len] = '\0';
	}
	return n;
}

static int has_group(char (*v)[40], size_t n, const char *prefix)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i], prefix))
			return 1;
	return 0;
}

static const char *group_name(const char *prefix)
{
	return *prefix ? prefix : "generic:";
}

/* "mips and s390": the architectures of groups v[0..n), generic left out. */
static void arch_names(struct strbuf *sb, char (*v)[40], size_t n)
{
	size_t i, k = 0, left = 0;

	for (i = 0; i < n; i++)
		left += !!*v[i];
	for (i = 0; i < n; i++) {
		if (!*v[i])
			continue;
		if (k++)
			strbuf_addstr(sb, k == left ? " and " : ", ");
		strbuf_add(sb, v[i], strlen(v[i]) - 1);
	}
}

/*
 * A definition that left the generic headers, which every architecture
 * installs, for some architectures' own: every other architecture lost
 * it.  Or the reverse: every other one gained it.  Returns 0 if the
 * generic definition is on both sides or on neither.
 */
static int generic_moved(struct strbuf *reason, enum compat *c,
			 char (*og)[40], size_t no, char (*ng)[40], size_t nn)
{
	int was = has_group(og, no, ""), is = has_group(ng, nn, "");

	if (was == is)
		return 0;
	if (was) {
		strbuf_addstr(reason, "left the generic headers: every architecture but ");
		arch_names(reason, ng, nn);
		strbuf_addstr(reason, " lost it");
		*c = COMPAT_BREAKING;
	} else {
		strbuf_addstr(reason, "now in the generic headers: every architecture but ");
		arch_names(reason, og, no);
		strbuf_addstr(reason, " gained it");
		*c = COMPAT_COMPATIBLE;
	}
	return 1;
}

/*
 * Judge a change group by group: the attributes without an architecture,
 * then those of each "ARCH:".  @judge sees one group of each side, whose
 * keys begin with @op and @np.
 */
static enum compat judge_groups(struct strbuf *reason, const struct item *old,
				const struct item *new,
				enum compat (*judge)(struct strbuf *reason,
						     const struct item *old,
						     const struct item *new,
						     const char *op,
						     const char *np))
{
	static const int rank[] = { 0, 0, 2, 1 };
	char og[64][40], ng[64][40];
	size_t no = groups(old, og, 64), nn = groups(new, ng, 64), i;
	struct strbuf why = STRBUF_INIT;
	enum compat worst = COMPAT_COMPATIBLE, c;

	/*
	 * One definition that moved between a generic and an arch header:
	 * the architectures that lost or gained it, then what changed.
	 */
	if (no == 1 && nn == 1 && strcmp(og[0], ng[0])) {
		c = judge(&why, old, new, og[0], ng[0]);
		if (generic_moved(reason, &worst, og, no, ng, nn)) {
			strbuf_addf(reason, "; %s", why.buf);
			if (rank[c] > rank[worst])
				worst = c;
		} else {
			strbuf_addf(reason, "moved from %s to %s headers; %s",
				    og[0], ng[0], why.buf);
			worst = c;
		}
		strbuf_release(&why);
		return worst;
	}
	/* The generic definition went or came, beside arch ones. */
	if (generic_moved(&why, &c, og, no, ng, nn)) {
		strbuf_addbuf(reason, &why);
		if (c == COMPAT_BREAKING) {
			strbuf_release(&why);
			return c;
		}
	}
	for (i = 0; i < no + nn; i++) {
		const char *g = i < no ? og[i] : ng[i - no];

		strbuf_reset(&why);
		if (i >= no && has_group(og, no, g))
			continue;
		if (!has_group(ng, nn, g)) {
			strbuf_addf(&why, "%s definition removed", group_name(g));
			c = COMPAT_BREAKING;
		} else if (!has_group(og, no, g)) {
			c = COMPAT_COMPATIBLE;
			if (!reason->len)
				strbuf_addf(&why, "%s definition added",
					    group_name(g));
		} else {
			if (*g)
				strbuf_addf(&why, "%s ", g);
			c = judge(&why, old, new, g, g);
		}
		if (rank[c] > rank[worst] || !reason->len) {
			if (rank[c] > rank[worst] || why.len) {
				strbuf_reset(reason);
				strbuf_add(reason, why.buf, why.len);
			}
			if (rank[c] > rank[worst])
				worst = c;
		}
	}
	strbuf_release(&why);
	return worst;
}

/* The last component of a member path: "member.u.reserved" -> "reserved". */
static const char *member_leaf(const char *key)
{
	const char *dot = strrchr(key, '.');

	return dot ? dot + 1 : key;
}

/*
 * Names that mark space kept for later: reserved, rsvd, resv, rsv, pad,
 * unused, spare; and __align and the like, with leading underscores.
 */
static int is_reserved_name(const char *key)
{
	static const char *const words[] = {
		"reserved", "resv", "rsvd", "rsv", "pad", "unused", "spare",
	};
	const char *s = member_leaf(key), *name = s;
	size_t i;

	while (*s == '_')
		s++;
	if (s != name && !strncasecmp(s, "align", 5))
		return 1;
	/* Any word of the name: f_spare, __reserved_1, pad0. */
	for (; *s; s += strcspn(s, "_"), s += strspn(s, "_"))
		for (i = 0; i < ARRAY_SIZE(words); i++)
			if (!strncasecmp(s, words[i], strlen(words[i])))
				return 1;
	return 0;
}

/*
 * Split "TYPE @OFF size N" into the type, OFF ("?" if unknown) and the
 * size (-1 if unknown).
 */
static void member_parts(struct strbuf *type, struct strbuf *off,
			 long long *size, const char *val)
{
	const char *at = strstr(val, " @"), *sz;

	strbuf_reset(type);
	strbuf_reset(off);
	strbuf_add(type, val, at ? (size_t)(at - val) : strlen(val));
	*size = -1;
	if (!at) {
		strbuf_addch(off, '?');
		return;
	}
	sz = strstr(at, " size ");
	strbuf_add(off, at + 2, sz ? (size_t)(sz - at - 2) : strlen(at + 2));
	if (sz)
		*size = strtoll(sz + 6, NULL, 10);
}

/*
 * A flexible array written in another form: E[0] or E[] for E[], or a
 * one-element array E[1] (or E[N]) that became E[].  Returns 1 for the
 * forms of a flexible array, 2 for an array that became flexible.
 */
static int flex_rewrite(const char *a, const char *b)
{
	const char *ab = strchr(a, '['), *bb = strchr(b, '[');

	if (!ab || !bb || ab - a != bb - b || memcmp(a, b, (size_t)(ab - a)) ||
	    strcmp(bb, "[]") || strchr(ab + 1, '['))
		return 0;
	return !strcmp(ab, "[0]") || !strcmp(ab, "[]") ? 1 : 2;
}

static long long group_ll(const struct item *it, const char *prefix,
			  const char *key)
{
	const char *v = uapi_group_attr(it, prefix, key);

	if (!v || !isdigit((unsigned char)*v))
		return -1;
	return strtoll(v, NULL, 10);
}

/*
 * Where no layout was computed: the sizes of two fixed-size types, with
 * the same array bounds (uint64_t[32] and __u64[32]).
 */
static void same_fixed_type(long long *os, long long *ns, const char *a,
			    const char *b)
{
	const char *ab = strchr(a, '['), *bb = strchr(b, '[');
	size_t al = ab ? (size_t)(ab - a) : strlen(a);
	size_t bl = bb ? (size_t)(bb - b) : strlen(b);
	char *x, *y;

	if ((ab || bb) && (!ab || !bb || strcmp(ab, bb)))
		return;
	x = xstrndup(a, al);
	y = xstrndup(b, bl);
	*os = cdb_fixed_size(x);
	*ns = cdb_fixed_size(y);
	free(x);
	free(y);
}

/* What judge_type() found member by member. */
struct type_scan {
	int reserved_used;	/* a reserved member changed or went */
	int retyped;		/* same size and offset, type written anew */
	int flex;		/* 1: flexible array forms, 2: array became one */
	int added, appended;	/* new members; all at or past the old end */
	const char *retyped_key;
};

/*
 * The old side's members, each against the member of that name on the
 * new side.  Returns 1 with a breaking reason, 0 if nothing breaks.
 */
static int scan_old_members(struct strbuf *reason, struct type_scan *ts,
			    const struct item *old, const struct item *new,
			    const char *op, const char *np)
{
	struct strbuf ta = STRBUF_INIT, tb = STRBUF_INIT;
	struct strbuf oo = STRBUF_INIT, no = STRBUF_INIT, key = STRBUF_INIT;
	size_t opl = strlen(op);
	long long os, ns;
	int ret = 1, fx;
	uint32_t i;

	for (i = 0; i < old->nattrs; i++) {
		const struct attr *a = &old->attrs[i];
		const char *m = a->key + opl, *nv;

		if (!uapi_in_group(a->key, op) || !starts_with(m, "member."))
			continue;
		strbuf_reset(&key);
		strbuf_addf(&key, "%s%s", np, m);
		nv = item_attr(new, key.buf);
		if (nv && !strcmp(a->val, nv))
			continue;
		if (is_reserved_name(m)) {
			ts->reserved_used = 1;
			continue;
		}
		if (!nv) {
			strbuf_addf(reason, "member %s removed or renamed", m + 7);
			goto out;
		}
		member_parts(&ta, &oo, &os, a->val);
		member_parts(&tb, &no, &ns, nv);
		fx = flex_rewrite(ta.buf, tb.buf);
		if (fx && !strcmp(oo.buf, no.buf)) {
			if (fx > ts->flex)
				ts->flex = fx;
			continue;
		}
		if (strcmp(ta.buf, tb.buf)) {
			if (os < 0 && ns < 0)
				same_fixed_type(&os, &ns, ta.buf, tb.buf);
			if (os < 0 || os != ns || strcmp(oo.buf, no.buf)) {
				strbuf_addf(reason, "type of member %s changed from %s to %s",
					    m + 7, ta.buf, tb.buf);
				goto out;
			}
			ts->retyped = 1;
			ts->retyped_key = m + 7;
			continue;
		}
		if (strcmp(oo.buf, no.buf) && strcmp(oo.buf, "?") &&
		    strcmp(no.buf, "?")) {
			strbuf_addf(reason, "member %s moved from @%s to @%s",
				    m + 7, oo.buf, no.buf);
			goto out;
		}
	}
	ret = 0;
out:
	strbuf_release(&ta);
	strbuf_release(&tb);
	strbuf_release(&oo);
	strbuf_release(&no);
	strbuf_release(&key);
	return ret;
}

/* The new side's members that the old side hasn't: added, or appended. */
static void scan_added_members(struct type_scan *ts, const struct item *old,
			       const struct item *new, const char *op,
			       const char *np, long long osize)
{
	size_t npl = strlen(np);
	uint32_t i;

	for (i = 0; i < new->nattrs; i++) {
		const struct attr *a = &new->attrs[i];
		const char *m = a->key + npl, *at;

		if (!uapi_in_group(a->key, np) || !starts_with(m, "member.") ||
		    uapi_group_attr(old, op, m))
			continue;
		if (!ts->added)
			ts->appended = 1;
		ts->added = 1;
		at = strstr(a->val, " @");
		/*
		 * Appended: past the old end, or in space a reserved member
		 * gave up, or anywhere in a union whose members all stay.
		 */
		if (!at || osize < 0 || !isdigit((unsigned char)at[2]) ||
		    (strtoll(at + 2, NULL, 10) < osize && !ts->reserved_used &&
		     !starts_with(new->name, "union ")))
			ts->appended = 0;
	}
}

/*
 * Compare the members of one group of each side.  Returns 1 with a
 * breaking reason, 0 if nothing breaks.
 */
static int scan_members(struct strbuf *reason, struct type_scan *ts,
			const struct item *old, const struct item *new,
			const char *op, const char *np, long long osize)
{
	if (scan_old_members(reason, ts, old, new, op, np))
		return 1;
	scan_added_members(ts, old, new, op, np, osize);
	return 0;
}

/*
 * The rules of docs/compat.md for structs, unions and typedefs, on one
 * group of attributes of each side.
 */
static enum compat judge_type(struct strbuf *reason, const struct item *old,
			      const struct item *new, const char *op,
			      const char *np)
{
	long long osize = group_ll(old, op, "size");
	long long nsize = group_ll(new, np, "size");
	const char *ext = uapi_group_attr(new, np, "extensible");
	const char *otype = uapi_group_attr(old, op, "type");
	const char *ntype = uapi_group_attr(new, np, "type");
	const char *oal = uapi_group_attr(old, op, "align");
	const char *nal = uapi_group_attr(new, np, "align");
	struct type_scan ts = { 0 };

	if (scan_members(reason, &ts, old, new, op, np, osize))
		return COMPAT_BREAKING;
	if (otype && ntype && strcmp(otype, ntype)) {
		if (osize >= 0 && osize == nsize) {
			strbuf_addf(reason, "typedef changed from %s to %s, size unchanged",
				    otype, ntype);
			return COMPAT_UNKNOWN;
		}
		strbuf_addf(reason, "typedef changed from %s to %s", otype,
			    ntype);
		return osize >= 0 && nsize >= 0 ? COMPAT_BREAKING :
						  COMPAT_UNKNOWN;
	}
	/* Not a member added: the struct's own alignment changed. */
	if (osize >= 0 && nsize >= 0 && oal && nal && strcmp(oal, nal) &&
	    !ts.added) {
		strbuf_addf(reason, "alignment changed from %s to %s", oal, nal);
		if (osize != nsize)
			strbuf_addf(reason, ", size from %lld to %lld", osize,
				    nsize);
		return COMPAT_BREAKING;
	}
	if (osize >= 0 && nsize >= 0 && osize != nsize) {
		if (ts.flex == 2 && !ts.added) {
			strbuf_addf(reason, "an array became a flexible array; size changed from %lld to %lld",
				    osize, nsize);
			return COMPAT_UNKNOWN;
		}
		/* Every old member kept its type and offset. */
		if (nsize > osize && ext) {
			strbuf_addf(reason, "grew from %lld to %lld, a struct passed with its size (%s)",
				    osize, nsize, ext);
			return COMPAT_COMPATIBLE;
		}
		if (nsize > osize) {
			strbuf_addf(reason, "grew from %lld to %lld%s: compatible only if user space passes it with its size",
				    osize, nsize,
				    ts.appended ? ", members appended" : "");
			return COMPAT_UNKNOWN;
		}
		strbuf_addf(reason, "size changed from %lld to %lld", osize,
			    nsize);
		return COMPAT_BREAKING;
	}
	if (osize >= 0 && nsize >= 0 && oal && nal && strcmp(oal, nal)) {
		strbuf_addf(reason, "alignment changed from %s to %s", oal, nal);
		return COMPAT_BREAKING;
	}
	if (osize < 0 || nsize < 0) {
		strbuf_addstr(reason, "the layout can't be computed");
		return COMPAT_UNKNOWN;
	}
	if (ts.reserved_used)
		strbuf_addstr(reason, "reserved member put to use, size unchanged");
	else if (ts.added)
		strbuf_addstr(reason, "members added, the others and the size unchanged");
	else if (ts.flex)
		strbuf_addstr(reason, "flexible array written in another form");
	else if (ts.retyped)
		strbuf_addf(reason, "member %s written with another type of the same size",
			    ts.retyped_key);
	else
		strbuf_addstr(reason, "layout unchanged");
	return COMPAT_COMPATIBLE;
}

/* A single integer: not "12 | 13", the values of several definitions. */
static int is_int(const char *v)
{
	if (!v)
		return 0;
	if (*v == '-')
		v++;
	if (!*v)
		return 0;
	for (; *v; v++)
		if (!isdigit((unsigned char)*v))
			return 0;
	return 1;
}

/*
 * A function-like macro: what a program writes is its name and its
 * arguments, so a new parameter list breaks the build; a new body may or
 * may not change what the program gets.
 */
static enum compat judge_function_macro(struct strbuf *reason,
					const char *pa, const char *pb,
					const char *va, const char *vb)
{
	if (!pa || !pb) {
		strbuf_addstr(reason, pa ? "no longer function-like" :
				      "now function-like");
		return COMPAT_BREAKING;
	}
	if (strcmp(pa, pb)) {
		strbuf_addf(reason, "parameters changed from %s to %s", pa, pb);
		return COMPAT_BREAKING;
	}
	if (!strcmp(va ? va : "", vb ? vb : "")) {
		strbuf_addstr(reason, "same definition");
		return COMPAT_COMPATIBLE;
	}
	strbuf_addstr(reason, "same parameters, body changed");
	return COMPAT_UNKNOWN;
}

/*
 * A #define that became an enumerator compiles the same, but user code
 * that tests it with #ifdef stops seeing it; the reverse starts to.
 */
static void ifdef_note(struct strbuf *reason, const char *name, int old_enum,
		       int new_enum)
{
	if (old_enum == new_enum)
		return;
	if (new_enum)
		strbuf_addf(reason, "; now an enumerator, #ifdef %s stops seeing it",
			    name);
	else
		strbuf_addf(reason, "; now a #define, #ifdef %s sees it", name);
}

/* An enumerator that #ifdef doesn't see: no "#define X X" beside it. */
static int hidden_enum(const struct item *it, const char *prefix)
{
	return !strcmp(it->kind, KIND_ENUM) &&
	       !uapi_group_attr(it, prefix, "ifdef");
}

/* Constants, uapi-macro and uapi-enum: one group of each side. */
static enum compat judge_const(struct strbuf *reason, const struct item *old,
			       const struct item *new, const char *op,
			       const char *np)
{
	const char *a = uapi_group_attr(old, op, "int");
	const char *b = uapi_group_attr(new, np, "int");
	const char *pa = uapi_group_attr(old, op, "params");
	const char *pb = uapi_group_attr(new, np, "params");

	if (pa || pb)
		return judge_function_macro(reason, pa, pb,
				uapi_group_attr(old, op, "value"),
				uapi_group_attr(new, np, "value"));

	if (is_int(a) && is_int(b) && strcmp(a, b)) {
		uint64_t x = strtoull(a, NULL, 0), y = strtoull(b, NULL, 0);

		if (*a == '-')
			x = (uint64_t)strtoll(a, NULL, 0);
		if (*b == '-')
			y = (uint64_t)strtoll(b, NULL, 0);
		if (is_sentinel_name(new->name)) {
			strbuf_addf(reason, "sentinel moved from %s to %s", a, b);
			return COMPAT_COMPATIBLE;
		}
		if (is_mask_name(new->name) && !(x & ~y)) {
			strbuf_addf(reason, "mask of flags grew from %s to %s",
				    a, b);
			return COMPAT_COMPATIBLE;
		}
		if (strstr(new->name, "RESERVED") && !(y & ~x)) {
			strbuf_addf(reason, "reserved bits put to use, %s to %s",
				    a, b);
			return COMPAT_COMPATIBLE;
		}
		if (is_version_name(new->name) && y > x) {
			strbuf_addf(reason, "version bumped from %s to %s", a, b);
			return COMPAT_COMPATIBLE;
		}
		strbuf_addf(reason, "value changed from %s to %s", a, b);
		return COMPAT_BREAKING;
	}
	if (is_int(a) && is_int(b)) {
		strbuf_addstr(reason, "same value");
		ifdef_note(reason, new->name, hidden_enum(old, op),
			   hidden_enum(new, np));
		return COMPAT_COMPATIBLE;
	}
	a = uapi_group_attr(old, op, "value");
	b = uapi_group_attr(new, np, "value");
	if (a && b && !strcmp(a, b)) {
		strbuf_addstr(reason, "same definition");
		return COMPAT_COMPATIBLE;
	}
	strbuf_addstr(reason, "the value can't be computed");
	return COMPAT_UNKNOWN;
}

/* ioctl commands: one group of each side. */
static enum compat judge_ioctl(struct strbuf *reason, const struct item *old,
			       const struct item *new, const char *op,
			       const char *np)
{
	static const char *const keys[] = { "dir", "type", "nr", "size" };
	const char *a = uapi_group_attr(old, op, "cmd");
	const char *b = uapi_group_attr(new, np, "cmd");
	size_t i;

	if (a && b && strcmp(a, "unknown") && strcmp(b, "unknown")) {
		uint32_t x = (uint32_t)strtoul(a, NULL, 16);
		uint32_t y = (uint32_t)strtoul(b, NULL, 16);

		/*
		 * drm_ioctl() matches a command by its number and copies
		 * what both sides know of the argument, zero-filling the
		 * rest: a DRM argument may grow.
		 */
		if (x != y && (x & ~IOC_SIZE_MASK) == (y & ~IOC_SIZE_MASK) &&
		    ((x >> 8) & 0xff) == 'd' &&
		    (y & IOC_SIZE_MASK) > (x & IOC_SIZE_MASK)) {
			strbuf_addf(reason, "DRM argument grew from %u to %u bytes; drm_ioctl() takes both",
				    (x & IOC_SIZE_MASK) >> 16,
				    (y & IOC_SIZE_MASK) >> 16);
			return COMPAT_COMPATIBLE;
		}
		if (strcmp(a, b)) {
			strbuf_addf(reason, "command changed from %s to %s", a,
				    b);
			return COMPAT_BREAKING;
		}
		strbuf_addstr(reason, "same command number");
		ifdef_note(reason, new->name,
			   !!uapi_group_attr(old, op, "defined"),
			   !!uapi_group_attr(new, np, "defined"));
		return COMPAT_COMPATIBLE;
	}
	for (i = 0; i < ARRAY_SIZE(keys); i++) {
		a = uapi_group_attr(old, op, keys[i]);
		b = uapi_group_attr(new, np, keys[i]);
		if (a && b && strcmp(a, b) && strcmp(a, "unknown") &&
		    strcmp(b, "unknown")) {
			strbuf_addf(reason, "%s changed from %s to %s", keys[i],
				    a, b);
			return COMPAT_BREAKING;
		}
	}
	strbuf_addstr(reason, "the command number can't be computed");
	return COMPAT_UNKNOWN;
}

/*
 * A constant that became an ioctl command or the other way round: the
 * same number is the same ABI; an ioctl that is a plain number now is not.
 */
static enum compat judge_ioctl_kind(struct strbuf *reason,
				    const struct item *old,
				    const struct item *new)
{
	const struct item *io = strcmp(old->kind, KIND_IOCTL) ? new : old;
	const struct item *k = io == old ? new : old;
	const char *cmd = item_attr(io, "cmd"), *val = item_attr(k, "int");

	if (cmd && is_int(val) && strtoull(cmd, NULL, 16) ==
				  strtoull(val, NULL, 10)) {
		strbuf_addf(reason, "same number, %s", io == new ?
			    "now written as an ioctl command" :
			    "no longer written as an ioctl command");
		return COMPAT_COMPATIBLE;
	}
	if (io == old) {
		strbuf_addstr(reason, "no longer an ioctl command");
		return COMPAT_BREAKING;
	}
	strbuf_addstr(reason, "now an ioctl command");
	return COMPAT_UNKNOWN;
}

enum compat uapi_judge(struct strbuf *reason, const struct item *old,
			      const struct item *new)
{
	if (strcmp(old->kind, new->kind) && (!strcmp(old->kind, KIND_IOCTL) ||
					      !strcmp(new->kind, KIND_IOCTL)))
		return judge_ioctl_kind(reason, old, new);
	if (!strcmp(new->kind, KIND_TYPE))
		return judge_groups(reason, old, new, judge_type);
	if (!strcmp(new->kind, KIND_IOCTL))
		return judge_groups(reason, old, new, judge_ioctl);
	if (!strcmp(new->kind, KIND_MACRO) || !strcmp(new->kind, KIND_ENUM))
		return judge_groups(reason, old, new, judge_const);
	return COMPAT_NONE;
}
