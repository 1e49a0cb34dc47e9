/* tests/hostile/incbin.c -- prints a file embedded at compile time by the assembler's .incbin:
 * a program that solves nothing and reads what the compiler could read. The test writes the
 * file's absolute path in place of FILE_PATH. Compiled inside the sandbox it must be CE. */
#include <stdio.h>

__asm__(".section .rodata\n"
	"embedded: .incbin \"FILE_PATH\"\n"
	".byte 0\n"
	".text");
extern const char embedded[];

int main(void)
{
	fputs(embedded, stdout);
	return 0;
}
