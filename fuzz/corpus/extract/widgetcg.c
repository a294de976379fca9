// SPDX-License-Identifier: GPL-2.0
/* A cgroup controller's interface files. */
#include <linux/cgroup.h>

static struct cftype widget_files[] = {
	{
		.name = "max",
		.flags = CFTYPE_NOT_ON_ROOT,
		.seq_show = widget_max_show,
		.write = widget_max_write,
	},
	{
		.name = "stat",
		.seq_show = widget_stat_show,
	},
	{ }	/* terminate */
};

static struct cftype widget_legacy_files[] = {
	{
		.name = "limit_in_bytes",
		.write = widget_limit_write,
	},
	{
		.name = "widget.pressure",
		.flags = CFTYPE_NO_PREFIX,
	},
	{ }	/* terminate */
};

struct cgroup_subsys widget_cgrp_subsys = {
	.css_alloc = widget_css_alloc,
	.dfl_cftypes = widget_files,
	.legacy_cftypes = widget_legacy_files,
};
