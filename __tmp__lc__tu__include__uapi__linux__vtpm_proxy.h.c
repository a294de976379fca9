#include <stddef.h>
#include <linux/vtpm_proxy.h>
_Static_assert(sizeof(struct vtpm_proxy_new_dev) == 20, "struct vtpm_proxy_new_dev");
_Static_assert(offsetof(struct vtpm_proxy_new_dev, tpm_num) == 4, "struct vtpm_proxy_new_dev.tpm_num");
_Static_assert(offsetof(struct vtpm_proxy_new_dev, fd) == 8, "struct vtpm_proxy_new_dev.fd");
_Static_assert(offsetof(struct vtpm_proxy_new_dev, major) == 12, "struct vtpm_proxy_new_dev.major");
_Static_assert(offsetof(struct vtpm_proxy_new_dev, flags) == 0, "struct vtpm_proxy_new_dev.flags");
_Static_assert(offsetof(struct vtpm_proxy_new_dev, minor) == 16, "struct vtpm_proxy_new_dev.minor");
