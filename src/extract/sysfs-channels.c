// SPDX-License-Identifier: GPL-2.0
/*
 * sysfs attributes that a framework names from a driver's tables.
 *
 * IIO: the core names a channel's attributes from its struct
 * iio_chan_spec: direction, type, index, modifier, differential pair,
 * extend_name, then a postfix per bit of its info masks ("in_accel_x_raw",
 * "in_voltage0-voltage1_scale", "in_temp_input"), its ext_info entries
 * ("in_accel_mount_matrix"), its events ("events/in_accel_x_thresh_rising_en")
 * and, for a buffered channel, its scan elements ("scan_elements/
 * in_accel_x_en").  The words come from the name tables of the tree being
 * read ([IIO_ACCEL] = "accel" in drivers/iio/industrialio-*.c), so a new
 * type or modifier is picked up; the way they are put together
 * (__iio_device_attr_init()) is modelled here.
 *
 * hwmon: HWMON_CHANNEL_INFO(temp, HWMON_T_INPUT | HWMON_T_MAX, ...) gives
 * temp1_input, temp1_max, temp2_input...: the bits are read from
 * include/linux/hwmon.h (HWMON_T_INPUT is BIT(hwmon_temp_input)), the
 * names from hwmon.c's templates ("temp%d_input"); channels count from 1
 * except for in and intrusion (hwmon_attr_base(), modelled).
 *
 * power_supply: an array of enum power_supply_property gives one file per
 * property, its name the enumerator's lower-cased suffix, as
 * power_supply_sysfs.c makes it.
 *
 * mlxreg-io: an array of struct mlxreg_core_data (mlx-platform.c) gives
 * a file per entry with a mode, named by its label.
 *
 * Tables are read after local and header macros are expanded, at finish,
 * when every file's macros and the core's tables are known.  An attribute
 * is named as the sysfs extractor names its items, "[dir/]name (stem)",
 * with "framework: iio" (hwmon, power_supply, mlxreg-io).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c/cdecl.h"
#include "c/cexpr.h"
#include "c/cinit.h"
#include "extract/sysfs-channels.h"
#include "core/util.h"

#define MAX_DEPTH 8
#define MAX_TOKENS 200000	/* of one table once expanded */

/* T_DECL: a use of a macro that declares a channel array. */
enum table_kind { T_IIO, T_EVENT, T_EXT, T_HWMON, T_PSY, T_MLXREG, T_DECL };

static const char *const array_types[] = {
	[T_IIO] = "iio_chan_spec",
	[T_EVENT] = "iio_event_spec",
	[T_EXT] = "iio_chan_spec_ext_info",
	[T_HWMON] = "HWMON_CHANNEL_INFO",
	[T_PSY] = "power_supply_property",
	[T_MLXREG] = "mlxreg_core_data",
};

/*
 * IIO_CHAN_INFO_: a driver's header of channel macros (ad7091r-base.h);
 * iio_event_spec: its file of events for another's channels.
 */
const char *const channels_words[] = {
	"iio_chan_spec", "HWMON_CHANNEL_INFO", "hwmon_chip_attrs",
	"power_supply_property", "POWER_SUPPLY_ATTR", "IIO_CHAN_INFO_",
	"iio_event_spec", "mlxreg_core_data", NULL,
};

/* A word of a core name table: [IIO_ACCEL] = "accel". */
struct ch_name {
	const char *key, *val;
};

/* A table of a driver, its tokens from its '{' (or call) on. */
struct ch_table {
	enum table_kind kind;
	const char *path, *name;
	struct token *toks;
	uint32_t ntoks, line;
	int single;	/* one struct, not an array */
	unsigned labels;	/* the file's iio_info reads labels: LABEL_* */
};

/*
 * An iio_info with .read_label gives each channel a "label", one with
 * .read_event_label each event one (iio_device_add_channel_label(),
 * iio_device_add_event_label()).
 */
enum { LABEL_CHANNEL = 1, LABEL_EVENT = 2 };

struct channels {
	struct arena arena;
	struct ch_name *names;
	size_t nnames, names_alloc;
	struct cmacro *macros;
	const char **mpaths;
	size_t nmacros, macros_alloc, mpaths_alloc;
	struct ch_table *tables;
	size_t ntables, tables_alloc;
};

static struct token *dup_toks(struct arena *a, const struct token *t, size_t n)
{
	struct token *v = arena_alloc(a, (n + 1) * sizeof(*v));
	size_t i;

	for (i = 0; i < n; i++) {
		v[i] = t[i];
		v[i].s = arena_strndup(a, t[i].s, t[i].len);
	}
	return v;
}

static void add_name(struct channels *ch, const char *key, size_t klen,
		     const char *val, size_t vlen)
{
	ALLOC_GROW(ch->names, ch->nnames + 1, ch->names_alloc);
	ch->names[ch->nnames].key = arena_strndup(&ch->arena, key, klen);
	ch->names[ch->nnames++].val = arena_strndup(&ch->arena, val, vlen);
}

/* The core's name tables: every [IDENT] = "string" of the file. */
static void core_names(struct channels *ch, const struct token *t, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, e;

	for (i = 0; i + 4 < n; i++) {
		if (!tok_punct(&t[i], '[') || t[i + 1].kind != TOK_IDENT ||
		    !tok_punct(&t[i + 2], ']') || !tok_punct(&t[i + 3], '='))
			continue;
		for (e = i + 4; e < n && t[e].kind == TOK_STRING; e++)
			;
		if (e > i + 4 && !cinit_string(&sb, &t[i + 4], e - i - 4))
			add_name(ch, t[i + 1].s, t[i + 1].len, sb.buf, sb.len);
		/* power_supply_sysfs.c: POWER_SUPPLY_ATTR(VOLTAGE_NOW). */
	}
	for (i = 0; i + 3 < n; i++) {
		if (!tok_starts(&t[i], "POWER_SUPPLY_") ||
		    !tok_punct(&t[i + 1], '(') || t[i + 2].kind != TOK_IDENT ||
		    !tok_punct(&t[i + 3], ')') || (t[i].flags & TOKF_PP) ||
		    !memmem(t[i].s, t[i].len, "_ATTR", 5))
			continue;
		strbuf_reset(&sb);
		strbuf_addstr(&sb, "POWER_SUPPLY_PROP_");
		strbuf_add(&sb, t[i + 2].s, t[i + 2].len);
		add_name(ch, sb.buf, sb.len, t[i + 2].s, t[i + 2].len);
	}
	strbuf_release(&sb);
}

/*
 * Whether a macro may build a table: function-like, naming a bit, or, in
 * IIO (@numbers), a number: a channel number (.channel = AD7124_CH0).
 */
static int keep_macro(const struct cmacro *m, int numbers)
{
	uint32_t k;

	if (m->guard || !m->ntoks)
		return 0;
	if (m->params)
		return 1;
	if (numbers && m->ntoks == 1 && m->toks[0].kind == TOK_NUMBER &&
	    strncmp(m->name, "IIO_", 4))
		return 1;
	for (k = 0; k < m->ntoks; k++)
		if (tok_starts(&m->toks[k], "HWMON_") ||
		    tok_starts(&m->toks[k], "IIO_") ||
		    tok_starts(&m->toks[k], "POWER_SUPPLY_PROP_"))
			return 1;
	return 0;
}

static void keep(struct channels *ch, const char *path,
		 const struct cmacro *m)
{
	struct cmacro *c;

	ALLOC_GROW(ch->macros, ch->nmacros + 1, ch->macros_alloc);
	ALLOC_GROW(ch->mpaths, ch->nmacros + 1, ch->mpaths_alloc);
	c = &ch->macros[ch->nmacros];
	*c = *m;
	c->name = arena_strdup(&ch->arena, m->name);
	c->params = m->params ? arena_strdup(&ch->arena, m->params) : NULL;
	c->body = "";
	c->toks = dup_toks(&ch->arena, m->toks, m->ntoks);
	ch->mpaths[ch->nmacros++] = path;
}

/*
 * The file's enumerators of known value, kept as macros of one number:
 * channel numbers (.channel = AD7192_CH_AIN1 of an enum) are often these.
 */
static void keep_enumerators(struct channels *ch, const char *path,
			     const struct token *t, size_t n)
{
	struct cdecl_file f = { 0 };
	struct arena tmp = ARENA_INIT;
	struct token num = { NULL, 0, 0, TOK_NUMBER, 0 };
	struct cmacro m = { 0 };
	uint64_t *val;
	char buf[24], *end;
	size_t i, k;

	cdecl_parse(&f, &tmp, t, n, 0);
	val = xcalloc(f.nenums + 1, sizeof(*val));
	for (i = 0; i < f.nenums; i++) {
		const struct cenum *e = &f.enums[i];
		int known = 1;

		if (e->expr) {
			val[i] = strtoull(e->expr, &end, 0);
			known = *e->expr && !*end;
		} else if (e->base) {
			for (k = i; k-- > 0 && strcmp(f.enums[k].name, e->base);)
				;
			known = k < i && f.enums[k].expr;
			val[i] = k < i ? val[k] + e->offset : 0;
		} else {
			val[i] = e->offset;
		}
		/* The core's own (IIO_VOLTAGE) are words, not numbers. */
		if (!known || e->uncertain || starts_with(e->name, "IIO_"))
			continue;
		snprintf(buf, sizeof(buf), "%llu", (unsigned long long)val[i]);
		num.s = buf;
		num.len = (uint32_t)strlen(buf);
		m.name = e->name;
		m.toks = &num;
		m.ntoks = 1;
		keep(ch, path, &m);
	}
	free(val);
	cdecl_file_release(&f);
	arena_release(&tmp);
}

/* The names of the file's macros that declare a channel array. */
struct decl_macros {
	const char **v;
	size_t n, alloc;
};

/*
 * Whether macro @m declares a channel array of a parameter's name, as
 * ad5064.c's DECLARE_AD5064_CHANNELS(name, ...): "const struct
 * iio_chan_spec name[] = { ... }".
 */
static int declares_array(const struct cmacro *m)
{
	uint32_t k;

	for (k = 0; m->params && k + 2 < m->ntoks; k++)
		if (tok_eq(&m->toks[k], "iio_chan_spec") &&
		    m->toks[k + 1].kind == TOK_IDENT &&
		    tok_punct(&m->toks[k + 2], '['))
			return 1;
	return 0;
}

static void collect_macros(struct channels *ch, struct decl_macros *dm,
			   const char *path, const struct token *t, size_t n)
{
	struct cdecl_file f = { 0 };
	struct arena tmp = ARENA_INIT;
	int iio = starts_with(path, "drivers/") && strstr(path, "/iio/");
	size_t i;

	cdecl_parse_macros(&f, &tmp, t, n);
	for (i = 0; i < f.nmacros; i++) {
		const struct cmacro *m = &f.macros[i];

		/* include/linux/hwmon.h: HWMON_T_INPUT is BIT(hwmon_temp_input). */
		if (!m->params && m->ntoks == 4 && tok_eq(&m->toks[0], "BIT") &&
		    !strncmp(m->name, "HWMON_", 6))
			add_name(ch, m->name, strlen(m->name), m->toks[2].s,
				 m->toks[2].len);
		if (keep_macro(m, iio) && strcmp(m->name, "HWMON_CHANNEL_INFO"))
			keep(ch, path, m);
		if (declares_array(m)) {
			ALLOC_GROW(dm->v, dm->n + 1, dm->alloc);
			dm->v[dm->n++] = arena_strdup(&ch->arena, m->name);
		}
	}
	cdecl_file_release(&f);
	arena_release(&tmp);
	if (iio)
		keep_enumerators(ch, path, t, n);
}

static void add_table(struct channels *ch, enum table_kind kind,
		      const char *path, const struct token *name,
		      const struct token *t, size_t n, int single,
		      unsigned labels)
{
	struct ch_table *tb;

	ALLOC_GROW(ch->tables, ch->ntables + 1, ch->tables_alloc);
	tb = &ch->tables[ch->ntables++];
	tb->kind = kind;
	tb->path = path;
	tb->name = name ? arena_strndup(&ch->arena, name->s, name->len) :
		   NULL;
	tb->toks = dup_toks(&ch->arena, t, n);
	tb->ntoks = (uint32_t)n;
	tb->line = t[0].line;
	tb->single = single;
	tb->labels = labels;
}

/* Which labels the file's iio_info reads (.read_label = ...). */
static unsigned file_labels(const struct token *t, size_t n)
{
	unsigned labels = 0;
	size_t i;

	for (i = 1; i + 1 < n; i++) {
		if (!tok_punct(&t[i - 1], '.') || !tok_punct(&t[i + 1], '='))
			continue;
		if (tok_eq(&t[i], "read_label"))
			labels |= LABEL_CHANNEL;
		else if (tok_eq(&t[i], "read_event_label"))
			labels |= LABEL_EVENT;
	}
	return labels;
}

/*
 * "struct TYPE NAME[...] = {" at t[i], not in a #define: its '{', or 0;
 * *single says if it is "struct TYPE NAME = {", one of them.
 */
static size_t table_at(const struct token *t, size_t i, size_t n,
		       const char *type, const struct token **name,
		       int *single)
{
	*single = 0;
	/* Both forms begin with the type: asked of each token, five times. */
	if ((t[i].flags & TOKF_PP) || !tok_eq(&t[i], type))
		return 0;
	if (i + 3 < n && t[i + 1].kind == TOK_IDENT &&
	    tok_punct(&t[i + 2], '=') && tok_punct(&t[i + 3], '{')) {
		*name = &t[i + 1];
		*single = 1;
		return i + 3;
	}
	return cinit_array(t, i, n, type, name);
}

/*
 * The members of the file's structs that are arrays of channel specs
 * (ad799x.c's struct ad799x_chip_config: const struct iio_chan_spec
 * channel[9]), whose initialisers in a chip table are channel tables.
 */
struct chan_fields {
	const struct token **v;
	size_t n, alloc;
};

static void find_chan_fields(struct chan_fields *cf, const struct token *t,
			     size_t n)
{
	size_t i;

	for (i = 1; i + 2 < n; i++)
		if (tok_eq(&t[i], "iio_chan_spec") &&
		    tok_eq(&t[i - 1], "struct") &&
		    t[i + 1].kind == TOK_IDENT && tok_punct(&t[i + 2], '[') &&
		    !(t[i].flags & TOKF_PP)) {
			ALLOC_GROW(cf->v, cf->n + 1, cf->alloc);
			cf->v[cf->n++] = &t[i + 1];
		}
}

static int tok_same(const struct token *a, const struct token *b)
{
	return a->len == b->len && !memcmp(a->s, b->s, a->len);
}

/*
 * A channel table in a field at t[i]: ".channel = {", ".channel[0] =
 * AD799X_CHANNEL(0, 12)" of a chan_fields member, or ".channels = (const
 * struct iio_chan_spec []) {" of any.  Its first token ('{' or the
 * macro's name), or 0; *single if it is one spec.
 */
static size_t field_table(const struct chan_fields *cf, const struct token *t,
			  size_t i, size_t n, int *single)
{
	size_t k, e = i + 2, nc;

	if (i + 4 >= n || !tok_punct(&t[i], '.') || t[i + 1].kind != TOK_IDENT ||
	    (t[i].flags & TOKF_PP))
		return 0;
	*single = tok_punct(&t[e], '[');
	while (*single && e < n && !tok_punct(&t[e], ']'))
		e++;
	e += *single;
	if (e + 1 >= n || !tok_punct(&t[e], '='))
		return 0;
	if (tok_punct(&t[e + 1], '(') && !*single) {
		k = tok_close(t, e + 1, n, NULL, 0, &nc);
		if (k + 1 >= n || !tok_punct(&t[k + 1], '{'))
			return 0;
		for (e += 2; e < k && !tok_eq(&t[e], "iio_chan_spec"); e++)
			;
		return e < k ? k + 1 : 0;
	}
	for (k = 0; k < cf->n && !tok_same(&t[i + 1], cf->v[k]); k++)
		;
	if (k == cf->n || !(tok_punct(&t[e + 1], '{') ||
	    (*single && t[e + 1].kind == TOK_IDENT &&
	     tok_punct(&t[e + 2], '('))))
		return 0;
	return e + 1;
}

/* A use at t[i] of one of the file's macros that declare an array. */
static int decl_use(const struct decl_macros *dm, const struct token *t,
		    size_t i, size_t n)
{
	size_t k;

	if (!dm->n || i + 2 >= n || t[i].kind != TOK_IDENT ||
	    (t[i].flags & TOKF_PP) || !tok_punct(&t[i + 1], '(') ||
	    t[i + 2].kind != TOK_IDENT)
		return 0;
	for (k = 0; k < dm->n; k++)
		if (tok_eq(&t[i], dm->v[k]))
			return 1;
	return 0;
}

/* What builds tables in a file: its fields of specs, its macros. */
struct file_scan {
	struct chan_fields cf;
	struct decl_macros dm;
};

/*
 * The table that begins at t[i]: its kind, its name, its tokens
 * t[*b..*e] and whether it is one spec; -1 if none, -2 if it doesn't end.
 */
static int table_here(const struct file_scan *fs, const struct token *t,
		      size_t i, size_t n, const struct token **name,
		      size_t *b, size_t *e, int *single)
{
	size_t nc;
	int k;

	*single = 0;
	*name = NULL;
	if (decl_use(&fs->dm, t, i, n)) {
		*name = &t[i + 2];
		*b = i;
		*e = tok_close(t, i + 1, n, NULL, 0, &nc);
		return *e < n ? T_DECL : -2;
	}
	if ((*b = field_table(&fs->cf, t, i, n, single))) {
		*name = &t[i + 1];
		*e = tok_close(t, tok_punct(&t[*b], '{') ? *b : *b + 1, n,
			       NULL, 0, &nc);
		return *e < n ? T_IIO : -2;
	}
	if (tok_eq(&t[i], "HWMON_CHANNEL_INFO") && tok_punct(&t[i + 1], '(') &&
	    !(t[i].flags & TOKF_PP)) {
		*b = i;
		*e = tok_close(t, i + 1, n, NULL, 0, &nc);
		return *e < n ? T_HWMON : -2;
	}
	/* The types are names: most tokens are not one. */
	if (t[i].kind != TOK_IDENT || (t[i].flags & TOKF_PP))
		return -1;
	for (k = T_IIO; k <= T_MLXREG; k++) {
		if (k == T_HWMON ||
		    !(*b = table_at(t, i, n, array_types[k], name, single)))
			continue;
		*e = tok_close(t, *b, n, NULL, 0, &nc);
		return *e < n ? k : -2;
	}
	return -1;
}

/*
 * Whether one of the NULL-terminated @words (at most MAX_WORDS, each of
 * 2 to 255 bytes) occurs in buf[0..len).  Most files the sysfs extractor
 * reads have none: one pass over them (Wu and Manber's: a window of the
 * shortest word's length moves on by what its last two bytes allow,
 * each pair hashed), not one memmem() per word.
 */
#define MAX_WORDS 16
#define SHIFT_BITS 10
#define PAIR_HASH(a, b)							\
	((((unsigned int)(unsigned char)(a) << 5) ^ (unsigned char)(b)) & \
	 ((1u << SHIFT_BITS) - 1))

static int any_word(const char *const *words, const char *buf, size_t len)
{
	unsigned char shift[1u << SHIFT_BITS];
	size_t lens[MAX_WORDS], nw, m = SIZE_MAX, i, j, k, from, d;

	for (nw = 0; words[nw]; nw++) {
		if (nw == MAX_WORDS)
			BUG("more than %d words to look for", MAX_WORDS);
		lens[nw] = strlen(words[nw]);
		if (lens[nw] < 2 || lens[nw] > UCHAR_MAX)
			BUG("word \"%s\" too short or too long", words[nw]);
		if (lens[nw] < m)
			m = lens[nw];
	}
	if (!nw || len < m)
		return 0;
	/* Where a word's first m bytes end with a pair: how far to go. */
	memset(shift, (int)(m - 1), sizeof(shift));
	for (k = 0; k < nw; k++) {
		for (j = 1; j < m; j++) {
			unsigned int h = PAIR_HASH(words[k][j - 1], words[k][j]);

			if (shift[h] > m - 1 - j)
				shift[h] = (unsigned char)(m - 1 - j);
		}
	}
	for (i = m - 1; i < len;) {
		d = shift[PAIR_HASH(buf[i - 1], buf[i])];
		if (d) {
			i += d;
			continue;
		}
		from = i - (m - 1);
		for (k = 0; k < nw; k++)
			if (lens[k] <= len - from && buf[from] == words[k][0] &&
			    !memcmp(buf + from, words[k], lens[k]))
				return 1;
		i++;
	}
	return 0;
}

void channels_extract(struct channels **chp, const char *path,
		      const char *buf, size_t len, const struct token *t,
		      size_t n)
{
	struct channels *ch;
	struct file_scan fs = { { 0 }, { 0 } };
	const struct token *name;
	size_t i, b, e;
	int single, kind;
	unsigned labels;

	if (!any_word(channels_words, buf, len))
		return;
	if (!*chp)
		*chp = xcalloc(1, sizeof(**chp));
	ch = *chp;
	if (starts_with(path, "drivers/iio/industrialio-") ||
	    !strcmp(path, "drivers/hwmon/hwmon.c") ||
	    !strcmp(path, "drivers/power/supply/power_supply_sysfs.c"))
		core_names(ch, t, n);
	collect_macros(ch, &fs.dm, path, t, n);
	labels = file_labels(t, n);
	find_chan_fields(&fs.cf, t, n);
	for (i = 0; i + 1 < n; i++) {
		kind = table_here(&fs, t, i, n, &name, &b, &e, &single);
		if (kind == -2)
			break;
		if (kind < 0)
			continue;
		add_table(ch, (enum table_kind)kind, path, name, &t[b],
			  e - b + 1, single, kind == T_HWMON ? 0 : labels);
		i = e;
	}
	free(fs.cf.v);
	free(fs.dm.v);
}

size_t channels_count(const struct channels *ch)
{
	return ch ? ch->ntables + ch->nmacros + ch->nnames : 0;
}

void channels_free(struct channels *ch)
{
	if (!ch)
		return;
	free(ch->names);
	free(ch->macros);
	free(ch->mpaths);
	free(ch->tables);
	arena_release(&ch->arena);
	free(ch);
}

/* What finish knows: all names, macros and tables, sorted. */
struct macro_ref {
	const struct cmacro *m;
	const char *path;
};

struct finisher {
	struct ch_name *names;
	size_t nnames;
	struct macro_ref *mac;
	size_t nmac;
	struct arena arena;	/* tokens made by # and ## */
	struct inventory *inv;
	const struct ch_table *tables;	/* of all files, by path */
	size_t ntables;
	/* The attributes of the file being finished. */
	struct ch_attr {
		char *name;
		const char *framework, *table;
		uint32_t line;
	} *attrs;
	size_t nattrs, attrs_alloc;
};

static int name_cmp(const void *a, const void *b)
{
	const struct ch_name *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	return c ? c : strcmp(x->val, y->val);
}

static int name_key_cmp(const void *elem, const void *key)
{
	const struct ch_name *x = elem;

	return strcmp_name(x->key, key);
}

static const char *lookup(const struct finisher *f, const char *s, size_t len)
{
	const struct name_len key = { s, len };
	size_t i = lower_bound(f->names, f->nnames, sizeof(*f->names), &key,
			       name_key_cmp);

	if (i < f->nnames && strlen(f->names[i].key) == len &&
	    !memcmp(f->names[i].key, s, len))
		return f->names[i].val;
	return NULL;
}

static int macro_cmp(const void *a, const void *b)
{
	const struct macro_ref *x = a, *y = b;
	int c = strcmp(x->m->name, y->m->name);

	return c ? c : strcmp(x->path, y->path);
}

static int macro_key_cmp(const void *elem, const void *key)
{
	const struct macro_ref *x = elem;

	return strcmp_name(x->m->name, key);
}

/* Same directory as @path, up to its last '/'. */
static int same_dir(const char *a, const char *b)
{
	const char *s = strrchr(a, '/'), *t = strrchr(b, '/');

	return s && t && s - a == t - b && !memcmp(a, b, (size_t)(s - a));
}

/* Macro @t as seen from @path: its own, its directory's, include/'s. */
static const struct cmacro *find_macro(const struct finisher *f,
				       const struct token *t, const char *path)
{
	const struct name_len key = { t->s, t->len };
	const struct cmacro *best = NULL;
	int rank = 4;
	size_t i;

	/* Tables are full of field names; the macros are upper case. */
	if (t->kind != TOK_IDENT || (t->s[0] >= 'a' && t->s[0] <= 'z'))
		return NULL;
	i = lower_bound(f->mac, f->nmac, sizeof(*f->mac), &key, macro_key_cmp);
	for (; i < f->nmac && tok_eq(t, f->mac[i].m->name); i++) {
		const char *p = f->mac[i].path;
		int k = !strcmp(p, path) ? 0 : same_dir(p, path) ? 1 :
			starts_with(p, "include/") ? 2 : 3;

		if (k < rank) {
			rank = k;
			best = f->mac[i].m;
		}
	}
	return best;
}

static void push_tok(struct token_vec *v, const struct token *t)
{
	ALLOC_GROW(v->v, v->n + 1, v->alloc);
	v->v[v->n++] = *t;
}

/* t[0..n) with every macro use expanded, into @out; -1 if too large. */
static int expand(struct finisher *f, struct token_vec *out,
		  const struct token *t, size_t n, const char *path, int depth)
{
	size_t i, close, nc;

	for (i = 0; i < n; i++) {
		const struct cmacro *m = depth < MAX_DEPTH ?
					 find_macro(f, &t[i], path) : NULL;
		struct token_vec x = { 0 };
		int ret;

		if (m && !m->params) {
			if (expand(f, out, m->toks, m->ntoks, path, depth + 1))
				return -1;
			continue;
		}
		if (m && i + 1 < n && tok_punct(&t[i + 1], '(') &&
		    (close = tok_close(t, i + 1, n, NULL, 0, &nc)) < n &&
		    !cmacro_expand(&x, m, &t[i + 2], close - i - 2,
				   &f->arena)) {
			ret = expand(f, out, x.v, x.n, path, depth + 1);
			free(x.v);
			if (ret)
				return -1;
			i = close;
			continue;
		}
		free(x.v);
		push_tok(out, &t[i]);
		if (out->n > MAX_TOKENS)
			return -1;
	}
	return 0;
}

/* A table's tokens expanded; one struct as a list of one. */
static int expand_table(struct finisher *f, struct token_vec *out,
			const struct ch_table *tb)
{
	static const struct token open = { "{", 1, 0, TOK_PUNCT, 0 };
	static const struct token close = { "}", 1, 0, TOK_PUNCT, 0 };

	out->n = 0;
	if (tb->single)
		push_tok(out, &open);
	if (expand(f, out, tb->toks, tb->ntoks, tb->path, 0))
		return -1;
	if (tb->single)
		push_tok(out, &close);
	return 0;
}

static void add_attr(struct finisher *f, const char *dir, const char *name,
		     const char *framework, const struct ch_table *tb)
{
	struct strbuf sb = STRBUF_INIT;

	ALLOC_GROW(f->attrs, f->nattrs + 1, f->attrs_alloc);
	strbuf_addf(&sb, "%s%s", dir, name);
	f->attrs[f->nattrs].name = strbuf_detach(&sb, NULL);
	f->attrs[f->nattrs].framework = framework;
	f->attrs[f->nattrs].table = tb->name;
	f->attrs[f->nattrs++].line = tb->line;
}

/*
 * The elements of the brace list t[0..n), t[0] being '{': calls
 * fn(t, open) for each element that is a brace group ([X] = { too).
 */
static size_t next_element(const struct token *t, size_t i, size_t n)
{
	int depth = 0;

	for (; i < n; i++) {
		if (tok_punct(&t[i], '{') || tok_punct(&t[i], '(') ||
		    tok_punct(&t[i], '['))
			depth++;
		else if (tok_punct(&t[i], '}') || tok_punct(&t[i], ')') ||
			 tok_punct(&t[i], ']'))
			depth--;
		if (depth < 0 || (!depth && tok_punct(&t[i], ',')))
			return i;
	}
	return n;
}

/* The '{' that element t[b..e) is, after any [X] =; 0 if none. */
static size_t element_brace(const struct token *t, size_t b, size_t e)
{
	if (b < e && tok_punct(&t[b], '[')) {
		while (b < e && !tok_punct(&t[b], '='))
			b++;
		b++;
	}
	return b < e && tok_punct(&t[b], '{') ? b : 0;
}

static int field_num(const struct token *t, size_t open, size_t n,
		     const char *field, long *v)
{
	const struct cexpr_env env = { 0 };
	size_t vb, ve;
	uint64_t u;

	if (cinit_field(t, open, n, field, &vb, &ve))
		return -1;
	if (ve == vb + 1 && tok_eq(&t[vb], "true")) {
		*v = 1;
		return 0;
	}
	if (ve == vb + 1 && tok_eq(&t[vb], "false")) {
		*v = 0;
		return 0;
	}
	if (cexpr_eval(&u, &t[vb], ve - vb, &env, 0))
		return -1;
	*v = (long)(int64_t)u;
	return 0;
}

static int field_flag(const struct token *t, size_t open, size_t n,
		      const char *field)
{
	long v = 0;

	return !field_num(t, open, n, field, &v) && v;
}

/* The string of t[b..e), in brackets or not: IIO_ENUM()'s (_name). */
static int paren_string(struct strbuf *sb, const struct token *t, size_t b,
			size_t e)
{
	while (e > b + 2 && tok_punct(&t[b], '(') && tok_punct(&t[e - 1], ')')) {
		b++;
		e--;
	}
	return cinit_string(sb, &t[b], e - b);
}

/* The name of the first identifier of field @field that has one. */
static const char *field_word(const struct finisher *f, const struct token *t,
			      size_t open, size_t n, const char *field)
{
	size_t vb, ve;
	const char *s;

	if (cinit_field(t, open, n, field, &vb, &ve))
		return NULL;
	for (; vb < ve; vb++)
		if (t[vb].kind == TOK_IDENT &&
		    (s = lookup(f, t[vb].s, t[vb].len)))
			return s;
	return NULL;
}

/* The identifier that field @field names (.event_spec = foo). */
static const struct token *field_ident(const struct token *t, size_t open,
				       size_t n, const char *field)
{
	size_t vb, ve;

	if (cinit_field(t, open, n, field, &vb, &ve))
		return NULL;
	return cinit_ident(t, vb, ve);
}

/* enum iio_shared_by, and the info mask fields of each. */
enum shared_by { SEPARATE, BY_TYPE, BY_DIR, BY_ALL };

static const char *const shared_names[] = {
	"IIO_SEPARATE", "IIO_SHARED_BY_TYPE", "IIO_SHARED_BY_DIR",
	"IIO_SHARED_BY_ALL",
};

/* A channel spec, as __iio_device_attr_init() reads it. */
struct iio_chan {
	const char *dir, *type, *mod, *ext;
	long chan, chan2;
	int indexed, modified, diff, known_chan, known_chan2;
};

/*
 * The attribute that @postfix makes for channel @c, shared as @by, into
 * @sb; -1 if the spec doesn't say enough (a channel number set at run
 * time).  Modelled on __iio_device_attr_init() of industrialio-core.c.
 */
static int iio_name(struct strbuf *sb, const struct iio_chan *c,
		    const char *postfix, enum shared_by by)
{
	struct strbuf full = STRBUF_INIT;
	int ret = 0;

	strbuf_reset(sb);
	if (c->modified && by == SEPARATE) {
		if (!c->mod)
			ret = -1;
		strbuf_addf(&full, "%s_", c->mod);
	}
	if (c->ext && by == SEPARATE)
		strbuf_addf(&full, "%s_", c->ext);
	strbuf_addstr(&full, postfix);
	switch (by) {
	case BY_ALL:
		strbuf_addbuf(sb, &full);
		break;
	case BY_DIR:
		strbuf_addf(sb, "%s_%s", c->dir, full.buf);
		break;
	case BY_TYPE:
		if (c->diff)
			strbuf_addf(sb, "%s_%s-%s_%s", c->dir, c->type,
				    c->type, full.buf);
		else
			strbuf_addf(sb, "%s_%s_%s", c->dir, c->type, full.buf);
		break;
	case SEPARATE:
		if (c->diff && (!c->indexed || !c->known_chan2))
			ret = -1;
		if (c->indexed && !c->known_chan)
			ret = -1;
		if (c->diff)
			strbuf_addf(sb, "%s_%s%ld-%s%ld_%s", c->dir, c->type,
				    c->chan, c->type, c->chan2, full.buf);
		else if (c->indexed)
			strbuf_addf(sb, "%s_%s%ld_%s", c->dir, c->type,
				    c->chan, full.buf);
		else
			strbuf_addf(sb, "%s_%s_%s", c->dir, c->type, full.buf);
		break;
	}
	strbuf_release(&full);
	return ret;
}

static void iio_add(struct finisher *f, const struct ch_table *tb,
		    const struct iio_chan *c, const char *dir,
		    const char *postfix, enum shared_by by)
{
	struct strbuf sb = STRBUF_INIT;

	if (!iio_name(&sb, c, postfix, by))
		add_attr(f, dir, sb.buf, "iio", tb);
	strbuf_release(&sb);
}

/* The bits of mask field @field that are in the core's table @prefix. */
static void iio_mask(struct finisher *f, const struct ch_table *tb,
		     const struct iio_chan *c, const struct token *t,
		     size_t open, size_t n, const char *field,
		     const char *prefix, const char *sfx, enum shared_by by)
{
	struct strbuf sb = STRBUF_INIT;
	size_t vb, ve;
	const char *s;

	if (cinit_field(t, open, n, field, &vb, &ve))
		return;
	for (; vb < ve; vb++) {
		if (!tok_starts(&t[vb], prefix) ||
		    !(s = lookup(f, t[vb].s, t[vb].len)))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s%s", s, sfx);
		iio_add(f, tb, c, "", sb.buf, by);
	}
	strbuf_release(&sb);
}

static enum shared_by shared_of(const struct token *t, size_t vb, size_t ve)
{
	size_t k;

	for (; vb < ve; vb++)
		for (k = 0; k < ARRAY_SIZE(shared_names); k++)
			if (tok_eq(&t[vb], shared_names[k]))
				return (enum shared_by)k;
	return SEPARATE;
}

/*
 * The table of kind @kind named @name in the file of group[0..ngroup),
 * else in another file of its directory (ad7091r5.c's channels have
 * the events of ad7091r-base.c), expanded.
 */
static int sibling(struct finisher *f, struct token_vec *out,
		   const struct ch_table *group, size_t ngroup,
		   enum table_kind kind, const struct token *name)
{
	size_t i;

	out->n = 0;
	for (i = 0; name && i < ngroup; i++)
		if (group[i].kind == kind && group[i].name &&
		    tok_eq(name, group[i].name))
			return expand_table(f, out, &group[i]);
	for (i = 0; name && i < f->ntables; i++)
		if (f->tables[i].kind == kind && f->tables[i].name &&
		    tok_eq(name, f->tables[i].name) &&
		    same_dir(f->tables[i].path, group[0].path))
			return expand_table(f, out, &f->tables[i]);
	return -1;
}

/* The events of a channel: events/in_accel_x_thresh_rising_en... */
static void iio_events(struct finisher *f, const struct ch_table *tb,
		       const struct iio_chan *c, const struct token_vec *ev)
{
	static const char *const masks[] = {
		"mask_separate", "mask_shared_by_type", "mask_shared_by_dir",
		"mask_shared_by_all",
	};
	struct strbuf pfx = STRBUF_INIT;
	const struct token *t = ev->v;
	size_t n = ev->n, b, e, open, k, vb, ve;
	const char *type, *dir, *info;

	for (b = 1; b < n; b = e + 1) {
		e = next_element(t, b, n);
		if (!(open = element_brace(t, b, e)))
			continue;
		type = field_word(f, t, open, n, "type");
		dir = field_word(f, t, open, n, "dir");
		if (!cinit_field(t, open, n, "dir", &vb, &ve) && !dir)
			dir = "";	/* IIO_EV_DIR_NONE */
		if (!type)
			continue;
		if (tb->labels & LABEL_EVENT) {
			strbuf_reset(&pfx);
			strbuf_addf(&pfx, "%s_%s%slabel", type,
				    dir ? dir : "either", dir && !*dir ? "" : "_");
			iio_add(f, tb, c, "events/", pfx.buf, SEPARATE);
		}
		for (k = 0; k < ARRAY_SIZE(masks); k++) {
			if (cinit_field(t, open, n, masks[k], &vb, &ve))
				continue;
			for (; vb < ve; vb++) {
				if (!tok_starts(&t[vb], "IIO_EV_INFO_") ||
				    !(info = lookup(f, t[vb].s, t[vb].len)))
					continue;
				strbuf_reset(&pfx);
				strbuf_addf(&pfx, "%s_%s%s%s", type,
					    dir ? dir : "either",
					    dir && !*dir ? "" : "_", info);
				iio_add(f, tb, c, "events/", pfx.buf,
					(enum shared_by)k);
			}
		}
	}
	strbuf_release(&pfx);
}

/* ext_info entries: { .name = "powerdown", .shared = IIO_SEPARATE }. */
static void iio_ext_info(struct finisher *f, const struct ch_table *tb,
			 const struct iio_chan *c, const struct token_vec *ex)
{
	struct strbuf name = STRBUF_INIT;
	const struct token *t = ex->v;
	size_t n = ex->n, b, e, open, vb, ve;
	enum shared_by by;

	for (b = 1; b < n; b = e + 1) {
		e = next_element(t, b, n);
		if (!(open = element_brace(t, b, e)) ||
		    cinit_field(t, open, n, "name", &vb, &ve) ||
		    paren_string(&name, t, vb, ve) || !name.len)
			continue;
		by = SEPARATE;
		if (!cinit_field(t, open, n, "shared", &vb, &ve))
			by = shared_of(t, vb, ve);
		iio_add(f, tb, c, "", name.buf, by);
	}
	strbuf_release(&name);
}

static const char *const info_masks[] = {
	"info_mask_separate", "info_mask_shared_by_type",
	"info_mask_shared_by_dir", "info_mask_shared_by_all",
};

static const char *const avail_masks[] = {
	"info_mask_separate_available", "info_mask_shared_by_type_available",
	"info_mask_shared_by_dir_available", "info_mask_shared_by_all_available",
};

/* One channel spec, the brace at t[open]. */
static void iio_channel(struct finisher *f, const struct ch_table *tb,
			const struct ch_table *group, size_t ngroup,
			const struct token *t, size_t open, size_t n)
{
	static const char *const scan[] = { "en", "index", "type" };
	struct iio_chan c = { 0 };
	struct token_vec sub = { 0 };
	size_t k, vb, ve;
	long si;

	c.dir = field_flag(t, open, n, "output") ? "out" : "in";
	c.type = field_word(f, t, open, n, "type");
	if (!c.type && cinit_field(t, open, n, "type", &vb, &ve))
		c.type = lookup(f, "IIO_VOLTAGE", 11);
	if (!c.type)
		return;
	c.indexed = field_flag(t, open, n, "indexed");
	c.modified = field_flag(t, open, n, "modified");
	c.diff = field_flag(t, open, n, "differential");
	c.known_chan = !field_num(t, open, n, "channel", &c.chan);
	if (c.modified)
		c.mod = field_word(f, t, open, n, "channel2");
	else
		c.known_chan2 = !field_num(t, open, n, "channel2", &c.chan2);
	if (!cinit_field(t, open, n, "extend_name", &vb, &ve)) {
		struct strbuf sb = STRBUF_INIT;

		if (paren_string(&sb, t, vb, ve) || !sb.len) {
			strbuf_release(&sb);
			return;	/* a name only known at run time */
		}
		c.ext = arena_strndup(&f->arena, sb.buf, sb.len);
		strbuf_release(&sb);
	}
	for (k = 0; k < ARRAY_SIZE(info_masks); k++) {
		iio_mask(f, tb, &c, t, open, n, info_masks[k],
			 "IIO_CHAN_INFO_", "", (enum shared_by)k);
		iio_mask(f, tb, &c, t, open, n, avail_masks[k],
			 "IIO_CHAN_INFO_", "_available", (enum shared_by)k);
	}
	if ((tb->labels & LABEL_CHANNEL) || c.ext)
		iio_add(f, tb, &c, "", "label", SEPARATE);
	/* A buffered channel's scan elements (industrialio-buffer.c). */
	if (!cinit_field(t, open, n, "scan_type", &vb, &ve) &&
	    (field_num(t, open, n, "scan_index", &si) || si >= 0))
		for (k = 0; k < ARRAY_SIZE(scan); k++)
			iio_add(f, tb, &c, "scan_elements/", scan[k], SEPARATE);
	if (!sibling(f, &sub, group, ngroup, T_EVENT,
		     field_ident(t, open, n, "event_spec")))
		iio_events(f, tb, &c, &sub);
	if (!sibling(f, &sub, group, ngroup, T_EXT,
		     field_ident(t, open, n, "ext_info")))
		iio_ext_info(f, tb, &c, &sub);
	free(sub.v);
}

static void iio_table(struct finisher *f, const struct ch_table *tb,
		      const struct ch_table *group, size_t ngroup)
{
	struct token_vec x = { 0 };
	size_t b, e, open;

	if (!expand_table(f, &x, tb))
		for (b = 1; b < x.n; b = e + 1) {
			e = next_element(x.v, b, x.n);
			if ((open = element_brace(x.v, b, e)))
				iio_channel(f, tb, group, ngroup, x.v, open,
					    x.n);
		}
	free(x.v);
}

/* The channel arrays a macro use declares, expanded (T_DECL). */
static void decl_table(struct finisher *f, const struct ch_table *tb,
		       const struct ch_table *group, size_t ngroup)
{
	struct token_vec x = { 0 };
	const struct token *name;
	struct ch_table arr;
	size_t i, open, close, nc;

	if (!expand(f, &x, tb->toks, tb->ntoks, tb->path, 0))
		for (i = 0; i < x.n; i++) {
			open = cinit_array(x.v, i, x.n, "iio_chan_spec", &name);
			if (!open)
				continue;
			close = tok_close(x.v, open, x.n, NULL, 0, &nc);
			if (close >= x.n)
				break;
			arr = *tb;
			arr.kind = T_IIO;
			arr.toks = &x.v[open];
			arr.ntoks = (uint32_t)(close - open + 1);
			iio_table(f, &arr, group, ngroup);
			i = close;
		}
	free(x.v);
}

/*
 * HWMON_CHANNEL_INFO(temp, HWMON_T_INPUT | HWMON_T_MAX, HWMON_T_INPUT):
 * each argument after the type is a channel, numbered from 1 (from 0 for
 * in and intrusion: hwmon.c's hwmon_attr_base()).
 */
static void hwmon_info(struct finisher *f, const struct ch_table *tb)
{
	struct token_vec x = { 0 };
	struct strbuf sb = STRBUF_INIT;
	size_t b[64], e[64], nargs, k, i, close, nc;
	const char *tmpl, *bit, *pct;
	int base;

	if (expand(f, &x, tb->toks, tb->ntoks, tb->path, 0) || x.n < 4 ||
	    (close = tok_close(x.v, 1, x.n, NULL, 0, &nc)) >= x.n)
		goto out;
	nargs = cdecl_split_args(&x.v[2], close - 2, b, e, 64);
	if (nargs > 64 || nargs < 2 || e[0] != b[0] + 1)
		goto out;
	base = tok_eq(&x.v[2 + b[0]], "in") ||
	       tok_eq(&x.v[2 + b[0]], "intrusion") ? 0 : 1;
	for (k = 1; k < nargs; k++) {
		for (i = 2 + b[k]; i < 2 + e[k]; i++) {
			if (!tok_starts(&x.v[i], "HWMON_") ||
			    !(bit = lookup(f, x.v[i].s, x.v[i].len)) ||
			    !(tmpl = lookup(f, bit, strlen(bit))))
				continue;
			strbuf_reset(&sb);
			pct = strstr(tmpl, "%d");
			if (pct)
				strbuf_addf(&sb, "%.*s%zu%s", (int)(pct - tmpl),
					    tmpl, k - 1 + (size_t)base,
					    pct + 2);
			else
				strbuf_addstr(&sb, tmpl);
			add_attr(f, "", sb.buf, "hwmon", tb);
		}
	}
out:
	strbuf_release(&sb);
	free(x.v);
}

/* enum power_supply_property foo_props[] = { POWER_SUPPLY_PROP_STATUS }. */
static void psy_props(struct finisher *f, const struct ch_table *tb)
{
	struct token_vec x = { 0 };
	struct strbuf sb = STRBUF_INIT;
	const char *s;
	size_t i, k;

	if (!expand(f, &x, tb->toks, tb->ntoks, tb->path, 0))
		for (i = 0; i < x.n; i++) {
			if (!tok_starts(&x.v[i], "POWER_SUPPLY_PROP_") ||
			    !(s = lookup(f, x.v[i].s, x.v[i].len)))
				continue;
			strbuf_reset(&sb);
			for (k = 0; s[k]; k++)
				strbuf_addch(&sb, (char)(s[k] >= 'A' &&
					     s[k] <= 'Z' ? s[k] - 'A' + 'a' :
					     s[k]));
			add_attr(f, "", sb.buf, "power_supply", tb);
		}
	strbuf_release(&sb);
	free(x.v);
}

/*
 * struct mlxreg_core_data foo_regs_io_data[] = { { .label = "cpld1_version",
 * .reg = ..., .mode = 0444 } }: mlxreg-io makes a file of each entry with
 * a mode, named by its label (mlxreg_io_attr_init()); hotplug, LED and
 * watchdog entries have none.
 */
static void mlxreg_io(struct finisher *f, const struct ch_table *tb)
{
	struct token_vec x = { 0 };
	struct strbuf sb = STRBUF_INIT;
	size_t b, e, open, vb, ve;

	if (!expand_table(f, &x, tb))
		for (b = 1; b < x.n; b = e + 1) {
			e = next_element(x.v, b, x.n);
			if (!(open = element_brace(x.v, b, e)) ||
			    cinit_field(x.v, open, x.n, "mode", &vb, &ve) ||
			    cinit_field(x.v, open, x.n, "label", &vb, &ve) ||
			    paren_string(&sb, x.v, vb, ve) || !sb.len)
				continue;
			add_attr(f, "", sb.buf, "mlxreg-io", tb);
		}
	strbuf_release(&sb);
	free(x.v);
}

static int attr_cmp(const void *a, const void *b)
{
	const struct ch_attr *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : x->line < y->line ? -1 : x->line > y->line;
}

/* The attributes of the file of group[0..n), one item per name. */
static void emit_file(struct finisher *f, const struct ch_table *group,
		      size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	const char *path = group[0].path, *dot = strrchr(path, '.');
	size_t i, stem = dot ? (size_t)(dot - path) : strlen(path);

	for (i = 0; i < n; i++) {
		if (group[i].kind == T_IIO)
			iio_table(f, &group[i], group, n);
		else if (group[i].kind == T_DECL)
			decl_table(f, &group[i], group, n);
		else if (group[i].kind == T_HWMON)
			hwmon_info(f, &group[i]);
		else if (group[i].kind == T_MLXREG)
			mlxreg_io(f, &group[i]);
		else if (group[i].kind == T_PSY)
			psy_props(f, &group[i]);
	}
	sort_array(f->attrs, f->nattrs, sizeof(*f->attrs), attr_cmp);
	for (i = 0; i < f->nattrs; i++) {
		const struct ch_attr *a = &f->attrs[i];

		if (i && !strcmp(a->name, f->attrs[i - 1].name))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s (%.*s)", a->name, (int)stem, path);
		inventory_fact_begin(f->inv, "sysfs", sb.buf, sb.len, path,
				     a->line, 0);
		fact_attr_str(f->inv, "framework", a->framework);
		fact_attr_str(f->inv, "table", a->table);
		inventory_fact_end(f->inv);
	}
	for (i = 0; i < f->nattrs; i++)
		free(f->attrs[i].name);
	f->nattrs = 0;
	strbuf_release(&sb);
}

static int table_cmp(const void *a, const void *b)
{
	const struct ch_table *x = a, *y = b;
	int c = strcmp(x->path, y->path);

	if (!c && x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return c ? c : x->kind != y->kind ? (int)x->kind - (int)y->kind :
	       strcmp(x->name, y->name);
}

void channels_finish(struct inventory *inv, struct channels *const *chs,
		     size_t n)
{
	struct finisher f = { 0 };
	struct ch_table *tables = NULL;
	size_t ntables = 0, alloc = 0, i, k, b;

	f.inv = inv;
	for (i = 0; i < n; i++) {
		const struct channels *ch = chs[i];

		if (!ch)
			continue;
		f.names = xreallocarray(f.names, f.nnames + ch->nnames + 1,
					sizeof(*f.names));
		if (ch->nnames)
			memcpy(f.names + f.nnames, ch->names,
			       ch->nnames * sizeof(*f.names));
		f.nnames += ch->nnames;
		f.mac = xreallocarray(f.mac, f.nmac + ch->nmacros + 1,
				      sizeof(*f.mac));
		for (k = 0; k < ch->nmacros; k++) {
			f.mac[f.nmac].m = &ch->macros[k];
			f.mac[f.nmac++].path = ch->mpaths[k];
		}
		ALLOC_GROW(tables, ntables + ch->ntables, alloc);
		if (ch->ntables)
			memcpy(tables + ntables, ch->tables,
			       ch->ntables * sizeof(*tables));
		ntables += ch->ntables;
	}
	sort_array(f.names, f.nnames, sizeof(*f.names), name_cmp);
	sort_array(f.mac, f.nmac, sizeof(*f.mac), macro_cmp);
	sort_array(tables, ntables, sizeof(*tables), table_cmp);
	f.tables = tables;
	f.ntables = ntables;
	for (b = 0; b < ntables; b = i) {
		for (i = b + 1; i < ntables &&
		     !strcmp(tables[i].path, tables[b].path); i++)
			;
		emit_file(&f, &tables[b], i - b);
	}
	free(tables);
	free(f.names);
	free(f.mac);
	free(f.attrs);
	arena_release(&f.arena);
}

void sysfs_macro_pack(struct strbuf *out, const struct cmacro *m)
{
	pack_str(out, m->name);
	pack_str(out, m->params);
	pack_u32(out, m->nparams);
	pack_u32(out, m->line);
	pack_u32(out, (uint32_t)m->variadic | (uint32_t)m->guard << 8 |
		      (uint32_t)m->uncertain << 16 |
		      (uint32_t)m->eval_state << 24);
	pack_u32(out, m->cond);
	pack_u32(out, (uint32_t)m->val);
	pack_u32(out, (uint32_t)(m->val >> 32));
	tokens_pack(out, m->toks, m->ntoks);
}

int sysfs_macro_unpack(struct cmacro *m, struct unpacker *u,
		       struct arena *a)
{
	uint32_t flags, lo;
	size_t n;

	memset(m, 0, sizeof(*m));
	m->name = unpack_str(u, a);
	m->params = unpack_str(u, a);
	m->nparams = unpack_u32(u);
	m->line = unpack_u32(u);
	flags = unpack_u32(u);
	m->variadic = flags & 0xff;
	m->guard = (flags >> 8) & 0xff;
	m->uncertain = (flags >> 16) & 0xff;
	m->eval_state = (flags >> 24) & 0xff;
	m->cond = (uint16_t)unpack_u32(u);
	lo = unpack_u32(u);
	m->val = (uint64_t)unpack_u32(u) << 32 | lo;
	m->body = "";
	m->toks = tokens_unpack(u, a, &n);
	m->ntoks = (uint32_t)n;
	return m->name && m->toks ? 0 : -1;
}

/*
 * A file's names, macros and tables, each list its count first.  The
 * paths are all the file's: the state holds one file.
 */
void channels_pack(struct strbuf *out, const struct channels *ch)
{
	size_t i;

	pack_u32(out, ch ? (uint32_t)ch->nnames : 0);
	for (i = 0; ch && i < ch->nnames; i++) {
		pack_str(out, ch->names[i].key);
		pack_str(out, ch->names[i].val);
	}
	pack_u32(out, ch ? (uint32_t)ch->nmacros : 0);
	for (i = 0; ch && i < ch->nmacros; i++)
		sysfs_macro_pack(out, &ch->macros[i]);
	pack_u32(out, ch ? (uint32_t)ch->ntables : 0);
	for (i = 0; ch && i < ch->ntables; i++) {
		const struct ch_table *tb = &ch->tables[i];

		pack_u32(out, tb->kind);
		pack_str(out, tb->name);
		pack_u32(out, tb->line);
		pack_u32(out, (uint32_t)tb->single);
		pack_u32(out, tb->labels);
		tokens_pack(out, tb->toks, tb->ntoks);
	}
}

/* The channels of *@chp, made if need be: there is something to add. */
static struct channels *channels_of(struct channels **chp)
{
	if (!*chp)
		*chp = xcalloc(1, sizeof(**chp));
	return *chp;
}

int channels_unpack(struct channels **chp, const char *path,
		    struct unpacker *u)
{
	struct channels *ch;
	uint32_t i, n;

	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++) {
		ch = channels_of(chp);
		ALLOC_GROW(ch->names, ch->nnames + 1, ch->names_alloc);
		ch->names[ch->nnames].key = unpack_str(u, &ch->arena);
		ch->names[ch->nnames].val = unpack_str(u, &ch->arena);
		if (!ch->names[ch->nnames].key || !ch->names[ch->nnames].val)
			return -1;
		ch->nnames++;
	}
	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++) {
		ch = channels_of(chp);
		ALLOC_GROW(ch->macros, ch->nmacros + 1, ch->macros_alloc);
		ALLOC_GROW(ch->mpaths, ch->nmacros + 1, ch->mpaths_alloc);
		if (sysfs_macro_unpack(&ch->macros[ch->nmacros], u,
				       &ch->arena) < 0)
			return -1;
		ch->mpaths[ch->nmacros++] = path;
	}
	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++) {
		struct ch_table *tb;
		uint32_t kind;
		size_t nt;

		ch = channels_of(chp);
		ALLOC_GROW(ch->tables, ch->ntables + 1, ch->tables_alloc);
		tb = &ch->tables[ch->ntables];
		kind = unpack_u32(u);
		if (kind > T_DECL)
			return -1;
		tb->kind = (enum table_kind)kind;
		tb->path = path;
		tb->name = unpack_str(u, &ch->arena);
		tb->line = unpack_u32(u);
		tb->single = (int)unpack_u32(u);
		tb->labels = unpack_u32(u);
		tb->toks = tokens_unpack(u, &ch->arena, &nt);
		tb->ntoks = (uint32_t)nt;
		if (!tb->toks)
			return -1;
		ch->ntables++;
	}
	return u->err ? -1 : 0;
}
