/*
 * image.c -- the program's static data, read from its ELF program headers before it runs: the
 * memory size (p_memsz: initialised data and the zero-filled .bss) of its writable loadable
 * segments. The kernel maps all of it at exec, under the address-space cap, so static data over
 * --mem can never be loaded: the runner says so at once (MLE static-data=KIB) instead of running
 * it and tracing a crash at start. A file that is not a 64-bit ELF file (a script; no profile
 * builds 32-bit programs), or one that cannot be read, has no known static data (0): it is run
 * as usual.
 * And, under --sandbox, a private copy of a program the sandbox's user might write (an ordinary
 * caller's own build: the sandbox runs as that user): a program may not change the file every
 * later test runs (written through a descriptor of /proc/self/exe kept across an exec), so it
 * runs a sealed memfd copy that nothing can write. A root caller's program, root's and not
 * writable by others, runs as nobody, who cannot write it; so are the compilers: not copied.
 */
#include "runner.h"
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef MFD_EXEC
#define MFD_EXEC 0x0010U /* linux/memfd.h since 6.3 */
#endif

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

/* Under --sandbox: if the program (C->exec_fd, opened O_PATH) is a regular ELF file that the
 * sandbox's user might write (not root's, or writable by others), replace C->exec_fd by a
 * sealed memfd copy of it. 0 (copied, or nothing to copy: root's file, not ELF, not readable),
 * or -1 with errno set: the copy could not be made, and the runner fails (nothing is run). */
int private_copy(struct config *c)
{
	struct stat st;
	unsigned char id[SELFMAG];
	char path[64];
	int src, copy;
	if (fstat(c->exec_fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    (st.st_uid == 0 && !(st.st_mode & (S_IWGRP | S_IWOTH))))
		return 0;
	snprintf(path, sizeof path, "/proc/self/fd/%d", c->exec_fd);
	if ((src = open(path, O_RDONLY | O_CLOEXEC)) < 0) /* execute-only: run from its file */
		return 0;
	if (read_at(src, id, sizeof id, 0) < 0 || memcmp(id, ELFMAG, SELFMAG)) {
		close(src); /* not a program of ours to guard (a script cannot run here anyway) */
		return 0;
	}
	/* executable even where the kernel makes memfds noexec unless asked (vm.memfd_noexec) */
	if ((copy = memfd_create("program", MFD_CLOEXEC | MFD_ALLOW_SEALING | MFD_EXEC)) < 0 &&
	    errno == EINVAL) /* before Linux 6.3: no such flag, every memfd executable */
		copy = memfd_create("program", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	if (copy < 0 || copy_fd(src, copy, -1) < 0 || fchmod(copy, 0555) < 0 ||
	    fcntl(copy, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL)) {
		int err = errno;
		close(src);
		if (copy >= 0)
			close(copy);
		errno = err;
		return -1;
	}
	close(src);
	close(c->exec_fd);
	c->exec_fd = copy;
	return 0;
}
