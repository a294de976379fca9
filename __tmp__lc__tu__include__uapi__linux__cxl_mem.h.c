#include <stddef.h>
#include <linux/cxl_mem.h>
_Static_assert(sizeof(struct cxl_command_info) == 16, "struct cxl_command_info");
_Static_assert(offsetof(struct cxl_command_info, size_out) == 12, "struct cxl_command_info.size_out");
_Static_assert(offsetof(struct cxl_command_info, id) == 0, "struct cxl_command_info.id");
_Static_assert(offsetof(struct cxl_command_info, flags) == 4, "struct cxl_command_info.flags");
_Static_assert(offsetof(struct cxl_command_info, size_in) == 8, "struct cxl_command_info.size_in");
_Static_assert(sizeof(struct cxl_mem_query_commands) == 8, "struct cxl_mem_query_commands");
_Static_assert(offsetof(struct cxl_mem_query_commands, commands) == 8, "struct cxl_mem_query_commands.commands");
_Static_assert(offsetof(struct cxl_mem_query_commands, rsvd) == 4, "struct cxl_mem_query_commands.rsvd");
_Static_assert(offsetof(struct cxl_mem_query_commands, n_commands) == 0, "struct cxl_mem_query_commands.n_commands");
_Static_assert(sizeof(struct cxl_send_command) == 48, "struct cxl_send_command");
_Static_assert(offsetof(struct cxl_send_command, raw.rsvd) == 10, "struct cxl_send_command.raw.rsvd");
_Static_assert(offsetof(struct cxl_send_command, out.rsvd) == 36, "struct cxl_send_command.out.rsvd");
_Static_assert(offsetof(struct cxl_send_command, out.payload) == 40, "struct cxl_send_command.out.payload");
_Static_assert(offsetof(struct cxl_send_command, rsvd) == 8, "struct cxl_send_command.rsvd");
_Static_assert(offsetof(struct cxl_send_command, in.payload) == 24, "struct cxl_send_command.in.payload");
_Static_assert(offsetof(struct cxl_send_command, in) == 16, "struct cxl_send_command.in");
_Static_assert(offsetof(struct cxl_send_command, out) == 32, "struct cxl_send_command.out");
_Static_assert(offsetof(struct cxl_send_command, id) == 0, "struct cxl_send_command.id");
_Static_assert(offsetof(struct cxl_send_command, in.size) == 16, "struct cxl_send_command.in.size");
_Static_assert(offsetof(struct cxl_send_command, out.size) == 32, "struct cxl_send_command.out.size");
_Static_assert(offsetof(struct cxl_send_command, retval) == 12, "struct cxl_send_command.retval");
_Static_assert(offsetof(struct cxl_send_command, flags) == 4, "struct cxl_send_command.flags");
_Static_assert(offsetof(struct cxl_send_command, in.rsvd) == 20, "struct cxl_send_command.in.rsvd");
_Static_assert(offsetof(struct cxl_send_command, raw.opcode) == 8, "struct cxl_send_command.raw.opcode");
_Static_assert(offsetof(struct cxl_send_command, raw) == 8, "struct cxl_send_command.raw");
