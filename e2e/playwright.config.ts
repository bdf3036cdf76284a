import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { SERVERS, SERVERS_READY, urlOf } from "./servers.ts";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..");

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
  // Publishes a listing and deletes its owner, which archives it (issue 34.15).
  "listing-gone.spec.ts",
  // Publishes a listing to give it visiting hours (issue 34.10).
  "visit-hours-prompt.spec.ts",
  // Loads a newer transit feed: the network's date changes for the whole server.
  "admin-transit.spec.ts",
  // Staff add a campus connection: that university's commutes are recomputed.
  "access-connection.spec.ts",
  // Publishes cheap apartments in Bela Vista: on the site's server they led its newest-first list and map.
  "fair-price.spec.ts",
  // Issue 35: publishes a listing to propose renting it.
  "rentals.spec.ts",
  // Issue 36: publishes a listing whose signed rental a statement pays.
  "admin-statements.spec.ts",
  // Issue 35: publishes a listing to talk about renting it.
  "conversation.spec.ts",
  // Issue 35: publishes a listing to send the documents for renting it.
  "documents.spec.ts",
  // Issue 35: publishes a listing to sign a lease for renting it.
  "lease.spec.ts",
  // Issue 35: publishes a listing and proposes renting it, for staff's pipeline.
  "admin-rentals.spec.ts",
  // Issue 36: publishes a listing to sign a lease and show its first payment.
  "rental-payments.spec.ts",
  // Issue 36: publishes listings to move in, claim on arrival and cancel rentals.
  "arrival.spec.ts",
  // Issue 36: publishes a listing whose cancelled rental leaves its owner a payout (no hold here).
  "admin-payouts.spec.ts",
];
/**
 * Specs that publish content and listings too, on a third server: each server has one staff
 * account, and its logins are limited per account (10 in 15 minutes), as in production.
 */
const EDITORIAL_SPECS = ["content-claims.spec.ts", "english-pages.spec.ts"];

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
    { name: "editorial", testMatch: EDITORIAL_SPECS, use: { baseURL: urlOf(SERVERS.editorial) } },
    { name: "marketplace", testMatch: MARKETPLACE_SPECS, use: { baseURL: urlOf(SERVERS.marketplace) } },
    {
      name: "site",
      testIgnore: [...MARKETPLACE_SPECS, ...EDITORIAL_SPECS],
      use: { baseURL: urlOf(SERVERS.site) },
    },
  ],
  // One process starts the three servers together (e2e/start-servers.ts) and prints a line once
  // all answer; Playwright would start a list of servers one after another. Its environment is
  // inherited by the servers (e2e/servers.ts adds each one's own).
  // E2E_REUSE_SERVER=1 runs against servers already started (`node --import tsx
  // e2e/start-servers.ts` in another terminal, with the same E2E_DATA_DIR,
  // E2E_MARKETPLACE_DATA_DIR and E2E_EDITORIAL_DATA_DIR, where the specs read the e-mails);
  // only on request, so a run never silently tests a stale server with an old database.
  webServer:
    process.env.E2E_REUSE_SERVER === "1"
      ? undefined
      : {
          command: "node --import tsx e2e/start-servers.ts",
          cwd: repoRoot,
          wait: { stdout: new RegExp(SERVERS_READY) },
          timeout: 150_000,
          stdout: "ignore",
          stderr: "pipe",
        },
});
