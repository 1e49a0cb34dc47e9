/*
 * image.c -- the program's static data, read from its ELF program headers before it runs: the
 * memory size (p_memsz: initialised data and the zero-filled .bss) of its writable loadable
 * segments. The kernel maps all of it at exec, under the address-space cap, so static data over
 * --mem can never be loaded: the runner says so at once (MLE static-data=KIB) instead of running
 * it and tracing a crash at start. A file that is not a 64-bit ELF file (a script; no profile
 * builds 32-bit programs), or one that cannot be read, has no known static data (0): it is run
 * as usual.
 */
#include "runner.h"
#include <elf.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#define MAX_PHDRS 256 /* more program headers than any linker writes: not read */

/* Read N bytes at OFF of FD into BUF; 0 when all were read. */
static int read_at(int fd, void *buf, size_t n, off_t off)
{
	return pread(fd, buf, n, off) == (ssize_t)n ? 0 : -1;
}

/* The writable PT_LOAD segments' memory size of a 64-bit ELF file, bytes (0 if none). */
static long long data_size64(int fd)
{
	Elf64_Ehdr e;
	Elf64_Phdr p;
	long long total = 0;
	int i;
	if (read_at(fd, &e, sizeof e, 0) < 0 || e.e_phentsize != sizeof p || e.e_phnum > MAX_PHDRS)
		return 0;
	for (i = 0; i < e.e_phnum; i++) {
		if (read_at(fd, &p, sizeof p, (off_t)(e.e_phoff + (Elf64_Off)i * sizeof p)) < 0)
			return 0;
		if (p.p_type == PT_LOAD && (p.p_flags & PF_W))
			total += (long long)p.p_memsz;
	}
	return total;
}

/* The static data (KiB, rounded up) of the program at PATH; 0 when it is not known. */
long long static_data_kib(const char *path)
{
	unsigned char id[EI_NIDENT];
	long long bytes = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	if (read_at(fd, id, sizeof id, 0) == 0 && !memcmp(id, ELFMAG, SELFMAG))
		bytes = id[EI_CLASS] == ELFCLASS64 ? data_size64(fd) : 0;
	close(fd);
	return (bytes + 1023) / 1024;
}
