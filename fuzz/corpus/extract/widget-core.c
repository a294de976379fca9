// SPDX-License-Identifier: GPL-2.0
/* One example of each way a driver makes sysfs files. */
#include <linux/device.h>
#include <linux/sysfs.h>
#include <linux/widget-sysfs.h>

static DEVICE_ATTR_RO(serial);
static DEVICE_ATTR_RW(speed);
static DEVICE_ATTR_WO(reset);
static DEVICE_ATTR(label, 0664, label_show, label_store);

/* Through the subsystem's wrappers, with a number pasted on. */
static WIDGET_DEVICE_ATTR_RO(temp1_input, temp, 0);
static WIDGET_DEVICE_ATTR(temp1_max, S_IRUGO | S_IWUSR, temp_show, temp_store, 1);

/* A wrapper of this file, writing the attribute out. */
#define WIDGET_ENTRY(_prefix, _name, _mode)				\
static struct widget_entry _prefix##_entry = {				\
	.attr = { .name = _name, .mode = _mode },			\
	.show = _prefix##_show,						\
}

WIDGET_ENTRY(queue_depth, "queue_depth", 0444);

/* Written out, in a kobj_attribute. */
static struct kobj_attribute version_attr = {
	.attr = { .name = "version", .mode = 0444 },
	.show = version_show,
};

/* A miscdevice has a name and a mode: it is not an attribute. */
static struct miscdevice widget_misc = {
	.name = "widget",
	.mode = 0666,
	.fops = &widget_fops,
};

static BIN_ATTR_RO(eeprom, 256);

static struct attribute *widget_attrs[] = {
	&dev_attr_serial.attr,
	&dev_attr_speed.attr,
	&dev_attr_reset.attr,
	NULL,
};
ATTRIBUTE_GROUPS(widget);

static struct attribute *widget_hw_attrs[] = {
	&dev_attr_label.attr,
	&widget_dev_attr_temp1_input.dev_attr.attr,
	&widget_dev_attr_temp1_max.dev_attr.attr,
	NULL,
};

static struct bin_attribute *widget_hw_bin_attrs[] = {
	&bin_attr_eeprom,
	NULL,
};

static const struct attribute_group widget_hw_group = {
	.name = "hw",
	.attrs = widget_hw_attrs,
	.bin_attrs = widget_hw_bin_attrs,
};

static int widget_probe(struct device *dev)
{
	return sysfs_create_link(&dev->kobj, &parent->kobj, "controller");
}
