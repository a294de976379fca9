#include <stddef.h>
#include <linux/dns_resolver.h>
_Static_assert(sizeof(struct dns_payload_header) == 3, "struct dns_payload_header");
_Static_assert(offsetof(struct dns_payload_header, content) == 1, "struct dns_payload_header.content");
_Static_assert(offsetof(struct dns_payload_header, version) == 2, "struct dns_payload_header.version");
_Static_assert(offsetof(struct dns_payload_header, zero) == 0, "struct dns_payload_header.zero");
_Static_assert(sizeof(struct dns_server_list_v1_address) == 1, "struct dns_server_list_v1_address");
_Static_assert(offsetof(struct dns_server_list_v1_address, address_type) == 0, "struct dns_server_list_v1_address.address_type");
_Static_assert(sizeof(struct dns_server_list_v1_header) == 6, "struct dns_server_list_v1_header");
_Static_assert(offsetof(struct dns_server_list_v1_header, nr_servers) == 5, "struct dns_server_list_v1_header.nr_servers");
_Static_assert(offsetof(struct dns_server_list_v1_header, source) == 3, "struct dns_server_list_v1_header.source");
_Static_assert(offsetof(struct dns_server_list_v1_header, hdr) == 0, "struct dns_server_list_v1_header.hdr");
_Static_assert(offsetof(struct dns_server_list_v1_header, status) == 4, "struct dns_server_list_v1_header.status");
_Static_assert(sizeof(struct dns_server_list_v1_server) == 12, "struct dns_server_list_v1_server");
_Static_assert(offsetof(struct dns_server_list_v1_server, priority) == 2, "struct dns_server_list_v1_server.priority");
_Static_assert(offsetof(struct dns_server_list_v1_server, nr_addrs) == 11, "struct dns_server_list_v1_server.nr_addrs");
_Static_assert(offsetof(struct dns_server_list_v1_server, source) == 8, "struct dns_server_list_v1_server.source");
_Static_assert(offsetof(struct dns_server_list_v1_server, port) == 6, "struct dns_server_list_v1_server.port");
_Static_assert(offsetof(struct dns_server_list_v1_server, status) == 9, "struct dns_server_list_v1_server.status");
_Static_assert(offsetof(struct dns_server_list_v1_server, protocol) == 10, "struct dns_server_list_v1_server.protocol");
_Static_assert(offsetof(struct dns_server_list_v1_server, weight) == 4, "struct dns_server_list_v1_server.weight");
_Static_assert(offsetof(struct dns_server_list_v1_server, name_len) == 0, "struct dns_server_list_v1_server.name_len");
