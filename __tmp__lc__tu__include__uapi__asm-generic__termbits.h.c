#include <stddef.h>
#include <asm-generic/termbits.h>
_Static_assert(sizeof(struct ktermios) == 44, "struct ktermios");
_Static_assert(offsetof(struct ktermios, c_line) == 16, "struct ktermios.c_line");
_Static_assert(offsetof(struct ktermios, c_cflag) == 8, "struct ktermios.c_cflag");
_Static_assert(offsetof(struct ktermios, c_oflag) == 4, "struct ktermios.c_oflag");
_Static_assert(offsetof(struct ktermios, c_cc) == 17, "struct ktermios.c_cc");
_Static_assert(offsetof(struct ktermios, c_lflag) == 12, "struct ktermios.c_lflag");
_Static_assert(offsetof(struct ktermios, c_ispeed) == 36, "struct ktermios.c_ispeed");
_Static_assert(offsetof(struct ktermios, c_ospeed) == 40, "struct ktermios.c_ospeed");
_Static_assert(offsetof(struct ktermios, c_iflag) == 0, "struct ktermios.c_iflag");
_Static_assert(sizeof(struct termios) == 36, "struct termios");
_Static_assert(offsetof(struct termios, c_line) == 16, "struct termios.c_line");
_Static_assert(offsetof(struct termios, c_cflag) == 8, "struct termios.c_cflag");
_Static_assert(offsetof(struct termios, c_oflag) == 4, "struct termios.c_oflag");
_Static_assert(offsetof(struct termios, c_cc) == 17, "struct termios.c_cc");
_Static_assert(offsetof(struct termios, c_lflag) == 12, "struct termios.c_lflag");
_Static_assert(offsetof(struct termios, c_iflag) == 0, "struct termios.c_iflag");
_Static_assert(sizeof(struct termios2) == 44, "struct termios2");
_Static_assert(offsetof(struct termios2, c_line) == 16, "struct termios2.c_line");
_Static_assert(offsetof(struct termios2, c_cflag) == 8, "struct termios2.c_cflag");
_Static_assert(offsetof(struct termios2, c_oflag) == 4, "struct termios2.c_oflag");
_Static_assert(offsetof(struct termios2, c_cc) == 17, "struct termios2.c_cc");
_Static_assert(offsetof(struct termios2, c_lflag) == 12, "struct termios2.c_lflag");
_Static_assert(offsetof(struct termios2, c_ispeed) == 36, "struct termios2.c_ispeed");
_Static_assert(offsetof(struct termios2, c_ospeed) == 40, "struct termios2.c_ospeed");
_Static_assert(offsetof(struct termios2, c_iflag) == 0, "struct termios2.c_iflag");
