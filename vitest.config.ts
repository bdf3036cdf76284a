import { defineConfig } from "vitest/config";

const apiTests = ["apps/api/src/**/*.test.ts"];

// The API suite runs on PGlite always, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (each test file in a database of its own).
const apiProject = (kind: "pglite" | "postgres") => ({
  test: {
    name: `api:${kind}`,
    include: apiTests,
    env: { TEST_DB_KIND: kind },
    globalSetup: ["apps/api/src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
        },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
      {
        test: { name: "server", include: ["server/src/**/*.slow.test.ts"], testTimeout: 180_000, hookTimeout: 180_000 },
      },
    ],
  },
});
