import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;
let signalled = false;

/** True once Ctrl-C (or SIGTERM) arrived: what fails after it is the stopping, not a finding. */
export const interrupted = () => signalled;

/** Registers an undo step; they run last-registered first, once, on success, failure or a signal. */
export function onCleanup(step: () => Promise<void> | void): void {
  // Something started while the cleanup was already running is undone at once.
  if (cleaning)
    void Promise.resolve()
      .then(step)
      .catch(() => {});
  else cleanups.push(step);
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/**
 * Ctrl-C reaches the children too (same process group), but the throwaway database and the
 * temp directories are this process's to remove, so it cleans up before it leaves.
 */
export function cleanUpOnSignals(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    signalled = true;
    console.error(`\n${signal}: stopping and cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
}

/** Sends SIGTERM and waits for the exit; SIGKILL when it does not stop within the grace time. */
export async function stopChild(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** `node --import tsx <script>` from the repository root, as the npm scripts run it. */
function tsx(args: string[], env: Record<string, string>, stdio: ["ignore", "pipe", "pipe" | "inherit"]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio,
  });
}

/** Builds the web when stale, as `npm start` does: the server refuses to start without it. */
export function ensureWebBuild(): Promise<void> {
  const child = spawn(process.execPath, ["scripts/ensure-build.mjs"], { cwd: repoRoot, stdio: "inherit" });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`web build exited with ${code}`)))),
  );
}

/** The real seed command, as a person runs it; resolves with its one-line summary. */
export async function runSeed(properties: number, env: Record<string, string>): Promise<string> {
  // Its progress bar goes to the terminal; stdout ends with the summary line.
  const child = tsx(["server/src/seed-cli.ts", "--properties", String(properties)], env, ["ignore", "pipe", "inherit"]);
  onCleanup(() => stopChild(child));
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`seed exited with ${code}`);
  return out.trim().split("\n").at(-1) ?? "";
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; stop: () => Promise<void> };

/**
 * Starts the real server as `npm start` does. LOG_LEVEL=warn keeps per-request logging out of
 * the measurement, and with it the "listening" line, so readiness is a health check.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort();
  const child = tsx(
    ["server/src/main.ts"],
    { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED: "0", ...env },
    ["ignore", "pipe", "pipe"],
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = () => stopChild(child);
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${output}`);
    const ok = await fetch(`${url}/v2/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not answer /v2/health within ${timeoutMs / 1000} s:\n${output}`);
}
