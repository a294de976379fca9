#include <stddef.h>
#include <linux/tdx-guest.h>
_Static_assert(sizeof(struct tdx_report_req) == 1088, "struct tdx_report_req");
_Static_assert(offsetof(struct tdx_report_req, tdreport) == 64, "struct tdx_report_req.tdreport");
_Static_assert(offsetof(struct tdx_report_req, reportdata) == 0, "struct tdx_report_req.reportdata");
