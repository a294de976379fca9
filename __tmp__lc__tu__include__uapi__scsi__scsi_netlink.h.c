#include <stddef.h>
#include <scsi/scsi_netlink.h>
_Static_assert(sizeof(struct scsi_nl_hdr) == 8, "struct scsi_nl_hdr");
_Static_assert(offsetof(struct scsi_nl_hdr, msglen) == 6, "struct scsi_nl_hdr.msglen");
_Static_assert(offsetof(struct scsi_nl_hdr, magic) == 2, "struct scsi_nl_hdr.magic");
_Static_assert(offsetof(struct scsi_nl_hdr, transport) == 1, "struct scsi_nl_hdr.transport");
_Static_assert(offsetof(struct scsi_nl_hdr, msgtype) == 4, "struct scsi_nl_hdr.msgtype");
_Static_assert(offsetof(struct scsi_nl_hdr, version) == 0, "struct scsi_nl_hdr.version");
_Static_assert(sizeof(struct scsi_nl_host_vendor_msg) == 24, "struct scsi_nl_host_vendor_msg");
_Static_assert(offsetof(struct scsi_nl_host_vendor_msg, vmsg_datalen) == 18, "struct scsi_nl_host_vendor_msg.vmsg_datalen");
_Static_assert(offsetof(struct scsi_nl_host_vendor_msg, vendor_id) == 8, "struct scsi_nl_host_vendor_msg.vendor_id");
_Static_assert(offsetof(struct scsi_nl_host_vendor_msg, host_no) == 16, "struct scsi_nl_host_vendor_msg.host_no");
_Static_assert(offsetof(struct scsi_nl_host_vendor_msg, snlh) == 0, "struct scsi_nl_host_vendor_msg.snlh");
