// The README's test command, phase by phase: each phase runs as its own process, is timed, and
// the run ends with a table of the phases and the total (bench/results/ci.md keeps such rows).
//
//   node scripts/test-phases.mjs            every phase, stopping at the first that fails
//   node scripts/test-phases.mjs --record   the same, then one row appended to bench/results/ci.md
//   node scripts/test-phases.mjs unit api:pglite   only the phases named
//
// `.ci/run` times its own install and passes it in CI_INSTALL_SECONDS, so the table is the whole run.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const record = args.includes("--record");
const only = args.filter((a) => !a.startsWith("--"));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit and API files run in two workers (the machine has two cores); the fault suites start
 * their own servers, clusters and processes, so they run after everything else, two files at a
 * time where only outcomes are asserted and one at a time where a fault's timing is
 * (vitest.config.ts). The browser suite comes last: it needs the build and is the slowest.
 */
const vitest = (name, projects = [name]) => ({
  name,
  command: `vitest run ${projects.map((project) => `--project ${project}`).join(" ")}`,
  env: { TZ: "UTC" },
});
const phases = [
  { name: "check", command: "npm run check" },
  { name: "build", command: "node scripts/ensure-build.mjs" },
  vitest("unit"),
  vitest("api:pglite"),
  ...(onPostgres ? [vitest("api:postgres")] : []),
  vitest("faults", ["server:paired", "server"]),
  { name: "browser", command: "playwright test -c e2e/playwright.config.ts" },
].filter((phase) => only.length === 0 || only.includes(phase.name));

/** What a phase's runner printed of its tests: "412 passed", "3 flaky", read from its summary. */
function testCounts(output) {
  const plain = stripVTControlCharacters(output);
  const vitest = plain.match(/^\s*Tests\s+(.+?)\s*$/m);
  if (vitest) return vitest[1].replace(/\s*\(\d+\)$/, "");
  const playwright = [...plain.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)\b/gm)];
  return playwright.map((m) => `${m[1]} ${m[2]}`).join(", ");
}

function run(phase) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(phase.command, {
      cwd: root,
      shell: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...phase.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}` },
    });
    let tail = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on("close", (code) => {
      resolve({ ...phase, seconds: (performance.now() - started) / 1000, ok: code === 0, tests: testCounts(tail) });
    });
  });
}

/**
 * A fixed piece of CPU work timed before the run: on a day the machine runs at a third of its
 * speed this figure triples too, so rows of bench/results/ci.md can be compared.
 */
function calibrationMs() {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 400_000; i++) digest = createHash("sha256").update(digest).digest();
  return Math.round(performance.now() - started);
}

const calibration = calibrationMs();
console.info(`test-phases: calibration ${calibration} ms (a fixed CPU job; higher means a slower machine today)`);
const results = [];
const install = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(install) && install > 0) results.push({ name: "install", seconds: install, ok: true, tests: "" });
for (const phase of phases) {
  console.info(`\ntest-phases: ${phase.name}: ${phase.command}`);
  const result = await run(phase);
  results.push(result);
  if (!result.ok) break;
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
// A failed phase ends the run, so every phase that ran passed exactly when the run did.
const ok = results.every((r) => r.ok);
const pad = (text, width) => String(text).padEnd(width);
console.info("\ntest-phases: timings");
for (const r of results) {
  console.info(`  ${pad(r.name, 13)} ${pad(`${r.seconds.toFixed(0)} s`, 7)} ${r.ok ? "" : "FAILED "}${r.tests}`);
}
console.info(`  ${pad("total", 13)} ${total.toFixed(0)} s${ok ? "" : " (failed)"}`);

// The run as one row of bench/results/ci.md: printed always (a fresh clone's CI run is thrown
// away with its clone), appended there with --record.
const file = join(root, "bench/results/ci.md");
const columns = ["install", "check", "build", "unit", "api:pglite", "api:postgres", "faults", "browser"];
const seconds = (name) => {
  const r = results.find((x) => x.name === name);
  return r ? r.seconds.toFixed(0) : "–";
};
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const browser = results.find((r) => r.name === "browser")?.tests ?? "";
const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const row = `| ${when} | ${commit} | ${calibration} | ${columns.map(seconds).join(" | ")} | ${total.toFixed(0)} | ${ok ? "pass" : "fail"} | ${browser} |`;
console.info(`test-phases: ${row}`);
if (record) {
  if (!existsSync(file)) {
    writeFileSync(
      file,
      [
        "# CI timings",
        "",
        "Rows appended by `npm run ci:timings` (scripts/test-phases.mjs --record), seconds per phase.",
        "Calibration is a fixed CPU job timed at the start of the run: a slow day shows there too.",
        "A dash is a phase that did not run.",
        "",
        `| date (UTC) | commit | calibration ms | ${columns.join(" | ")} | total | result | browser tests |`,
        `|${" --- |".repeat(columns.length + 6)}`,
        "",
      ].join("\n"),
    );
  }
  appendFileSync(file, `${row}\n`);
  console.info("test-phases: row appended to bench/results/ci.md");
}
process.exit(ok ? 0 : 1);
