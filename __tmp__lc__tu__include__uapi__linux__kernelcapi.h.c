#include <stddef.h>
#include <linux/kernelcapi.h>
_Static_assert(sizeof(struct kcapi_carddef) == 48, "struct kcapi_carddef");
_Static_assert(offsetof(struct kcapi_carddef, cardnr) == 44, "struct kcapi_carddef.cardnr");
_Static_assert(offsetof(struct kcapi_carddef, irq) == 36, "struct kcapi_carddef.irq");
_Static_assert(offsetof(struct kcapi_carddef, driver) == 0, "struct kcapi_carddef.driver");
_Static_assert(offsetof(struct kcapi_carddef, membase) == 40, "struct kcapi_carddef.membase");
_Static_assert(offsetof(struct kcapi_carddef, port) == 32, "struct kcapi_carddef.port");
_Static_assert(sizeof(struct kcapi_flagdef) == 8, "struct kcapi_flagdef");
_Static_assert(offsetof(struct kcapi_flagdef, contr) == 0, "struct kcapi_flagdef.contr");
_Static_assert(offsetof(struct kcapi_flagdef, flag) == 4, "struct kcapi_flagdef.flag");
