#include <stddef.h>
#include <linux/spi/spidev.h>
_Static_assert(sizeof(struct spi_ioc_transfer) == 32, "struct spi_ioc_transfer");
_Static_assert(offsetof(struct spi_ioc_transfer, word_delay_usecs) == 30, "struct spi_ioc_transfer.word_delay_usecs");
_Static_assert(offsetof(struct spi_ioc_transfer, rx_buf) == 8, "struct spi_ioc_transfer.rx_buf");
_Static_assert(offsetof(struct spi_ioc_transfer, len) == 16, "struct spi_ioc_transfer.len");
_Static_assert(offsetof(struct spi_ioc_transfer, bits_per_word) == 26, "struct spi_ioc_transfer.bits_per_word");
_Static_assert(offsetof(struct spi_ioc_transfer, cs_change) == 27, "struct spi_ioc_transfer.cs_change");
_Static_assert(offsetof(struct spi_ioc_transfer, rx_nbits) == 29, "struct spi_ioc_transfer.rx_nbits");
_Static_assert(offsetof(struct spi_ioc_transfer, speed_hz) == 20, "struct spi_ioc_transfer.speed_hz");
_Static_assert(offsetof(struct spi_ioc_transfer, pad) == 31, "struct spi_ioc_transfer.pad");
_Static_assert(offsetof(struct spi_ioc_transfer, delay_usecs) == 24, "struct spi_ioc_transfer.delay_usecs");
_Static_assert(offsetof(struct spi_ioc_transfer, tx_buf) == 0, "struct spi_ioc_transfer.tx_buf");
_Static_assert(offsetof(struct spi_ioc_transfer, tx_nbits) == 28, "struct spi_ioc_transfer.tx_nbits");
