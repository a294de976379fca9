#include <stddef.h>
#include <linux/virtio_gpio.h>
_Static_assert(sizeof(struct virtio_gpio_config) == 8, "struct virtio_gpio_config");
_Static_assert(offsetof(struct virtio_gpio_config, ngpio) == 0, "struct virtio_gpio_config.ngpio");
_Static_assert(offsetof(struct virtio_gpio_config, gpio_names_size) == 4, "struct virtio_gpio_config.gpio_names_size");
_Static_assert(offsetof(struct virtio_gpio_config, padding) == 2, "struct virtio_gpio_config.padding");
_Static_assert(sizeof(struct virtio_gpio_irq_request) == 2, "struct virtio_gpio_irq_request");
_Static_assert(offsetof(struct virtio_gpio_irq_request, gpio) == 0, "struct virtio_gpio_irq_request.gpio");
_Static_assert(sizeof(struct virtio_gpio_irq_response) == 1, "struct virtio_gpio_irq_response");
_Static_assert(offsetof(struct virtio_gpio_irq_response, status) == 0, "struct virtio_gpio_irq_response.status");
_Static_assert(sizeof(struct virtio_gpio_request) == 8, "struct virtio_gpio_request");
_Static_assert(offsetof(struct virtio_gpio_request, value) == 4, "struct virtio_gpio_request.value");
_Static_assert(offsetof(struct virtio_gpio_request, type) == 0, "struct virtio_gpio_request.type");
_Static_assert(offsetof(struct virtio_gpio_request, gpio) == 2, "struct virtio_gpio_request.gpio");
_Static_assert(sizeof(struct virtio_gpio_response) == 2, "struct virtio_gpio_response");
_Static_assert(offsetof(struct virtio_gpio_response, value) == 1, "struct virtio_gpio_response.value");
_Static_assert(offsetof(struct virtio_gpio_response, status) == 0, "struct virtio_gpio_response.status");
_Static_assert(sizeof(struct virtio_gpio_response_get_names) == 1, "struct virtio_gpio_response_get_names");
_Static_assert(offsetof(struct virtio_gpio_response_get_names, value) == 1, "struct virtio_gpio_response_get_names.value");
_Static_assert(offsetof(struct virtio_gpio_response_get_names, status) == 0, "struct virtio_gpio_response_get_names.status");
