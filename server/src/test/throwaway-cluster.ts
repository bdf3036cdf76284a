import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A PostgreSQL cluster of a test's own (issue 17): `initdb` and `pg_ctl` from the machine's
 * PostgreSQL binaries, run as the `postgres` user, on a free port in a temporary directory, so
 * a test may stop, kill or freeze it without touching the shared server on 5432.
 */
export type ThrowawayCluster = {
  url: string;
  port: number;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start: () => void;
  /** `pg_ctl stop -m fast` (sessions ended cleanly) or `-m immediate` (a crash, recovered at next start). */
  stop: (mode: "fast" | "immediate") => void;
  /** SIGSTOP to every process of the cluster: connections hang, nothing answers. */
  freeze: () => void;
  /** SIGCONT: the frozen cluster carries on. */
  thaw: () => void;
  /** Stops it (if running) and removes its directory. */
  destroy: () => void;
};

const binDir = (): string => {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, "pg_ctl"))) return dir;
  }
  throw new Error("no PostgreSQL binaries under /usr/lib/postgresql");
};

/** True when this machine can run a cluster of its own (binaries present, and root to become `postgres`). */
export function canRunThrowawayCluster(): boolean {
  try {
    binDir();
    return process.getuid?.() === 0 && spawnSync("runuser", ["--version"]).status === 0;
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const asPostgres = (command: string, args: string[]) =>
  execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" }).toString();

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), "campuslar-pg-"));
  chmodSync(root, 0o777);
  const data = join(root, "data");
  const log = join(root, "log");
  const port = await freePort();
  asPostgres(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const pgCtl = (...args: string[]) => asPostgres(join(bin, "pg_ctl"), ["-D", data, ...args]);
  const postmasterPid = () => Number(asPostgres("head", ["-1", join(data, "postmaster.pid")]).trim());
  const clusterPids = (): number[] => {
    const parent = postmasterPid();
    const children = spawnSync("pgrep", ["-P", String(parent)])
      .stdout.toString()
      .trim()
      .split("\n")
      .filter(Boolean);
    return [parent, ...children.map(Number)];
  };
  let running = false;
  const cluster: ThrowawayCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => {
      pgCtl("start", "-w", "-t", "30", "-l", log, "-o", options);
      running = true;
    },
    stop: (mode) => {
      pgCtl("stop", "-w", "-t", "30", "-m", mode);
      running = false;
    },
    freeze: () => {
      for (const pid of clusterPids()) process.kill(pid, "SIGSTOP");
    },
    thaw: () => {
      for (const pid of clusterPids()) process.kill(pid, "SIGCONT");
    },
    destroy: () => {
      try {
        if (running) {
          cluster.thaw();
          cluster.stop("immediate");
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
