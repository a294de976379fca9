// SPDX-License-Identifier: GPL-2.0
/*
 * A saved inventory (abiwatch scan --format json) as one side of a diff.
 * It is untrusted input: every field is checked, and an inventory that is
 * truncated, of another schema or of a newer version is refused with one
 * line that says which.
 */
#include <jansson.h>
#include <string.h>

#include "core/util.h"
#include "core/version.h"
#include "source/inventory-file.h"

static const char *str_field(json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);

	return json_is_string(v) ? json_string_value(v) : NULL;
}

static int load_item(struct inventory *inv, json_t *o, size_t idx,
		     const char *path, struct strbuf *err)
{
	const char *kind = str_field(o, "kind"), *name = str_field(o, "name");
	const char *file = str_field(o, "file");
	json_t *line = json_object_get(o, "line");
	json_t *attrs = json_object_get(o, "attrs"), *v;
	const char *key;

	if (!json_is_object(o) || !kind || !name || !file ||
	    !json_is_integer(line) || json_integer_value(line) < 0 ||
	    json_integer_value(line) > UINT32_MAX ||
	    (attrs && !json_is_object(attrs))) {
		strbuf_addf(err, "%s: item %zu is malformed", path, idx);
		return -1;
	}
	inventory_fact_begin(inv, arena_strdup(&inv->arena, kind), name,
			     strlen(name), arena_strdup(&inv->arena, file),
			     (uint32_t)json_integer_value(line), 0);
	json_object_foreach(attrs, key, v) {
		if (!json_is_string(v)) {
			inventory_fact_end(inv);
			strbuf_addf(err, "%s: item %zu: attribute '%s' is not a string",
				    path, idx, key);
			return -1;
		}
		inventory_fact_attr(inv, key, json_string_value(v),
				    json_string_length(v));
	}
	inventory_fact_end(inv);
	return 0;
}

static int load_json(struct inventory *inv, json_t *root, const char *path,
		     struct strbuf *err);

int inventory_load(struct inventory *inv, const char *path, struct strbuf *err)
{
	json_error_t jerr;
	json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &jerr);

	if (!root) {
		strbuf_addf(err, "%s: not a readable inventory: %s (line %d, column %d)",
			    path, jerr.text, jerr.line, jerr.column);
		return -1;
	}
	return load_json(inv, root, path, err);
}

int inventory_load_buffer(struct inventory *inv, const char *buf, size_t len,
			  const char *name, struct strbuf *err)
{
	json_error_t jerr;
	json_t *root = json_loadb(buf, len, JSON_REJECT_DUPLICATES, &jerr);

	if (!root) {
		strbuf_addf(err, "%s: not a readable inventory: %s (line %d, column %d)",
			    name, jerr.text, jerr.line, jerr.column);
		return -1;
	}
	return load_json(inv, root, name, err);
}

/* Takes @root's reference. */
static int load_json(struct inventory *inv, json_t *root, const char *path,
		     struct strbuf *err)
{
	json_t *items, *problems, *v, *files;
	const char *schema;
	size_t i;
	int ret = -1;

	schema = str_field(root, "schema");
	v = json_object_get(root, "version");
	if (!schema || strcmp(schema, INVENTORY_SCHEMA)) {
		strbuf_addf(err, "%s: not an abiwatch inventory (schema is %s%s%s)",
			    path, schema ? "\"" : "", schema ? schema : "missing",
			    schema ? "\"" : "");
		goto out;
	}
	if (!json_is_integer(v) || json_integer_value(v) < 1) {
		strbuf_addf(err, "%s: inventory has no valid schema version", path);
		goto out;
	}
	if (json_integer_value(v) > SCHEMA_VERSION) {
		strbuf_addf(err, "%s: inventory schema version %lld is newer than this abiwatch reads (%d)",
			    path, (long long)json_integer_value(v),
			    SCHEMA_VERSION);
		goto out;
	}
	items = json_object_get(root, "items");
	problems = json_object_get(root, "problems");
	files = json_object_get(root, "files");
	if (!json_is_array(items) || (problems && !json_is_array(problems)) ||
	    !str_field(root, "source")) {
		strbuf_addf(err, "%s: inventory lacks %s", path,
			    !json_is_array(items) ? "its items array" :
			    !str_field(root, "source") ? "its source" :
			    "a valid problems array");
		goto out;
	}
	inv->source = arena_strdup(&inv->arena, str_field(root, "source"));
	inv->files = json_is_integer(files) && json_integer_value(files) > 0 ?
		     (uint64_t)json_integer_value(files) : 0;
	for (i = 0; i < json_array_size(items); i++) {
		if (load_item(inv, json_array_get(items, i), i, path, err) < 0)
			goto out;
	}
	for (i = 0; i < json_array_size(problems); i++) {
		json_t *p = json_array_get(problems, i);
		const char *ppath = str_field(p, "path");
		const char *msg = str_field(p, "message");

		if (!ppath || !msg) {
			strbuf_addf(err, "%s: problem %zu is malformed", path, i);
			goto out;
		}
		inventory_problem(inv, ppath, "%s", msg);
	}
	inventory_finish(inv);
	ret = 0;
out:
	json_decref(root);
	return ret;
}
