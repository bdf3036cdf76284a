import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DirectoryLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`the database directory is in use by process ${pid} (lock file ${lockFile}); stop it first`);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes an exclusive lock file holding this process's pid. A lock left by a process that no
 * longer runs (a crash, a SIGKILL) is taken over; a live holder makes this throw.
 * Returns the release function.
 */
export function acquireDirectoryLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DirectoryLockedError(lockFile, holder);
      }
      unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}
