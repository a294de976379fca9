// SPDX-License-Identifier: GPL-2.0
/* sysctl tables and where they are registered. */
#include <linux/sysctl.h>

static struct ctl_table widget_table[] = {
	{
		.procname	= "max_widgets",
		.data		= &max_widgets,
		.maxlen		= sizeof(int),
		.mode		= 0644,
		.proc_handler	= proc_dointvec,
	},
	{
		.procname	= "widget_ratio",
		.mode		= 0444,
		.proc_handler	= proc_dointvec_minmax,
	},
};

static struct ctl_table widget_net_table[] = {
	{
		.procname	= "widget_timeout",
		.mode		= 0644,
		.proc_handler	= proc_dointvec_jiffies,
	},
};

static struct ctl_table orphan_table[] = {
	{
		.procname	= "orphan",
		.mode		= 0644,
		.proc_handler	= proc_dointvec,
	},
};

static int __net_init widget_net_init(struct net *net)
{
	struct ctl_table *table = widget_net_table;

	if (!net_eq(net, &init_net))
		table = kmemdup(widget_net_table, sizeof(widget_net_table),
				GFP_KERNEL);
	net->widget_hdr = register_net_sysctl(net, "net/widget", table);
	return 0;
}

static int __init widget_sysctl_init(void)
{
	register_sysctl_init("kernel/widget", widget_table);
	return 0;
}
