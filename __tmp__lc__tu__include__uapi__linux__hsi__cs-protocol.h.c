#include <stddef.h>
#include <linux/hsi/cs-protocol.h>
_Static_assert(sizeof(struct cs_buffer_config) == 32, "struct cs_buffer_config");
_Static_assert(offsetof(struct cs_buffer_config, tx_bufs) == 4, "struct cs_buffer_config.tx_bufs");
_Static_assert(offsetof(struct cs_buffer_config, rx_bufs) == 0, "struct cs_buffer_config.rx_bufs");
_Static_assert(offsetof(struct cs_buffer_config, buf_size) == 8, "struct cs_buffer_config.buf_size");
_Static_assert(offsetof(struct cs_buffer_config, flags) == 12, "struct cs_buffer_config.flags");
_Static_assert(offsetof(struct cs_buffer_config, reserved) == 16, "struct cs_buffer_config.reserved");
_Static_assert(sizeof(struct cs_mmap_config_block) == 172, "struct cs_mmap_config_block");
_Static_assert(offsetof(struct cs_mmap_config_block, tx_bufs) == 12, "struct cs_mmap_config_block.tx_bufs");
_Static_assert(offsetof(struct cs_mmap_config_block, rx_bufs) == 8, "struct cs_mmap_config_block.rx_bufs");
_Static_assert(offsetof(struct cs_mmap_config_block, rx_offsets) == 20, "struct cs_mmap_config_block.rx_offsets");
_Static_assert(offsetof(struct cs_mmap_config_block, reserved3) == 156, "struct cs_mmap_config_block.reserved3");
_Static_assert(offsetof(struct cs_mmap_config_block, tx_offsets) == 84, "struct cs_mmap_config_block.tx_offsets");
_Static_assert(offsetof(struct cs_mmap_config_block, reserved2) == 16, "struct cs_mmap_config_block.reserved2");
_Static_assert(offsetof(struct cs_mmap_config_block, buf_size) == 4, "struct cs_mmap_config_block.buf_size");
_Static_assert(offsetof(struct cs_mmap_config_block, rx_ptr) == 148, "struct cs_mmap_config_block.rx_ptr");
_Static_assert(offsetof(struct cs_mmap_config_block, reserved1) == 0, "struct cs_mmap_config_block.reserved1");
_Static_assert(offsetof(struct cs_mmap_config_block, tstamp_rx_ctrl) == 164, "struct cs_mmap_config_block.tstamp_rx_ctrl");
_Static_assert(offsetof(struct cs_mmap_config_block, rx_ptr_boundary) == 152, "struct cs_mmap_config_block.rx_ptr_boundary");
_Static_assert(sizeof(struct cs_timestamp) == 8, "struct cs_timestamp");
_Static_assert(offsetof(struct cs_timestamp, tv_nsec) == 4, "struct cs_timestamp.tv_nsec");
_Static_assert(offsetof(struct cs_timestamp, tv_sec) == 0, "struct cs_timestamp.tv_sec");
