#include <stddef.h>
#include <linux/nitro_enclaves.h>
_Static_assert(sizeof(struct ne_enclave_start_info) == 16, "struct ne_enclave_start_info");
_Static_assert(offsetof(struct ne_enclave_start_info, enclave_cid) == 8, "struct ne_enclave_start_info.enclave_cid");
_Static_assert(offsetof(struct ne_enclave_start_info, flags) == 0, "struct ne_enclave_start_info.flags");
_Static_assert(sizeof(struct ne_image_load_info) == 16, "struct ne_image_load_info");
_Static_assert(offsetof(struct ne_image_load_info, memory_offset) == 8, "struct ne_image_load_info.memory_offset");
_Static_assert(offsetof(struct ne_image_load_info, flags) == 0, "struct ne_image_load_info.flags");
_Static_assert(sizeof(struct ne_user_memory_region) == 24, "struct ne_user_memory_region");
_Static_assert(offsetof(struct ne_user_memory_region, userspace_addr) == 16, "struct ne_user_memory_region.userspace_addr");
_Static_assert(offsetof(struct ne_user_memory_region, memory_size) == 8, "struct ne_user_memory_region.memory_size");
_Static_assert(offsetof(struct ne_user_memory_region, flags) == 0, "struct ne_user_memory_region.flags");
