#include <stddef.h>
#include <linux/random.h>
_Static_assert(sizeof(struct rand_pool_info) == 8, "struct rand_pool_info");
_Static_assert(offsetof(struct rand_pool_info, entropy_count) == 0, "struct rand_pool_info.entropy_count");
_Static_assert(offsetof(struct rand_pool_info, buf_size) == 4, "struct rand_pool_info.buf_size");
_Static_assert(offsetof(struct rand_pool_info, buf) == 8, "struct rand_pool_info.buf");
_Static_assert(sizeof(struct vgetrandom_opaque_params) == 64, "struct vgetrandom_opaque_params");
_Static_assert(offsetof(struct vgetrandom_opaque_params, size_of_opaque_state) == 0, "struct vgetrandom_opaque_params.size_of_opaque_state");
_Static_assert(offsetof(struct vgetrandom_opaque_params, mmap_flags) == 8, "struct vgetrandom_opaque_params.mmap_flags");
_Static_assert(offsetof(struct vgetrandom_opaque_params, mmap_prot) == 4, "struct vgetrandom_opaque_params.mmap_prot");
_Static_assert(offsetof(struct vgetrandom_opaque_params, reserved) == 12, "struct vgetrandom_opaque_params.reserved");
