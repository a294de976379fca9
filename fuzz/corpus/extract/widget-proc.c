// SPDX-License-Identifier: GPL-2.0
/* procfs entries, with parents kept in variables; and debugfs files. */
#include <linux/proc_fs.h>
#include <linux/debugfs.h>

static struct proc_dir_entry *widget_dir, *widget_stats;
static struct dentry *widget_debug;

static int __init widget_proc_init(void)
{
	widget_dir = proc_mkdir("widget", NULL);
	widget_stats = proc_mkdir_mode("stats", 0555, widget_dir);
	proc_create("status", 0444, widget_dir, &widget_status_ops);
	proc_create_single("rates", S_IRUGO, widget_stats, rates_show);
	proc_create_net("widget", 0444, init_net.proc_net, &widget_seq_ops,
			sizeof(struct seq_net_private));
	proc_symlink("widget_link", NULL, "widget/status");
	proc_create_seq("queues", 0400, some_parent(), &queues_ops);

	widget_debug = debugfs_create_dir("widget", NULL);
	debugfs_create_u32("level", 0644, widget_debug, &widget_level);
	debugfs_create_file("regs", 0400, widget_debug, NULL, &regs_fops);
	debugfs_create_bool("enabled", 0600, dev->debugfs, &enabled);
	return 0;
}
