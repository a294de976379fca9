#include <stddef.h>
#include <linux/matroxfb.h>
_Static_assert(sizeof(struct matroxioc_output_mode) == 8, "struct matroxioc_output_mode");
_Static_assert(offsetof(struct matroxioc_output_mode, output) == 0, "struct matroxioc_output_mode.output");
_Static_assert(offsetof(struct matroxioc_output_mode, mode) == 4, "struct matroxioc_output_mode.mode");
