#include <stddef.h>
#include <linux/qrtr.h>
_Static_assert(sizeof(struct qrtr_ctrl_pkt) == 20, "struct qrtr_ctrl_pkt");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, server.service) == 4, "struct qrtr_ctrl_pkt.server.service");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, server.instance) == 8, "struct qrtr_ctrl_pkt.server.instance");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, server.node) == 12, "struct qrtr_ctrl_pkt.server.node");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, server) == 4, "struct qrtr_ctrl_pkt.server");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, client.node) == 4, "struct qrtr_ctrl_pkt.client.node");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, client) == 4, "struct qrtr_ctrl_pkt.client");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, server.port) == 16, "struct qrtr_ctrl_pkt.server.port");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, cmd) == 0, "struct qrtr_ctrl_pkt.cmd");
_Static_assert(offsetof(struct qrtr_ctrl_pkt, client.port) == 8, "struct qrtr_ctrl_pkt.client.port");
_Static_assert(sizeof(struct sockaddr_qrtr) == 12, "struct sockaddr_qrtr");
_Static_assert(offsetof(struct sockaddr_qrtr, sq_port) == 8, "struct sockaddr_qrtr.sq_port");
_Static_assert(offsetof(struct sockaddr_qrtr, sq_family) == 0, "struct sockaddr_qrtr.sq_family");
_Static_assert(offsetof(struct sockaddr_qrtr, sq_node) == 4, "struct sockaddr_qrtr.sq_node");
