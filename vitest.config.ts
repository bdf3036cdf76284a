import { defineConfig } from "vitest/config";

const apiTests = ["apps/api/src/**/*.test.ts"];

/**
 * Unit and API files run in two workers, one per core of the machines this runs on. The suites
 * that start their own servers, clusters and processes (server/src/**\/*.slow.test.ts) run after
 * them, alone and one file at a time: each already keeps both cores busy, and a fault it injects
 * must not race another suite's load. `scripts/test-phases.mjs` runs each project as a phase.
 *
 * A worker keeps the modules it loaded from one file to the next (`isolate: false`): loading the
 * API anew for each file cost more than a third of the API suite. It is safe because no test
 * mocks a module or changes the environment: each file builds its own API over its own database.
 */
const PARALLEL = { maxWorkers: 2, isolate: false, sequence: { groupOrder: 0 } };
const ALONE = { maxWorkers: 1, sequence: { groupOrder: 1 } };

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
          exclude: ["server/src/**/*.slow.test.ts"],
          ...PARALLEL,
        },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
      {
        test: {
          name: "server",
          include: ["server/src/**/*.slow.test.ts"],
          globalSetup: ["server/src/test/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          ...ALONE,
        },
      },
    ],
  },
});
