#include <stddef.h>
#include <linux/mei.h>
_Static_assert(sizeof(struct mei_client) == 8, "struct mei_client");
_Static_assert(offsetof(struct mei_client, protocol_version) == 4, "struct mei_client.protocol_version");
_Static_assert(offsetof(struct mei_client, max_msg_length) == 0, "struct mei_client.max_msg_length");
_Static_assert(offsetof(struct mei_client, reserved) == 5, "struct mei_client.reserved");
_Static_assert(sizeof(struct mei_connect_client_data) == 16, "struct mei_connect_client_data");
_Static_assert(offsetof(struct mei_connect_client_data, in_client_uuid) == 0, "struct mei_connect_client_data.in_client_uuid");
_Static_assert(offsetof(struct mei_connect_client_data, out_client_properties) == 0, "struct mei_connect_client_data.out_client_properties");
_Static_assert(sizeof(struct mei_connect_client_data_vtag) == 20, "struct mei_connect_client_data_vtag");
_Static_assert(offsetof(struct mei_connect_client_data_vtag, out_client_properties) == 0, "struct mei_connect_client_data_vtag.out_client_properties");
_Static_assert(offsetof(struct mei_connect_client_data_vtag, connect) == 0, "struct mei_connect_client_data_vtag.connect");
_Static_assert(sizeof(struct mei_connect_client_vtag) == 20, "struct mei_connect_client_vtag");
_Static_assert(offsetof(struct mei_connect_client_vtag, in_client_uuid) == 0, "struct mei_connect_client_vtag.in_client_uuid");
_Static_assert(offsetof(struct mei_connect_client_vtag, vtag) == 16, "struct mei_connect_client_vtag.vtag");
_Static_assert(offsetof(struct mei_connect_client_vtag, reserved) == 17, "struct mei_connect_client_vtag.reserved");
