#include <stddef.h>
#include <linux/fsl_mc.h>
_Static_assert(sizeof(struct fsl_mc_command) == 64, "struct fsl_mc_command");
_Static_assert(offsetof(struct fsl_mc_command, params) == 8, "struct fsl_mc_command.params");
_Static_assert(offsetof(struct fsl_mc_command, header) == 0, "struct fsl_mc_command.header");
