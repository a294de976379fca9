#include <stddef.h>
#include <linux/iio/buffer.h>
_Static_assert(sizeof(struct iio_dmabuf) == 16, "struct iio_dmabuf");
_Static_assert(offsetof(struct iio_dmabuf, bytes_used) == 8, "struct iio_dmabuf.bytes_used");
_Static_assert(offsetof(struct iio_dmabuf, fd) == 0, "struct iio_dmabuf.fd");
_Static_assert(offsetof(struct iio_dmabuf, flags) == 4, "struct iio_dmabuf.flags");
