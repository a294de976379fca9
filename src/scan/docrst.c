// SPDX-License-Identifier: GPL-2.0
/*
 * "@documented" from the reStructuredText books (docrst.h): the sysctl
 * pages of the admin guide, and the user-space API guide for ioctls.
 * Both read the names a page gives where it documents one thing: a
 * section heading (a line underlined with a row of one punctuation
 * character), and for ioctls also ".. c:macro::", table rows and
 * definition-list terms, which is where media/ and the ioctl/ pages name them.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "scan/docrst.h"

#define SYSCTL_GUIDE "Documentation/admin-guide/sysctl/"
#define NET_BOOK "Documentation/networking/index.rst"
#define UAPI_GUIDE "Documentation/userspace-api/index.rst"

/* The book's pages are few hundred; a loop of toctrees stops here. */
#define MAX_PAGES 4096

/* A name a page gives, and the value of the items of that name. */
struct name {
	char *name;
	const char *val;
	size_t order;		/* the first page that names it wins */
};

struct names {
	struct name *v;
	size_t n, alloc;
};

static void names_add(struct names *x, const char *s, size_t len,
		      const char *val)
{
	ALLOC_GROW(x->v, x->n + 1, x->alloc);
	x->v[x->n].name = xstrndup(s, len);
	x->v[x->n].val = val;
	x->v[x->n].order = x->n;
	x->n++;
}

static int name_cmp(const void *a, const void *b)
{
	const struct name *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->order < y->order ? -1 : x->order > y->order;
}

/* Sort, keeping the first page's entry of each name. */
static void names_sort(struct names *x)
{
	size_t i, k = 0;

	sort_array(x->v, x->n, sizeof(*x->v), name_cmp);
	for (i = 0; i < x->n; i++) {
		if (k && !strcmp(x->v[k - 1].name, x->v[i].name)) {
			free(x->v[i].name);
			continue;
		}
		x->v[k++] = x->v[i];
	}
	x->n = k;
}

static int name_key_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct name *)elem)->name);
}

static const char *names_find(const struct names *x, const char *s)
{
	const struct name *e = x->n ? bsearch(s, x->v, x->n, sizeof(*x->v),
					      name_key_cmp) : NULL;

	return e ? e->val : NULL;
}

static void names_release(struct names *x)
{
	size_t i;

	for (i = 0; i < x->n; i++)
		free(x->v[i].name);
	free(x->v);
	memset(x, 0, sizeof(*x));
}

/*
 * Read the tree's @path into @buf: 1, or 0 if the tree has none, or -1
 * if it can't be read (a problem of the tree, recorded).
 */
static int read_page(struct inventory *inv, struct source *src,
		     const char *path, struct strbuf *buf)
{
	struct strbuf err = STRBUF_INIT;
	int ret = 1;

	errno = 0;
	if (src->ops->read(src, path, buf, &err)) {
		ret = errno == ENOENT ? 0 : -1;
		if (ret < 0)
			inventory_problem(inv, path, "%s", err.buf);
	}
	strbuf_release(&err);
	return ret;
}

/* The lines of a page, each without its newline. */
struct line {
	const char *s;
	size_t len;
};

static size_t split_lines(struct line **out, const struct strbuf *buf)
{
	const char *s = buf->buf, *end = buf->buf + buf->len, *eol;
	struct line *v = NULL;
	size_t n = 0, alloc = 0;

	for (; s < end; s = eol + 1) {
		eol = memchr(s, '\n', (size_t)(end - s));
		if (!eol)
			eol = end;
		ALLOC_GROW(v, n + 1, alloc);
		v[n].s = s;
		v[n++].len = (size_t)(eol - s);
	}
	*out = v;
	return n;
}

/* "=====", "-----", "*****": a row of one punctuation character. */
static int is_adornment(const struct line *l)
{
	size_t i;

	if (l->len < 3 || !strchr("=-~^\"'`*+#:._", l->s[0]))
		return 0;
	for (i = 1; i < l->len; i++)
		if (l->s[i] != l->s[0])
			break;
	while (i < l->len && isspace((unsigned char)l->s[i]))
		i++;
	return i == l->len;
}

static int is_blank(const struct line *l)
{
	size_t i;

	for (i = 0; i < l->len; i++)
		if (!isspace((unsigned char)l->s[i]))
			return 0;
	return 1;
}

/* Whether line @i is a section title: text at column 0, underlined. */
static int is_heading(const struct line *v, size_t n, size_t i)
{
	return i + 1 < n && v[i].len && !isspace((unsigned char)v[i].s[0]) &&
	       !is_adornment(&v[i]) && is_adornment(&v[i + 1]);
}

/*
 * The names a sysctl heading gives: "nr_open", "file-max & file-nr",
 * "inode-max, inode-nr and inode-state", "bootloader_type (x86 only)",
 * "``name``".  A heading with a part of more than one word ("1.
 * /proc/sys/fs", "Network core options") names no knob.
 */
static void heading_names(struct names *x, const struct line *l,
			  const char *ctx, const char *val)
{
	struct strbuf t = STRBUF_INIT, out = STRBUF_INIT;
	const char *p, *q;
	char *and;
	size_t i, depth = 0, start = 0;
	int prose = 0;

	for (i = 0; i < l->len; i++) {
		char c = l->s[i];

		if (c == '(')
			depth++;
		else if (c == ')' && depth)
			depth--;
		else if (!depth && c != '`')
			strbuf_addch(&t, c == '&' || c == ',' ? '\n' : c);
	}
	/* " and " parts names too. */
	for (and = strstr(t.buf, " and "); and; and = strstr(and, " and "))
		memset(and, '\n', 5);
	/* Each part trimmed, "CTX/NAME\n" into out, unless one is prose. */
	for (i = 0; i <= t.len && !prose; i++) {
		if (i < t.len && t.buf[i] != '\n')
			continue;
		p = t.buf + start;
		q = t.buf + i;
		start = i + 1;
		while (p < q && isspace((unsigned char)*p))
			p++;
		while (q > p && (isspace((unsigned char)q[-1]) ||
				 q[-1] == '.' || q[-1] == ':'))
			q--;
		if (p == q)
			continue;
		prose = memchr(p, ' ', (size_t)(q - p)) ||
			memchr(p, '/', (size_t)(q - p));
		if (*ctx)
			strbuf_addf(&out, "%s/", ctx);
		strbuf_add(&out, p, (size_t)(q - p));
		strbuf_addch(&out, '\n');
	}
	for (p = out.buf; !prose && (q = strchr(p, '\n')); p = q + 1)
		names_add(x, p, (size_t)(q - p), val);
	strbuf_release(&out);
	strbuf_release(&t);
}

/*
 * A heading "2. /proc/sys/fs/binfmt_misc" opens the section of a
 * subdirectory: the knobs of the headings after it are in "binfmt_misc/"
 * (fs.rst's max_user_watches is epoll's, not inotify's).  Sets @ctx, or
 * leaves it if the heading names no directory of /proc/sys/@dir.
 */
static void heading_dir(struct strbuf *ctx, const struct line *l,
			const char *dir)
{
	const char *p = memmem(l->s, l->len, "/proc/sys/", 10), *e;
	size_t n = strlen(dir);

	if (!p)
		return;
	p += 10;
	e = p;
	while (e < l->s + l->len && !isspace((unsigned char)*e))
		e++;
	while (e > p && e[-1] == '/')
		e--;
	if ((size_t)(e - p) < n || memcmp(p, dir, n) ||
	    (p + n < e && p[n] != '/'))
		return;
	p += n;
	if (p < e)
		p++;
	strbuf_reset(ctx);
	strbuf_add(ctx, p, (size_t)(e - p));
}

/* The knobs of one /proc/sys/DIR/, from its page, read once. */
struct guide {
	char *dir;
	struct names names;
};

struct guides {
	struct guide *v;
	size_t n, alloc;
};

static void net_pages(struct names *x, struct inventory *inv,
		      struct source *src);

static const struct names *guide_of(struct guides *g, struct inventory *inv,
				    struct source *src, const char *dir,
				    size_t len)
{
	struct strbuf path = STRBUF_INIT, buf = STRBUF_INIT, ctx = STRBUF_INIT;
	struct line *lines = NULL;
	struct guide *gd;
	size_t i, n;
	const char *val;

	for (i = 0; i < g->n; i++)
		if (strlen(g->v[i].dir) == len && !memcmp(g->v[i].dir, dir, len))
			return &g->v[i].names;
	ALLOC_GROW(g->v, g->n + 1, g->alloc);
	gd = &g->v[g->n++];
	gd->dir = xstrndup(dir, len);
	memset(&gd->names, 0, sizeof(gd->names));
	strbuf_addf(&path, SYSCTL_GUIDE "%s.rst", gd->dir);
	if (read_page(inv, src, path.buf, &buf) > 0) {
		strbuf_reset(&path);
		strbuf_addf(&path, "admin-guide (" SYSCTL_GUIDE "%s.rst)",
			    gd->dir);
		val = arena_strdup(&inv->arena, path.buf);
		n = split_lines(&lines, &buf);
		for (i = 0; i < n; i++) {
			if (!is_heading(lines, n, i))
				continue;
			heading_dir(&ctx, &lines[i], gd->dir);
			heading_names(&gd->names, &lines[i], ctx.buf, val);
		}
	}
	/* After the admin guide's net.rst, which comes first. */
	if (!strcmp(gd->dir, "net"))
		net_pages(&gd->names, inv, src);
	names_sort(&gd->names);
	free(lines);
	strbuf_release(&ctx);
	strbuf_release(&buf);
	strbuf_release(&path);
	return &gd->names;
}

/* @path with each run-time part ("<name>", "<dev>") written "*". */
static const char *starred(struct strbuf *sb, const char *path)
{
	const char *p;

	strbuf_reset(sb);
	for (p = path; *p; p++) {
		if (*p == '<' && (p == path || p[-1] == '/')) {
			const char *q = strchr(p, '>');

			if (q && (q[1] == '/' || !q[1])) {
				strbuf_addch(sb, '*');
				p = q;
				continue;
			}
		}
		strbuf_addch(sb, *p);
	}
	return sb->buf;
}

/*
 * The page of /proc/sys/DIR/ documents DIR/SUB/NAME by a heading NAME in
 * the section of SUB, or by a heading of a directory on the way
 * (kernel.rst's "random" for /proc/sys/kernel/random/uuid).
 */
static const char *sysctl_doc(struct guides *g, struct inventory *inv,
			      struct source *src, const char *name)
{
	static const char root[] = "/proc/sys/";
	const struct names *x;
	const char *dir, *s, *e, *c, *val = NULL;
	struct strbuf star = STRBUF_INIT;
	char *rel;

	if (!starts_with(name, root))
		return NULL;
	dir = name + sizeof(root) - 1;
	s = strchr(dir, '/');
	if (!s || s == dir || (s - dir == 1 && *dir == '?') ||
	    memchr(dir, ' ', (size_t)(s - dir)))
		return NULL;
	x = guide_of(g, inv, src, dir, (size_t)(s - dir));
	if (!x->n)
		return NULL;
	e = s + strcspn(s, " ");
	rel = xstrndup(s + 1, (size_t)(e - s - 1));
	/* The networking book's knobs of each interface: conf/<name>/x. */
	if (strchr(rel, '<'))
		val = names_find(x, starred(&star, rel));
	/* The whole path first, then its directories from the deepest. */
	for (c = rel + strlen(rel); !val && c > rel; ) {
		rel[c - rel] = '\0';
		val = names_find(x, rel);
		while (c > rel && c[-1] != '/')
			c--;
		if (c > rel)
			c--;
	}
	free(rel);
	strbuf_release(&star);
	return val;
}

void docrst_annotate_sysctl(struct inventory *inv, struct source *src,
			    const char *key)
{
	struct guides g = { NULL, 0, 0 };
	size_t i;

	for (i = 0; i < inv->nitems; i++) {
		struct item *it = &inv->items[i];
		const char *v = item_attr(it, key), *doc;

		if (strcmp(it->kind, "sysctl") || (v && strcmp(v, "no")))
			continue;
		doc = sysctl_doc(&g, inv, src, it->name);
		if (doc)
			inventory_annotate(inv, it, key, doc);
	}
	for (i = 0; i < g.n; i++) {
		free(g.v[i].dir);
		names_release(&g.v[i].names);
	}
	free(g.v);
}

/* The user-space API guide: its pages, through their toctrees. */
struct book {
	struct inventory *inv;
	struct source *src;
	struct names names;
	char **pages;
	size_t npages, alloc;
};

/* Add @path, made canonical ("a/b/../c" is "a/c"), unless it is known. */
static void book_add_page(struct book *b, struct strbuf *path)
{
	char *s = path->buf, *w = s, *r = s;
	size_t i;

	while (*r) {
		if (!strncmp(r, "./", 2)) {
			r += 2;
		} else if (!strncmp(r, "../", 3)) {
			if (w > s)
				w--;
			while (w > s && w[-1] != '/')
				w--;
			r += 3;
		} else {
			while (*r && *r != '/')
				*w++ = *r++;
			if (*r)
				*w++ = *r++;
		}
	}
	*w = '\0';
	strbuf_setlen(path, (size_t)(w - s));
	if (b->npages >= MAX_PAGES)
		return;
	for (i = 0; i < b->npages; i++)
		if (!strcmp(b->pages[i], path->buf))
			return;
	ALLOC_GROW(b->pages, b->npages + 1, b->alloc);
	b->pages[b->npages++] = xstrdup(path->buf);
}

/*
 * The entries of the ".. toctree::" at line @i: its indented lines that
 * are not options, each a document relative to the page or to
 * Documentation/ ("/admin-guide/x"), or "Title <document>".
 */
static void toctree(struct book *b, const char *page, const struct line *v,
		    size_t n, size_t i)
{
	struct strbuf path = STRBUF_INIT;
	const char *slash = strrchr(page, '/');
	size_t indent = 0;

	while (indent < v[i].len && isspace((unsigned char)v[i].s[indent]))
		indent++;
	for (i++; i < n; i++) {
		const char *s = v[i].s, *e = s + v[i].len, *lt;
		size_t k = 0;

		if (is_blank(&v[i]))
			continue;
		while (s + k < e && isspace((unsigned char)s[k]))
			k++;
		if (k <= indent)
			break;
		s += k;
		while (e > s && isspace((unsigned char)e[-1]))
			e--;
		if (*s == ':' || memmem(s, (size_t)(e - s), "://", 3))
			continue;
		lt = memchr(s, '<', (size_t)(e - s));
		if (lt && e[-1] == '>') {
			s = lt + 1;
			e--;
		}
		strbuf_reset(&path);
		if (*s == '/')
			strbuf_addstr(&path, "Documentation");
		else
			strbuf_add(&path, page, slash ? (size_t)(slash - page + 1) : 0);
		strbuf_add(&path, s, (size_t)(e - s));
		if (path.len < 4 || strcmp(path.buf + path.len - 4, ".rst"))
			strbuf_addstr(&path, ".rst");
		book_add_page(b, &path);
	}
	strbuf_release(&path);
}

/*
 * Line @l at column 0 that opens the part of a directory of /proc/sys/net/
 * (the path of ip-sysctl.rst's "/proc/sys/net/ipv4/STAR Variables" ends
 * in a star, nf_conntrack-sysctl.rst's in "nf_conntrack_STAR"): the
 * directory below net/ into @dir, without the last part if it holds a
 * star.  0, or -1 for another line.
 */
static int net_part(struct strbuf *dir, const struct line *l)
{
	static const char root[] = "proc/sys/net/";
	const char *p = l->s, *e = l->s + l->len, *c;

	/* Also "``proc/sys/net/sctp/STAR`` Variables:", "``/proc/...``". */
	if (e - p >= 2 && !memcmp(p, "``", 2))
		p += 2;
	if (p < e && *p == '/')
		p++;
	if ((size_t)(e - p) < sizeof(root) - 1 ||
	    memcmp(p, root, sizeof(root) - 1))
		return -1;
	p += sizeof(root) - 1;
	for (c = p; c < e && !isspace((unsigned char)*c) && *c != '`'; c++)
		;
	e = c;
	while (e > p && e[-1] == ':')
		e--;
	for (c = e; c > p && c[-1] != '/'; c--)
		;
	if (memchr(c, '*', (size_t)(e - c)))
		e = c;
	while (e > p && e[-1] == '/')
		e--;
	strbuf_reset(dir);
	strbuf_add(dir, p, (size_t)(e - p));
	return 0;
}

/*
 * A line "``icmp/STAR``:" or "``conf/interface/STAR``" at column 0, which
 * opens the part of a subdirectory: its path into @sub, with a star for
 * the interface (all, default, interface).  0, or -1 for another line.
 */
static int net_sub(struct strbuf *sub, const struct line *l)
{
	const char *p = l->s, *e = l->s + l->len, *star;

	if (e - p >= 2 && !memcmp(p, "``", 2))
		p += 2;
	while (e > p && (e[-1] == ':' || e[-1] == '`' ||
			 isspace((unsigned char)e[-1])))
		e--;
	if (e - p < 3 || memcmp(e - 2, "/*", 2) || !isalpha((unsigned char)*p))
		return -1;
	e -= 2;
	for (star = p; star < e; star++)
		if (!isalnum((unsigned char)*star) && !strchr("_/-", *star))
			return -1;
	strbuf_reset(sub);
	if (e - p > 5 && !memcmp(p, "conf/", 5))
		strbuf_addstr(sub, "conf/*");
	else
		strbuf_add(sub, p, (size_t)(e - p));
	return 0;
}

/*
 * A term "ip_forward - BOOLEAN" or "neigh/default/gc_thresh1 - INTEGER"
 * at column 0: the knob's length, or 0 for another line.
 */
static size_t net_term(const struct line *l)
{
	size_t k = 0;

	while (k < l->len && (isalnum((unsigned char)l->s[k]) ||
			      strchr("_./-", l->s[k])))
		k++;
	if (!k || l->len - k < 3 || memcmp(l->s + k, " - ", 3))
		return 0;
	return k;
}

/*
 * The sysctl pages of the networking book (ip-sysctl.rst and the others
 * its index's toctrees reach whose name says "sysctl") document the knobs
 * of /proc/sys/net/ in a form of their own: a line that begins
 * "/proc/sys/net/ipv4/" opens a directory's part, each knob is a
 * definition-list term "ip_forward - BOOLEAN" of that part, and after a
 * line "``conf/interface/STAR``" the knobs are each interface's: items
 * name them conf/<name>/..., kept here with a star for <name>, as are
 * the terms "conf/all/x" and "conf/default/x".
 * Each name is added to @x, relative to /proc/sys/net/.
 */
static void net_pages(struct names *x, struct inventory *inv,
		      struct source *src)
{
	struct book b = { inv, src, { NULL, 0, 0 }, NULL, 0, 0 };
	struct strbuf buf = STRBUF_INIT, dir = STRBUF_INIT, sb = STRBUF_INIT;
	struct strbuf sub = STRBUF_INIT;
	struct line *v = NULL;
	size_t p, i, n, len;
	const char *val, *base, *name, *k;

	strbuf_addstr(&buf, NET_BOOK);
	book_add_page(&b, &buf);
	if (read_page(inv, src, NET_BOOK, &buf) > 0) {
		n = split_lines(&v, &buf);
		for (i = 0; i < n; i++)
			if (v[i].len >= 12 && !memcmp(v[i].s, ".. toctree::", 12))
				toctree(&b, NET_BOOK, v, n, i);
		free(v);
		v = NULL;
	}
	for (p = 1; p < b.npages; p++) {
		base = strrchr(b.pages[p], '/');
		if (!strstr(base ? base : b.pages[p], "sysctl") ||
		    read_page(inv, src, b.pages[p], &buf) <= 0)
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "networking (%s)", b.pages[p]);
		val = arena_strdup(&inv->arena, sb.buf);
		n = split_lines(&v, &buf);
		strbuf_reset(&dir);
		strbuf_reset(&sub);
		for (i = 0; i < n; i++) {
			if (!net_part(&dir, &v[i])) {
				strbuf_reset(&sub);
				continue;
			}
			if (!dir.len || !net_sub(&sub, &v[i]))
				continue;
			len = net_term(&v[i]);
			if (!len)
				continue;
			name = v[i].s;
			strbuf_reset(&sb);
			strbuf_addf(&sb, "%s/%.*s", dir.buf, (int)len, name);
			names_add(x, sb.buf, sb.len, val);
			k = len > 5 && !memcmp(name, "conf/", 5) ?
			    memchr(name + 5, '/', len - 5) : NULL;
			strbuf_reset(&sb);
			/* "conf/all/x" and "conf/default/x": every interface's. */
			if (k)
				strbuf_addf(&sb, "%s/conf/*%.*s", dir.buf,
					    (int)(len - (size_t)(k - name)), k);
			else if (sub.len && !memchr(name, '/', len))
				strbuf_addf(&sb, "%s/%s/%.*s", dir.buf, sub.buf,
					    (int)len, name);
			if (sb.len)
				names_add(x, sb.buf, sb.len, val);
		}
		free(v);
		v = NULL;
	}
	for (p = 0; p < b.npages; p++)
		free(b.pages[p]);
	free(b.pages);
	strbuf_release(&buf);
	strbuf_release(&dir);
	strbuf_release(&sub);
	strbuf_release(&sb);
}

/* The capital words of a line ("VIDIOC_G_FMT", "CDROMPAUSE"). */
static void capital_words(struct names *x, const struct line *l,
			  const char *val)
{
	size_t i = 0, j;

	while (i < l->len) {
		if (!isupper((unsigned char)l->s[i]) ||
		    (i && (isalnum((unsigned char)l->s[i - 1]) ||
			   l->s[i - 1] == '_'))) {
			i++;
			continue;
		}
		for (j = i; j < l->len && (isupper((unsigned char)l->s[j]) ||
					   isdigit((unsigned char)l->s[j]) ||
					   l->s[j] == '_'); j++)
			;
		if (j - i >= 4 && (j == l->len || !islower((unsigned char)l->s[j])))
			names_add(x, l->s + i, j - i, val);
		i = j;
	}
}

/*
 * Whether line @i names what the page documents: a heading, a
 * ".. c:macro::", a row of a list table ("* - FS_IOC_GETFLAGS") or a
 * grid ("| ..."), a bullet, or a definition-list term (one word at
 * column 0, its definition indented below: ioctl/cdrom.rst).
 */
static int naming_line(const struct line *v, size_t n, size_t i)
{
	const struct line *l = &v[i];
	size_t k = 0;

	if (is_heading(v, n, i))
		return 1;
	while (k < l->len && isspace((unsigned char)l->s[k]))
		k++;
	if (l->len - k >= 12 && !memcmp(l->s + k, ".. c:macro::", 12))
		return 1;
	if (l->len - k >= 2 && (!memcmp(l->s + k, "* -", 3) ||
				!memcmp(l->s + k, "- ", 2) ||
				l->s[k] == '|'))
		return 1;
	return !k && l->len && !memchr(l->s, ' ', l->len) &&
	       !is_adornment(l) && i + 1 < n && v[i + 1].len &&
	       isspace((unsigned char)v[i + 1].s[0]) && !is_blank(&v[i + 1]);
}

static void book_read(struct book *b, size_t p, struct strbuf *buf)
{
	struct strbuf val = STRBUF_INIT;
	struct line *v = NULL;
	const char *page = b->pages[p], *value = NULL;
	size_t n, i, k;

	if (read_page(b->inv, b->src, page, buf) <= 0)
		return;
	n = split_lines(&v, buf);
	for (i = 0; i < n; i++) {
		for (k = 0; k < v[i].len && isspace((unsigned char)v[i].s[k]); k++)
			;
		if (v[i].len - k >= 12 && !memcmp(v[i].s + k, ".. toctree::", 12)) {
			toctree(b, page, v, n, i);
			continue;
		}
		if (!naming_line(v, n, i))
			continue;
		if (!value) {
			strbuf_addf(&val, "userspace-api (%s)", page);
			value = arena_strdup(&b->inv->arena, val.buf);
		}
		capital_words(&b->names, &v[i], value);
	}
	free(v);
	strbuf_release(&val);
}

void docrst_annotate_ioctl(struct inventory *inv, struct source *src,
			   const char *key)
{
	struct book b = { inv, src, { NULL, 0, 0 }, NULL, 0, 0 };
	struct strbuf buf = STRBUF_INIT;
	size_t i;

	strbuf_addstr(&buf, UAPI_GUIDE);
	book_add_page(&b, &buf);
	/* Pages are added as their toctrees are read: breadth first. */
	for (i = 0; i < b.npages; i++)
		book_read(&b, i, &buf);
	names_sort(&b.names);
	for (i = 0; b.names.n && i < inv->nitems; i++) {
		struct item *it = &inv->items[i];
		const char *v = item_attr(it, key), *doc;

		if (strcmp(it->kind, "ioctl") ||
		    (v && strcmp(v, "no") && strcmp(v, "unknown")))
			continue;
		doc = names_find(&b.names, it->name);
		if (doc)
			inventory_annotate(inv, it, key, doc);
	}
	for (i = 0; i < b.npages; i++)
		free(b.pages[i]);
	free(b.pages);
	names_release(&b.names);
	strbuf_release(&buf);
}
