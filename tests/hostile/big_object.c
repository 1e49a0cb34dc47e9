/* tests/hostile/big_object.c -- 80 MB of zeros in its data section: the assembler writes the
 * object file past the compiler's 64 MiB file limit and is killed (SIGXFSZ) under a driver that
 * lives on. The CE must name the limit, not pass on the driver's "internal compiler error".
 * (80 MB, not more: clang's assembler builds the section in memory first, 1 s of CPU here.) */
int main(void) { return 0; }
__asm__(".data\n.fill 80000000\n");
