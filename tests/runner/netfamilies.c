/*
 * netfamilies.c -- list the socket address families a process can open, by socket() and by
 * io_uring's IORING_OP_SOCKET (which opens a socket without calling socket()).
 * Prints one line: "socket: FAM FAM ...; io_uring: FAM ... | refused (ERRNO)"; with the
 * argument int80 (x86_64 only) it then tries an INET socket through the i386 ABI's socketcall
 * (int 0x80) and adds "; int80: INET" or "; int80: refused (ERRNO)". Exits 0 if it lives.
 * Used to check that --sandbox leaves AF_UNIX only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/io_uring.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef AF_VSOCK
#define AF_VSOCK 40
#endif

static const struct { int family; const char *name; } families[] = {
	{AF_UNIX, "UNIX"}, {AF_INET, "INET"}, {AF_INET6, "INET6"}, {AF_NETLINK, "NETLINK"},
	{AF_PACKET, "PACKET"}, {AF_VSOCK, "VSOCK"}, {AF_ALG, "ALG"}, {AF_BLUETOOTH, "BLUETOOTH"},
};
#define N_FAMILIES (sizeof families / sizeof *families)

static int type_for(int family)
{
	return family == AF_PACKET ? SOCK_RAW : family == AF_NETLINK ? SOCK_RAW :
	       family == AF_ALG ? SOCK_SEQPACKET : SOCK_STREAM;
}

/* One socket opened through an io_uring of one entry: the result (fd or -errno). */
static int uring_socket(int ring, struct io_uring_params *p, int family)
{
	size_t sq_len = p->sq_off.array + p->sq_entries * sizeof(unsigned);
	size_t cq_len = p->cq_off.cqes + p->cq_entries * sizeof(struct io_uring_cqe);
	unsigned char *sq = mmap(NULL, sq_len, PROT_READ | PROT_WRITE, MAP_SHARED, ring,
				 IORING_OFF_SQ_RING);
	unsigned char *cq = mmap(NULL, cq_len, PROT_READ | PROT_WRITE, MAP_SHARED, ring,
				 IORING_OFF_CQ_RING);
	struct io_uring_sqe *sqe = mmap(NULL, p->sq_entries * sizeof *sqe, PROT_READ | PROT_WRITE,
					MAP_SHARED, ring, IORING_OFF_SQES);
	unsigned *tail, head;
	int res;

	if (sq == MAP_FAILED || cq == MAP_FAILED || sqe == MAP_FAILED)
		return -errno;
	memset(sqe, 0, sizeof *sqe);
	sqe->opcode = IORING_OP_SOCKET;
	sqe->fd = family;
	sqe->off = (unsigned long long)type_for(family);
	tail = (unsigned *)(sq + p->sq_off.tail);
	((unsigned *)(sq + p->sq_off.array))[*tail & *(unsigned *)(sq + p->sq_off.ring_mask)] = 0;
	__atomic_store_n(tail, *tail + 1, __ATOMIC_RELEASE);
	if (syscall(__NR_io_uring_enter, ring, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0) < 0)
		return -errno;
	head = *(unsigned *)(cq + p->cq_off.head);
	res = ((struct io_uring_cqe *)(cq + p->cq_off.cqes))
		[head & *(unsigned *)(cq + p->cq_off.ring_mask)].res;
	__atomic_store_n((unsigned *)(cq + p->cq_off.head), head + 1, __ATOMIC_RELEASE);
	return res;
}

/* socketcall(SYS_SOCKET, {AF_INET, SOCK_STREAM, 0}) through int 0x80: its arguments must
 * lie below 4 GiB. The result: fd or -errno. */
static long i386_socket(void)
{
#if defined(__x86_64__)
	unsigned *args = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			      MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	long res;

	if (args == MAP_FAILED)
		return -errno;
	args[0] = AF_INET, args[1] = SOCK_STREAM, args[2] = 0;
	__asm__ volatile("int $0x80" : "=a"(res) : "a"(102L), "b"(1L), "c"(args) : "memory");
	return res;
#else
	return -ENOSYS;
#endif
}

int main(int argc, char **argv)
{
	struct io_uring_params p;
	size_t i;
	int fd, ring;

	printf("socket:");
	for (i = 0; i < N_FAMILIES; i++)
		if ((fd = socket(families[i].family, type_for(families[i].family), 0)) >= 0) {
			printf(" %s", families[i].name);
			close(fd);
		}
	printf("; io_uring:");
	memset(&p, 0, sizeof p);
	if ((ring = (int)syscall(__NR_io_uring_setup, 4, &p)) < 0)
		printf(" refused (%s)", strerror(errno));
	for (i = 0; ring >= 0 && i < N_FAMILIES; i++)
		if ((fd = uring_socket(ring, &p, families[i].family)) >= 0) {
			printf(" %s", families[i].name);
			close(fd);
		}
	if (argc > 1 && !strcmp(argv[1], "int80")) {
		long res;
		printf("; int80:");
		fflush(stdout); /* a filter may kill the process here */
		res = i386_socket();
		printf(res >= 0 ? " INET" : " refused (%s)", strerror((int)-res));
	}
	printf("\n");
	return 0;
}
