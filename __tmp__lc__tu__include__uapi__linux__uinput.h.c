#include <stddef.h>
#include <linux/uinput.h>
_Static_assert(sizeof(struct uinput_abs_setup) == 28, "struct uinput_abs_setup");
_Static_assert(offsetof(struct uinput_abs_setup, code) == 0, "struct uinput_abs_setup.code");
_Static_assert(offsetof(struct uinput_abs_setup, absinfo) == 4, "struct uinput_abs_setup.absinfo");
_Static_assert(sizeof(struct uinput_ff_erase) == 12, "struct uinput_ff_erase");
_Static_assert(offsetof(struct uinput_ff_erase, request_id) == 0, "struct uinput_ff_erase.request_id");
_Static_assert(offsetof(struct uinput_ff_erase, retval) == 4, "struct uinput_ff_erase.retval");
_Static_assert(offsetof(struct uinput_ff_erase, effect_id) == 8, "struct uinput_ff_erase.effect_id");
_Static_assert(sizeof(struct uinput_ff_upload) == 104, "struct uinput_ff_upload");
_Static_assert(offsetof(struct uinput_ff_upload, effect) == 8, "struct uinput_ff_upload.effect");
_Static_assert(offsetof(struct uinput_ff_upload, old) == 56, "struct uinput_ff_upload.old");
_Static_assert(offsetof(struct uinput_ff_upload, request_id) == 0, "struct uinput_ff_upload.request_id");
_Static_assert(offsetof(struct uinput_ff_upload, retval) == 4, "struct uinput_ff_upload.retval");
_Static_assert(sizeof(struct uinput_setup) == 92, "struct uinput_setup");
_Static_assert(offsetof(struct uinput_setup, ff_effects_max) == 88, "struct uinput_setup.ff_effects_max");
_Static_assert(offsetof(struct uinput_setup, id) == 0, "struct uinput_setup.id");
_Static_assert(offsetof(struct uinput_setup, name) == 8, "struct uinput_setup.name");
_Static_assert(sizeof(struct uinput_user_dev) == 1116, "struct uinput_user_dev");
_Static_assert(offsetof(struct uinput_user_dev, ff_effects_max) == 88, "struct uinput_user_dev.ff_effects_max");
_Static_assert(offsetof(struct uinput_user_dev, absmax) == 92, "struct uinput_user_dev.absmax");
_Static_assert(offsetof(struct uinput_user_dev, absfuzz) == 604, "struct uinput_user_dev.absfuzz");
_Static_assert(offsetof(struct uinput_user_dev, id) == 80, "struct uinput_user_dev.id");
_Static_assert(offsetof(struct uinput_user_dev, name) == 0, "struct uinput_user_dev.name");
_Static_assert(offsetof(struct uinput_user_dev, absflat) == 860, "struct uinput_user_dev.absflat");
_Static_assert(offsetof(struct uinput_user_dev, absmin) == 348, "struct uinput_user_dev.absmin");
