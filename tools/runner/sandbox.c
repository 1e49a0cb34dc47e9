/*
 * sandbox.c -- --sandbox, for code you do not trust. One clone() makes new user, mount, PID,
 * network, IPC and UTS namespaces; the keeper writes the uid/gid maps (run as root: only
 * nobody 65534; otherwise the caller's own ids). The PROXY, PID 1 of the new namespaces and as
 * that user, builds a new root on a tmpfs: read-only binds of /usr /bin /sbin /lib* /etc
 * (merged-usr symlinks recreated as symlinks), a fresh /proc of the new PID namespace, a
 * read-only /dev with null zero full random urandom, a private 256 MiB /tmp, the work folder
 * as /box (read-write, nosuid, nodev; the program's HOME and cwd), then pivot_root, and the
 * root itself is made read-only. Everything else -- the project, its testdata and expected
 * outputs, the judge's output folder, other users' files -- is absent (the --hide paths
 * show empty, should they lie inside a system folder). The proxy overwrites
 * its own command line (the keeper's, which /proc/1/cmdline would show) with "runner". The
 * program is exec'd from a descriptor opened before the switch. It runs with no capabilities
 * (bounding set emptied), no_new_privs and nosuid mounts, so it cannot undo the read-only
 * mounts; it has only a loopback that is down, and seccomp.c's filter leaves it sockets of
 * AF_UNIX only (no network at all, vsock included); it sees and can signal only the sandbox's
 * processes; when it ends the proxy kills and reaps the rest, and the proxy dies with the
 * keeper (PDEATHSIG, with a pipe guarding the race), taking the whole PID namespace with it
 * even if the keeper is SIGKILLed. Limits, verdicts and figures are the same as without it:
 * the proxy reaps, traces (MLE vs RE) and reports the program's rusage, not its own.
 * NOT covered: system calls other than the network's are all open (what the kernel allows an
 * unprivileged user in its own namespaces); limits are rlimits and polling, not cgroups (a
 * process count is not limited, and memory is per process plus the RSS sum; /tmp's pages are
 * memory that no limit counts); disk use in the work folder is limited only per file
 * (RLIMIT_FSIZE); /proc/self/mountinfo names the host path of the work folder; the program
 * needs execute permission on its file for nobody.
 */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/capability.h>

#define SANDBOX_TMP "size=256m,nr_inodes=16384,mode=1777" /* its private /tmp: DISK_TOTAL */
#define NEW_ROOT "/tmp"             /* mount point of the new root, in the private namespace */
#define NEW_ROOT_TMPFS "size=1m,nr_inodes=256,mode=0755" /* holds only mount points, links */

/* In the proxy: a namespace or mount step failed; report it (exit 4) and end. */
static void sandbox_failed(const char *step)
{
	child_failed(step, 1);
}

/* Write TEXT into /proc/PID/NAME; 0 on success. */
static int write_proc(pid_t pid, const char *name, const char *text)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, name);
	return write_file(path, text);
}

/* Make the mount at PATH (and those below it, if RECURSIVE) nosuid, nodev, and read-only if
 * READONLY: a program can then neither write there nor gain privileges from what is there. */
static int restrict_mount(const char *path, int recursive, int readonly)
{
	unsigned long flags = MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV;
	struct statvfs sv;
#ifdef MOUNT_ATTR_RDONLY
	struct mount_attr attr;
	memset(&attr, 0, sizeof attr);
	attr.attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (readonly ? MOUNT_ATTR_RDONLY : 0);
	if (mount_setattr(AT_FDCWD, path, recursive ? AT_RECURSIVE : 0, &attr, sizeof attr) == 0)
		return 0;
	if (errno != ENOSYS)
		return -1;
#endif
	(void)recursive; /* older kernels: the top mount only, keeping its locked flags */
	if (readonly)
		flags |= MS_RDONLY;
	if (statvfs(path, &sv) == 0) {
		if (sv.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
		if (sv.f_flag & ST_NOATIME) flags |= MS_NOATIME;
		if (sv.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
		if (sv.f_flag & ST_RELATIME) flags |= MS_RELATIME;
	}
	return mount(NULL, path, NULL, flags, NULL);
}

/* In the proxy: become the sandbox's user (nobody when run as root) and keep the namespace's
 * capabilities, which the program will not have. */
static void become_sandbox_user(int as_root)
{
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct d[2];
	if (!as_root)
		return; /* the caller's own ids, mapped to themselves */
	if (setgroups(0, NULL) < 0)
		sandbox_failed("setgroups");
	if (setresgid(SANDBOX_ID, SANDBOX_ID, SANDBOX_ID) < 0)
		sandbox_failed("setresgid");
	if (setresuid(SANDBOX_ID, SANDBOX_ID, SANDBOX_ID) < 0)
		sandbox_failed("setresuid");
	memset(&h, 0, sizeof h);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	if (syscall(SYS_capget, &h, d) < 0)
		sandbox_failed("capget");
	d[0].effective = d[0].permitted, d[1].effective = d[1].permitted;
	if (syscall(SYS_capset, &h, d) < 0)
		sandbox_failed("capset");
}

/* In the program's process in the sandbox: no capabilities now or after exec, no new ones. */
static void drop_privileges(void)
{
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct d[2];
	int cap;
	for (cap = 0; prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) == 0; cap++)
		;
	if (errno != EINVAL)
		child_failed("drop the capability bounding set", 1);
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
	memset(&h, 0, sizeof h);
	memset(d, 0, sizeof d);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	if (syscall(SYS_capset, &h, d) < 0)
		child_failed("capset", 1);
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		child_failed("no_new_privs", 1);
}

/* Path NAME under the new root (a static buffer). */
static const char *in_root(const char *name)
{
	static char path[PATH_MAX];
	if (snprintf(path, sizeof path, NEW_ROOT "/%s", name) >= (int)sizeof path)
		sandbox_failed("name too long");
	return path;
}

/* The system folders the sandbox shows. */
static const char *const sys[] = { "usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc" };

/* In the proxy: the system folders under the new root, read-only binds (a merged-usr
 * symlink as the same symlink). */
static void bind_system(void)
{
	char src[PATH_MAX], target[PATH_MAX];
	unsigned i;
	for (i = 0; i < sizeof sys / sizeof *sys; i++) {
		struct stat st;
		ssize_t n;
		snprintf(src, sizeof src, "/%s", sys[i]);
		if (lstat(src, &st) < 0)
			continue;
		if (S_ISLNK(st.st_mode)) {
			if ((n = readlink(src, target, sizeof target - 1)) < 0)
				sandbox_failed("readlink a system folder");
			target[n] = 0;
			if (symlink(target, in_root(sys[i])) < 0)
				sandbox_failed("symlink a system folder");
		} else if (S_ISDIR(st.st_mode)) {
			if (mkdir(in_root(sys[i]), 0755) < 0 ||
			    mount(src, in_root(sys[i]), NULL, MS_BIND | MS_REC, NULL) < 0)
				sandbox_failed("bind a system folder");
			if (restrict_mount(in_root(sys[i]), 1, 1) < 0)
				sandbox_failed("make a system folder read-only");
		}
	}
}

/* Does absolute, resolved PATH lie inside one of the system folders (below it, not it)? */
static int in_system_folder(const char *path)
{
	size_t i, n;
	for (i = 0; i < sizeof sys / sizeof *sys; i++) {
		n = strlen(sys[i]);
		if (!strncmp(path + 1, sys[i], n) && path[n + 1] == '/' && path[n + 2])
			return 1;
	}
	return 0;
}

/* In the proxy: hide PATH (under the new root): an empty read-only tmpfs over a folder, and
 * over a file (a link's target, an official line's file) /dev/null, made nodev: it cannot be
 * opened at all. 0, or -1 with errno. */
static int hide(const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return -1;
	if (S_ISDIR(st.st_mode))
		return mount("tmpfs", path, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
			     "size=4k,mode=0555");
	if (mount("/dev/null", path, NULL, MS_BIND, NULL) < 0)
		return -1;
	return restrict_mount(path, 0, 1);
}

/* In the proxy: hide each --hide path (resolved by the keeper) inside a system folder (a tree
 * cloned under /usr/local, data under /usr/share): the binds show all they hold. A mount may
 * go over a folder of a read-only bind; the program, without capabilities, cannot take it
 * away, and in a namespace of its own the kernel locks it over what it hides. A path already
 * gone (inside a folder hidden before) is hidden. */
static void hide_folders(const struct config *c)
{
	int i;
	for (i = 0; i < c->n_hide; i++)
		if (in_system_folder(c->hide[i]) && hide(in_root(c->hide[i] + 1)) < 0 &&
		    errno != ENOENT)
			sandbox_failed("hide a path inside a system folder");
}

/* In the proxy: /dev under the new root, a read-only tmpfs with a few device binds and the
 * links to /proc/self/fd. */
static void make_dev(void)
{
	static const char *const dev[] = { "null", "zero", "full", "random", "urandom" };
	static const char *const links[][2] = { { "fd", "/proc/self/fd" },
		{ "stdin", "/proc/self/fd/0" }, { "stdout", "/proc/self/fd/1" },
		{ "stderr", "/proc/self/fd/2" } };
	char src[PATH_MAX], target[PATH_MAX];
	unsigned i;
	if (mkdir(in_root("dev"), 0755) < 0 || mount("tmpfs", in_root("dev"), "tmpfs",
						   MS_NOSUID | MS_NOEXEC, "size=64k,mode=0755") < 0)
		sandbox_failed("mount /dev");
	for (i = 0; i < sizeof dev / sizeof *dev; i++) {
		int fd;
		snprintf(src, sizeof src, "/dev/%s", dev[i]);
		snprintf(target, sizeof target, "dev/%s", dev[i]);
		if ((fd = open(in_root(target), O_WRONLY | O_CREAT | O_CLOEXEC, 0666)) < 0)
			sandbox_failed("create a /dev node");
		close(fd);
		if (mount(src, in_root(target), NULL, MS_BIND, NULL) < 0)
			sandbox_failed("bind a /dev node");
	}
	for (i = 0; i < sizeof links / sizeof *links; i++) {
		snprintf(target, sizeof target, "dev/%s", links[i][0]);
		if (symlink(links[i][1], in_root(target)) < 0)
			sandbox_failed("symlink in /dev");
	}
	if (restrict_mount(in_root("dev"), 0, 1) < 0)
		sandbox_failed("make /dev read-only");
}

/* In the proxy: build the new root (see the top of this file) with the work folder (BOX) as
 * /box, and switch to it. */
static void build_root(const struct config *c, int box)
{
	char src[64];
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		sandbox_failed("make the mounts private");
	if (mount("tmpfs", NEW_ROOT, "tmpfs", MS_NOSUID | MS_NODEV, NEW_ROOT_TMPFS) < 0)
		sandbox_failed("mount the new root (tmpfs)");
	bind_system();
	hide_folders(c);
	if (mkdir(in_root("proc"), 0555) < 0 ||
	    mount("proc", in_root("proc"), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
		sandbox_failed("mount /proc");
	/* the kernel's lists of keys, which show a user's keys in any keyring (seccomp.c) */
	if (hide(in_root("proc/keys")) < 0 && errno != ENOENT)
		sandbox_failed("hide /proc/keys");
	if (hide(in_root("proc/key-users")) < 0 && errno != ENOENT)
		sandbox_failed("hide /proc/key-users");
	make_dev();
	if (mkdir(in_root("tmp"), 01777) < 0 ||
	    mount("tmpfs", in_root("tmp"), "tmpfs", MS_NOSUID | MS_NODEV, SANDBOX_TMP) < 0)
		sandbox_failed("mount /tmp");
	snprintf(src, sizeof src, "/proc/self/fd/%d", box);
	if (mkdir(in_root("box"), 0755) < 0 || mount(src, in_root("box"), NULL, MS_BIND, NULL) < 0)
		sandbox_failed("bind the work folder");
	if (restrict_mount(in_root("box"), 0, 0) < 0)
		sandbox_failed("make the work folder nosuid, nodev");
	if (chdir(NEW_ROOT) < 0 || syscall(SYS_pivot_root, ".", ".") < 0)
		sandbox_failed("pivot_root");
	if (umount2(".", MNT_DETACH) < 0 || chdir("/") < 0)
		sandbox_failed("detach the old root");
	if (restrict_mount("/", 0, 1) < 0)
		sandbox_failed("make the new root read-only");
	if (sethostname("sandbox", 7) < 0)
		sandbox_failed("sethostname");
}

/* In the proxy, before the new root: wait for the keeper's go (EOF: the keeper died), open
 * the work folder again (a descriptor from the keeper's mount namespace cannot be bound here),
 * become the sandbox's user. Returns the work folder's new descriptor. */
static int prepare_proxy(const struct config *c, int go, int work_fd, const char *work_path)
{
	char byte;
	struct pollfd keeper;
	struct stat a, b;
	int box;
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (read(go, &byte, 1) != 1) /* the keeper is gone, or could not map our ids */
		_exit(SETUP_FAILED);
	procs_close();
	if ((box = open(work_path, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0 ||
	    fstat(box, &a) < 0 || fstat(work_fd, &b) < 0 || a.st_dev != b.st_dev ||
	    a.st_ino != b.st_ino)
		sandbox_failed("open the work folder");
	close(work_fd);
	become_sandbox_user(c->as_root);
	/* a change of credentials clears the parent-death signal: set it again, then make sure
	 * the keeper did not die before (it holds the pipe open until we are reaped) */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	keeper.fd = go, keeper.events = POLLIN, keeper.revents = 0;
	if (poll(&keeper, 1, 0) != 0)
		_exit(SETUP_FAILED);
	close(go);
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); /* not to be traced by the program (keeper.c) */
	return box;
}

/* In the proxy, PID 1 of the sandbox, whose /proc/1/cmdline anyone inside may read: it shows
 * the keeper's command line (the judge's paths and options) until overwritten in place
 * (PR_SET_MM would need CAP_SYS_RESOURCE, which even root may lack). A copy of C with the
 * program's own arguments copied out first. */
static struct config hide_command_line(const struct config *c)
{
	struct config own = *c;
	size_t n = 0, i;
	while (c->argv[n])
		n++;
	if (!(own.argv = calloc(n + 1, sizeof *own.argv)))
		sandbox_failed("copy the program's arguments");
	for (i = 0; i < n; i++)
		if (!(own.argv[i] = strdup(c->argv[i])))
			sandbox_failed("copy the program's arguments");
	memset(c->args, 0, c->args_len);
	if (c->args_len > sizeof "runner")
		memcpy(c->args, "runner", sizeof "runner");
	return own;
}

/* The proxy, PID 1 of the new namespaces: build the root, fork the program, reap everything
 * (once the program ended, nothing else may go on), report the program's status and rusage. */
static void proxy(const struct config *c, const struct run_spec *s, const struct files *f,
		  int go, const struct work *w, char **env)
{
	int box = prepare_proxy(c, go, w->fd, w->path), st;
	struct config own = hide_command_line(c);
	pid_t pid, r;
	build_root(c, box);
	close(box);
	if ((pid = fork()) < 0)
		child_failed("fork in the sandbox", 0);
	if (pid == 0) {
		setsid();
		drop_privileges();
		prctl(PR_SET_PDEATHSIG, SIGKILL); /* after every change of credentials */
		exec_program(&own, s, f, "/box", env);
	}
	while ((r = reap_child(0, &st, &rep->reaped, 0)) > 0) { /* until ECHILD: all gone */
		if (WIFSTOPPED(st)) {
			if (r == pid)
				trace_stop(pid, st, &rep->vm_peak_kib);
			continue;
		}
		if (r == pid)
			rep->status = st, rep->have_status = 1;
		if (rep->have_status)
			kill(-1, SIGKILL);
	}
	rep->largest_tmp = empty_folder("/tmp"); /* (its files count against --fsize too) */
	_exit(0);
}

/* Start the proxy in new namespaces and map its ids; its pid, or -1 (reported in rep). The
 * keeper keeps *KEEPER_END, the write end of the pipe it said go on, until the proxy ends. */
pid_t start_sandbox(const struct config *c, const struct run_spec *s, const struct files *f,
		    const struct work *w, char **env, int *keeper_end)
{
	const int flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC |
			  CLONE_NEWUTS;
	const char *step;
	char map[64];
	int go[2];
	pid_t pid;
	unsigned id_u = c->as_root ? SANDBOX_ID : (unsigned)geteuid();
	unsigned id_g = c->as_root ? SANDBOX_ID : (unsigned)getegid();
	if (pipe2(go, O_CLOEXEC) < 0)
		return -1;
	errno = 0;
	pid = (pid_t)syscall(SYS_clone, (unsigned long)flags | SIGCHLD, 0, 0, 0, 0);
	if (pid == 0) {
		close(go[1]);
		proxy(c, s, f, go[0], w, env);
	}
	close(go[0]);
	if (pid < 0) {
		errno = errno ? errno : EPERM;
		rep->fail_errno = errno, rep->fail_sandbox = 1;
		snprintf(rep->fail_step, sizeof rep->fail_step, "clone (new namespaces)");
		close(go[1]);
		return -1;
	}
	snprintf(map, sizeof map, "%u %u 1\n", id_u, id_u);
	if (write_proc(pid, "uid_map", map) < 0)
		step = "write uid_map";
	else if (!c->as_root && write_proc(pid, "setgroups", "deny") < 0)
		step = "write setgroups";
	else if (snprintf(map, sizeof map, "%u %u 1\n", id_g, id_g) < 0 ||
		 write_proc(pid, "gid_map", map) < 0)
		step = "write gid_map";
	else if ((cg_enter(pid), write(go[1], "g", 1)) != 1)
		step = "start the proxy";
	else {
		*keeper_end = go[1]; /* open while the proxy lives: its guard against our death */
		return pid;
	}
	rep->fail_errno = errno ? errno : EPERM, rep->fail_sandbox = 1;
	snprintf(rep->fail_step, sizeof rep->fail_step, "%s", step);
	close(go[1]);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, __WALL);
	return -1;
}
