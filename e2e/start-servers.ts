import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type E2eServer, SERVERS, SERVERS_READY, serverEnv, urlOf } from "./servers.ts";

/**
 * Starts the browser specs' servers together and says when all of them answer. Playwright starts
 * the servers of its `webServer` list one after another, each only once the one before answers;
 * started together, the three migrate and seed at the same time and the first test begins some
 * 20 s sooner. Playwright ends this process's whole group after the run, the servers with it.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STARTUP_LIMIT_MS = 120_000;

function start(name: string, server: E2eServer): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv(server) },
    // Their request logs would drown the test report; their errors reach it.
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => stop(`e2e: the ${name} server ended (${signal ?? `exit code ${code}`})`));
  return child;
}

const children: ChildProcess[] = [];

/** A server that ends ends the run: the others are stopped with it, none left behind. */
function stop(reason: string): never {
  console.error(reason);
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  process.exit(1);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function untilHealthy(name: string, server: E2eServer, deadline: number): Promise<void> {
  const url = `${urlOf(server)}/v2/health`;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`e2e: the ${name} server did not answer ${url} within 120 s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const entries = Object.entries(SERVERS);
for (const [name, server] of entries) children.push(start(name, server));
const deadline = Date.now() + STARTUP_LIMIT_MS;
try {
  await Promise.all(entries.map(([name, server]) => untilHealthy(name, server, deadline)));
  console.info(SERVERS_READY);
} catch (error) {
  stop((error as Error).message);
}
