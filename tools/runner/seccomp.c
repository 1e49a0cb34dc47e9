/*
 * seccomp.c -- --sandbox's system-call filter (classic BPF, no library). A program in the
 * sandbox may open sockets of AF_UNIX only: every other family (INET, INET6, NETLINK, PACKET,
 * VSOCK, ...) fails with EAFNOSUPPORT, so it has no network of any kind, not even one that the
 * network namespace does not cover (vsock reaches the host). The ways around socket() are
 * closed too: io_uring, whose IORING_OP_SOCKET opens a socket without calling socket(), fails
 * with ENOSYS, as on a kernel built without it; so do the x32 ABI's system calls; and a system
 * call of another architecture's ABI (i386's int 0x80, with its socketcall) kills the process
 * with SIGSYS (RE): a program built for this machine never makes one.
 * Two more rules close what the namespaces leave shared. The kernel's keyrings are not
 * namespaced (a process keeps its caller's session keyring: credentials, and a channel from one
 * submission to the next): keyctl, add_key and request_key fail with ENOSYS, as on a kernel
 * built without keys (Docker's default profile refuses them too; sandbox.c hides /proc/keys).
 * fallocate reserves disk without growing a file, past RLIMIT_FSIZE: it fails with
 * EOPNOTSUPP, as on a file system without it, and glibc's posix_fallocate then writes the
 * zeros, which the limit does stop; so do the old XFS ioctls that the kernel serves as
 * fallocate on every file system (FS_IOC_RESVSP, FS_IOC_RESVSP64, FS_IOC_ZERO_RANGE).
 */
#include "runner.h"
#include <errno.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/keyctl.h>
#include <linux/seccomp.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#define FOREIGN_NR 0x40000000u      /* __X32_SYSCALL_BIT: the x32 ABI's calls, and above */
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#define FOREIGN_NR 0xffffffffu      /* one ABI on this architecture: nothing to catch */
#else
#error "the sandbox's system-call filter knows x86_64 and aarch64"
#endif

/* _IOW('X', 40, 42 and 57, struct space_resv of 48 bytes): not in the user-space headers */
#define FS_IOC_RESVSP 0x40305828u
#define FS_IOC_RESVSP64 0x4030582au
#define FS_IOC_ZERO_RANGE 0x40305839u

#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define IF_EQ(k, yes, no) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (k), (yes), (no))
#define IF_GE(k, yes, no) BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, (k), (yes), (no))
#define RETURN(what) BPF_STMT(BPF_RET | BPF_K, (what))
#define FAIL(err) RETURN(SECCOMP_RET_ERRNO | ((err) & SECCOMP_RET_DATA))

/* Install the filter on the calling process and all it will start (no_new_privs must be set),
 * after joining a fresh, empty session keyring: the caller's is then no longer possessed (a
 * kernel without keys: nothing to leave). 0, or -1 with errno set. */
int install_syscall_filter(void)
{
	struct sock_filter code[] = {
		LOAD(arch),
		IF_EQ(NATIVE_ARCH, 1, 0),
		RETURN(SECCOMP_RET_KILL_PROCESS),
		LOAD(nr),
		IF_GE(FOREIGN_NR, 0, 1),
		FAIL(ENOSYS),
		IF_EQ(__NR_io_uring_setup, 2, 0),
		IF_EQ(__NR_io_uring_enter, 1, 0),
		IF_EQ(__NR_io_uring_register, 0, 1),
		FAIL(ENOSYS),
		IF_EQ(__NR_keyctl, 2, 0),
		IF_EQ(__NR_add_key, 1, 0),
		IF_EQ(__NR_request_key, 0, 1),
		FAIL(ENOSYS),
		IF_EQ(__NR_fallocate, 0, 1),
		FAIL(EOPNOTSUPP),
		IF_EQ(__NR_ioctl, 0, 6),
		LOAD(args[1]), /* the command, an unsigned int: the low half */
		IF_EQ(FS_IOC_RESVSP, 2, 0),
		IF_EQ(FS_IOC_RESVSP64, 1, 0),
		IF_EQ(FS_IOC_ZERO_RANGE, 0, 1),
		FAIL(EOPNOTSUPP),
		RETURN(SECCOMP_RET_ALLOW),
		IF_EQ(__NR_socket, 1, 0),
		IF_EQ(__NR_socketpair, 0, 3),
		LOAD(args[0]), /* the family, an int: the argument's low half (little-endian) */
		IF_EQ(AF_UNIX, 1, 0),
		FAIL(EAFNOSUPPORT),
		RETURN(SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { (unsigned short)(sizeof code / sizeof *code), code };
	if (syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, (char *)NULL) < 0) { /* no keys */ }
	return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
}
