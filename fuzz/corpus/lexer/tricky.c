a /* b *\
/ c // d \
 e
#define X "s\"t" '\n' 0x1fUL
