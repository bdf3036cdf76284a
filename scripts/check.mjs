// `npm run check`: the type check, lint and import rules, two at a time (the machines this runs
// on have two cores), each printing its output when it ends so two never interleave.
//
// The type check is three programs, so no file is checked more than it must be: the domain alone
// (no Node types, as it must run anywhere), the Node side (api, server and bench in one program,
// so the api is checked once, not once per workspace that imports it) and the browser side (the
// web app with its browser specs). Each keeps its build info in node_modules/.cache/tsc, so a
// second run checks only what changed. Decision 029 says why not `tsc -b`.
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules/.bin", name);

/** Each task belongs to a group; `node scripts/check.mjs types` runs one group (npm run typecheck). */
const tasks = [
  {
    group: "types",
    name: "types: api, demo seed, server, bench",
    command: bin("tsc"),
    args: ["-p", "tsconfig.check-node.json"],
  },
  {
    group: "types",
    name: "types: web and browser specs",
    command: bin("tsc"),
    args: ["-p", "tsconfig.check-web.json"],
  },
  { group: "types", name: "types: domain", command: bin("tsc"), args: ["-p", "packages/domain"] },
  { group: "lint", name: "lint", command: bin("biome"), args: ["check", "."] },
  // A button's classes are written once, in apps/web/app/ui/button.tsx.
  { group: "lint", name: "ui classes", command: process.execPath, args: ["scripts/check-ui-classes.mjs"] },
  {
    group: "imports",
    name: "import rules",
    command: bin("depcruise"),
    args: [
      "packages/domain/src",
      "packages/demo-seed/src",
      "apps/api/src",
      "apps/web/app",
      "server/src",
      "e2e",
      "bench",
      "--config",
      ".dependency-cruiser.cjs",
    ],
  },
];
const groups = process.argv.slice(2);
const chosen = tasks.filter((task) => groups.length === 0 || groups.includes(task.group));

function run(task) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(task.command, task.args, {
      cwd: join(root, task.cwd ?? ""),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\ncheck: ${task.name}: ${code === 0 ? "ok" : "FAILED"} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

// The route types the web's type check reads are generated first.
const typegen = chosen.some((task) => task.group === "types")
  ? await run({ name: "route types", command: bin("react-router"), args: ["typegen"], cwd: "apps/web" })
  : true;
const queue = [...chosen];
const worker = async () => {
  let ok = true;
  for (let task = queue.shift(); task; task = queue.shift()) ok = (await run(task)) && ok;
  return ok;
};
const results = await Promise.all([worker(), worker()]);
process.exit(typegen && results.every(Boolean) ? 0 : 1);
