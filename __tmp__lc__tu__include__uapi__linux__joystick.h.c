#include <stddef.h>
#include <linux/joystick.h>
_Static_assert(sizeof(struct JS_DATA_SAVE_TYPE_32) == 40, "struct JS_DATA_SAVE_TYPE_32");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, BUSY) == 4, "struct JS_DATA_SAVE_TYPE_32.BUSY");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, JS_TIMELIMIT) == 12, "struct JS_DATA_SAVE_TYPE_32.JS_TIMELIMIT");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, JS_CORR) == 28, "struct JS_DATA_SAVE_TYPE_32.JS_CORR");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, JS_EXPIRETIME) == 8, "struct JS_DATA_SAVE_TYPE_32.JS_EXPIRETIME");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, JS_TIMEOUT) == 0, "struct JS_DATA_SAVE_TYPE_32.JS_TIMEOUT");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_32, JS_SAVE) == 16, "struct JS_DATA_SAVE_TYPE_32.JS_SAVE");
_Static_assert(sizeof(struct JS_DATA_SAVE_TYPE_64) == 48, "struct JS_DATA_SAVE_TYPE_64");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, BUSY) == 4, "struct JS_DATA_SAVE_TYPE_64.BUSY");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, JS_TIMELIMIT) == 16, "struct JS_DATA_SAVE_TYPE_64.JS_TIMELIMIT");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, JS_CORR) == 36, "struct JS_DATA_SAVE_TYPE_64.JS_CORR");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, JS_EXPIRETIME) == 8, "struct JS_DATA_SAVE_TYPE_64.JS_EXPIRETIME");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, JS_TIMEOUT) == 0, "struct JS_DATA_SAVE_TYPE_64.JS_TIMEOUT");
_Static_assert(offsetof(struct JS_DATA_SAVE_TYPE_64, JS_SAVE) == 24, "struct JS_DATA_SAVE_TYPE_64.JS_SAVE");
_Static_assert(sizeof(struct JS_DATA_TYPE) == 12, "struct JS_DATA_TYPE");
_Static_assert(offsetof(struct JS_DATA_TYPE, x) == 4, "struct JS_DATA_TYPE.x");
_Static_assert(offsetof(struct JS_DATA_TYPE, buttons) == 0, "struct JS_DATA_TYPE.buttons");
_Static_assert(offsetof(struct JS_DATA_TYPE, y) == 8, "struct JS_DATA_TYPE.y");
_Static_assert(sizeof(struct js_corr) == 36, "struct js_corr");
_Static_assert(offsetof(struct js_corr, type) == 34, "struct js_corr.type");
_Static_assert(offsetof(struct js_corr, prec) == 32, "struct js_corr.prec");
_Static_assert(offsetof(struct js_corr, coef) == 0, "struct js_corr.coef");
_Static_assert(sizeof(struct js_event) == 8, "struct js_event");
_Static_assert(offsetof(struct js_event, value) == 4, "struct js_event.value");
_Static_assert(offsetof(struct js_event, type) == 6, "struct js_event.type");
_Static_assert(offsetof(struct js_event, number) == 7, "struct js_event.number");
_Static_assert(offsetof(struct js_event, time) == 0, "struct js_event.time");
