import { defineConfig } from "vitest/config";

// The demo seed's tests run with the API's: they need its migrated test databases (the global
// setup below), and the API's tests need the catalogue the seed writes.
const apiTests = ["apps/api/src/**/*.test.ts", "packages/demo-seed/src/**/*.test.ts"];

/**
 * Unit and API files run in two workers, one per core of the machines this runs on. The suites
 * that start their own servers, clusters and processes (server/src/**\/*.slow.test.ts) run after
 * them: two at a time where only the outcome is asserted, then one at a time where a fault's
 * timing is, so a fault it injects does not race another suite's load (FAULTS_PAIRED below).
 * `scripts/test-phases.mjs` runs each project as a phase, the two fault projects as one.
 *
 * A worker keeps the modules it loaded from one file to the next (`isolate: false`): loading the
 * API anew for each file cost more than a third of the API suite. It is safe because no test
 * mocks a module or changes the environment: each file builds its own API over its own database.
 */
const PARALLEL = { maxWorkers: 2, isolate: false, sequence: { groupOrder: 0 } };
const PAIRED = { maxWorkers: 2, sequence: { groupOrder: 1 } };
const ALONE = { maxWorkers: 1, sequence: { groupOrder: 2 } };

/**
 * The suites that start their own servers, clusters and processes (server/src/**\/*.slow.test.ts).
 * Those that time what they inject (an outage answered within a second, a drain under steady
 * load without a 5xx, a cache refreshed within a second) run alone. These assert only what ends
 * up true (a lead kept through a kill, an e-mail sent once by two instances), with deadlines of
 * many seconds, and wait on their servers much of the time: they run two at a time, first.
 */
const FAULTS_PAIRED = [
  "accounts",
  "backup",
  "bad-text-forms",
  "cluster",
  "create-staff",
  "lead-crash",
  "metrics",
  "redis-outage",
  "restart",
  "security-headers",
  "two-instances",
];
const FAULTS = { globalSetup: ["server/src/test/global-setup.ts"], testTimeout: 180_000, hookTimeout: 180_000 };

// The API suite runs on PGlite always, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (each test file in a database of its own, copied from a template).
const apiProject = (kind: "pglite" | "postgres") => ({
  test: {
    name: `api:${kind}`,
    include: apiTests,
    env: { TEST_DB_KIND: kind },
    globalSetup: ["apps/api/src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...PARALLEL,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/app/**/*.test.ts", "server/src/**/*.test.ts"],
          exclude: ["packages/demo-seed/**", "server/src/**/*.slow.test.ts"],
          ...PARALLEL,
        },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
      {
        test: {
          name: "server:paired",
          include: FAULTS_PAIRED.map((name) => `server/src/${name}.slow.test.ts`),
          ...FAULTS,
          ...PAIRED,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.slow.test.ts"],
          exclude: FAULTS_PAIRED.map((name) => `server/src/${name}.slow.test.ts`),
          ...FAULTS,
          ...ALONE,
        },
      },
    ],
  },
});
