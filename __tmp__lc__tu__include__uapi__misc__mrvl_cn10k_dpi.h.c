#include <stddef.h>
#include <misc/mrvl_cn10k_dpi.h>
_Static_assert(sizeof(struct dpi_engine_cfg) == 24, "struct dpi_engine_cfg");
_Static_assert(offsetof(struct dpi_engine_cfg, molr) == 8, "struct dpi_engine_cfg.molr");
_Static_assert(offsetof(struct dpi_engine_cfg, update_molr) == 20, "struct dpi_engine_cfg.update_molr");
_Static_assert(offsetof(struct dpi_engine_cfg, fifo_mask) == 0, "struct dpi_engine_cfg.fifo_mask");
_Static_assert(offsetof(struct dpi_engine_cfg, reserved) == 22, "struct dpi_engine_cfg.reserved");
_Static_assert(sizeof(struct dpi_mps_mrrs_cfg) == 8, "struct dpi_mps_mrrs_cfg");
_Static_assert(offsetof(struct dpi_mps_mrrs_cfg, max_read_req_sz) == 0, "struct dpi_mps_mrrs_cfg.max_read_req_sz");
_Static_assert(offsetof(struct dpi_mps_mrrs_cfg, max_payload_sz) == 2, "struct dpi_mps_mrrs_cfg.max_payload_sz");
_Static_assert(offsetof(struct dpi_mps_mrrs_cfg, port) == 4, "struct dpi_mps_mrrs_cfg.port");
_Static_assert(offsetof(struct dpi_mps_mrrs_cfg, reserved) == 6, "struct dpi_mps_mrrs_cfg.reserved");
