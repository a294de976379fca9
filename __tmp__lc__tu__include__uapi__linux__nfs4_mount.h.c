#include <stddef.h>
#include <linux/nfs4_mount.h>
_Static_assert(sizeof(struct nfs4_mount_data) == 120, "struct nfs4_mount_data");
_Static_assert(offsetof(struct nfs4_mount_data, host_addrlen) == 88, "struct nfs4_mount_data.host_addrlen");
_Static_assert(offsetof(struct nfs4_mount_data, retrans) == 20, "struct nfs4_mount_data.retrans");
_Static_assert(offsetof(struct nfs4_mount_data, acdirmax) == 36, "struct nfs4_mount_data.acdirmax");
_Static_assert(offsetof(struct nfs4_mount_data, client_addr) == 40, "struct nfs4_mount_data.client_addr");
_Static_assert(offsetof(struct nfs4_mount_data, auth_flavourlen) == 108, "struct nfs4_mount_data.auth_flavourlen");
_Static_assert(offsetof(struct nfs4_mount_data, timeo) == 16, "struct nfs4_mount_data.timeo");
_Static_assert(offsetof(struct nfs4_mount_data, host_addr) == 96, "struct nfs4_mount_data.host_addr");
_Static_assert(offsetof(struct nfs4_mount_data, version) == 0, "struct nfs4_mount_data.version");
_Static_assert(offsetof(struct nfs4_mount_data, acdirmin) == 32, "struct nfs4_mount_data.acdirmin");
_Static_assert(offsetof(struct nfs4_mount_data, acregmax) == 28, "struct nfs4_mount_data.acregmax");
_Static_assert(offsetof(struct nfs4_mount_data, rsize) == 8, "struct nfs4_mount_data.rsize");
_Static_assert(offsetof(struct nfs4_mount_data, hostname) == 72, "struct nfs4_mount_data.hostname");
_Static_assert(offsetof(struct nfs4_mount_data, flags) == 4, "struct nfs4_mount_data.flags");
_Static_assert(offsetof(struct nfs4_mount_data, acregmin) == 24, "struct nfs4_mount_data.acregmin");
_Static_assert(offsetof(struct nfs4_mount_data, mnt_path) == 56, "struct nfs4_mount_data.mnt_path");
_Static_assert(offsetof(struct nfs4_mount_data, proto) == 104, "struct nfs4_mount_data.proto");
_Static_assert(offsetof(struct nfs4_mount_data, wsize) == 12, "struct nfs4_mount_data.wsize");
_Static_assert(offsetof(struct nfs4_mount_data, auth_flavours) == 112, "struct nfs4_mount_data.auth_flavours");
_Static_assert(sizeof(struct nfs_string) == 16, "struct nfs_string");
_Static_assert(offsetof(struct nfs_string, len) == 0, "struct nfs_string.len");
_Static_assert(offsetof(struct nfs_string, data) == 8, "struct nfs_string.data");
