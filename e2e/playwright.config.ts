import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { STAFF_EMAIL, STAFF_PASSWORD } from "./support.ts";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..");
const port = Number(process.env.E2E_PORT ?? 3107);
// Fresh databases per run: each server migrates and seeds the demo data into its own. Workers
// load this file again but inherit the runner's environment, so they all name the same
// directories (e2e/mail.ts reads the e-mails each server writes under its own).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-"));
process.env.E2E_MARKETPLACE_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-marketplace-"));

/**
 * Specs that publish listings run against a server of their own: a listing published mid-run
 * would otherwise change the counts, orders and pages that the catalogue specs compare (a
 * search's Back, a university's total). The backoffice's specs (admin-*.spec.ts) all run here,
 * where staff publish listings (admin-listings.spec.ts).
 */
const MARKETPLACE_SPECS = [
  "admin-access.spec.ts",
  "admin-leads.spec.ts",
  "admin-listings.spec.ts",
  "admin-users.spec.ts",
  "owner-listings.spec.ts",
  "listing-changes.spec.ts",
  "report-listing.spec.ts",
  "listing-verification.spec.ts",
];
/**
 * Specs that publish content and listings too, on a third server: each server has one staff
 * account, and its logins are limited per account (10 in 15 minutes), as in production.
 */
const EDITORIAL_SPECS = ["content-claims.spec.ts", "english-pages.spec.ts"];
process.env.E2E_EDITORIAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-editorial-"));

/**
 * The site server runs as a fresh install states it (no COMPANY_CRECI: the demo placeholder); the
 * marketplace server as an operator who configured the registry number (content-claims.spec.ts).
 */
const servers = {
  site: { port, dataDir: process.env.E2E_DATA_DIR, env: {} },
  marketplace: {
    port: port + 1,
    dataDir: process.env.E2E_MARKETPLACE_DATA_DIR,
    env: { COMPANY_CRECI: "CRECI-SP 0000-T (e2e)" },
  },
  editorial: {
    port: port + 2,
    dataDir: process.env.E2E_EDITORIAL_DATA_DIR,
    env: { COMPANY_CRECI: "CRECI-SP 0000-T (e2e)" },
  },
};
const urlOf = (server: { port: number }) => `http://127.0.0.1:${server.port}`;

export default defineConfig({
  // Site-wide journeys live in e2e/; a feature's own specs live beside its code in the web app.
  testDir: repoRoot,
  testMatch: ["e2e/**/*.spec.ts", "apps/web/app/**/*.spec.ts"],
  outputDir: join(here, "test-results"),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that fails once fails the run and is fixed, not run again.
  // A retry would hide the very races a slow day brings out.
  retries: 0,
  workers: 2,
  // Two cores run two browsers and two servers: a journey (sign up, fill a form, axe) can pass
  // 30 s on a busy machine without anything being wrong.
  timeout: 60_000,
  // A form's answer (a password hashed, an e-mail sent) can take more than the default 5 s on
  // two busy cores; a failing check then fails after 10 s instead.
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    ...devices["Desktop Chrome"],
    // The site's main audience; `/` sends browsers that prefer English to `/en` (language.spec.ts).
    locale: "pt-BR",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records every test while it runs; CI keeps no artefacts, so it records none there.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  // Projects run in this order. The few long journeys (publishing through staff, the English
  // pages' walk) go first, so the many short ones of the site fill both workers at the end
  // instead of one long journey running alone.
  projects: [
    { name: "editorial", testMatch: EDITORIAL_SPECS, use: { baseURL: urlOf(servers.editorial) } },
    { name: "marketplace", testMatch: MARKETPLACE_SPECS, use: { baseURL: urlOf(servers.marketplace) } },
    {
      name: "site",
      testIgnore: [...MARKETPLACE_SPECS, ...EDITORIAL_SPECS],
      use: { baseURL: urlOf(servers.site) },
    },
  ],
  webServer: Object.values(servers).map((server) => ({
    command: "npx tsx server/src/main.ts",
    cwd: repoRoot,
    url: `${urlOf(server)}/v2/health`,
    // TRUST_PROXY: every test browser comes from 127.0.0.1; a test that signs up or logs in
    // many times gives itself its own address (X-Forwarded-For) so abuse limits count it alone.
    // STAFF_*: the first staff account, created at start, for the backoffice specs (admin-*.spec.ts).
    env: {
      NODE_ENV: "production",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATA_DIR: server.dataDir,
      TRUST_PROXY: "1",
      STAFF_EMAIL,
      STAFF_PASSWORD,
      ...server.env,
    },
    // Only on request, so a run never silently tests a stale server with an old database.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
