#include <stddef.h>
#include <asm-generic/termios.h>
_Static_assert(sizeof(struct termio) == 18, "struct termio");
_Static_assert(offsetof(struct termio, c_line) == 8, "struct termio.c_line");
_Static_assert(offsetof(struct termio, c_cflag) == 4, "struct termio.c_cflag");
_Static_assert(offsetof(struct termio, c_oflag) == 2, "struct termio.c_oflag");
_Static_assert(offsetof(struct termio, c_cc) == 9, "struct termio.c_cc");
_Static_assert(offsetof(struct termio, c_lflag) == 6, "struct termio.c_lflag");
_Static_assert(offsetof(struct termio, c_iflag) == 0, "struct termio.c_iflag");
_Static_assert(sizeof(struct winsize) == 8, "struct winsize");
_Static_assert(offsetof(struct winsize, ws_row) == 0, "struct winsize.ws_row");
_Static_assert(offsetof(struct winsize, ws_xpixel) == 4, "struct winsize.ws_xpixel");
_Static_assert(offsetof(struct winsize, ws_ypixel) == 6, "struct winsize.ws_ypixel");
_Static_assert(offsetof(struct winsize, ws_col) == 2, "struct winsize.ws_col");
