#include <stddef.h>
#include <rdma/mlx5_user_ioctl_cmds.h>
_Static_assert(sizeof(struct mlx5_ib_match_params) == 640, "struct mlx5_ib_match_params");
_Static_assert(offsetof(struct mlx5_ib_match_params, match_params) == 0, "struct mlx5_ib_match_params.match_params");
