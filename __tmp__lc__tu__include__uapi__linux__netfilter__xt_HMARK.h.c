#include <stddef.h>
#include <linux/netfilter/xt_HMARK.h>
_Static_assert(sizeof(union hmark_ports) == 4, "union hmark_ports");
_Static_assert(offsetof(union hmark_ports, b16.dst) == 2, "union hmark_ports.b16.dst");
_Static_assert(offsetof(union hmark_ports, p16) == 0, "union hmark_ports.p16");
_Static_assert(offsetof(union hmark_ports, p16.dst) == 2, "union hmark_ports.p16.dst");
_Static_assert(offsetof(union hmark_ports, b32) == 0, "union hmark_ports.b32");
_Static_assert(offsetof(union hmark_ports, v32) == 0, "union hmark_ports.v32");
_Static_assert(offsetof(union hmark_ports, p16.src) == 0, "union hmark_ports.p16.src");
_Static_assert(offsetof(union hmark_ports, b16.src) == 0, "union hmark_ports.b16.src");
_Static_assert(offsetof(union hmark_ports, b16) == 0, "union hmark_ports.b16");
