#include <stddef.h>
#include <rdma/mlx5_user_ioctl_verbs.h>
_Static_assert(sizeof(struct mlx5_ib_uapi_devx_async_cmd_hdr) == 8, "struct mlx5_ib_uapi_devx_async_cmd_hdr");
_Static_assert(offsetof(struct mlx5_ib_uapi_devx_async_cmd_hdr, out_data) == 8, "struct mlx5_ib_uapi_devx_async_cmd_hdr.out_data");
_Static_assert(offsetof(struct mlx5_ib_uapi_devx_async_cmd_hdr, wr_id) == 0, "struct mlx5_ib_uapi_devx_async_cmd_hdr.wr_id");
_Static_assert(sizeof(struct mlx5_ib_uapi_devx_async_event_hdr) == 8, "struct mlx5_ib_uapi_devx_async_event_hdr");
_Static_assert(offsetof(struct mlx5_ib_uapi_devx_async_event_hdr, out_data) == 8, "struct mlx5_ib_uapi_devx_async_event_hdr.out_data");
_Static_assert(offsetof(struct mlx5_ib_uapi_devx_async_event_hdr, cookie) == 0, "struct mlx5_ib_uapi_devx_async_event_hdr.cookie");
_Static_assert(sizeof(struct mlx5_ib_uapi_query_port) == 40, "struct mlx5_ib_uapi_query_port");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, vport_steering_icm_tx) == 24, "struct mlx5_ib_uapi_query_port.vport_steering_icm_tx");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, vport) == 8, "struct mlx5_ib_uapi_query_port.vport");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, vport_vhca_id) == 10, "struct mlx5_ib_uapi_query_port.vport_vhca_id");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, esw_owner_vhca_id) == 12, "struct mlx5_ib_uapi_query_port.esw_owner_vhca_id");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, flags) == 0, "struct mlx5_ib_uapi_query_port.flags");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, vport_steering_icm_rx) == 16, "struct mlx5_ib_uapi_query_port.vport_steering_icm_rx");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, reg_c0) == 32, "struct mlx5_ib_uapi_query_port.reg_c0");
_Static_assert(offsetof(struct mlx5_ib_uapi_query_port, rsvd0) == 14, "struct mlx5_ib_uapi_query_port.rsvd0");
_Static_assert(sizeof(struct mlx5_ib_uapi_reg) == 8, "struct mlx5_ib_uapi_reg");
_Static_assert(offsetof(struct mlx5_ib_uapi_reg, value) == 0, "struct mlx5_ib_uapi_reg.value");
_Static_assert(offsetof(struct mlx5_ib_uapi_reg, mask) == 4, "struct mlx5_ib_uapi_reg.mask");
