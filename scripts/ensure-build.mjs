// Builds the web when its build is missing or older than its sources, so `npm start` on a
// fresh clone (or after a pull) serves what the code says, and a second start is instant.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const marker = join(root, "apps/web/build/server/index.js");
const sources = [
  "apps/web/app",
  "apps/web/public",
  "packages/domain/src",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  console.info(builtAt ? "web sources changed since the last build: building" : "no web build yet: building");
  const result = spawnSync("npm", ["run", "build", "-w", "@campuslar/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
