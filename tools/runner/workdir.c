/*
 * workdir.c -- where the program runs and what it is given. It runs in a fresh empty folder
 * (mkdtemp under --box) that is removed afterwards with everything in it (never following a
 * symlink, never entering another mount, unlocking folders it locked, iteratively for deep
 * trees). Its stdin is a sealed memfd copy of --in, so /proc/self/fd/0 leads nowhere. Its
 * environment is only PATH=/usr/local/bin:/usr/bin:/bin, HOME and PWD = the work folder,
 * TMPDIR=/tmp and the --env variables (so ASAN_OPTIONS too must be given with --env).
 */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Mount id of NAME in DIRFD ("" = DIRFD itself), -1 where the kernel does not say. */
static long long mount_id(int dirfd, const char *name)
{
#ifdef STATX_MNT_ID
	struct statx sx;
	int flags = AT_SYMLINK_NOFOLLOW | (name[0] ? 0 : AT_EMPTY_PATH);
	if (statx(dirfd, name, flags, STATX_MNT_ID, &sx) == 0 && (sx.stx_mask & STATX_MNT_ID))
		return (long long)sx.stx_mnt_id;
#else
	(void)dirfd, (void)name;
#endif
	return -1;
}

struct ident {
	dev_t dev;
	ino_t ino;
};

struct level {
	struct ident parent;            /* the folder we came down from */
	char *name;                     /* the folder we went into, by its name there */
};

/* A walk that empties a tree: the folder open now, the way back up, the folders that stay. */
struct walk {
	struct level *stk;
	size_t depth, cap;
	struct ident *skip;             /* mounts, and folders that could not be removed */
	size_t n_skip;
	long long top_mnt;              /* the mount the tree is on */
	dev_t dev;
	int cur, bad;
	long long largest;              /* the largest file removed, bytes */
};

/* Is folder ST among those that stay? */
static int skipped(const struct walk *w, const struct stat *st)
{
	size_t n = w->n_skip;
	while (n--)
		if (w->skip[n].dev == st->st_dev && w->skip[n].ino == st->st_ino)
			return 1;
	return 0;
}

/* Add folder ST to those that stay; -1 if out of memory. */
static int add_skip(struct walk *w, const struct stat *st)
{
	struct ident *v = realloc(w->skip, (w->n_skip + 1) * sizeof *v);
	if (!v)
		return -1;
	v[w->n_skip].dev = st->st_dev, v[w->n_skip].ino = st->st_ino;
	w->skip = v, w->n_skip++;
	return 0;
}

/* Empty the folder open now of all but its non-empty subfolders: files unlinked, empty
 * folders removed, mounts left. The name of a non-empty subfolder to go into (malloc'd), or
 * NULL when none is left; *OOM set when memory ran out. */
static char *clear_level(struct walk *w, int *oom)
{
	struct dirent *e;
	struct stat st;
	DIR *d = NULL;
	char *sub = NULL;
	int dfd;
	if (fchmod(w->cur, 0700) < 0) { /* not ours: try anyway */ }
	if ((dfd = openat(w->cur, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0 &&
	    !(d = fdopendir(dfd)))
		close(dfd);
	w->bad |= !d;
	while (d && !sub && !*oom && (e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (fstatat(w->cur, e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0)
			continue;
		if (!S_ISDIR(st.st_mode)) {
			if (S_ISREG(st.st_mode) && st.st_size > w->largest)
				w->largest = st.st_size;
			w->bad |= unlinkat(w->cur, e->d_name, 0) < 0;
		}
		else if (skipped(w, &st))
			continue;
		else if (st.st_dev != w->dev || mount_id(w->cur, e->d_name) != w->top_mnt)
			w->bad = 1, *oom = add_skip(w, &st) < 0; /* a mount */
		else if (unlinkat(w->cur, e->d_name, AT_REMOVEDIR) < 0)
			*oom = !(sub = strdup(e->d_name));
	}
	if (d)
		closedir(d);
	return sub;
}

/* Go down into SUB (malloc'd: taken); 0, or -1 to stop. One that cannot be entered stays. */
static int go_down(struct walk *w, char *sub)
{
	struct stat st;
	int nfd, r;
	if (w->depth == w->cap) {
		struct level *stk = realloc(w->stk, (w->cap * 2 + 16) * sizeof *stk);
		if (!stk) {
			free(sub);
			return -1;
		}
		w->stk = stk, w->cap = w->cap * 2 + 16;
	}
	if (fchmodat(w->cur, sub, 0700, 0) < 0) { /* try anyway */ }
	nfd = openat(w->cur, sub, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (nfd < 0 || fstat(w->cur, &st) < 0) {
		if (nfd >= 0)
			close(nfd);
		w->bad = 1;
		r = fstatat(w->cur, sub, &st, AT_SYMLINK_NOFOLLOW) < 0 || add_skip(w, &st) < 0;
		free(sub);
		return r ? -1 : 0;
	}
	w->stk[w->depth].parent.dev = st.st_dev;
	w->stk[w->depth].parent.ino = st.st_ino;
	w->stk[w->depth++].name = sub;
	close(w->cur);
	w->cur = nfd;
	return 0;
}

/* The folder open now is as empty as it gets: back up to its parent and remove it there; 0,
 * or -1 to stop (it moved under our feet, or memory ran out). */
static int go_up(struct walk *w)
{
	struct level *up = &w->stk[w->depth - 1];
	struct stat st;
	int nfd = openat(w->cur, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC), r = 0;
	if (nfd < 0 || fstat(nfd, &st) < 0 || st.st_dev != up->parent.dev ||
	    st.st_ino != up->parent.ino || fstat(w->cur, &st) < 0) {
		if (nfd >= 0)
			close(nfd);
		return -1;
	}
	close(w->cur);
	w->cur = nfd;
	w->depth--;
	if (unlinkat(w->cur, up->name, AT_REMOVEDIR) < 0) {
		w->bad = 1;
		r = add_skip(w, &st);
	}
	free(up->name);
	return r;
}

/* Remove everything inside the folder open as TOP (not TOP itself): never follows a symlink,
 * never enters another mount, unlocks folders the program locked (chmod 000), and walks deep
 * trees iteratively with one descriptor and a stack of names. Returns 0 if all went. */
static int empty_tree(int top, long long *largest)
{
	struct walk w = { NULL, 0, 0, NULL, 0, mount_id(top, ""), 0, -1, 0, 0 };
	struct stat st;
	w.cur = fcntl(top, F_DUPFD_CLOEXEC, 0);
	if (w.cur < 0 || fstat(w.cur, &st) < 0)
		return -1;
	w.dev = st.st_dev;
	for (;;) {
		int oom = 0;
		char *sub = clear_level(&w, &oom);
		if (oom) {
			free(sub);
			w.bad = 1;
			break;
		}
		if (!sub && w.depth == 0)
			break; /* all went that could */
		if (sub ? go_down(&w, sub) < 0 : go_up(&w) < 0) {
			w.bad = 1;
			break;
		}
	}
	close(w.cur);
	while (w.depth)
		free(w.stk[--w.depth].name);
	free(w.stk);
	free(w.skip);
	*largest = w.largest;
	return w.bad ? -1 : 0;
}

/* Empty folder PATH (the sandbox's /tmp, at the end); the size of the largest file it held. */
long long empty_folder(const char *path)
{
	long long largest = 0;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd >= 0) {
		(void)empty_tree(fd, &largest);
		close(fd);
	}
	return largest;
}

/* Make the run's fresh empty work folder under --box; 0 on success. */
int make_work(const struct config *c, struct work *w)
{
	w->fd = -1;
	if (snprintf(w->path, sizeof w->path, "%s/runner.XXXXXX", c->box) >= (int)sizeof w->path ||
	    !mkdtemp(w->path))
		return -1;
	if ((w->fd = open(w->path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
		rmdir(w->path);
		return -1;
	}
	if (c->sandbox && c->as_root && fchown(w->fd, SANDBOX_ID, SANDBOX_ID) < 0) {
		close(w->fd);
		rmdir(w->path);
		return -1;
	}
	return 0;
}

/* Remove the work folder and everything in it (a folder put in its place is left alone).
 * The size of the largest file that was in it (bytes). */
long long remove_work(struct work *w)
{
	struct stat a, b;
	long long largest = 0;
	if (w->fd < 0)
		return 0;
	if (empty_tree(w->fd, &largest) < 0 || fstat(w->fd, &a) < 0 || lstat(w->path, &b) < 0 ||
	    a.st_dev != b.st_dev || a.st_ino != b.st_ino || rmdir(w->path) < 0)
		fprintf(stderr, "runner: could not remove all of %s\n", w->path);
	close(w->fd);
	w->fd = -1;
	return largest;
}

/* Copy what is left of FROM into TO: 0, or -1 on a read or write error or past LIMIT bytes
 * (-1: no limit). */
int copy_fd(int from, int to, long long limit)
{
	char buf[65536];
	long long total = 0;
	ssize_t n;
	while ((n = read(from, buf, sizeof buf)) != 0) {
		char *p = buf;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || (limit >= 0 && (total += n) > limit))
			return -1;
		while (n > 0) {
			ssize_t m = write(to, p, (size_t)n);
			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0)
				return -1;
			p += m, n -= m;
		}
	}
	return 0;
}

/* Copy the file at PATH into the work folder under its last name (what the program must
 * find there: a source to compile in the sandbox); 0, or -1. */
int copy_in(const struct work *w, const char *path)
{
	const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	int from, to, ok;
	if ((from = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	to = openat(w->fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	ok = to >= 0 && copy_fd(from, to, -1) == 0;
	close(from);
	if (to >= 0 && close(to) < 0)
		ok = 0;
	return ok ? 0 : -1;
}

/* NAME_PATH is NAME=PATH: copy the work folder's regular file NAME (not a link, not a FIFO,
 * at most LIMIT bytes if LIMIT > 0) out to PATH, mode 0755 (a compiled program leaves the
 * box); 0, or -1 when there is no such file or it cannot be copied (PATH then absent). */
int copy_out(const struct work *w, const char *name_path, long long limit)
{
	const char *eq = strchr(name_path, '=');
	char name[NAME_MAX + 1];
	struct stat st;
	int from, to, ok;
	if ((size_t)(eq - name_path) > NAME_MAX)
		return -1;
	memcpy(name, name_path, (size_t)(eq - name_path));
	name[eq - name_path] = '\0';
	unlink(eq + 1);
	from = openat(w->fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (from < 0 || fstat(from, &st) < 0 || !S_ISREG(st.st_mode)) {
		if (from >= 0)
			close(from);
		return -1;
	}
	to = open(eq + 1, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0755);
	ok = to >= 0 && copy_fd(from, to, limit > 0 ? limit : -1) == 0;
	close(from);
	if (to >= 0 && close(to) < 0)
		ok = 0;
	if (!ok)
		unlink(eq + 1);
	return ok ? 0 : -1;
}

/* A private, sealed, seekable copy of --in (memfd; an unlinked file in --box where there is
 * no memfd); /dev/null as is. -1 on failure. */
static int make_stdin(const struct config *c)
{
	char path[PATH_MAX];
	int src, fd;
	if (!strcmp(c->in, "/dev/null"))
		return open("/dev/null", O_RDONLY | O_CLOEXEC);
	if ((src = open(c->in, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((fd = memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING)) < 0) {
		if (snprintf(path, sizeof path, "%s/runner-in.XXXXXX", c->box) < (int)sizeof path &&
		    (fd = mkostemp(path, O_CLOEXEC)) >= 0)
			unlink(path);
	}
	if (fd >= 0 && copy_fd(src, fd, -1) < 0) {
		close(fd);
		fd = -1;
	}
	close(src);
	if (fd >= 0) {
		int seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL;
		if (fcntl(fd, F_ADD_SEALS, seals) < 0) { /* an unlinked file: private, unsealed */ }
		lseek(fd, 0, SEEK_SET);
	}
	return fd;
}

/* Open stdin copy, stdout and stderr of one run; the name of what failed, or NULL. */
const char *open_files(const struct config *c, const struct run_spec *s, struct files *f)
{
	struct stat a, b;
	f->in = f->out = f->err = -1;
	if ((f->in = make_stdin(c)) < 0)
		return c->in;
	if (s->quiet) {
		f->out = open("/dev/null", O_WRONLY | O_CLOEXEC);
		f->err = f->out < 0 ? -1 : fcntl(f->out, F_DUPFD_CLOEXEC, 0);
		return f->err < 0 ? "/dev/null" : NULL;
	}
	if ((f->out = open(c->out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		return c->out;
	if ((f->err = open(c->err, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		return c->err;
	if (fstat(f->out, &a) < 0 || fstat(f->err, &b) < 0)
		return c->out;
	f->out_mode = a.st_mode, f->err_mode = b.st_mode;
	if (a.st_dev == b.st_dev && a.st_ino == b.st_ino) { /* one file: one offset, so the two
							       streams do not overwrite */
		close(f->err);
		if ((f->err = fcntl(f->out, F_DUPFD_CLOEXEC, 0)) < 0)
			return c->err;
	}
	return NULL;
}

/* Put back the mode of FD's regular file (never a device's: /dev/null) if it changed. */
static void put_back_mode(int fd, mode_t mode)
{
	struct stat st;
	if (fd >= 0 && mode && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_mode != mode)
		if (fchmod(fd, mode & 07777) < 0) { /* not ours to change: as it was left */ }
}

/* After a run: the modes of stdout, stderr and the program's file as they were before it. A
 * program running as the caller's own user (an ordinary user's run, with --sandbox too) may
 * chmod them; unreadable outputs would be a judge error, an unreadable program every later
 * test's failure. The program's file is reached through the descriptor opened before the run,
 * so a name it swapped in meanwhile is not followed. */
void restore_modes(const struct config *c, const struct files *f)
{
	char path[64];
	struct stat st;
	put_back_mode(f->out, f->out_mode);
	put_back_mode(f->err, f->err_mode);
	snprintf(path, sizeof path, "/proc/self/fd/%d", c->exec_fd);
	if (c->exec_fd >= 0 && c->exec_mode && fstat(c->exec_fd, &st) == 0 &&
	    S_ISREG(st.st_mode) && st.st_mode != c->exec_mode)
		if (chmod(path, c->exec_mode & 07777) < 0) { /* not ours: as it was left */ }
}

/* Close the run's descriptors. */
void close_files(struct files *f)
{
	if (f->in >= 0) close(f->in);
	if (f->out >= 0) close(f->out);
	if (f->err >= 0) close(f->err);
	f->in = f->out = f->err = -1;
}

/* Size of the regular file open as FD (0 for a device). */
long long fd_size(int fd)
{
	struct stat st;
	return fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : 0;
}

/* The program's environment: the minimal set, with HOME and PWD = HOME, then --env. */
char **make_env(const struct config *c, const char *home)
{
	char **env = calloc((size_t)c->n_env + 5, sizeof *env);
	int n = 0, i, j;
	if (!env)
		return NULL;
	env[n++] = strdup("PATH=" DEFAULT_PATH);
	if (asprintf(&env[n++], "HOME=%s", home) < 0 || asprintf(&env[n++], "PWD=%s", home) < 0)
		return NULL;
	env[n++] = strdup("TMPDIR=/tmp");
	for (i = 0; i < c->n_env; i++) {
		size_t len = (size_t)(strchr(c->env[i], '=') - c->env[i]) + 1;
		for (j = 0; j < n && strncmp(env[j], c->env[i], len) != 0; j++)
			;
		if (j == n)
			n++;
		else
			free(env[j]);
		env[j] = strdup(c->env[i]);
	}
	for (i = 0; i < n; i++)
		if (!env[i])
			return NULL;
	return env;
}

/* Free an environment from make_env. */
void free_env(char **env)
{
	int i;
	for (i = 0; env && env[i]; i++)
		free(env[i]);
	free(env);
}
