#include <stddef.h>
#include <linux/mmc/ioctl.h>
_Static_assert(sizeof(struct mmc_ioc_cmd) == 72, "struct mmc_ioc_cmd");
_Static_assert(offsetof(struct mmc_ioc_cmd, blocks) == 40, "struct mmc_ioc_cmd.blocks");
_Static_assert(offsetof(struct mmc_ioc_cmd, data_timeout_ns) == 52, "struct mmc_ioc_cmd.data_timeout_ns");
_Static_assert(offsetof(struct mmc_ioc_cmd, data_ptr) == 64, "struct mmc_ioc_cmd.data_ptr");
_Static_assert(offsetof(struct mmc_ioc_cmd, blksz) == 36, "struct mmc_ioc_cmd.blksz");
_Static_assert(offsetof(struct mmc_ioc_cmd, postsleep_min_us) == 44, "struct mmc_ioc_cmd.postsleep_min_us");
_Static_assert(offsetof(struct mmc_ioc_cmd, response) == 16, "struct mmc_ioc_cmd.response");
_Static_assert(offsetof(struct mmc_ioc_cmd, write_flag) == 0, "struct mmc_ioc_cmd.write_flag");
_Static_assert(offsetof(struct mmc_ioc_cmd, opcode) == 8, "struct mmc_ioc_cmd.opcode");
_Static_assert(offsetof(struct mmc_ioc_cmd, arg) == 12, "struct mmc_ioc_cmd.arg");
_Static_assert(offsetof(struct mmc_ioc_cmd, flags) == 32, "struct mmc_ioc_cmd.flags");
_Static_assert(offsetof(struct mmc_ioc_cmd, is_acmd) == 4, "struct mmc_ioc_cmd.is_acmd");
_Static_assert(offsetof(struct mmc_ioc_cmd, cmd_timeout_ms) == 56, "struct mmc_ioc_cmd.cmd_timeout_ms");
_Static_assert(offsetof(struct mmc_ioc_cmd, __pad) == 60, "struct mmc_ioc_cmd.__pad");
_Static_assert(offsetof(struct mmc_ioc_cmd, postsleep_max_us) == 48, "struct mmc_ioc_cmd.postsleep_max_us");
_Static_assert(sizeof(struct mmc_ioc_multi_cmd) == 8, "struct mmc_ioc_multi_cmd");
_Static_assert(offsetof(struct mmc_ioc_multi_cmd, num_of_cmds) == 0, "struct mmc_ioc_multi_cmd.num_of_cmds");
_Static_assert(offsetof(struct mmc_ioc_multi_cmd, cmds) == 8, "struct mmc_ioc_multi_cmd.cmds");
