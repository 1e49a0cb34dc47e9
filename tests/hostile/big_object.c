/* tests/hostile/big_object.c -- 300 MB of zeros in its data section: the assembler writes the
 * object file past the compiler's 64 MiB file limit and is killed (SIGXFSZ) under a driver that
 * lives on. The CE must name the limit, not pass on the driver's "internal compiler error". */
int main(void) { return 0; }
__asm__(".data\n.fill 300000000\n");
