#include <stddef.h>
#include <rdma/rdma_netlink.h>
_Static_assert(sizeof(struct rdma_ls_ip_resolve_header) == 4, "struct rdma_ls_ip_resolve_header");
_Static_assert(offsetof(struct rdma_ls_ip_resolve_header, ifindex) == 0, "struct rdma_ls_ip_resolve_header.ifindex");
_Static_assert(sizeof(struct rdma_ls_resolve_header) == 66, "struct rdma_ls_resolve_header");
_Static_assert(offsetof(struct rdma_ls_resolve_header, port_num) == 64, "struct rdma_ls_resolve_header.port_num");
_Static_assert(offsetof(struct rdma_ls_resolve_header, path_use) == 65, "struct rdma_ls_resolve_header.path_use");
_Static_assert(offsetof(struct rdma_ls_resolve_header, device_name) == 0, "struct rdma_ls_resolve_header.device_name");
_Static_assert(sizeof(struct rdma_nla_ls_gid) == 16, "struct rdma_nla_ls_gid");
_Static_assert(offsetof(struct rdma_nla_ls_gid, gid) == 0, "struct rdma_nla_ls_gid.gid");
